import { eq } from 'drizzle-orm';
import { lessonProgress } from '../db/schema';
import type { Db } from '../db/client';
import type { ProgressRow } from './dashboard-stats';

/** Every lesson a learner has opened, with when it was completed and the study time measured in it. */
export function readProgress({ db, userId }: { db: Db; userId: string }): Promise<ProgressRow[]> {
  return db
    .select({
      lessonKey: lessonProgress.lessonKey,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
      activeSeconds: lessonProgress.activeSeconds,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
}
