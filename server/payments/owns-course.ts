import { and, eq } from 'drizzle-orm';
import { entitlements } from '../db/schema';
import { liveAt } from '../entitlements/learner-access';
import type { Db } from '../db/client';

export interface OwnsCourseOptions {
  db: Db;
  userId: string;
  courseId: string;
  now: Date;
}

/** Whether the learner has the course now (issue 43: a live entitlement, bought, granted or enrolled in), so buying it again is refused. */
export async function ownsCourse({ db, userId, courseId, now }: OwnsCourseOptions): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.kind, 'course'), eq(entitlements.courseId, courseId), liveAt(now)))
    .limit(1);
  return Boolean(row);
}
