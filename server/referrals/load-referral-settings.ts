import { eq } from 'drizzle-orm';
import { coupons, referralSettings } from '../db/schema';
import { DEFAULT_COMMISSION_PERCENT } from './referral-rules';
import type { Db } from '../db/client';

export interface ReferralSettings {
  commissionPercent: number;
  /** The code a referred buyer gets at checkout; null for none. */
  buyerCouponCode: string | null;
  buyerCouponId: string | null;
}

/** The owner's referral terms, or the defaults (20 %, no discount) until they save theirs. */
export async function loadReferralSettings({ db }: { db: Db }): Promise<ReferralSettings> {
  const [row] = await db
    .select({ commissionPercent: referralSettings.commissionPercent, buyerCouponId: referralSettings.buyerCouponId, code: coupons.code })
    .from(referralSettings)
    .leftJoin(coupons, eq(coupons.id, referralSettings.buyerCouponId))
    .where(eq(referralSettings.id, true))
    .limit(1);
  if (!row) return { commissionPercent: DEFAULT_COMMISSION_PERCENT, buyerCouponCode: null, buyerCouponId: null };
  return { commissionPercent: row.commissionPercent, buyerCouponCode: row.code, buyerCouponId: row.buyerCouponId };
}
