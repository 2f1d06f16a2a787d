import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { coupons } from '../coupons/schema';
import { courses } from '../courses/schema';
import { offers } from '../offers/schema';

/**
 * One row per course a learner was given: paid through the gateway, or granted by the owner without payment.
 * The row stays as the accounting record when access ends (refunded, disputed, revoked).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The offer's first course (its page is where the buyer lands, its reminders stop); null for an offer that
     * grants no course. What the purchase gave is in `entitlements`.
     */
    courseId: text().references(() => courses.id),
    /**
     * The offer bought or granted (issue 43): the thing sold, one standing purchase of it per learner. An insert
     * that names none gets the offer selling its course on its own (the `purchases_offer` trigger, migration 0049).
     */
    offerId: text()
      .notNull()
      .references(() => offers.id)
      .$defaultFn(() => sql`default`),
    /** The gateway's payment id; null for a grant, which no payment stands behind. */
    paymentIntentId: text().unique(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /**
     * paid and granted give access (server/auth/sessions.ts premiumAccessSql); refunded, disputed and
     * revoked (a grant taken back) do not.
     */
    status: text({ enum: ['paid', 'refunded', 'disputed', 'granted', 'revoked'] }).notNull(),
    /** Why the owner granted or revoked it (required for both). */
    grantReason: text(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text(),
    /**
     * A refund: when, who asked for it (the owner, or the learner through a self-service refund; null when it
     * came from the provider's own dashboard by webhook), why, and the provider's refund id.
     */
    refundedAt: timestamp({ withTimezone: true }),
    refundedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    refundReason: text(),
    refundId: text().unique(),
    /**
     * A charge of a subscription or payment plan (issue 44; its subscription_charges row names it): a money record
     * with its invoice, not a standing purchase. The access it paid for is the subscription's entitlements.
     */
    recurring: boolean().notNull().default(false),
    /** The code used at checkout; `amount` stays what was charged (refunds give back exactly that). */
    couponId: uuid().references(() => coupons.id),
    /** What the code took off the course's price, minor units (0 without a code). */
    discount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_course_idx').on(t.userId, t.courseId),
    index('purchases_coupon_id_idx').on(t.couponId),
    // At most one standing purchase per learner and course (docs/decisions/024a-one-charge-per-course.md):
    // paid (by card, or free with a 100 % code), or disputed, which a won dispute turns back into paid. A
    // refunded purchase does not stand, so the learner may buy again; a second payment that gets through
    // anyway is refunded by fulfilPayment and recorded as refunded.
    index('purchases_offer_idx').on(t.offerId),
    uniqueIndex('purchases_one_standing_idx')
      .on(t.userId, t.offerId)
      .where(sql`status in ('paid', 'disputed') and not recurring`),
    index('purchases_created_at_idx').on(t.createdAt),
    // At most one live grant per learner and course: a double click grants once.
    uniqueIndex('purchases_one_grant_idx')
      .on(t.userId, t.offerId)
      .where(sql`status = 'granted'`),
    // A purchase has a payment, a grant has none; so has a purchase made free by a 100 % code (nothing was charged).
    check(
      'purchases_payment_or_grant',
      sql`(${t.paymentIntentId} is null) = (${t.status} in ('granted', 'revoked') or (${t.couponId} is not null and ${t.amount} = 0))`,
    ),
  ],
);

/** Which payment intent was opened for which user and offer, so an unfinished checkout is resumed, not duplicated. */
export const checkoutIntents = pgTable(
  'checkout_intents',
  {
    paymentIntentId: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text()
      .notNull()
      .references(() => offers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_intents_user_offer_idx').on(t.userId, t.offerId, t.createdAt)],
);

/** Provider webhook event ids already handled: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local test gateway's own records: it plays the provider's part when no Stripe keys are configured
 * (DESIGN §6), so it keeps its intents apart from the site's purchases, as Stripe would.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  status: text({ enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'] }).notNull(),
  lastError: text(),
  /** The one full refund of this payment, once refunded (as Stripe answers a repeated refund with the same one). */
  refundId: text(),
  /** The key the site created it with: the same key answers the same intent, as Stripe's Idempotency-Key does. */
  idempotencyKey: text().unique(),
  /** The card's country once paid (a test card's, or the billing country given for it), as Stripe's payment method tells it. */
  cardCountry: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
