import { sql } from 'drizzle-orm';
import { articleViewCounts } from '../db/schema';
import { getArticleCards } from './article-collection';
import { daysBefore, utcDay } from './utc-day';
import { withViewStats } from './with-view-stats';
import type { Db } from '../db/client';
import type { ArticleSummary } from './article-types';

/** "This week" for trending: today and the six days before it. */
const TRENDING_DAYS = 7;

/**
 * Every article's card with its counted views (all time, and in the last TRENDING_DAYS days) and the
 * trending mark, newest first: what the listing and the home page show.
 */
export async function listArticleSummaries({ db, now }: { db: Db; now: Date }): Promise<ArticleSummary[]> {
  const since = daysBefore(utcDay(now), TRENDING_DAYS - 1);
  const rows = await db
    .select({
      slug: articleViewCounts.slug,
      views: sql<number>`sum(${articleViewCounts.views})::int`,
      weekViews: sql<number>`coalesce(sum(${articleViewCounts.views}) filter (where ${articleViewCounts.day} >= ${since}), 0)::int`,
    })
    .from(articleViewCounts)
    .groupBy(articleViewCounts.slug);
  const stats = new Map(rows.map((row) => [row.slug, { views: row.views, weekViews: row.weekViews }]));
  return withViewStats(getArticleCards(), stats);
}
