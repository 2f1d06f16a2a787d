import { and, eq, ne, or } from 'drizzle-orm';
import { referralCommissions } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A refund or a dispute takes back the commission its purchase earned (a paid one keeps its payout and is
 * taken off the referrer's next one). A refund after a dispute makes the reversal final: a won dispute
 * cannot then give it back. Call it in the transaction that changes the purchase.
 */
export async function reverseReferralCommission({
  db,
  purchaseId,
  reason,
  now,
}: {
  db: Db;
  purchaseId: string;
  reason: 'refunded' | 'disputed';
  now: Date;
}): Promise<boolean> {
  const changeable =
    reason === 'refunded'
      ? or(ne(referralCommissions.state, 'reversed'), eq(referralCommissions.reversedReason, 'disputed'))
      : ne(referralCommissions.state, 'reversed');
  const rows = await db
    .update(referralCommissions)
    .set({ state: 'reversed', reversedReason: reason, reversedAt: now })
    .where(and(eq(referralCommissions.purchaseId, purchaseId), changeable))
    .returning({ id: referralCommissions.id });
  return rows.length > 0;
}
