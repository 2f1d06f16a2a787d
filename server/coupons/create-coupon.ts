import { inArray } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { isUniqueViolation } from '../db/errors';
import { couponOffers, coupons, offers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { toAdminCoupon, type AdminCoupon } from './list-coupons';
import type { CreateCouponBody } from '../../common/coupon-schemas';
import type { Db } from '../db/client';

export interface CreateCouponOptions {
  db: Db;
  now: Date;
  actorId: string;
  coupon: CreateCouponBody;
}

/** An owner creates a code (issue 14); the same code in any case is taken once (coupons_code_upper_idx). */
export async function createCoupon({ db, now, actorId, coupon }: CreateCouponOptions): Promise<AdminCoupon> {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('invalid', 'expiresAt: the code would have expired already; pick a later date.', { field: 'expiresAt' });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: coupon.code,
          percentOff: coupon.percentOff ?? null,
          amountOff: coupon.amountOff ?? null,
          expiresAt: coupon.expiresAt ?? null,
          maxRedemptions: coupon.maxRedemptions ?? null,
          firstPurchaseOnly: coupon.firstPurchaseOnly,
          createdBy: actorId,
          createdAt: now,
        })
        .returning();
      const offerIds = [...new Set(coupon.offerIds)];
      if (offerIds.length > 0) {
        const known = new Set(
          (await tx.select({ id: offers.id }).from(offers).where(inArray(offers.id, offerIds))).map((offer) => offer.id),
        );
        const unknown = coupon.offerIds.findIndex((id) => !known.has(id));
        if (unknown >= 0) {
          throw new DomainError('invalid', `offerIds.${unknown}: there is no offer ${coupon.offerIds[unknown]}.`, {
            field: `offerIds.${unknown}`,
          });
        }
        await tx.insert(couponOffers).values(offerIds.map((offerId) => ({ couponId: row!.id, offerId })));
      }
      await recordAudit({
        db: tx,
        actorId,
        action: 'coupon.create',
        target: { type: 'coupon', id: row!.id },
        details: {
          code: row!.code,
          percentOff: row!.percentOff,
          amountOff: row!.amountOff,
          expiresAt: row!.expiresAt?.toISOString() ?? null,
          maxRedemptions: row!.maxRedemptions,
          firstPurchaseOnly: row!.firstPurchaseOnly,
          offerIds,
        },
        now,
      });
      return toAdminCoupon(row!, 0, offerIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', `The code ${coupon.code} exists already.`, { field: 'code' });
    throw error;
  }
}
