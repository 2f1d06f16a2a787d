import { sql } from 'drizzle-orm';
import { referralCommissions } from '../db/schema';

/**
 * A commission's part in what the owner owes its referrer: an earned one adds, a paid one that was then
 * reversed (and not yet taken off a payout) subtracts. The one formula for the pages, the CSV and "mark paid".
 */
export const owedPart = sql<number>`case
  when ${referralCommissions.state} = 'earned' then ${referralCommissions.amount}
  when ${referralCommissions.state} = 'reversed' and ${referralCommissions.payoutId} is not null and ${referralCommissions.recoveredBy} is null then -${referralCommissions.amount}
  else 0 end`;

/** What a commission counts as earned: earned or paid, not reversed. */
export const earnedPart = sql<number>`case when ${referralCommissions.state} <> 'reversed' then ${referralCommissions.amount} else 0 end`;
