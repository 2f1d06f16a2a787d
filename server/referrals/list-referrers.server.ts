import { desc, eq, sql } from 'drizzle-orm';
import { referralAttributions, referralClicks, referralCodes, referralCommissions, referralPayouts, users } from '../db/schema';
import { earnedPart, owedPart } from './owed-sql';
import type { Db } from '../db/client';

export interface ReferrerRow {
  userId: string;
  username: string;
  email: string;
  code: string;
  clicks: number;
  signups: number;
  purchases: number;
  /** Minor units of `currency`: commissions that stand, what was paid out, and what is owed now. */
  earned: number;
  paid: number;
  owed: number;
  currency: string;
}

/**
 * Every learner who has a referral code, with what their link brought and what is owed to them (the owner's
 * /admin/referrals, GET /api/admin/referrals and its CSV), most owed first. One currency per site (DESIGN §7.5).
 */
export async function listReferrers({ db }: { db: Db }): Promise<ReferrerRow[]> {
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
      owed: sql<number>`sum(${owedPart})`.as('owed'),
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
      paid: sql<number>`coalesce(${payouts.paid}, 0)`.mapWith(Number),
      owed: sql<number>`coalesce(${commissions.owed}, 0)`.mapWith(Number),
      currency: sql<string>`coalesce(${commissions.currency}, 'GBP')`,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .leftJoin(clicks, eq(clicks.referrerId, referralCodes.userId))
    .leftJoin(signups, eq(signups.referrerId, referralCodes.userId))
    .leftJoin(commissions, eq(commissions.referrerId, referralCodes.userId))
    .leftJoin(payouts, eq(payouts.referrerId, referralCodes.userId))
    .orderBy(desc(sql`coalesce(${commissions.owed}, 0)`), desc(sql`coalesce(${clicks.n}, 0)`), referralCodes.createdAt)
    .limit(500);
  return rows;
}
