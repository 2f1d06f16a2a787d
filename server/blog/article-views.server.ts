// Real article view counts (DESIGN §7.6: no fabricated numbers), counted without cookies and without
// keeping any reader's address. A reader is recognised within one UTC day only, by a hash of the day's
// random salt, their address and their user agent; when a new day starts, the previous days' salts and
// hashes are deleted, so an old hash can no longer be tied to anyone. Only per-day totals remain.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { articleViewCounts, articleViewSalts, articleViewVisitors } from '../db/schema';
import { getArticleCards } from './article-collection.server';
import { withViewStats } from './with-view-stats';
import type { Db } from '../db/client';
import type { ArticleSummary } from './article-types';

/** "This week" for trending: today and the six days before it. */
export const TRENDING_DAYS = 7;

export interface ArticleViewStats {
  /** Every counted view. */
  views: number;
  /** Views in the last TRENDING_DAYS days. */
  weekViews: number;
}

export interface RecordViewOptions {
  db: Db;
  slug: string;
  clientIp: string;
  userAgent: string;
  now: Date;
}

/** YYYY-MM-DD of a moment, in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

/** The salt of one day: made on the day's first view (which also forgets the days before), then shared by every process. */
async function daySalt(db: Db, day: string): Promise<string> {
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
export async function recordArticleView({ db, slug, clientIp, userAgent, now }: RecordViewOptions): Promise<number> {
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
  return articleViews(db, slug);
}

/** Views of every article that has any: all time, and in the last TRENDING_DAYS days. */
export async function articleViewStats(db: Db, now: Date): Promise<Map<string, ArticleViewStats>> {
  const since = daysBefore(utcDay(now), TRENDING_DAYS - 1);
  const rows = await db
    .select({
      slug: articleViewCounts.slug,
      views: sql<number>`sum(${articleViewCounts.views})::int`,
      weekViews: sql<number>`coalesce(sum(${articleViewCounts.views}) filter (where ${articleViewCounts.day} >= ${since}), 0)::int`,
    })
    .from(articleViewCounts)
    .groupBy(articleViewCounts.slug);
  return new Map(rows.map((row) => [row.slug, { views: row.views, weekViews: row.weekViews }]));
}

/** Views of one article, all time. */
export async function articleViews(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${articleViewCounts.views}), 0)::int` })
    .from(articleViewCounts)
    .where(eq(articleViewCounts.slug, slug));
  return row?.views ?? 0;
}

/** Every article's card with its counted views, newest first: what the listing and the home page show. */
export async function articleSummaries(db: Db, now: Date): Promise<ArticleSummary[]> {
  return withViewStats(getArticleCards(), await articleViewStats(db, now));
}
