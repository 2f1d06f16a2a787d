import { and, eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import type { Db } from '../db/client';

export interface OwnsCourseOptions {
  db: Db;
  userId: string;
  courseId: string;
}

/** Whether the user has a paid (not refunded, not disputed) purchase of the course. */
export async function ownsCourse({ db, userId, courseId }: OwnsCourseOptions): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId), eq(purchases.status, 'paid')))
    .limit(1);
  return Boolean(row);
}
