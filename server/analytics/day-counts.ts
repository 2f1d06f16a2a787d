import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export const DIMENSIONS = ['page', 'entry', 'source', 'referrer', 'campaign', 'device'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** One day's visitors and page views for one value of a dimension; dimension 'total' for the day itself. */
export interface DayCount {
  day: string;
  dimension: Dimension | 'total';
  value: string;
  visitors: number;
  pageviews: number;
}

/**
 * A day's counts worked out from its raw events: what the roll-up stores for a finished day and what the
 * report reads for the days not rolled up yet (today), so both give the same numbers. A visitor is one
 * hash on one day; their entry page, source (UTM source, else referrer, else 'direct'), referrer, campaign
 * and device are those of their first view that day, and all their views that day count under them. A row
 * stands for `views` views (server/analytics/insert-page-views.ts).
 */
export async function countDays({ db, where }: { db: Db; where: SQL }): Promise<DayCount[]> {
  const result = await db.execute(sql`
    with e as (
      select id, day, at, seq, visitor_hash, path, referrer_host, utm_source, utm_campaign, device, views
      from analytics_events where ${where}
    ),
    firsts as (
      select distinct on (day, visitor_hash) day, visitor_hash, path as entry, coalesce(utm_source, referrer_host, 'direct') as source,
        referrer_host, utm_campaign as campaign, device
      from e order by day, visitor_hash, at, seq
    ),
    v as (
      select f.*, n.views from firsts f join (select day, visitor_hash, sum(views)::int as views from e group by day, visitor_hash) n
        using (day, visitor_hash)
    )
    select day::text as day, 'total' as dimension, '' as value, count(*)::int as visitors, sum(views)::int as pageviews from v group by day
    union all
    select day::text, 'page', path, count(distinct visitor_hash)::int, sum(views)::int from e group by day, path
    union all
    select day::text, 'entry', entry, count(*)::int, sum(views)::int from v group by day, entry
    union all
    select day::text, 'source', source, count(*)::int, sum(views)::int from v group by day, source
    union all
    select day::text, 'referrer', referrer_host, count(*)::int, sum(views)::int from v where referrer_host is not null group by day, referrer_host
    union all
    select day::text, 'campaign', campaign, count(*)::int, sum(views)::int from v where campaign is not null group by day, campaign
    union all
    select day::text, 'device', device, count(*)::int, sum(views)::int from v group by day, device`);
  return (result as unknown as { rows: DayCount[] }).rows.map((row) => ({
    ...row,
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
  }));
}
