import { desc, eq, sql } from 'drizzle-orm';
import { BASE_CURRENCY } from '../../common/currencies';
import { referralAttributions, referralClicks, referralCodes, referralCommissions, referralPayouts, users } from '../db/schema';
import { earnedPart, payablePart, pendingPart } from './owed-sql';
import type { Db } from '../db/client';

/** What a referral link brought and what it is owed: the owner's list per referrer and the learner's own page. */
export interface ReferralFigures {
  clicks: number;
  signups: number;
  purchases: number;
  /**
   * Minor units of `currency`: commissions that stand; of those not yet paid, the ones whose purchase may still
   * be refunded by its buyer (pending) and what "Mark paid" pays now (payable: past the refund window, less any
   * paid commission reversed since); and what was paid out.
   */
  earned: number;
  pending: number;
  payable: number;
  paid: number;
  currency: string;
}

export interface ReferrerRow extends ReferralFigures {
  userId: string;
  username: string;
  email: string;
  code: string;
}

/**
 * Every learner who has a referral code, with what their link brought and what is pending and payable at `now`
 * (the owner's /admin/referrals, GET /api/admin/referrals and its CSV), most payable first; or, given `userId`, that
 * learner's own row (their /account/referrals). One currency per site (DESIGN §7.5): the commissions', else the
 * premium course's.
 */
export async function listReferrers({ db, now, userId }: { db: Db; now: Date; userId?: string }): Promise<ReferrerRow[]> {
  const clicks = db
    .select({ referrerId: referralClicks.referrerId, n: sql<number>`count(*)`.as('clicks') })
    .from(referralClicks)
    .groupBy(referralClicks.referrerId)
    .as('c');
  const signups = db
    .select({
      referrerId: referralAttributions.referrerId,
      n: sql<number>`count(*) filter (where ${referralAttributions.via} = 'sign_up')`.as('signups'),
    })
    .from(referralAttributions)
    .groupBy(referralAttributions.referrerId)
    .as('s');
  const commissions = db
    .select({
      referrerId: referralCommissions.referrerId,
      purchases: sql<number>`count(*) filter (where ${referralCommissions.state} <> 'reversed')`.as('purchases'),
      earned: sql<number>`sum(${earnedPart})`.as('earned'),
      pending: sql<number>`sum(${pendingPart(now)})`.as('pending'),
      payable: sql<number>`sum(${payablePart(now)})`.as('payable'),
      currency: sql<string>`min(${referralCommissions.currency})`.as('currency'),
    })
    .from(referralCommissions)
    .groupBy(referralCommissions.referrerId)
    .as('m');
  const payouts = db
    .select({ referrerId: referralPayouts.referrerId, paid: sql<number>`sum(${referralPayouts.amount})`.as('paid') })
    .from(referralPayouts)
    .groupBy(referralPayouts.referrerId)
    .as('p');
  const rows = await db
    .select({
      userId: referralCodes.userId,
      username: users.username,
      email: users.email,
      code: referralCodes.code,
      clicks: sql<number>`coalesce(${clicks.n}, 0)`.mapWith(Number),
      signups: sql<number>`coalesce(${signups.n}, 0)`.mapWith(Number),
      purchases: sql<number>`coalesce(${commissions.purchases}, 0)`.mapWith(Number),
      earned: sql<number>`coalesce(${commissions.earned}, 0)`.mapWith(Number),
      pending: sql<number>`coalesce(${commissions.pending}, 0)`.mapWith(Number),
      payable: sql<number>`coalesce(${commissions.payable}, 0)`.mapWith(Number),
      paid: sql<number>`coalesce(${payouts.paid}, 0)`.mapWith(Number),
      // A referrer who has earned nothing yet: their figures in pounds, the commissions' base (issue 30).
      currency: sql<string>`coalesce(${commissions.currency}, ${BASE_CURRENCY})`,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .leftJoin(clicks, eq(clicks.referrerId, referralCodes.userId))
    .leftJoin(signups, eq(signups.referrerId, referralCodes.userId))
    .leftJoin(commissions, eq(commissions.referrerId, referralCodes.userId))
    .leftJoin(payouts, eq(payouts.referrerId, referralCodes.userId))
    .where(userId === undefined ? undefined : eq(referralCodes.userId, userId))
    .orderBy(
      desc(sql`coalesce(${commissions.payable}, 0)`),
      desc(sql`coalesce(${commissions.pending}, 0)`),
      desc(sql`coalesce(${clicks.n}, 0)`),
      referralCodes.createdAt,
    )
    .limit(500);
  return rows;
}
