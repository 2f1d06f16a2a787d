import { and, eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import type { Db } from '../db/client';

export interface RestoreDisputedPurchaseOptions {
  db: Db;
  paymentIntentId: string;
  now: Date;
}

/**
 * A won dispute gives back what the dispute suspended: only a purchase that is disputed becomes paid
 * again. Returns whether a purchase changed.
 */
export async function restoreDisputedPurchase({ db, paymentIntentId, now }: RestoreDisputedPurchaseOptions): Promise<boolean> {
  const rows = await db
    .update(purchases)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(purchases.paymentIntentId, paymentIntentId), eq(purchases.status, 'disputed')))
    .returning({ id: purchases.id });
  return rows.length > 0;
}
