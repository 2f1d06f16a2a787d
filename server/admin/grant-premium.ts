import { and, eq, inArray } from 'drizzle-orm';
import { BASE_CURRENCY } from '../../common/currencies';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadOffer } from '../offers/sale-offer';
import { findSellingOffer } from '../offers/selling-offer';
import { lockLearner, type AccessChangeOptions } from './lock-learner';
import { recordAudit } from './record-audit';

/**
 * Gives a learner the premium offer without payment (issue 13; what it grants: issue 43): a `granted` purchase of £0 with the
 * owner's reason, shown as such on every list. One live grant per learner and offer (a unique index), so a
 * double click grants once; a learner who paid already has the course.
 */
export async function grantPremium({
  db,
  now,
  learnerId,
  actorId,
  reason,
  offerId: wanted,
}: AccessChangeOptions): Promise<{ purchaseId: string; status: 'granted' }> {
  // Without an offer named: the one that sells the member area (issue 43).
  const offerId = wanted ?? (await findSellingOffer({ db, grant: 'member_area' }))?.id;
  const offer = offerId ? await loadOffer({ db, offerId }) : undefined;
  if (!offerId || !offer) throw new DomainError('not_found', 'No such offer.');
  const courseId = offer.courseId;
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [owned] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.userId, learnerId), eq(purchases.offerId, offerId), inArray(purchases.status, ['paid', 'granted'])))
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
        offerId,
        paymentIntentId: null,
        amount: 0,
        currency: BASE_CURRENCY,
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
      details: { purchaseId: row!.id, offerId, reason },
      now,
    });
    return { purchaseId: row!.id, status: 'granted' as const };
  });
}
