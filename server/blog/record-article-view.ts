// Real article view counts (DESIGN §7.6: no fabricated numbers), counted without cookies and without
// keeping any reader's address. A reader is recognised within one UTC day only, by a hash of the day's
// random salt, their address and their user agent; when a new day starts, the previous days' salts and
// hashes are deleted, so an old hash can no longer be tied to anyone. Only per-day totals remain.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { articleViewCounts, articleViewSalts, articleViewVisitors } from '../db/schema';
import { countArticleViews } from './count-article-views';
import { utcDay } from './utc-day';
import type { Db } from '../db/client';

export interface RecordArticleViewOptions {
  db: Db;
  slug: string;
  clientIp: string;
  userAgent: string;
  now: Date;
}

/** The salt of one day (also the page views' visitor hash, server/analytics/): made on the day's first view (which also forgets the days before), then shared by every process. */
export async function daySalt(db: Db, day: string): Promise<string> {
  const created = await db
    .insert(articleViewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: articleViewSalts.salt });
  if (created[0]) {
    await db.delete(articleViewSalts).where(lt(articleViewSalts.day, day));
    await db.delete(articleViewVisitors).where(lt(articleViewVisitors.day, day));
    return created[0].salt;
  }
  const [row] = await db.select({ salt: articleViewSalts.salt }).from(articleViewSalts).where(eq(articleViewSalts.day, day));
  if (!row) throw new Error(`no view salt for ${day}`);
  return row.salt;
}

/**
 * Counts one reader's view of an article, once per reader per article per day. Returns the article's
 * total views afterwards. The caller checks that the article exists.
 */
export async function recordArticleView({ db, slug, clientIp, userAgent, now }: RecordArticleViewOptions): Promise<number> {
  const day = utcDay(now);
  const salt = await daySalt(db, day);
  const visitorHash = createHash('sha256').update(`${salt}\n${clientIp}\n${userAgent}`).digest('hex');
  await db.transaction(async (tx) => {
    const firstToday = await tx
      .insert(articleViewVisitors)
      .values({ day, slug, visitorHash })
      .onConflictDoNothing()
      .returning({ day: articleViewVisitors.day });
    if (firstToday.length === 0) return;
    await tx
      .insert(articleViewCounts)
      .values({ slug, day, views: 1 })
      .onConflictDoUpdate({ target: [articleViewCounts.slug, articleViewCounts.day], set: { views: sql`${articleViewCounts.views} + 1` } });
  });
  return countArticleViews({ db, slug });
}
