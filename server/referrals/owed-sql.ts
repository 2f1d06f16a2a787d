import { sql } from 'drizzle-orm';
import { refundWindowOpensAt } from '../../common/refund-policy';
import { referralCommissions } from '../db/schema';

/**
 * Whether a commission's purchase can no longer be refunded by its buyer at `now` (the 30-day guarantee,
 * common/refund-policy.ts). `earned_at` is the purchase's own time: both are written in the purchase's
 * transaction with the same clock reading (server/payments/fulfil-payment.ts).
 */
export function pastRefundWindow(now: Date) {
  return sql`${referralCommissions.earnedAt} < ${refundWindowOpensAt(now).toISOString()}::timestamptz`;
}

/**
 * A commission's part in what is payable now: an earned one whose purchase is past its refund window adds, a
 * paid one that was then reversed (and not yet taken off a payout) subtracts. The one formula for the pages,
 * the CSV and "mark paid" (docs/decisions/031c-referral-commissions-and-coupon-holds.md).
 */
export function payablePart(now: Date) {
  return sql<number>`case
  when ${referralCommissions.state} = 'earned' and ${pastRefundWindow(now)} then ${referralCommissions.amount}
  when ${referralCommissions.state} = 'reversed' and ${referralCommissions.payoutId} is not null and ${referralCommissions.recoveredBy} is null then -${referralCommissions.amount}
  else 0 end`;
}

/** An earned commission whose purchase may still be refunded by its buyer: shown, never paid, until the window ends. */
export function pendingPart(now: Date) {
  return sql<number>`case when ${referralCommissions.state} = 'earned' and not (${pastRefundWindow(now)}) then ${referralCommissions.amount} else 0 end`;
}

/** What a commission counts as earned: pending, payable or paid, not reversed. */
export const earnedPart = sql<number>`case when ${referralCommissions.state} <> 'reversed' then ${referralCommissions.amount} else 0 end`;
