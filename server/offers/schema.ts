import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * How an offer is paid (issue 44): free; once; a subscription renewed each month or year while it is paid; or a
 * payment plan of monthly instalments that gives access for life once all are paid.
 */
export const PRICE_TYPES = ['free', 'one_time', 'subscription', 'payment_plan'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The period an offer price is charged for: once (one-time offers), or each month or year (recurring ones). */
export const PRICE_INTERVALS = ['once', 'month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/** What an offer can grant (DESIGN §13 "The catalogue is data"): a course, or one of the site's other products. */
export const GRANT_TYPES = ['course', 'member_area', 'community', 'coaching'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/**
 * How access is sold (issue 43; Kajabi's split of products and offers): an offer has a price and grants one or
 * more products. A bundle is an offer that grants several courses. The specification's two courses are sold
 * through the first two rows (content/offers/offers.ts). Who bought which offer is `purchases.offerId`; what it
 * gave them is `entitlements`.
 */
export const offers = pgTable(
  'offers',
  {
    /** Stable and public: the API and the purchases name it. */
    id: text().primaryKey(),
    /** The sales page's address, /offer/<slug>. */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /**
     * free: enrolling costs nothing; one_time: paid once; subscription: paid each period (a price per currency and
     * interval, month and/or year); payment_plan: `instalments` monthly charges (issue 44).
     */
    priceType: text({ enum: PRICE_TYPES }).notNull(),
    /** A subscription's free days before its first charge; null for none (and for the other price types). */
    trialDays: integer(),
    /** A payment plan's number of monthly charges, 2 to 12; null for the other price types. */
    instalments: integer(),
    status: text({ enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    /** The order of the catalogue's listings. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_slug_idx').on(t.slug),
    check('offers_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('offers_trial_days', sql`${t.trialDays} is null or (${t.priceType} = 'subscription' and ${t.trialDays} between 1 and 365)`),
    check(
      'offers_instalments',
      sql`(${t.instalments} is not null and ${t.instalments} between 2 and 12) = (${t.priceType} = 'payment_plan')`,
    ),
  ],
);

/** One thing an offer gives whoever gets it. */
export const offerGrants = pgTable(
  'offer_grants',
  {
    offerId: text()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The grant's place in the offer's list (its sales page lists them in this order). */
    position: integer().notNull(),
    type: text({ enum: GRANT_TYPES }).notNull(),
    /** The course a `course` grant gives; null for the other types. */
    courseId: text().references(() => courses.id),
    /** How many 1-on-1 sessions a `coaching` grant gives; null for the other types. */
    sessions: integer(),
  },
  (t) => [
    uniqueIndex('offer_grants_position_idx').on(t.offerId, t.position),
    index('offer_grants_course_idx').on(t.courseId),
    check('offer_grants_course', sql`(${t.courseId} is not null) = (${t.type} = 'course')`),
    check('offer_grants_sessions', sql`(${t.sessions} is not null and ${t.sessions} > 0) = (${t.type} = 'coaching')`),
  ],
);

/**
 * An offer's price in one currency, minor units (issue 31's prices, moved onto offers by issue 43:
 * docs/decisions/033c-offer-prices.md). An offer without a row in a currency is not sold in it. A one-time offer's
 * rows are `once`; a subscription's are `month` and/or `year` (the buyer picks, and may switch later); a payment
 * plan's are `month`, the amount of each instalment (issue 44).
 */
export const offerPrices = pgTable(
  'offer_prices',
  {
    offerId: text()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    interval: text({ enum: PRICE_INTERVALS }).notNull().default('once'),
    amount: integer().notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
    setBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.currency, t.interval] }),
    check('offer_prices_amount', sql`${t.amount} > 0`),
    check('offer_prices_currency', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
  ],
);
