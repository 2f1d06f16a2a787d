import { desc, eq } from 'drizzle-orm';
import { refundDeadline, withinRefundWindow } from '../../common/refund-policy';
import { referralCommissions } from '../db/schema';
import { ensureReferralCode } from './ensure-referral-code';
import { listReferrers, type ReferralFigures } from './list-referrers';
import { loadReferralSettings } from './load-referral-settings';
import type { Db } from '../db/client';

export interface MyReferrals extends ReferralFigures {
  code: string;
  /** The link to share: /r/<code> on this site. */
  link: string;
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
  const [[figures], commissions, settings] = await Promise.all([
    listReferrers({ db, now, userId }),
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
  ]);
  const { clicks, signups, purchases, earned, pending, payable, paid, currency } = figures!;
  return {
    code,
    link: new URL(`/r/${code}`, siteUrl).toString(),
    ...{ clicks, signups, purchases, earned, pending, payable, paid, currency },
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
