import { and, count, desc, eq, sql } from 'drizzle-orm';
import { refundDeadline, withinRefundWindow } from '../../common/refund-policy';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { courses, referralAttributions, referralClicks, referralCommissions, referralPayouts } from '../db/schema';
import { ensureReferralCode } from './ensure-referral-code.server';
import { loadReferralSettings } from './load-referral-settings.server';
import { earnedPart, payablePart, pendingPart } from './owed-sql';
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
  /** Not paid yet, and the purchase may still be refunded by its buyer (the 30-day guarantee): not payable yet. */
  pending: number;
  /** What the next payout would pay: unpaid commissions past the refund window, less a paid one reversed since. */
  payable: number;
  /** What the owner has paid out. */
  paid: number;
  currency: string;
  commissionPercent: number;
  /** The latest commissions, newest first. */
  commissions: MyCommission[];
}

/**
 * One commission as its referrer sees it: pending while its purchase may still be refunded (until `payableAt`),
 * then payable, then paid; or reversed by a refund or a dispute.
 */
export interface MyCommission {
  id: string;
  amount: number;
  currency: string;
  state: 'pending' | 'payable' | 'paid' | 'reversed';
  earnedAt: Date;
  /** When a pending commission becomes payable; null otherwise. */
  payableAt: Date | null;
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
        pending: sql<number>`coalesce(sum(${pendingPart(now)}), 0)`.mapWith(Number),
        payable: sql<number>`coalesce(sum(${payablePart(now)}), 0)`.mapWith(Number),
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
    pending: totals[0]?.pending ?? 0,
    payable: totals[0]?.payable ?? 0,
    paid: payouts[0]?.paid ?? 0,
    // One currency per site (DESIGN §7.5): the course's.
    currency: commissions[0]?.currency ?? course[0]?.currency ?? 'GBP',
    commissionPercent: settings.commissionPercent,
    commissions: commissions.map(({ state, ...commission }) => {
      const pending = state === 'earned' && withinRefundWindow(commission.earnedAt, now);
      return {
        ...commission,
        state: state === 'earned' ? (pending ? 'pending' : 'payable') : state,
        payableAt: pending ? refundDeadline(commission.earnedAt) : null,
      };
    }),
  };
}
