import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS_STATUSES } from '../auth/sessions';
import { purchases } from '../db/schema';
import type { Db } from '../db/client';

export interface OwnsCourseOptions {
  db: Db;
  userId: string;
  courseId: string;
}

/** Whether the user has access to the course: a paid purchase, or one granted by the owner (not refunded, disputed or revoked). */
export async function ownsCourse({ db, userId, courseId }: OwnsCourseOptions): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId), inArray(purchases.status, [...ACCESS_STATUSES])))
    .limit(1);
  return Boolean(row);
}
