import { desc, eq } from 'drizzle-orm';
import { courses, purchases } from '../db/schema';
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
    })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return rows.map(({ createdAt, reference, ...row }) => ({
    ...row,
    reference: reference ?? 'Granted without payment',
    purchasedAt: createdAt.toISOString(),
  }));
}
