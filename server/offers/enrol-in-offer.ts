import { asc, eq } from 'drizzle-orm';
import { entitlements, offerGrants, offers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

export interface EnrolInOfferResult {
  enrolled: true;
  /** The offer's first course, where the learner goes next; absent for an offer that grants no course. */
  courseId?: string;
}

/**
 * A learner takes a published free offer (issue 43, POST /api/offers/:id/enrol and the "Enrol for free" form of
 * /offer/<slug>): one `free_enrolment` entitlement per grant, from now. Idempotent under any concurrency: a course
 * is enrolled once per learner (entitlements_one_free_enrolment_idx, as a first lesson step enrols:
 * server/entitlements/enrol-in-open-course.ts), any other grant once per learner and offer
 * (entitlements_one_free_grant_idx, migration 0055), so a double click or two processes write each row once.
 * A draft, archived or unknown offer is not_found; a paid one is a conflict (it is bought at checkout).
 */
export async function enrolInOffer({
  db,
  userId,
  offerId,
  now,
}: {
  db: Db;
  userId: string;
  offerId: string;
  now: Date;
}): Promise<EnrolInOfferResult> {
  const [offer] = await db
    .select({ id: offers.id, status: offers.status, priceType: offers.priceType })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!offer || offer.status !== 'published') throw new DomainError('not_found', 'No such offer.');
  if (offer.priceType !== 'free') throw new DomainError('conflict', 'This offer is not free: it is bought at checkout.');
  const grants = await db
    .select({ type: offerGrants.type, courseId: offerGrants.courseId, sessions: offerGrants.sessions })
    .from(offerGrants)
    .where(eq(offerGrants.offerId, offerId))
    .orderBy(asc(offerGrants.position));
  if (grants.length > 0) {
    await db
      .insert(entitlements)
      .values(
        grants.map((grant) => ({
          userId,
          kind: grant.type,
          courseId: grant.courseId,
          sessions: grant.sessions,
          source: 'free_enrolment' as const,
          offerId,
          startsAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  const courseId = grants.find((grant) => grant.type === 'course')?.courseId ?? undefined;
  return courseId ? { enrolled: true, courseId } : { enrolled: true };
}
