import { TRENDING_LIMIT, trendingArticles } from './trending-articles';
import type { ArticleCard, ArticleSummary } from './article-types';

/** Cards with their counted views (articles nobody has read yet have 0) and the trending mark. */
export function withViewStats(
  cards: readonly ArticleCard[],
  stats: ReadonlyMap<string, { views: number; weekViews: number }>,
): ArticleSummary[] {
  const counted = cards.map((card) => ({
    ...card,
    views: stats.get(card.slug)?.views ?? 0,
    weekViews: stats.get(card.slug)?.weekViews ?? 0,
    trending: false,
  }));
  const trending = new Set(trendingArticles(counted, TRENDING_LIMIT).map((article) => article.slug));
  return counted.map((article) => ({ ...article, trending: trending.has(article.slug) }));
}
