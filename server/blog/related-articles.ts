import { byNewest } from './sort-articles';
import type { ArticleCard } from './article-types';

/**
 * Up to `limit` other articles: those of the same category first (newest first), then those sharing
 * tags with it (most shared tags first, then newest). Articles with neither are not related.
 */
export function relatedArticles<T extends ArticleCard>(articles: readonly T[], article: ArticleCard, limit = 3): T[] {
  const others = articles.filter((other) => other.slug !== article.slug);
  const sameCategory = others.filter((other) => other.category === article.category).sort(byNewest);
  const tags = new Set(article.tags.map((tag) => tag.toLowerCase()));
  const shared = (other: ArticleCard) => other.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  const byTags = others
    .filter((other) => other.category !== article.category && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || byNewest(a, b));
  return [...sameCategory, ...byTags].slice(0, limit);
}
