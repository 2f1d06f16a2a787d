import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/** One learner's progress through one lesson (spec 000 §4, saved on the server: DESIGN fix 9). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    /** The lesson's stable id from content/lessons. */
    lessonKey: text().notNull(),
    /** How many sections are revealed (1 = only the first). */
    sectionsRevealed: integer().notNull().default(1),
    /** 'Take Knowledge Check' pressed on the last section. */
    quizOpened: boolean().notNull().default(false),
    /**
     * The current attempt's answers (decision 031h): for each question in the lesson's order, the chosen option's
     * index in the lesson's order; null before the first attempt and after a retake. One row per learner and
     * lesson, so only the latest attempt is kept (the activity log counts the attempts).
     */
    quizAnswers: jsonb().$type<number[]>(),
    /** The seed of the current attempt's order of questions and choices (common/quiz-order.ts). */
    quizSeed: integer().notNull().default(0),
    /** Whether the current attempt reached the course's pass mark. */
    quizCorrect: boolean(),
    quizAnsweredAt: timestamp({ withTimezone: true }),
    /** The best score of any attempt, 0–100 (issue 26). */
    quizBestScore: integer(),
    /** When an attempt first reached the course's pass mark; the lesson completes only after it. */
    quizPassedAt: timestamp({ withTimezone: true }),
    actionDoneAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Measured study time in this lesson: the capped gaps between the learner's saved steps
     * (server/lessons/study-time.ts). A certificate's study time is the sum over the course.
     */
    activeSeconds: integer().notNull().default(0),
    /** The last saved step, from which the next step's gap is measured. */
    lastActiveAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonKey] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    check('lesson_progress_quiz_best_score', sql`${t.quizBestScore} between 0 and 100`),
    check('lesson_progress_active_seconds', sql`${t.activeSeconds} >= 0`),
  ],
);

/** Every forward step a learner takes in a lesson, kept for the dashboard's activity, streaks and goals. */
export const lessonActivity = pgTable(
  'lesson_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text().notNull(),
    lessonKey: text().notNull(),
    type: text({ enum: ['continue', 'open-quiz', 'answer-quiz', 'retake-quiz', 'complete-action', 'complete'] }).notNull(),
    /** For answer-quiz: whether the answer was right. */
    correct: boolean(),
    /** The measured study time this step credited to its lesson (server/lessons/study-time.ts), for "this week". */
    creditedSeconds: integer().notNull().default(0),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_activity_user_time_idx').on(t.userId, t.occurredAt)],
);
