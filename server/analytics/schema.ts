import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * Page views (issue 30, server/analytics/): counted on the server without cookies and without keeping
 * anyone's address. A visitor is recognised within one UTC day only, by the same daily-salted hash the
 * article views use (article_view_salts, deleted once the day is over). Raw events are kept 30 days at
 * most; finished days are rolled up into analytics_days and analytics_day_counts, kept for good.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** UTC day, YYYY-MM-DD. */
    day: date({ mode: 'string' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Order of writing: which of a visitor's views in the same millisecond came first (a batch is written in order). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the day's salt, the address and the user agent: never the address itself. */
    visitorHash: text().notNull(),
    /** The page's path, without its query string. */
    path: text().notNull(),
    /** The host of another site the visitor came from; null: none, or a page of this site. */
    referrerHost: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    device: text({ enum: ['desktop', 'mobile', 'tablet'] }).notNull(),
    /**
     * How many views this row stands for: one flush writes a visitor's repeated views of one page from one source
     * as one row, `at` being the first of them (server/analytics/insert-page-views.ts).
     */
    views: integer().notNull().default(1),
  },
  (t) => [index('analytics_events_day_visitor_idx').on(t.day, t.visitorHash, t.at), check('analytics_events_views', sql`${t.views} >= 1`)],
);

/** One finished day's totals; its presence says the day is rolled up (its counts below are complete). */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date({ mode: 'string' }).primaryKey(),
    visitors: integer().notNull(),
    pageviews: integer().notNull(),
  },
  (t) => [check('analytics_days_counts', sql`${t.visitors} >= 0 and ${t.pageviews} >= ${t.visitors}`)],
);

/** One finished day's visitors and page views per page, entry page, source, referrer, campaign and device. */
export const analyticsDayCounts = pgTable(
  'analytics_day_counts',
  {
    day: date({ mode: 'string' })
      .notNull()
      .references(() => analyticsDays.day, { onDelete: 'cascade' }),
    dimension: text({ enum: ['page', 'entry', 'source', 'referrer', 'campaign', 'device'] }).notNull(),
    value: text().notNull(),
    visitors: integer().notNull(),
    pageviews: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), index('analytics_day_counts_dimension_idx').on(t.dimension, t.day)],
);

/**
 * Where an account came from (first touch, kept at sign-up): the source, campaign and entry page of that
 * visitor's first view on the day they signed up; source 'direct' when none was seen.
 */
export const userFirstTouches = pgTable('user_first_touches', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text().notNull(),
  medium: text(),
  campaign: text(),
  referrerHost: text(),
  entryPath: text(),
  /**
   * The hash of the visitor (that day's, as analytics_events keeps it) whose first view this is; null when no
   * counted view was found (Do Not Track, a sign-up through the API…). The funnel counts people by it, so its
   * sign-ups are always among its visits (docs/decisions/031g-owner-figures-and-exchange-rate.md).
   */
  visitorHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** The first time a signed-in learner opened checkout (the funnel's "checkout opened"): once per user. */
export const checkoutOpens = pgTable('checkout_opens', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  courseId: text().notNull(),
  openedAt: timestamp({ withTimezone: true }).notNull(),
});
