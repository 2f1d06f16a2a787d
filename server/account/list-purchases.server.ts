import { desc, eq } from 'drizzle-orm';
import { coupons, courses, purchases } from '../db/schema';
import type { Db } from '../db/client';

export interface PurchaseSummary {
  courseId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  status: 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';
  purchasedAt: string;
  /** The payment id, or for access granted by the owner without payment, a description of it. */
  reference: string;
  /** The code used at checkout and what it took off the price (issue 14); `amount` is what was paid. */
  couponCode: string | null;
  discount: number;
}

export interface ListPurchasesOptions {
  db: Db;
  userId: string;
}

/** The user's purchases, newest first, refunded and disputed ones included (the account page's receipts). */
export async function listPurchases({ db, userId }: ListPurchasesOptions): Promise<PurchaseSummary[]> {
  const rows = await db
    .select({
      courseId: purchases.courseId,
      courseTitle: courses.title,
      amount: purchases.amount,
      currency: purchases.currency,
      status: purchases.status,
      createdAt: purchases.createdAt,
      reference: purchases.paymentIntentId,
      couponCode: coupons.code,
      discount: purchases.discount,
    })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .leftJoin(coupons, eq(coupons.id, purchases.couponId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return rows.map(({ createdAt, reference, ...row }) => ({
    ...row,
    reference:
      reference ??
      (row.couponCode && row.status !== 'granted' && row.status !== 'revoked'
        ? `Free with code ${row.couponCode}`
        : 'Granted without payment'),
    purchasedAt: createdAt.toISOString(),
  }));
}
