import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * The rates that turn the content's dollar amounts into the page's currency (docs/decisions/024j and
 * 031g-owner-figures-and-exchange-rate.md): units of `currency` for one US dollar, as of `rateDate`, set by the
 * owner in settings (audited). Without a row for a currency the release's file applies
 * (content/exchange-rates/exchange-rates.yaml). A change drops the cached pages (trigger in the migration).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text().primaryKey(),
    perDollar: doublePrecision().notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('exchange_rates_positive', sql`${t.perDollar} > 0`)],
);

/**
 * The owner's price of a course in one currency (issue 31, docs/decisions/028a-prices-per-currency.md). A course
 * without a row in a currency has no price in it, except pounds: its row in `courses` (from content/courses) is
 * the pound price until the owner sets one here. Minor units.
 */
export const coursePrices = pgTable(
  'course_prices',
  {
    courseId: text()
      .notNull()
      .references(() => courses.id),
    currency: text().notNull(),
    amount: integer().notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
    setBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.currency] }),
    check('course_prices_amount', sql`${t.amount} > 0`),
    check('course_prices_currency', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
  ],
);
