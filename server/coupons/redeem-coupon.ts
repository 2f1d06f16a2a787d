import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { coupons } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Takes one redemption of a code if any is left; false when it is used up. Call it in the transaction
 * that records the purchase. The update locks the code's row, so buyers at the same moment take the last
 * redemptions one at a time, each re-reading the count (and coupons_within_max refuses any overshoot).
 */
export async function redeemCoupon({ db, couponId }: { db: Db; couponId: string }): Promise<boolean> {
  const counted = await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions))))
    .returning({ id: coupons.id });
  return counted.length > 0;
}
