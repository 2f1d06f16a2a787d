import { desc, eq } from 'drizzle-orm';
import { refundDeadline, withinRefundWindow } from '../../common/refund-policy';
import { coupons, offers, purchases, subscriptionCharges } from '../db/schema';
import type { Db } from '../db/client';

export interface PurchaseSummary {
  id: string;
  /** The offer's first course; null for an offer of no course. */
  courseId: string | null;
  offerId: string;
  /** What was bought: the offer's title (issue 43; the specification's offers have their course's). */
  courseTitle: string;
  amount: number;
  currency: string;
  status: 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';
  purchasedAt: string;
  /** The payment id, or for access granted by the owner without payment, a description of it. */
  reference: string;
  /**
   * A paid purchase: the last moment its buyer may ask for their money back (30-day guarantee, issue 19),
   * and whether that is still ahead; null for anything else.
   */
  refund: { until: string; open: boolean } | null;
  /** The code used at checkout and what it took off the price (issue 14); `amount` is what was paid. */
  couponCode: string | null;
  discount: number;
}

export interface ListPurchasesOptions {
  db: Db;
  userId: string;
  /** Decides whether the money-back guarantee is still open. */
  now: Date;
}

/** The user's purchases, newest first, refunded and disputed ones included (the account page's receipts). */
export async function listPurchases({ db, userId, now }: ListPurchasesOptions): Promise<PurchaseSummary[]> {
  const rows = await db
    .select({
      id: purchases.id,
      courseId: purchases.courseId,
      offerId: purchases.offerId,
      courseTitle: offers.title,
      amount: purchases.amount,
      currency: purchases.currency,
      status: purchases.status,
      createdAt: purchases.createdAt,
      reference: purchases.paymentIntentId,
      couponCode: coupons.code,
      discount: purchases.discount,
      chargeSequence: subscriptionCharges.sequence,
    })
    .from(purchases)
    .innerJoin(offers, eq(offers.id, purchases.offerId))
    .leftJoin(subscriptionCharges, eq(subscriptionCharges.purchaseId, purchases.id))
    .leftJoin(coupons, eq(coupons.id, purchases.couponId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return rows.map(({ createdAt, reference, chargeSequence, ...row }) => ({
    ...row,
    reference:
      reference ??
      (row.couponCode && row.status !== 'granted' && row.status !== 'revoked'
        ? `Free with code ${row.couponCode}`
        : 'Granted without payment'),
    purchasedAt: createdAt.toISOString(),
    // A subscription's later charges are not under the guarantee: only its first payment is (issue 44).
    refund:
      row.status === 'paid' && (chargeSequence ?? 1) === 1
        ? { until: refundDeadline(createdAt).toISOString(), open: withinRefundWindow(createdAt, now) }
        : null,
  }));
}
