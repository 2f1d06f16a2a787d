import { and, eq, sql } from 'drizzle-orm';
import { referralCommissions } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A won dispute gives back the commission the dispute took, as it gives back the purchase
 * (server/payments/restore-disputed-purchase.ts): paid again if its payout stood and nothing was taken off
 * a later one; otherwise owed again.
 */
export async function restoreReferralCommission({ db, purchaseId }: { db: Db; purchaseId: string }): Promise<boolean> {
  const stillPaid = sql`${referralCommissions.payoutId} is not null and ${referralCommissions.recoveredBy} is null`;
  const rows = await db
    .update(referralCommissions)
    .set({
      state: sql`case when ${stillPaid} then 'paid' else 'earned' end`,
      payoutId: sql`case when ${stillPaid} then ${referralCommissions.payoutId} else null end`,
      recoveredBy: null,
      reversedReason: null,
      reversedAt: null,
    })
    .where(
      and(
        eq(referralCommissions.purchaseId, purchaseId),
        eq(referralCommissions.state, 'reversed'),
        eq(referralCommissions.reversedReason, 'disputed'),
      ),
    )
    .returning({ id: referralCommissions.id });
  return rows.length > 0;
}
