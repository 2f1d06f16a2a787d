import { sql } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { coupons, referralSettings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadReferralSettings, type ReferralSettings } from './load-referral-settings';
import type { Db } from '../db/client';

export interface UpdateReferralSettingsOptions {
  db: Db;
  actorId: string;
  /** 0–100 by the schema (common/referral-schemas.ts); 0 pays nothing. */
  commissionPercent: number;
  /** Upper-cased by the schema; null for no discount. */
  buyerCouponCode: string | null;
  now: Date;
}

/**
 * The owner's referral terms, with their audit row. The buyer's discount must be an existing code: the
 * checkout applies it as if the buyer had typed it, so its own rules (expiry, uses, first purchase) hold.
 */
export async function updateReferralSettings({
  db,
  actorId,
  commissionPercent,
  buyerCouponCode,
  now,
}: UpdateReferralSettingsOptions): Promise<ReferralSettings> {
  return db.transaction(async (tx) => {
    let buyerCouponId: string | null = null;
    if (buyerCouponCode) {
      const [coupon] = await tx
        .select({ id: coupons.id, deactivatedAt: coupons.deactivatedAt })
        .from(coupons)
        .where(sql`upper(${coupons.code}) = ${buyerCouponCode.toUpperCase()}`)
        .limit(1);
      if (!coupon)
        throw new DomainError('invalid', `There is no code ${buyerCouponCode}: create it under Coupons first.`, {
          field: 'buyerCouponCode',
        });
      if (coupon.deactivatedAt)
        throw new DomainError('invalid', `The code ${buyerCouponCode} is no longer active.`, { field: 'buyerCouponCode' });
      buyerCouponId = coupon.id;
    }
    const values = { commissionPercent, buyerCouponId, updatedAt: now, updatedBy: actorId };
    await tx
      .insert(referralSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: referralSettings.id, set: values });
    await recordAudit({
      db: tx,
      actorId,
      action: 'referrals.settings',
      target: { type: 'referral_settings' },
      details: { commissionPercent, buyerCouponCode },
      now,
    });
    return loadReferralSettings({ db: tx });
  });
}
