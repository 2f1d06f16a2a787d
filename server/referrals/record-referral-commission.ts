import { referralCommissions } from '../db/schema';
import type { Db } from '../db/client';
import type { ReferralCommissionPlan } from './plan-referral-commission';

/**
 * Writes a planned commission in the transaction that records the purchase. Exactly once per purchase:
 * the purchase id is unique here, so a second report of the same payment (the return page and the webhook
 * at once) inserts nothing.
 */
export async function recordReferralCommission({
  db,
  purchaseId,
  plan,
  now,
}: {
  db: Db;
  purchaseId: string;
  plan: ReferralCommissionPlan;
  now: Date;
}): Promise<void> {
  await db
    .insert(referralCommissions)
    .values({ purchaseId, ...plan, state: 'earned', earnedAt: now })
    .onConflictDoNothing({ target: referralCommissions.purchaseId });
}
