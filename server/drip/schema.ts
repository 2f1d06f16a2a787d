import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/** The owner opened every lesson of a course for one learner, whatever its drip schedule says (issue 43). */
export const dripUnlocks = pgTable(
  'drip_unlocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * A learner was emailed that a held-back lesson opened for them (issue 43): one row per learner and lesson, inserted
 * in the transaction that queues the email, so however many processes look, the email goes once.
 */
export const lessonOpenNotices = pgTable(
  'lesson_open_notices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
