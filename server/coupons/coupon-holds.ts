import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { couponHolds, coupons } from '../db/schema';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

/**
 * How long an opened payment keeps its code's redemption against other buyers. After that the hold stands until
 * another buyer needs it, who then cancels the payment at the provider to take it (reserveRedemption): a
 * payment that can still be paid is never left holding a discount another buyer was given.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

/** How many lapsed holds one checkout tries to reclaim before telling the buyer the code is used up. */
const RECLAIM_BATCH = 5;

interface HoldOwner {
  db: Db;
  userId: string;
  offerId: string;
}

/**
 * Reserves one redemption of a limited code for the payment a learner is opening for an offer (issue 41), so that
 * a buyer who would lose the race for the last redemptions is told before paying instead of being charged and
 * refunded. Call it in the checkout's transaction, before the provider is asked to open or change the payment.
 *
 * - 'kept': `intentId` (the open payment being resumed) already holds this code; its hold is renewed.
 * - 'claimed': a redemption was taken (`coupons.held` + 1 under coupons_holds_within_max); record it against
 *   the payment with recordHold once the provider has answered, in the same transaction.
 * - null: none left. Lapsed holds of other payments were reclaimed first where their payment could be cancelled.
 *
 * Every other hold of this learner and offer is given back: its payment is being replaced.
 */
export async function reserveRedemption({
  db,
  gateway,
  userId,
  offerId,
  couponId,
  intentId,
  now,
}: HoldOwner & { gateway: PaymentGateway; couponId: string; intentId: string | null; now: Date }): Promise<'kept' | 'claimed' | null> {
  if (intentId) {
    const [kept] = await db
      .update(couponHolds)
      .set({ expiresAt: new Date(now.getTime() + COUPON_HOLD_MS) })
      .where(and(eq(couponHolds.paymentIntentId, intentId), eq(couponHolds.couponId, couponId)))
      .returning({ id: couponHolds.paymentIntentId });
    await releaseHolds({ db, userId, offerId, exceptIntentId: kept ? intentId : null });
    if (kept) return 'kept';
  } else {
    await releaseHolds({ db, userId, offerId, exceptIntentId: null });
  }
  if (await claim(db, couponId)) return 'claimed';
  if ((await reclaimLapsed({ db, gateway, couponId, now })) && (await claim(db, couponId))) return 'claimed';
  return null;
}

/** One redemption taken if the code has one neither used nor held; the row lock makes concurrent claims take turns. */
async function claim(db: Db, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ held: sql`${coupons.held} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxRedemptions), sql`${coupons.redemptions} + ${coupons.held} < ${coupons.maxRedemptions}`),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Gives back holds past their time whose payment the provider cancels (one already paid or being paid keeps its
 * hold: it becomes the redemption). Rows another checkout is working on are skipped, never waited for.
 */
async function reclaimLapsed({ db, gateway, couponId, now }: { db: Db; gateway: PaymentGateway; couponId: string; now: Date }) {
  const lapsed = await db
    .select({ paymentIntentId: couponHolds.paymentIntentId })
    .from(couponHolds)
    .where(and(eq(couponHolds.couponId, couponId), lte(couponHolds.expiresAt, now)))
    .orderBy(asc(couponHolds.expiresAt))
    .limit(RECLAIM_BATCH)
    .for('update', { skipLocked: true });
  let freed = 0;
  for (const { paymentIntentId } of lapsed) {
    if (await gateway.cancelIntent(paymentIntentId)) {
      if (await releaseHold({ db, paymentIntentId })) freed += 1;
    }
  }
  return freed > 0;
}

/** Records the redemption reserveRedemption claimed against the payment just opened. */
export async function recordHold({
  db,
  userId,
  offerId,
  couponId,
  paymentIntentId,
  now,
}: HoldOwner & { couponId: string; paymentIntentId: string; now: Date }): Promise<void> {
  await db
    .insert(couponHolds)
    .values({ paymentIntentId, couponId, userId, offerId, createdAt: now, expiresAt: new Date(now.getTime() + COUPON_HOLD_MS) });
}

/** Gives back the holds of a learner's payments for an offer, but one: those payments are replaced. */
export async function releaseHolds({ db, userId, offerId, exceptIntentId }: HoldOwner & { exceptIntentId: string | null }) {
  const released = await db
    .delete(couponHolds)
    .where(
      and(
        eq(couponHolds.userId, userId),
        eq(couponHolds.offerId, offerId),
        exceptIntentId ? ne(couponHolds.paymentIntentId, exceptIntentId) : undefined,
      ),
    )
    .returning({ couponId: couponHolds.couponId });
  for (const { couponId } of released)
    await db
      .update(coupons)
      .set({ held: sql`${coupons.held} - 1` })
      .where(eq(coupons.id, couponId));
}

/** Gives back one payment's hold (cancelled, or refunded as a second payment); false when it had none. */
export async function releaseHold({ db, paymentIntentId }: { db: Db; paymentIntentId: string }): Promise<boolean> {
  const [released] = await db
    .delete(couponHolds)
    .where(eq(couponHolds.paymentIntentId, paymentIntentId))
    .returning({ couponId: couponHolds.couponId });
  if (!released) return false;
  await db
    .update(coupons)
    .set({ held: sql`${coupons.held} - 1` })
    .where(eq(coupons.id, released.couponId));
  return true;
}

/**
 * A paid payment's hold becomes its redemption, in the transaction that records the purchase: the row is deleted
 * once, so however many times the payment is reported it is counted once. False when the payment held nothing
 * (opened before holds existed, or its hold was given back): the caller then takes a redemption if one is left.
 */
export async function redeemHold({ db, paymentIntentId, couponId }: { db: Db; paymentIntentId: string; couponId: string }) {
  const [held] = await db
    .delete(couponHolds)
    .where(and(eq(couponHolds.paymentIntentId, paymentIntentId), eq(couponHolds.couponId, couponId)))
    .returning({ couponId: couponHolds.couponId });
  if (!held) return false;
  await db
    .update(coupons)
    .set({ held: sql`${coupons.held} - 1`, redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.id, couponId));
  return true;
}
