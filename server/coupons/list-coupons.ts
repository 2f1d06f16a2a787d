import { asc, desc, eq, sql } from 'drizzle-orm';
import { couponOffers, coupons, purchases } from '../db/schema';
import type { Db } from '../db/client';

/** A code as the owner's list shows it. */
export interface AdminCoupon {
  id: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  expiresAt: string | null;
  maxRedemptions: number | null;
  firstPurchaseOnly: boolean;
  /** The offers it is limited to; empty: every offer (issue 43). */
  offerIds: string[];
  /** Purchases recorded with the code (refunded ones included: the code was used). */
  redemptions: number;
  /** What the code has taken off paid purchases so far, minor units. */
  discountGiven: number;
  active: boolean;
  createdAt: string;
  deactivatedAt: string | null;
}

type CouponRow = typeof coupons.$inferSelect;

export function toAdminCoupon(row: CouponRow, discountGiven = 0, offerIds: string[] = []): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    firstPurchaseOnly: row.firstPurchaseOnly,
    offerIds,
    redemptions: row.redemptions,
    discountGiven,
    active: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** Every code, newest first, with its redemptions (issue 14). There are few codes: no paging. */
export async function listCoupons({ db }: { db: Db }): Promise<AdminCoupon[]> {
  const [rows, limits] = await Promise.all([
    db
      .select({ coupon: coupons, discountGiven: sql<number>`coalesce(sum(${purchases.discount}), 0)::int` })
      .from(coupons)
      .leftJoin(purchases, eq(purchases.couponId, coupons.id))
      .groupBy(coupons.id)
      .orderBy(desc(coupons.createdAt), desc(coupons.id)),
    db.select().from(couponOffers).orderBy(asc(couponOffers.offerId)),
  ]);
  return rows.map(({ coupon, discountGiven }) =>
    toAdminCoupon(
      coupon,
      Number(discountGiven),
      limits.filter((limit) => limit.couponId === coupon.id).map((limit) => limit.offerId),
    ),
  );
}
