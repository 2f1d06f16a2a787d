import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { offers } from '../offers/schema';

/**
 * A discount code for checkout (issue 14, docs/decisions/019-coupons.md). `code` is stored upper-cased and
 * unique whatever its case; exactly one of percentOff / amountOff. Codes are never deleted, only
 * deactivated, so every purchase keeps the code it used. `redemptions` counts purchases recorded with the
 * code; it rises in the transaction that records the purchase, and the check below is what makes
 * `maxRedemptions` hold when buyers pay at the same moment.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    /** 1–100. */
    percentOff: integer(),
    /** Minor units of the course's currency. */
    amountOff: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    /** Only for a buyer with no earlier purchase. */
    firstPurchaseOnly: boolean().notNull().default(false),
    redemptions: integer().notNull().default(0),
    /**
     * Redemptions reserved by payments opened and not yet paid (coupon_holds' rows of this code): with
     * `redemptions`, never more than `max_redemptions`, so nobody is charged for a code that is gone.
     */
    held: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp({ withTimezone: true }),
    deactivatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff} between 1 and 100, true) and coalesce(${t.amountOff} > 0, true)`,
    ),
    check('coupons_within_max', sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`),
    check(
      'coupons_holds_within_max',
      sql`${t.held} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} + ${t.held} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * A redemption of a limited code reserved for one open payment (issue 41): taken when the payment is opened, made
 * the redemption when it is paid, given back when the payment is replaced or cancelled, or reclaimed once
 * `expires_at` has passed and the payment can be cancelled at the provider. Each row is one of its code's `held`.
 * docs/decisions/031c-referral-payouts-cookie-and-coupon-holds.md
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    paymentIntentId: text().primaryKey(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    /** Null once the account is deleted: the payment may still be paid, and then counts. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The offer the payment is for. */
    offerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_holds_coupon_expiry_idx').on(t.couponId, t.expiresAt),
    index('coupon_holds_user_offer_idx').on(t.userId, t.offerId),
  ],
);

/**
 * The offers a code is limited to (issue 43): a code with rows here takes money off those offers only; a code
 * without any takes it off every offer, as every code did before offers.
 */
export const couponOffers = pgTable(
  'coupon_offers',
  {
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    offerId: text()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.offerId] }), index('coupon_offers_offer_idx').on(t.offerId)],
);
