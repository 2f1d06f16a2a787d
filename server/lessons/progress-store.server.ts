import { and, eq } from 'drizzle-orm';
import { applyProgressEvent, INITIAL_PROGRESS, type ProgressEvent, type ProgressState } from '../../common/lesson-progress';
import { lessonActivity, lessonProgress } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

type Row = typeof lessonProgress.$inferSelect;

function toState(row: Row | undefined): ProgressState {
  if (!row) return INITIAL_PROGRESS;
  return {
    sectionsRevealed: row.sectionsRevealed,
    quizOpened: row.quizOpened,
    quizAnswer: row.quizAnswer,
    actionDone: row.actionDoneAt !== null,
    completed: row.completedAt !== null,
  };
}

export async function loadProgress(db: Db, userId: string, lesson: Pick<Lesson, 'id'>): Promise<ProgressState> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)))
    .limit(1);
  return toState(row);
}

export type RecordResult = { ok: true; state: ProgressState } | { ok: false; status: 409; message: string };

/**
 * Applies one reader event under a row lock, so two tabs (or a double click) cannot both answer
 * the quiz or move progress backwards. The caller has already checked that the user may read the lesson.
 */
export async function recordProgress(
  db: Db,
  userId: string,
  lesson: Lesson,
  event: ProgressEvent,
  now = new Date(),
): Promise<RecordResult> {
  return db.transaction(async (tx) => {
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
    const current = toState(row);
    const result = applyProgressEvent(current, event, lesson.sections.length);
    if (!result.ok) return { ok: false, status: 409, message: result.message };
    if (!result.changed) return { ok: true, state: current };

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
    return { ok: true, state: next };
  });
}
