import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { applyProgressEvent, reachesPassMark, quizScore, type ProgressEvent, type ProgressState } from '../../common/lesson-progress';
import { nextAttemptSeed } from '../../common/quiz-order';
import { awardCertificate } from '../certificates/award-certificate';
import { courseById } from '../courses/course-catalogue';
import { lessonActivity, lessonProgress } from '../db/schema';
import { enrolInOpenCourse } from '../entitlements/enrol-in-open-course';
import { DomainError } from '../errors/domain-error';
import { answersInLessonOrder, knowledgeCheckOf, optionCountsOf } from './knowledge-check';
import { progressStateOf } from './load-progress';
import { creditedSeconds } from './study-time';
import type { ProgressStep } from '../../common/lesson-progress-schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

export interface RecordProgressOptions {
  db: Db;
  userId: string;
  /** One the user may read (check-lesson-access.ts). */
  lesson: Lesson;
  /** The step as the page or API sent it (without `elapsed`). */
  event: ProgressStep;
  /** Seconds the reader's page says it was open since its last step; trusted only within study-time.ts's rule. */
  elapsedSeconds?: number | undefined;
  now: Date;
}

const randomSeed = () => randomInt(0, 2 ** 31);

/**
 * The step in the lesson's terms, given the state it applies to: an attempt's order is drawn here (the server's
 * choice, never the page's), and answers given by position on the page are mapped back to the lesson's order.
 */
function progressEventOf(
  request: RecordProgressOptions['event'],
  lesson: Lesson,
  current: ProgressState,
): ProgressEvent | { error: string } | { invalid: string } {
  switch (request.type) {
    case 'open-quiz':
    case 'retake-quiz':
      return {
        type: request.type,
        seed: nextAttemptSeed(current.quizOpened ? current.quizSeed : null, optionCountsOf(lesson), randomSeed),
      };
    case 'answer-quiz': {
      if (current.quizOpened && current.quizAnswers === null && request.attempt !== current.quizSeed) {
        return { error: 'The knowledge check was started again in another tab or window: reload the page to see this attempt.' };
      }
      const answers = answersInLessonOrder(lesson, current.quizSeed, request.answers);
      if (!answers) return { invalid: `answers: answer all ${lesson.quiz.length} questions, one answer each.` };
      return { type: 'answer-quiz', answers };
    }
    default:
      return request;
  }
}

/**
 * Applies one reader event under a row lock, so two tabs (or a double click) cannot both answer
 * the quiz or move progress backwards. The caller has already checked that the user may read the lesson.
 */
export async function recordProgress({
  db,
  userId,
  lesson,
  event: request,
  elapsedSeconds,
  now,
}: RecordProgressOptions): Promise<ProgressState> {
  const passMark = courseById(lesson.courseId)?.passMark ?? 0.7;
  const check = knowledgeCheckOf(lesson, passMark);
  const outcome = await db.transaction(async (tx) => {
    // Make sure the row exists, then lock it.
    await tx
      .insert(lessonProgress)
      .values({ userId, courseId: lesson.courseId, lessonKey: lesson.id, startedAt: now, updatedAt: now })
      .onConflictDoNothing();
    // A learner's first step in a course every learner may open enrols them in it (issue 43), once.
    await enrolInOpenCourse({ db: tx, userId, courseId: lesson.courseId, now });
    const [row] = await tx
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)))
      .for('update');
    const current = progressStateOf(row);
    const event = progressEventOf(request, lesson, current);
    if ('invalid' in event) return { ok: false as const, code: 'invalid' as const, message: event.invalid };
    if ('error' in event) return { ok: false as const, code: 'conflict' as const, message: event.error };
    const result = applyProgressEvent(current, event, lesson.sections.length, check);
    // Thrown after the transaction, so the row made above stays (the lesson counts as started).
    if (!result.ok) return { ok: false as const, code: 'conflict' as const, message: result.message };
    if (!result.changed) return { ok: true as const, state: current };

    const next = result.state;
    const attemptPassed = event.type === 'answer-quiz' ? reachesPassMark(quizScore(event.answers, check), passMark) : null;
    const credited = creditedSeconds({
      lastActiveAt: row?.lastActiveAt ?? null,
      now,
      elapsedSeconds,
      closesActionItem: event.type === 'complete-action',
      actionItemMinutes: lesson.actionItem.minutes,
    });
    await tx
      .update(lessonProgress)
      .set({
        sectionsRevealed: next.sectionsRevealed,
        quizOpened: next.quizOpened,
        quizSeed: next.quizSeed,
        ...(event.type === 'answer-quiz'
          ? {
              // The latest attempt replaces the one before: one answer record per learner and lesson.
              quizAnswers: [...event.answers],
              quizCorrect: attemptPassed,
              quizAnsweredAt: now,
              quizBestScore: next.quizBestScore,
              // The first passing attempt's moment; a later one keeps it.
              ...(next.quizPassed && !current.quizPassed ? { quizPassedAt: now } : {}),
            }
          : {}),
        ...(event.type === 'retake-quiz' ? { quizAnswers: null, quizCorrect: null, quizAnsweredAt: null } : {}),
        ...(event.type === 'complete-action' ? { actionDoneAt: now } : {}),
        ...(event.type === 'complete' ? { completedAt: now } : {}),
        updatedAt: now,
        activeSeconds: sql`${lessonProgress.activeSeconds} + ${credited}`,
        lastActiveAt: now,
      })
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)));
    await tx.insert(lessonActivity).values({
      userId,
      courseId: lesson.courseId,
      lessonKey: lesson.id,
      type: event.type,
      // For an attempt: whether it reached the pass mark.
      correct: attemptPassed,
      creditedSeconds: credited,
      occurredAt: now,
    });
    // The course's last unfinished lesson earns its certificate, in the same transaction (issue 14); so does
    // passing, on a retake, the check of a lesson completed before pass marks existed (issue 26).
    if (event.type === 'complete' || (event.type === 'answer-quiz' && next.completed && next.quizPassed)) {
      await awardCertificate({ db: tx, userId, courseId: lesson.courseId, now });
    }
    return { ok: true as const, state: next };
  });
  // Out of order (answering twice, completing before the quiz): it clashes with the state as it is now.
  if (!outcome.ok) throw new DomainError(outcome.code, outcome.message);
  return outcome.state;
}
