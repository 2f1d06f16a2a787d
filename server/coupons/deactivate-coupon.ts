import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { coupons } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { toAdminCoupon, type AdminCoupon } from './list-coupons';
import type { Db } from '../db/client';

export interface DeactivateCouponOptions {
  db: Db;
  now: Date;
  actorId: string;
  couponId: string;
}

/**
 * Stops a code being used from now on; purchases already made with it keep it. A second deactivation
 * (a double click) changes nothing and writes no second audit row.
 */
export async function deactivateCoupon({
  db,
  now,
  actorId,
  couponId,
}: DeactivateCouponOptions): Promise<{ coupon: AdminCoupon; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(coupons)
      .set({ deactivatedAt: now, deactivatedBy: actorId })
      .where(and(eq(coupons.id, couponId), isNull(coupons.deactivatedAt)))
      .returning();
    if (updated) {
      await recordAudit({
        db: tx,
        actorId,
        action: 'coupon.deactivate',
        target: { type: 'coupon', id: couponId },
        details: { code: updated.code },
        now,
      });
      return { coupon: toAdminCoupon(updated), changed: true };
    }
    const [existing] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
    if (!existing) throw new DomainError('not_found', 'No such code.');
    return { coupon: toAdminCoupon(existing), changed: false };
  });
}
