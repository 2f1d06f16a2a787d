import { and, asc, eq } from 'drizzle-orm';
import { dripScheduleSchema } from '../../common/drip';
import { courses, dripUnlocks } from '../db/schema';
import type { Db } from '../db/client';

/**
 * The courses with a release schedule, as one learner's page in the owner area lists them (issue 43): for each,
 * whether the owner already opened every lesson for this learner (server/drip/open-course-for-learner.ts).
 */
export async function learnerDripCourses({ db, learnerId }: { db: Db; learnerId: string }) {
  const rows = await db
    .select({ id: courses.id, title: courses.title, drip: courses.drip, openedAt: dripUnlocks.openedAt })
    .from(courses)
    .leftJoin(dripUnlocks, and(eq(dripUnlocks.courseId, courses.id), eq(dripUnlocks.userId, learnerId)))
    .orderBy(asc(courses.position), asc(courses.id));
  return rows.flatMap((row) => {
    // A schedule that does not parse holds nothing back (server/drip/drip-rules.ts), so there is nothing to open.
    const drip = dripScheduleSchema.safeParse(row.drip).data;
    if (!drip || drip.type === 'none') return [];
    return [{ courseId: row.id, title: row.title, schedule: drip.type, openedAt: row.openedAt?.toISOString() ?? null }];
  });
}
