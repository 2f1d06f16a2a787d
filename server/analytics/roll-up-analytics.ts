import { sql } from 'drizzle-orm';
import { daysBefore, utcDay } from '../blog/utc-day';
import { analyticsDayCounts, analyticsDays, analyticsEvents } from '../db/schema';
import { startRepeatingPass, type RepeatingPass } from '../operations/repeating-pass';
import { withWorkLease, type LeaseHold } from '../operations/work-lease';
import { countDays, type Dimension } from './day-counts';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/** Raw page views are kept this many days (issue 30); their daily counts for good. */
export const RAW_EVENT_DAYS = 30;
/**
 * A day is rolled up once it has been over this long: a process's last flush of the day (every few seconds,
 * and at shutdown) has reached the table by then, so no view arrives after its day was counted.
 */
const SETTLE_MS = 10 * 60_000;
const LEASE_MS = 60_000;

/**
 * Stores the counts of every finished day not rolled up yet (in one transaction per day, the day's row
 * last-in-first-checked, so a day is rolled up once), then deletes raw events past RAW_EVENT_DAYS. Returns
 * the days rolled up.
 */
export async function rollUpAnalytics({ db, now, lease }: { db: Db; now: Date; lease?: LeaseHold }): Promise<string[]> {
  const before = utcDay(new Date(now.getTime() - SETTLE_MS));
  const pending = await db.execute(sql`
    select distinct day::text as day from ${analyticsEvents}
    where day < ${before} and not exists (select 1 from ${analyticsDays} d where d.day = ${analyticsEvents.day})
    order by 1`);
  const days = (pending as unknown as { rows: Array<{ day: string }> }).rows.map((row) => row.day);
  for (const day of days) {
    // A process that lost its lease stops here: the one that took it over rolls up the rest.
    lease?.throwIfLost();
    await db.transaction(async (tx) => {
      const counts = await countDays({ db: tx as unknown as Db, where: sql`day = ${day}` });
      const total = counts.find((count) => count.dimension === 'total');
      const created = await tx
        .insert(analyticsDays)
        .values({ day, visitors: total?.visitors ?? 0, pageviews: total?.pageviews ?? 0 })
        .onConflictDoNothing()
        .returning({ day: analyticsDays.day });
      if (created.length === 0) return;
      const rows = counts
        .filter((count) => count.dimension !== 'total')
        .map((count) => ({ ...count, dimension: count.dimension as Dimension, value: count.value.slice(0, 1000) }));
      for (let i = 0; i < rows.length; i += 1_000) await tx.insert(analyticsDayCounts).values(rows.slice(i, i + 1_000));
    });
  }
  // Rolled up first, so a day whose process was down for a month still keeps its counts.
  lease?.throwIfLost();
  await db.execute(sql`delete from ${analyticsEvents} where day < ${daysBefore(utcDay(now), RAW_EVENT_DAYS - 1)}`);
  return days;
}

/** runDue: one pass now, under the lease (what the timer runs). */
export type AnalyticsJob = RepeatingPass<void>;

/**
 * The daily roll-up, checked soon after start-up and every hour by every process; done once per UTC day
 * across processes, under the lease `analytics-roll-up` (server/operations/work-lease.ts).
 */
export function startAnalyticsRollUp({
  db,
  logger,
  now,
  firstRunMs = 15_000,
  intervalMs = 3_600_000,
}: {
  db: Db;
  logger: Logger;
  now: () => Date;
  firstRunMs?: number;
  intervalMs?: number;
}): AnalyticsJob {
  return startRepeatingPass({
    firstRunMs,
    intervalMs,
    pass: () =>
      withWorkLease({
        db,
        name: 'analytics-roll-up',
        now,
        leaseMs: LEASE_MS,
        // Done for the day once the previous day is settled.
        period: utcDay(new Date(now().getTime() - SETTLE_MS)),
        work: (lease) => rollUpAnalytics({ db, now: now(), lease }),
      })
        .then((done) => {
          if (done?.result.length) logger.info({ days: done.result }, 'analytics: days rolled up');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'analytics: roll-up failed; retrying within the hour')),
  });
}
