import { and, eq } from 'drizzle-orm';
import { cancelSessionsForLostAccess } from '../coaching/cancel-sessions-for-lost-access';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findSellingOffer } from '../offers/selling-offer';
import { lockLearner, type AccessChangeOptions } from './lock-learner';
import { recordAudit } from './record-audit';
import type { Mailer } from '../email/outbox';

/**
 * Takes back access the owner granted without payment (issue 13): the grant becomes `revoked`, with the
 * owner's reason, and the course closes at once; the learner's coaching sessions to come are cancelled
 * (both sides emailed) in the same transaction (issue 28). Paid access is ended by a refund, never silently here.
 */
export async function revokePremium({
  db,
  now,
  learnerId,
  actorId,
  reason,
  offerId: wanted,
  mailer,
}: AccessChangeOptions & { mailer: Mailer }): Promise<{ purchaseId: string; status: 'revoked' }> {
  const offerId = wanted ?? (await findSellingOffer({ db, grant: 'member_area' }))?.id;
  if (!offerId) throw new DomainError('conflict', 'This learner has no granted access to revoke.');
  return db.transaction(async (tx) => {
    await lockLearner({ tx, learnerId });
    const [row] = await tx
      .update(purchases)
      .set({ status: 'revoked', revokedAt: now, revokedBy: actorId, revokeReason: reason, updatedAt: now })
      .where(and(eq(purchases.userId, learnerId), eq(purchases.offerId, offerId), eq(purchases.status, 'granted')))
      .returning({ id: purchases.id });
    if (!row) {
      const [paid] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.userId, learnerId), eq(purchases.offerId, offerId), eq(purchases.status, 'paid')))
        .limit(1);
      throw new DomainError(
        'conflict',
        paid ? 'This learner paid for the course: refund the purchase instead.' : 'This learner has no granted access to revoke.',
      );
    }
    await recordAudit({
      db: tx,
      actorId,
      action: 'premium.revoke',
      target: { type: 'user', id: learnerId },
      details: { purchaseId: row.id, offerId, reason },
      now,
    });
    await cancelSessionsForLostAccess({ db: tx, mailer, now, userId: learnerId });
    return { purchaseId: row.id, status: 'revoked' as const };
  });
}
