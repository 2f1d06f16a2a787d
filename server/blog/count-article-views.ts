import { eq, sql } from 'drizzle-orm';
import { articleViewCounts } from '../db/schema';
import type { Db } from '../db/client';

/** Views of one article, all time (counted by server/blog/record-article-view.ts). */
export async function countArticleViews({ db, slug }: { db: Db; slug: string }): Promise<number> {
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${articleViewCounts.views}), 0)::int` })
    .from(articleViewCounts)
    .where(eq(articleViewCounts.slug, slug));
  return row?.views ?? 0;
}
