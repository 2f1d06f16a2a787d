import { and, eq, inArray, sql } from 'drizzle-orm';
import { couponOffers, coupons, purchases } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

export type UsableCoupon = Pick<typeof coupons.$inferSelect, 'id' | 'code' | 'percentOff' | 'amountOff' | 'maxRedemptions'>;

export interface FindUsableCouponOptions {
  db: Db;
  /** Already upper-cased by the schema (common/coupon-schemas.ts). */
  code: string;
  userId: string;
  /** The offer being bought: a code limited to other offers is refused. */
  offerId: string;
  now: Date;
}

/** Purchases that count as "a purchase before" for a first-purchase-only code: anything the buyer paid for. */
const PAID_STATUSES = ['paid', 'refunded', 'disputed'] as const;

/**
 * The code a buyer entered, if it may be used now; otherwise DomainError('invalid') on the field
 * `couponCode`, saying which rule it breaks (issue 14: unknown, expired, used up or inactive; issue 43: for other offers). The count
 * read here is a courtesy to the buyer; the rule itself is enforced when the purchase is recorded
 * (server/payments/fulfil-payment.ts, with the check constraint coupons_within_max).
 */
export async function findUsableCoupon({ db, code, userId, offerId, now }: FindUsableCouponOptions): Promise<UsableCoupon> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .limit(1);
  const refuse = (message: string) => new DomainError('invalid', message, { field: 'couponCode' });
  if (!coupon) throw refuse(`There is no code ${code}: check the spelling.`);
  if (coupon.deactivatedAt) throw refuse(`The code ${coupon.code} is no longer active.`);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) throw refuse(`The code ${coupon.code} has expired.`);
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    throw refuse(`The code ${coupon.code} has been used up.`);
  }
  // Limited to some offers (issue 43): not for this one.
  const limits = await db.select({ offerId: couponOffers.offerId }).from(couponOffers).where(eq(couponOffers.couponId, coupon.id));
  if (limits.length > 0 && !limits.some((limit) => limit.offerId === offerId)) {
    throw refuse(`The code ${coupon.code} is not valid for this purchase.`);
  }
  if (coupon.firstPurchaseOnly) {
    const [earlier] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), inArray(purchases.status, [...PAID_STATUSES])))
      .limit(1);
    if (earlier) throw refuse(`The code ${coupon.code} is only for a first purchase.`);
  }
  return {
    id: coupon.id,
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff,
    maxRedemptions: coupon.maxRedemptions,
  };
}
