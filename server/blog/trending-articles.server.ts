import { sortArticles } from './sort-articles';
import type { ArticleSummary } from './article-types';

/** How many articles the listing's 'Trending Now' shows and mark as trending. */
export const TRENDING_LIMIT = 3;

/** The most viewed articles of the last seven days (those read at least once), at most `limit`. */
export function trendingArticles<T extends ArticleSummary>(articles: readonly T[], limit = TRENDING_LIMIT): T[] {
  return sortArticles(
    articles.filter((article) => article.weekViews > 0),
    'trending',
  ).slice(0, limit);
}
