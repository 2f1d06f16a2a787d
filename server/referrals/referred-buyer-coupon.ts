import { findReferral } from './find-referral';
import { loadReferralSettings } from './load-referral-settings';
import type { Db } from '../db/client';

/**
 * The code a referred buyer gets at checkout without typing one: the owner's chosen code, when the buyer's
 * referral is within its window; null otherwise. The checkout then checks it like any typed code.
 */
export async function referredBuyerCoupon({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<string | null> {
  if (!(await findReferral({ db, userId, now }))) return null;
  return (await loadReferralSettings({ db })).buyerCouponCode;
}
