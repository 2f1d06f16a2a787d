import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { coupons } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Takes one redemption of a code if any is left, neither used nor held for an open payment; false when there is
 * none. A 100 % code's enrolment takes it here; a paid payment takes the one it held (redeemHold) and comes here
 * only when it held none. Call it in the transaction
 * that records the purchase. The update locks the code's row, so buyers at the same moment take the last
 * redemptions one at a time, each re-reading the count (and coupons_within_max refuses any overshoot).
 */
export async function redeemCoupon({ db, couponId }: { db: Db; couponId: string }): Promise<boolean> {
  const counted = await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        // Redemptions other buyers' open payments hold are not free (server/coupons/coupon-holds.ts).
        or(isNull(coupons.maxRedemptions), sql`${coupons.redemptions} + ${coupons.held} < ${coupons.maxRedemptions}`),
      ),
    )
    .returning({ id: coupons.id });
  return counted.length > 0;
}
