import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { purchases, users } from '../db/schema';
import { findReferral } from './find-referral';
import { loadReferralSettings } from './load-referral-settings';
import { normaliseEmail } from './referral-rules';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

export interface PlanReferralCommissionOptions {
  db: Db;
  gateway: PaymentGateway;
  buyerId: string;
  buyerEmail: string;
  paymentIntentId: string;
  /** What the buyer paid, minor units. */
  amount: number;
  currency: string;
  now: Date;
}

export interface ReferralCommissionPlan {
  referrerId: string;
  buyerId: string;
  amount: number;
  currency: string;
  percent: number;
}

/**
 * What a payment being recorded earns its buyer's referrer, or null: not referred, the click older than 30
 * days, a commission of 0, or the referrer paying themselves (the same address once normalised, or the same
 * card, by the fingerprint Stripe gives; the local gateway has none). Worked out before the purchase's
 * transaction (the card check asks the provider); recordReferralCommission writes it in that transaction.
 */
export async function planReferralCommission({
  db,
  gateway,
  buyerId,
  buyerEmail,
  paymentIntentId,
  amount,
  currency,
  now,
}: PlanReferralCommissionOptions): Promise<ReferralCommissionPlan | null> {
  if (amount <= 0) return null;
  const referral = await findReferral({ db, userId: buyerId, now });
  if (!referral) return null;
  const { commissionPercent } = await loadReferralSettings({ db });
  const commission = Math.round((amount * commissionPercent) / 100);
  if (commission <= 0) return null;
  const [referrer] = await db.select({ email: users.email }).from(users).where(eq(users.id, referral.referrerId)).limit(1);
  if (!referrer || normaliseEmail(referrer.email) === normaliseEmail(buyerEmail)) return null;
  if (gateway.cardFingerprint && (await sameCard({ db, gateway, referrerId: referral.referrerId, paymentIntentId }))) return null;
  return { referrerId: referral.referrerId, buyerId, amount: commission, currency, percent: commissionPercent };
}

/** Whether the buyer's card is one the referrer paid with (their own purchases, refunded ones included). */
async function sameCard({
  db,
  gateway,
  referrerId,
  paymentIntentId,
}: {
  db: Db;
  gateway: PaymentGateway;
  referrerId: string;
  paymentIntentId: string;
}): Promise<boolean> {
  const fingerprint = await gateway.cardFingerprint!(paymentIntentId);
  if (!fingerprint) return false;
  const own = await db
    .select({ paymentIntentId: purchases.paymentIntentId })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, referrerId),
        isNotNull(purchases.paymentIntentId),
        inArray(purchases.status, ['paid', 'refunded', 'disputed']),
      ),
    );
  for (const { paymentIntentId: theirs } of own) {
    if (theirs && (await gateway.cardFingerprint!(theirs)) === fingerprint) return true;
  }
  return false;
}
