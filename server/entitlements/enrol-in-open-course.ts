import { and, eq } from 'drizzle-orm';
import { entitlements, offerGrants, offers } from '../db/schema';
import { OPEN_COURSE_GRANT } from './learner-access';
import type { Db } from '../db/client';

/**
 * Enrols a learner in a course a published free offer gives (issue 43), from now: the enrolment is the
 * learner's start in the course. Once per learner and course (entitlements_one_free_enrolment_idx), so two
 * tabs opening it at once enrol once. Returns whether the course is open (false: it must be bought).
 */
export async function enrolInOpenCourse({
  db,
  userId,
  courseId,
  now,
}: {
  db: Db;
  userId: string;
  courseId: string;
  now: Date;
}): Promise<boolean> {
  const [offer] = await db
    .select({ id: offers.id })
    .from(offerGrants)
    .innerJoin(offers, eq(offers.id, offerGrants.offerId))
    .where(and(eq(offerGrants.courseId, courseId), OPEN_COURSE_GRANT))
    .limit(1);
  if (!offer) return false;
  await db
    .insert(entitlements)
    .values({ userId, kind: 'course', courseId, source: 'free_enrolment', offerId: offer.id, startsAt: now, createdAt: now })
    .onConflictDoNothing();
  return true;
}
