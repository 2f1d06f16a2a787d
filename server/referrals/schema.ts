import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { coupons } from '../coupons/schema';
import { purchases } from '../payments/schema';

/*
 * Referrals (issue 30, server/referrals/, docs/decisions/027b-referrals.md): a learner's link, the clicks on it,
 * who came through it, the commission each referred purchase earns, and the owner's payouts.
 */

/** One code per learner, made the first time they need it (their referrals page or API call). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, lower-case letters and digits (server/referrals/ensure-referral-code.ts). */
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
);

/**
 * A click on a referral link: one row per visitor per UTC day, the visitor known only by the analytics'
 * daily-salted hash (the salt is deleted once the day is over, so an old hash can be tied to no one).
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.day, t.visitorHash] })],
);

/**
 * An account that came through someone's link: at sign-up, or at checkout for an account made before the
 * click. One per account (the primary key): the first referral wins. The 30-day window runs from the click.
 */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clickedAt: timestamp({ withTimezone: true }).notNull(),
    attributedAt: timestamp({ withTimezone: true }).notNull(),
    /** sign_up: the account was made after the click (the referrer's "sign-ups"); checkout: it existed already. */
    via: text({ enum: ['sign_up', 'checkout'] }).notNull(),
  },
  (t) => [
    index('referral_attributions_referrer_idx').on(t.referrerId),
    check('referral_attributions_not_self', sql`${t.userId} <> ${t.referrerId}`),
  ],
);

/** What the owner pays a referrer at once ("mark paid"), with its audit row. One per currency owed. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Minor units. */
    amount: integer().notNull(),
    currency: text().notNull(),
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('referral_payouts_referrer_idx').on(t.referrerId), check('referral_payouts_positive', sql`${t.amount} > 0`)],
);

/**
 * The commission one referred purchase earned: exactly one per purchase (the unique purchase id, whichever of
 * the return page and the webhook records the purchase). earned → paid (a payout) or → reversed (a refund or a
 * dispute; a won dispute gives it back). A paid one that is reversed keeps its payout and is taken off the
 * next payout (`recoveredBy`).
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    purchaseId: uuid()
      .notNull()
      .references(() => purchases.id),
    referrerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Minor units of `currency`: `percent` of what the buyer paid, rounded to the nearest penny. */
    amount: integer().notNull(),
    currency: text().notNull(),
    percent: integer().notNull(),
    state: text({ enum: ['earned', 'reversed', 'paid'] }).notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedReason: text({ enum: ['refunded', 'disputed'] }),
    payoutId: uuid().references(() => referralPayouts.id),
    /** The payout that took back this commission once it was paid and then reversed. */
    recoveredBy: uuid().references(() => referralPayouts.id),
  },
  (t) => [
    uniqueIndex('referral_commissions_purchase_idx').on(t.purchaseId),
    index('referral_commissions_referrer_idx').on(t.referrerId, t.state),
    check('referral_commissions_amount', sql`${t.amount} > 0 and ${t.percent} between 1 and 100`),
    check('referral_commissions_reversal', sql`(${t.state} = 'reversed') = (${t.reversedReason} is not null)`),
    check('referral_commissions_paid', sql`${t.state} <> 'paid' or ${t.payoutId} is not null`),
  ],
);

/** The owner's terms: one row (id true), absent until first saved (then the defaults apply). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: boolean().primaryKey().default(true),
    commissionPercent: integer().notNull(),
    /** The discount a referred buyer gets: an existing code the owner chose; null for none. */
    buyerCouponId: uuid().references(() => coupons.id),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('referral_settings_one_row', sql`${t.id}`),
    check('referral_settings_percent', sql`${t.commissionPercent} between 0 and 100`),
  ],
);
