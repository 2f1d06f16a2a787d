import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who does a piece of scheduled or background work now (docs/decisions/024k-shared-state-in-postgresql.md):
 * one row per piece (`daily-backup`), taken by the process whose claim finds it free or expired, kept alive
 * while it works and released (or left to expire, if the process died) after. `doneFor`: the period the
 * work was last finished for (the UTC day of a daily backup), so no other process does it again.
 * Rows, not advisory locks: they hold across PgBouncer in transaction mode and on the embedded database.
 */
export const workLeases = pgTable('work_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  doneFor: text(),
});

/**
 * One counter per table whose rows public answers show (courses, prices, settings, reviews), raised by a
 * trigger on every change to it, which also says so on the `site_changes` channel
 * (migration `cache-invalidation-triggers`). Each process keeps the versions its caches were filled at and
 * compares them on every notification and on (re)connect, so a missed notification cannot leave it stale.
 */
export const changeVersions = pgTable('change_versions', {
  topic: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
