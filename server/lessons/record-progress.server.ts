import { and, eq, sql } from 'drizzle-orm';
import { applyProgressEvent, type ProgressEvent, type ProgressState } from '../../common/lesson-progress';
import { COURSES } from '../../content/courses/courses';
import { awardCertificate } from '../certificates/award-certificate';
import { lessonActivity, lessonProgress } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { progressStateOf } from './load-progress';
import { creditedSeconds } from './study-time';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

export interface RecordProgressOptions {
  db: Db;
  userId: string;
  /** One the user may read (check-lesson-access.server.ts). */
  lesson: Lesson;
  event: ProgressEvent;
  /** Seconds the reader's page says it was open since its last step; trusted only within study-time.ts's rule. */
  elapsedSeconds?: number | undefined;
  now: Date;
}

/**
 * Applies one reader event under a row lock, so two tabs (or a double click) cannot both answer
 * the quiz or move progress backwards. The caller has already checked that the user may read the lesson.
 */
export async function recordProgress({ db, userId, lesson, event, elapsedSeconds, now }: RecordProgressOptions): Promise<ProgressState> {
  const passMark = COURSES.find((c) => c.id === lesson.courseId)?.passMark ?? 0.7;
  const outcome = await db.transaction(async (tx) => {
    // Make sure the row exists, then lock it.
    await tx
      .insert(lessonProgress)
      .values({ userId, courseId: lesson.courseId, lessonKey: lesson.id, startedAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)))
      .for('update');
    const current = progressStateOf(row);
    const result = applyProgressEvent(current, event, lesson.sections.length, { correct: lesson.quiz.correct, passMark });
    // Thrown after the transaction, so the row made above stays (the lesson counts as started).
    if (!result.ok) return { ok: false as const, message: result.message };
    if (!result.changed) return { ok: true as const, state: current };

    const next = result.state;
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
        ...(event.type === 'answer-quiz'
          ? {
              quizAnswer: event.answer,
              quizCorrect: event.answer === lesson.quiz.correct,
              quizAnsweredAt: now,
              quizBestScore: next.quizBestScore,
              // The first passing attempt's moment; a later one keeps it.
              ...(next.quizPassed && !current.quizPassed ? { quizPassedAt: now } : {}),
            }
          : {}),
        ...(event.type === 'retake-quiz' ? { quizAnswer: null, quizCorrect: null, quizAnsweredAt: null } : {}),
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
      correct: event.type === 'answer-quiz' ? event.answer === lesson.quiz.correct : null,
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
  if (!outcome.ok) throw new DomainError('conflict', outcome.message);
  return outcome.state;
}
