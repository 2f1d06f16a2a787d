import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * The owner's settings for what the public pages may claim (DESIGN §12 "Truthful by default",
 * docs/decisions/024d-truthful-by-default.md). One row (id is always true); absent means the defaults.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean().primaryKey().default(true),
    /** A count of learners, subscribers or completions is shown only from this many on (below it the sentence is left out). */
    publicCountThreshold: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`), check('site_settings_threshold', sql`${t.publicCountThreshold} >= 1`)],
);

/**
 * A price a course was really sold at, with the days it was (the owner records it): the only source of a
 * crossed-out price. One per course; the period is in the past and the amount above today's price when set.
 */
export const courseFormerPrices = pgTable(
  'course_former_prices',
  {
    courseId: text()
      .primaryKey()
      .references(() => courses.id),
    /** Minor units of the course's currency. */
    amount: integer().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    setAt: timestamp({ withTimezone: true }).notNull(),
    setBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('course_former_prices_amount', sql`${t.amount} > 0`),
    check('course_former_prices_period', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
