import { and, count, desc, eq, sql } from 'drizzle-orm';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { courses, referralAttributions, referralClicks, referralCommissions, referralPayouts } from '../db/schema';
import { ensureReferralCode } from './ensure-referral-code.server';
import { loadReferralSettings } from './load-referral-settings.server';
import { earnedPart } from './owed-sql';
import type { Db } from '../db/client';

export interface MyReferrals {
  code: string;
  /** The link to share: /r/<code> on this site. */
  link: string;
  /** Visitors through the link, each counted once a day. */
  clicks: number;
  /** Accounts made after clicking the link. */
  signups: number;
  /** Referred purchases that stand (a refunded or disputed one no longer counts). */
  purchases: number;
  /** Commissions that stand, paid or not; minor units of `currency`. */
  earned: number;
  /** What the owner has paid out. */
  paid: number;
  currency: string;
  commissionPercent: number;
  /** The latest commissions, newest first. */
  commissions: { id: string; amount: number; currency: string; state: 'earned' | 'reversed' | 'paid'; earnedAt: Date }[];
}

/** A learner's own referral figures (GET /api/referrals, /account/referrals); their code is made on first ask. */
export async function loadMyReferrals({
  db,
  userId,
  siteUrl,
  now,
}: {
  db: Db;
  userId: string;
  siteUrl: string;
  now: Date;
}): Promise<MyReferrals> {
  const code = await ensureReferralCode({ db, userId, now });
  const [clicks, signups, totals, payouts, commissions, settings, course] = await Promise.all([
    db.select({ n: count() }).from(referralClicks).where(eq(referralClicks.referrerId, userId)),
    db
      .select({ n: count() })
      .from(referralAttributions)
      .where(and(eq(referralAttributions.referrerId, userId), eq(referralAttributions.via, 'sign_up'))),
    db
      .select({
        purchases: sql<number>`count(*) filter (where ${referralCommissions.state} <> 'reversed')`.mapWith(Number),
        earned: sql<number>`coalesce(sum(${earnedPart}), 0)`.mapWith(Number),
      })
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, userId)),
    db
      .select({ paid: sql<number>`coalesce(sum(${referralPayouts.amount}), 0)`.mapWith(Number) })
      .from(referralPayouts)
      .where(eq(referralPayouts.referrerId, userId)),
    db
      .select({
        id: referralCommissions.id,
        amount: referralCommissions.amount,
        currency: referralCommissions.currency,
        state: referralCommissions.state,
        earnedAt: referralCommissions.earnedAt,
      })
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, userId))
      .orderBy(desc(referralCommissions.earnedAt))
      .limit(50),
    loadReferralSettings({ db }),
    db.select({ currency: courses.currency }).from(courses).where(eq(courses.id, PREMIUM_COURSE_ID)).limit(1),
  ]);
  return {
    code,
    link: new URL(`/r/${code}`, siteUrl).toString(),
    clicks: clicks[0]?.n ?? 0,
    signups: signups[0]?.n ?? 0,
    purchases: totals[0]?.purchases ?? 0,
    earned: totals[0]?.earned ?? 0,
    paid: payouts[0]?.paid ?? 0,
    // One currency per site (DESIGN §7.5): the course's.
    currency: commissions[0]?.currency ?? course[0]?.currency ?? 'GBP',
    commissionPercent: settings.commissionPercent,
    commissions,
  };
}
