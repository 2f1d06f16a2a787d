import { and, eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { restoreReferralCommission } from '../referrals/restore-referral-commission';
import type { Db } from '../db/client';

export interface RestoreDisputedPurchaseOptions {
  db: Db;
  paymentIntentId: string;
  now: Date;
}

/**
 * A won dispute gives back what the dispute suspended: only a purchase that is disputed becomes paid
 * again, with the referral commission it earned. Returns whether a purchase changed.
 */
export async function restoreDisputedPurchase({ db, paymentIntentId, now }: RestoreDisputedPurchaseOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(purchases)
      .set({ status: 'paid', updatedAt: now })
      .where(and(eq(purchases.paymentIntentId, paymentIntentId), eq(purchases.status, 'disputed')))
      .returning({ id: purchases.id });
    // So does the referrer's commission on it (issue 30), in the same transaction.
    for (const row of rows) await restoreReferralCommission({ db: tx, purchaseId: row.id });
    return rows.length > 0;
  });
}
