import { and, eq } from 'drizzle-orm';
import { applyProgressEvent, type ProgressEvent, type ProgressState } from '../../common/lesson-progress';
import { awardCertificate } from '../certificates/award-certificate';
import { lessonActivity, lessonProgress } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { progressStateOf } from './load-progress';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

export interface RecordProgressOptions {
  db: Db;
  userId: string;
  /** One the user may read (check-lesson-access.server.ts). */
  lesson: Lesson;
  event: ProgressEvent;
  now: Date;
}

/**
 * Applies one reader event under a row lock, so two tabs (or a double click) cannot both answer
 * the quiz or move progress backwards. The caller has already checked that the user may read the lesson.
 */
export async function recordProgress({ db, userId, lesson, event, now }: RecordProgressOptions): Promise<ProgressState> {
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
    const result = applyProgressEvent(current, event, lesson.sections.length);
    // Thrown after the transaction, so the row made above stays (the lesson counts as started).
    if (!result.ok) return { ok: false as const, message: result.message };
    if (!result.changed) return { ok: true as const, state: current };

    const next = result.state;
    await tx
      .update(lessonProgress)
      .set({
        sectionsRevealed: next.sectionsRevealed,
        quizOpened: next.quizOpened,
        ...(event.type === 'answer-quiz'
          ? { quizAnswer: event.answer, quizCorrect: event.answer === lesson.quiz.correct, quizAnsweredAt: now }
          : {}),
        ...(event.type === 'complete-action' ? { actionDoneAt: now } : {}),
        ...(event.type === 'complete' ? { completedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)));
    await tx.insert(lessonActivity).values({
      userId,
      courseId: lesson.courseId,
      lessonKey: lesson.id,
      type: event.type,
      correct: event.type === 'answer-quiz' ? event.answer === lesson.quiz.correct : null,
      occurredAt: now,
    });
    // The course's last unfinished lesson earns its certificate, in the same transaction (issue 14).
    if (event.type === 'complete') await awardCertificate({ db: tx, userId, courseId: lesson.courseId, now });
    return { ok: true as const, state: next };
  });
  // Out of order (answering twice, completing before the quiz): it clashes with the state as it is now.
  if (!outcome.ok) throw new DomainError('conflict', outcome.message);
  return outcome.state;
}
