import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

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
