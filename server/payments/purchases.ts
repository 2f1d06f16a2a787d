import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchases } from '../db/schema';

export async function ownsCourse(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId), eq(purchases.status, 'paid')))
    .limit(1);
  return Boolean(row);
}

/** A full refund or a dispute takes the access away; the purchase row stays as the accounting record. */
export async function revokePurchase(db: Db, paymentIntentId: string, status: 'refunded' | 'disputed', now = new Date()) {
  const rows = await db
    .update(purchases)
    .set({ status, updatedAt: now })
    .where(eq(purchases.paymentIntentId, paymentIntentId))
    .returning({ id: purchases.id });
  return rows.length > 0;
}
