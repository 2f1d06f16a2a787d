import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Article views, counted without cookies and without storing who read what (DESIGN §7.6: no made-up
 * numbers). A view is deduplicated per day by a hash of the reader's address and user agent with a
 * random salt of that day; the salt and the day's hashes are deleted once the day is over, so no hash
 * can later be tied back to an address. What stays is the number of views per article per day.
 */
export const articleViewSalts = pgTable('article_view_salts', {
  /** UTC day, YYYY-MM-DD. */
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

export const articleViewVisitors = pgTable(
  'article_view_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    slug: text().notNull(),
    /** SHA-256 (hex) of the day's salt, the address and the user agent. */
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slug, t.visitorHash] })],
);

export const articleViewCounts = pgTable(
  'article_view_counts',
  {
    slug: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day] }), index('article_view_counts_day_idx').on(t.day)],
);
