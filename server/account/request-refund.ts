import { and, eq } from 'drizzle-orm';
import { CONTACT_PATH, REFUND_WINDOW_DAYS, refundDeadline, withinRefundWindow } from '../../common/refund-policy';
import { BILLING_PATH } from '../billing/billing-emails';
import { cancelAtStripe } from '../billing/cancel-at-stripe';
import { endSubscriptionsNow } from '../billing/end-subscription-now';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findPurchaseForRefund, refundPayment, type RefundResult } from '../payments/refund-payment';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from '../payments/gateway';

/** What the owner sees in /admin/purchases and the audit log beside a learner's own refund. */
export function selfRefundReason(reason: string | undefined): string {
  return reason ? `Money-back guarantee, asked by the learner: ${reason}` : 'Money-back guarantee, asked by the learner (no reason given)';
}

/**
 * The learner's own refund under the 30-day money-back guarantee (issue 19): their purchase, 30 days old
 * or younger at `now`, goes back in full through the gateway at once and the course closes
 * (server/payments/refund-payment.ts, shared with the owner's refund). Someone else's purchase is
 * `not_found`, as if it did not exist; an older one is `invalid`, saying how to reach the owner. Asking
 * again for a purchase already refunded this way answers the same refund (`changed: false`), even after
 * the 30 days, so a retry never fails nor refunds twice.
 */
export async function requestRefund({
  db,
  gateway,
  mailer,
  now,
  userId,
  purchaseId,
  reason,
}: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
  userId: string;
  purchaseId: string;
  reason?: string;
}): Promise<RefundResult> {
  const purchase = await findPurchaseForRefund({ db, where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) });
  if (!purchase) throw new DomainError('not_found', 'You have no purchase with this id.');
  if (purchase.status === 'refunded' && purchase.refundId) {
    return refundPayment({ db, gateway, mailer, now, purchase, actorId: userId, reason: selfRefundReason(reason), selfService: true });
  }
  if (purchase.status !== 'paid') {
    const why = {
      paid: '',
      refunded: 'This purchase has already been refunded.',
      disputed: 'This payment is disputed with your card issuer, who decides it, so it cannot be refunded here.',
      granted: 'This access was given to you without payment, so there is nothing to refund.',
      revoked: 'This access was given to you without payment, so there is nothing to refund.',
    }[purchase.status];
    throw new DomainError('conflict', why);
  }
  // A subscription's or payment plan's later charges are not covered (issue 44): the offer page and checkout say so.
  if (purchase.chargeSequence !== null && purchase.chargeSequence > 1) {
    throw new DomainError(
      'invalid',
      `The ${REFUND_WINDOW_DAYS}-day money-back guarantee covers the first payment of a subscription or payment plan only. ` +
        `To stop further payments, cancel it from your billing page (${BILLING_PATH}); contact us (${CONTACT_PATH}) about this payment.`,
    );
  }
  if (!withinRefundWindow(purchase.createdAt, now)) {
    const ended = refundDeadline(purchase.createdAt).toISOString().slice(0, 10);
    throw new DomainError(
      'invalid',
      `The ${REFUND_WINDOW_DAYS}-day money-back guarantee for this purchase ended on ${ended}, so it cannot be refunded here. ` +
        `Contact us (${CONTACT_PATH}) if you think it should be.`,
    );
  }
  if (purchase.subscriptionId) await cancelAtStripe({ db, gateway, where: { subscriptionId: purchase.subscriptionId } });
  const refunded = await refundPayment({
    db,
    gateway,
    mailer,
    now,
    purchase,
    actorId: userId,
    reason: selfRefundReason(reason),
    selfService: true,
  });
  // The money back for the first payment ends the subscription with it: nothing more is charged, access ends.
  if (purchase.subscriptionId) {
    await endSubscriptionsNow({
      db,
      where: { subscriptionId: purchase.subscriptionId },
      reason: 'Refunded under the money-back guarantee',
      now,
    });
  }
  return refunded;
}
