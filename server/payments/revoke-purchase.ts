import { and, eq, inArray } from 'drizzle-orm';
import { cancelSessionsForLostAccess } from '../coaching/cancel-sessions-for-lost-access';
import { purchases } from '../db/schema';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { reverseReferralCommission } from '../referrals/reverse-referral-commission';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface RevokePurchaseOptions {
  db: Db;
  mailer: Mailer;
  paymentIntentId: string;
  status: 'refunded' | 'disputed';
  now: Date;
}

/**
 * A full refund or a dispute takes the access away; the purchase row stays as the accounting record.
 * A refund is final, whatever came before it; a dispute suspends only a paid purchase, so a refunded one
 * stays refunded (and a later won dispute cannot bring it back, see restore-disputed-purchase.ts).
 * The referrer's commission on it is reversed too.
 * A buyer who thereby loses coaching has their sessions to come cancelled (issue 28).
 * Returns whether a purchase changed.
 */
export async function revokePurchase({ db, mailer, paymentIntentId, status, now }: RevokePurchaseOptions): Promise<boolean> {
  const from = status === 'refunded' ? (['paid', 'disputed'] as const) : (['paid'] as const);
  // One transaction: a refund, its credit note (issue 31) and the reversed commission (issue 30) are recorded
  // together, and a retried event finds the purchase changed and reverses nothing again.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(purchases)
      // A refund made in the provider's dashboard has no refund id or owner here; it is dated when it arrives.
      .set(status === 'refunded' ? { status, updatedAt: now, refundedAt: now } : { status, updatedAt: now })
      .where(and(eq(purchases.paymentIntentId, paymentIntentId), inArray(purchases.status, [...from])))
      .returning({ id: purchases.id, userId: purchases.userId });
    for (const row of rows) {
      // The commission a referred purchase earned goes back with it; a won dispute restores it.
      await reverseReferralCommission({ db: tx, purchaseId: row.id, reason: status, now });
      if (status === 'refunded') await issueCreditNote({ db: tx, purchaseId: row.id, now });
      if (row.userId) await cancelSessionsForLostAccess({ db: tx, mailer, now, userId: row.userId });
    }
    return rows.length > 0;
  });
}
