import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { cancelSessionsForLostAccess } from '../coaching/cancel-sessions-for-lost-access';
import { offers, purchases, subscriptionCharges, users } from '../db/schema';
import { refundEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { reverseReferralCommission } from '../referrals/reverse-referral-commission';
import { reverseTaxTransaction } from '../tax/reverse-tax-transaction';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from './gateway';

export interface RefundResult {
  purchaseId: string;
  status: 'refunded';
  refundId: string;
  amount: number;
  currency: string;
  /** false when this very refund had already been recorded (a double click, a retry): nothing was done twice. */
  changed: boolean;
}

/** What a refund needs to know of a purchase; loaded by `findPurchaseForRefund`. */
export interface PurchaseForRefund {
  id: string;
  status: 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';
  paymentIntentId: string | null;
  refundId: string | null;
  amount: number;
  currency: string;
  userId: string | null;
  courseTitle: string;
  createdAt: Date;
  /** A recurring charge's subscription and place (1: its first payment); null for a one-time purchase (issue 44). */
  subscriptionId: string | null;
  chargeSequence: number | null;
}

/** The purchase matching `where` (its id, and for a learner also its owner), or undefined. */
export async function findPurchaseForRefund({ db, where }: { db: Db; where: SQL | undefined }): Promise<PurchaseForRefund | undefined> {
  const [purchase] = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      paymentIntentId: purchases.paymentIntentId,
      refundId: purchases.refundId,
      amount: purchases.amount,
      currency: purchases.currency,
      userId: purchases.userId,
      courseTitle: offers.title,
      createdAt: purchases.createdAt,
      subscriptionId: subscriptionCharges.subscriptionId,
      chargeSequence: subscriptionCharges.sequence,
    })
    .from(purchases)
    .innerJoin(offers, eq(offers.id, purchases.offerId))
    .leftJoin(subscriptionCharges, eq(subscriptionCharges.purchaseId, purchases.id))
    .where(where)
    .limit(1);
  return purchase;
}

/**
 * What the owner's refund (server/admin/refund-purchase.ts) and the learner's 30-day self refund
 * (server/account/request-refund.ts) share, once each has found the purchase and decided it may be
 * refunded: the full amount actually charged goes back through the gateway (Stripe's refunds API, or the
 * local gateway at once; a purchase that charged nothing needs no gateway call), then the course closes,
 * the refund email is queued and the audit row written, the last three in one transaction.
 *
 * The gateway call uses one idempotency key per purchase, so a retry, a double click, or the owner and the
 * learner at once, refund once; the conditional update lets only one of them queue the email. The later
 * `charge.refunded` webhook finds the purchase refunded and changes nothing
 * (server/payments/revoke-purchase.ts). `actorId` is whoever asked: the owner, or the learner.
 */
export async function refundPayment({
  db,
  gateway,
  mailer,
  now,
  purchase,
  actorId,
  reason,
  selfService,
}: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
  purchase: PurchaseForRefund;
  actorId: string | null;
  reason: string;
  /** The buyer asked under the money-back guarantee (recorded in the audit row). */
  selfService: boolean;
}): Promise<RefundResult> {
  const done = (changed: boolean, refundId = purchase.refundId!): RefundResult => ({
    purchaseId: purchase.id,
    status: 'refunded',
    refundId,
    amount: purchase.amount,
    currency: purchase.currency,
    changed,
  });
  if (purchase.status === 'refunded' && purchase.refundId) return done(false);
  // A purchase made free by a 100 % code (issue 14) has no payment: refunding it closes the course, and nothing goes to a card.
  const free = !purchase.paymentIntentId && purchase.status === 'paid' && purchase.amount === 0;
  if (!purchase.paymentIntentId && !free) {
    throw new DomainError('conflict', 'This access was granted without payment, so there is nothing to refund: revoke it instead.');
  }
  if (purchase.status === 'disputed') {
    throw new DomainError('conflict', 'This payment is disputed: the card issuer decides it, so it cannot be refunded here.');
  }

  // Nothing was charged (a 100% discount): nothing goes back through the gateway, but access still closes.
  const refund =
    purchase.amount === 0 || !purchase.paymentIntentId
      ? { id: `no-charge-${purchase.id}`, status: 'succeeded' as const }
      : await gateway.refund({
          paymentIntentId: purchase.paymentIntentId,
          idempotencyKey: `refund-${purchase.id}`,
          metadata: { purchaseId: purchase.id },
        });

  const result = await db.transaction(async (tx) => {
    // paid, or refunded by the webhook before this transaction (then without our refund id, actor or email).
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
    if (!updated) return done(false, refund.id);
    // The commission a referred purchase earned goes back with it (issue 30).
    await reverseReferralCommission({ db: tx, purchaseId: purchase.id, reason: 'refunded', now });
    // The invoice's credit note, numbered in this transaction (issue 31).
    const creditNote = await issueCreditNote({ db: tx, purchaseId: purchase.id, now });
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
        selfService,
      },
      now,
    });
    const [learner] = purchase.userId
      ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, purchase.userId)).limit(1)
      : [];
    if (learner) {
      const email = refundEmail(
        mailer.siteUrl,
        {
          username: learner.username,
          courseTitle: purchase.courseTitle,
          amount: purchase.amount,
          currency: purchase.currency,
          refundedAt: now,
          reference: purchase.paymentIntentId ?? 'None (free with a code)',
          creditNote: creditNote?.number ?? null,
        },
        mailer.seller,
      );
      await mailer.queue(
        tx,
        {
          kind: 'refund',
          to: learner.email,
          userId: purchase.userId,
          ...email,
          ...(creditNote ? { attachments: [{ kind: 'invoice', number: creditNote.number }] } : {}),
        },
        now,
      );
    }
    // A premium buyer's coaching sessions to come are cancelled with the refund (issue 28).
    // (Nothing happens when the learner keeps premium access: the refund was of another course.)
    if (purchase.userId) {
      await cancelSessionsForLostAccess({ db: tx, mailer, now, userId: purchase.userId });
    }
    return done(true, refund.id);
  });
  // The sale's Stripe Tax transaction is reversed after the refund is committed (issue 31). Stripe Tax down changes
  // nothing for the buyer or the owner: the refund stands, and Stripe's charge.refunded webhook tries again.
  if (purchase.paymentIntentId) await reverseTaxTransaction({ db, gateway, paymentIntentId: purchase.paymentIntentId });
  return result;
}
