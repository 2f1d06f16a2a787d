import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Random keys the site makes for itself on first start, shared by every process on one database
 * (e.g. the key that signs the notice cookie, docs/decisions/007-cached-pages-and-the-edge.md).
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
