import { sql } from 'drizzle-orm';
import { analyticsEvents } from '../db/schema';
import type { Db } from '../db/client';
import type { PageView } from './page-view';

/**
 * The rows one flush writes (issue 25): a visitor's views of one page, from one source, on one device, in one
 * flush are one row with their number (`views`) and the first one's time, in the order of their first view.
 * Nothing the reports read is lost: per page and per visitor they add up `views`, and a visitor's first view
 * (entry page, source, first touch) is still the first row. Under load a row per view was the server's largest
 * cost: the embedded database runs on the requests' thread, and writing one view there took several times
 * what answering a cached page did (docs/performance.md).
 */
export function pageViewRows(views: PageView[]): PageView[] {
  const rows = new Map<string, PageView>();
  for (const view of views) {
    const key = `${view.day}\n${view.visitorHash}\n${view.path}\n${view.referrerHost}\n${view.utmSource}\n${view.utmMedium}\n${view.utmCampaign}\n${view.device}`;
    const row = rows.get(key);
    // A copy: the views themselves stay as counted, for the first touch (PageViewRecorder.buffered).
    if (row) row.views += view.views;
    else rows.set(key, { ...view });
  }
  return [...rows.values()];
}

/**
 * Writes rows in one statement whose only parameter is the rows as JSON, in their order: through the query
 * builder, 1,000 rows were 10,000 parameters mapped and bound one by one, about twice the time.
 */
export async function insertPageViewRows(db: Db, rows: PageView[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((v) => [
      v.day,
      v.at.toISOString(),
      v.visitorHash,
      v.path,
      v.referrerHost,
      v.utmSource,
      v.utmMedium,
      v.utmCampaign,
      v.device,
      v.views,
    ]),
  );
  // `seq` (the order of writing, generated) follows the rows' order: they are inserted by their ordinality.
  await db.execute(sql`
    insert into ${analyticsEvents} (day, at, visitor_hash, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
    select (r->>0)::date, (r->>1)::timestamptz, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, (r->>9)::int
    from json_array_elements(${json}::json) with ordinality as rows(r, n)
    order by n`);
}
