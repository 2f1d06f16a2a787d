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

/** Fewer articles read this week than this, and the home page's 'Trending This Week' card is left out. */
export const TRENDING_CARD_MINIMUM = 3;

/**
 * The home page's 'Trending This Week': the most read articles of the week, or none while fewer than three
 * have been read (issue 26: one entry made a tall, nearly empty card beside the articles).
 */
export function trendingCardArticles<T extends ArticleSummary>(articles: readonly T[], limit: number): T[] {
  const trending = trendingArticles(articles, limit);
  return trending.length >= TRENDING_CARD_MINIMUM ? trending : [];
}
