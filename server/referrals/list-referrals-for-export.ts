import { asc, eq } from 'drizzle-orm';
import { referralAttributions, referralClicks, referralCodes, referralCommissions, referralPayouts } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A learner's part in referrals for "Download my data" (server/account/export-account-data.ts): their link's
 * code, whether they came through someone's link (when and how, not whose: that is the other learner's data), the
 * clicks on their link per day, and each commission and payout. Nothing names the people they referred.
 */
export async function listReferralsForExport({ db, userId }: { db: Db; userId: string }) {
  const [code, referredBy, clicks, commissions, payouts] = await Promise.all([
    db.select({ code: referralCodes.code, createdAt: referralCodes.createdAt }).from(referralCodes).where(eq(referralCodes.userId, userId)),
    db
      .select({ via: referralAttributions.via, clickedAt: referralAttributions.clickedAt, attributedAt: referralAttributions.attributedAt })
      .from(referralAttributions)
      .where(eq(referralAttributions.userId, userId)),
    db
      .select({ day: referralClicks.day })
      .from(referralClicks)
      .where(eq(referralClicks.referrerId, userId))
      .orderBy(asc(referralClicks.day)),
    db
      .select({
        amount: referralCommissions.amount,
        currency: referralCommissions.currency,
        percent: referralCommissions.percent,
        state: referralCommissions.state,
        earnedAt: referralCommissions.earnedAt,
        reversedAt: referralCommissions.reversedAt,
        reversedReason: referralCommissions.reversedReason,
      })
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, userId))
      .orderBy(asc(referralCommissions.earnedAt)),
    db
      .select({ amount: referralPayouts.amount, currency: referralPayouts.currency, paidAt: referralPayouts.paidAt })
      .from(referralPayouts)
      .where(eq(referralPayouts.referrerId, userId))
      .orderBy(asc(referralPayouts.paidAt)),
  ]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const clicksPerDay = new Map<string, number>();
  for (const { day } of clicks) clicksPerDay.set(day, (clicksPerDay.get(day) ?? 0) + 1);
  return {
    code: code[0] ? { code: code[0].code, createdAt: iso(code[0].createdAt) } : null,
    referredBy: referredBy[0]
      ? { via: referredBy[0].via, clickedAt: iso(referredBy[0].clickedAt), attributedAt: iso(referredBy[0].attributedAt) }
      : null,
    clicksPerDay: [...clicksPerDay].map(([day, visitors]) => ({ day, visitors })),
    commissions: commissions.map((row) => ({ ...row, earnedAt: iso(row.earnedAt), reversedAt: iso(row.reversedAt) })),
    payouts: payouts.map((row) => ({ ...row, paidAt: iso(row.paidAt) })),
  };
}
