import { and, eq, inArray } from 'drizzle-orm';
import { findCourse } from '../courses/find-course';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findSellingOffer } from '../offers/selling-offer';
import { lockLearner, type AccessChangeOptions } from './lock-learner';
import { recordAudit } from './record-audit';

/**
 * Gives a learner the premium offer without payment (issue 13; what it grants: issue 43): a `granted` purchase of £0 with the
 * owner's reason, shown as such on every list. One live grant per learner and course (a unique index), so a
 * double click grants once; a learner who paid already has the course.
 */
export async function grantPremium({
  db,
  now,
  learnerId,
  actorId,
  reason,
  courseId: wanted,
}: AccessChangeOptions): Promise<{ purchaseId: string; status: 'granted' }> {
  // Without a course named: the offer that sells the member area, and the course it sells (issue 43).
  const offer = wanted ? undefined : await findSellingOffer({ db, grant: 'member_area' });
  const courseId = wanted ?? offer?.courseId;
  const course = courseId ? await findCourse({ db, courseId }) : undefined;
  if (!courseId || !course) throw new DomainError('not_found', 'No such course.');
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [owned] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.userId, learnerId), eq(purchases.courseId, courseId), inArray(purchases.status, ['paid', 'granted'])))
      .limit(1);
    if (owned) {
      throw new DomainError(
        'conflict',
        owned.status === 'paid' ? 'This learner has paid for the course already.' : 'This learner has been granted the course already.',
      );
    }
    const [row] = await tx
      .insert(purchases)
      .values({
        userId: learnerId,
        courseId,
        // Named when known; otherwise the database picks the offer that sells the course (migration 0049).
        offerId: offer?.id ?? null,
        paymentIntentId: null,
        amount: 0,
        currency: course.currency,
        status: 'granted',
        grantReason: reason,
        grantedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    await recordAudit({
      db: tx,
      actorId,
      action: 'premium.grant',
      target: { type: 'user', id: learnerId },
      details: { purchaseId: row!.id, courseId, reason },
      now,
    });
    return { purchaseId: row!.id, status: 'granted' as const };
  });
}
