import { and, eq } from 'drizzle-orm';
import { lessonOpensAt } from '../../common/drip';
import { dripUnlocks } from '../db/schema';
import { accessSince } from '../entitlements/learner-access';
import { dripScheduleOf } from './drip-rules';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/**
 * When each held-back lesson of a course opens for this learner, by lesson id; lessons already open are absent
 * (issue 43). Counted from the learner's enrolment (their first live entitlement to the course; not enrolled yet:
 * now, as their first step enrols them). Owners, and learners the owner opened the course for, wait for nothing.
 */
export async function lockedLessons({
  db,
  user,
  courseId,
  now,
}: {
  db: Db;
  user: Pick<SessionUser, 'id' | 'isOwner'>;
  courseId: string;
  now: Date;
}): Promise<Map<string, Date>> {
  const schedule = dripScheduleOf(courseId);
  const locked = new Map<string, Date>();
  if (schedule.type === 'none' || user.isOwner) return locked;
  const [enrolledAt, [unlocked]] = await Promise.all([
    accessSince({ db, userId: user.id, kind: 'course', courseId, now }),
    db
      .select({ openedAt: dripUnlocks.openedAt })
      .from(dripUnlocks)
      .where(and(eq(dripUnlocks.userId, user.id), eq(dripUnlocks.courseId, courseId))),
  ]);
  if (unlocked) return locked;
  const ids = schedule.type === 'after_enrolment' ? Object.keys(schedule.days) : Object.keys(schedule.dates);
  for (const id of ids) {
    const opensAt = lessonOpensAt(schedule, id, enrolledAt ?? now);
    if (opensAt && opensAt.getTime() > now.getTime()) locked.set(id, opensAt);
  }
  return locked;
}
