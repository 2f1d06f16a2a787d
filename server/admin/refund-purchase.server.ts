import { and, eq, isNull, or } from 'drizzle-orm';
import { courses, purchases, users } from '../db/schema';
import { refundEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { recordAudit } from './record-audit';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from '../payments/gateway';

export interface RefundResult {
  purchaseId: string;
  status: 'refunded';
  refundId: string;
  amount: number;
  currency: string;
  /** false when this very refund had already been recorded (a double click, a retry): nothing was done twice. */
  changed: boolean;
}

/**
 * Refunds a paid purchase in full through the gateway (Stripe's refunds API, or the local gateway at once),
 * closes the course at once, queues the refund email and writes the audit row, the last three in one
 * transaction. The gateway call uses one idempotency key per purchase, so a retry, a double click or a
 * second owner refunds once. The later `charge.refunded` webhook finds the purchase refunded and changes
 * nothing (server/payments/purchases.server.ts revokePurchase). `actorId` is whoever asked: the owner here,
 * the learner for a self-service refund.
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
  const [purchase] = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      paymentIntentId: purchases.paymentIntentId,
      refundId: purchases.refundId,
      amount: purchases.amount,
      currency: purchases.currency,
      userId: purchases.userId,
      courseTitle: courses.title,
    })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!purchase) throw new DomainError('not_found', 'No such purchase.');
  const done = (changed: boolean): RefundResult => ({
    purchaseId: purchase.id,
    status: 'refunded',
    refundId: purchase.refundId!,
    amount: purchase.amount,
    currency: purchase.currency,
    changed,
  });
  if (purchase.status === 'refunded' && purchase.refundId) return done(false);
  // A purchase made free by a 100 % code has no payment (and paid £0): refunding it closes the course, and nothing goes to a card.
  const free = !purchase.paymentIntentId && purchase.status === 'paid' && purchase.amount === 0;
  if (!purchase.paymentIntentId && !free) {
    throw new DomainError('conflict', 'This access was granted without payment, so there is nothing to refund: revoke it instead.');
  }
  if (purchase.status === 'disputed') {
    throw new DomainError('conflict', 'This payment is disputed: the card issuer decides it, so it cannot be refunded here.');
  }

  const refund = purchase.paymentIntentId
    ? await gateway.refund({
        paymentIntentId: purchase.paymentIntentId,
        idempotencyKey: `refund-${purchase.id}`,
        metadata: { purchaseId: purchase.id },
      })
    : { id: `free_${purchase.id}`, status: 'succeeded' as const, amount: 0 };

  return db.transaction(async (tx) => {
    // paid, or refunded by the webhook before this transaction (then without our refund id, owner or email).
    const [updated] = await tx
      .update(purchases)
      .set({ status: 'refunded', refundedAt: now, refundedBy: actorId, refundReason: reason, refundId: refund.id, updatedAt: now })
      .where(
        and(
          eq(purchases.id, purchase.id),
          or(eq(purchases.status, 'paid'), and(eq(purchases.status, 'refunded'), isNull(purchases.refundId))),
        ),
      )
      .returning({ id: purchases.id });
    if (!updated) return { ...done(false), refundId: refund.id };
    await recordAudit({
      db: tx,
      actorId,
      action: 'purchase.refund',
      target: { type: 'purchase', id: purchase.id },
      details: {
        amount: purchase.amount,
        currency: purchase.currency,
        refundId: refund.id,
        refundStatus: refund.status,
        reason,
        userId: purchase.userId,
      },
      now,
    });
    const [learner] = purchase.userId
      ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, purchase.userId)).limit(1)
      : [];
    if (learner) {
      const email = refundEmail(mailer.siteUrl, {
        username: learner.username,
        courseTitle: purchase.courseTitle,
        amount: purchase.amount,
        currency: purchase.currency,
        refundedAt: now,
        reference: purchase.paymentIntentId ?? 'None (free with a code)',
      });
      await mailer.queue(tx, { kind: 'refund', to: learner.email, userId: purchase.userId, ...email }, now);
    }
    return { ...done(true), refundId: refund.id };
  });
}
