import { eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findPurchaseForRefund, refundPayment, type RefundResult } from '../payments/refund-payment';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from '../payments/gateway';

export type { RefundResult };

/**
 * The owner refunds any paid purchase in full, at any time (issue 13); the gateway call, the closing of the
 * course, the email and the audit row are shared with the learner's own refund (server/payments/refund-payment.ts).
 */
export async function refundPurchase({
  db,
  gateway,
  mailer,
  now,
  purchaseId,
  actorId,
  reason,
}: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
  purchaseId: string;
  actorId: string | null;
  reason: string;
}): Promise<RefundResult> {
  const purchase = await findPurchaseForRefund({ db, where: eq(purchases.id, purchaseId) });
  if (!purchase) throw new DomainError('not_found', 'No such purchase.');
  return refundPayment({ db, gateway, mailer, now, purchase, actorId, reason, selfService: false });
}
