import { and, eq } from 'drizzle-orm';
import { INITIAL_PROGRESS, type ProgressState } from '../../common/lesson-progress';
import { lessonProgress } from '../db/schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';

/** A stored progress row as the reader's state; no row yet is the start of the lesson. */
export function progressStateOf(row: typeof lessonProgress.$inferSelect | undefined): ProgressState {
  if (!row) return INITIAL_PROGRESS;
  return {
    sectionsRevealed: row.sectionsRevealed,
    quizOpened: row.quizOpened,
    quizAnswers: row.quizAnswers,
    quizSeed: row.quizSeed,
    quizBestScore: row.quizBestScore,
    quizPassed: row.quizPassedAt !== null,
    actionDone: row.actionDoneAt !== null,
    completed: row.completedAt !== null,
  };
}

export interface LoadProgressOptions {
  db: Db;
  userId: string;
  lesson: Pick<Lesson, 'id'>;
}

export async function loadProgress({ db, userId, lesson }: LoadProgressOptions): Promise<ProgressState> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonKey, lesson.id)))
    .limit(1);
  return progressStateOf(row);
}
