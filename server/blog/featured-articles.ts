import { byNewest } from './sort-articles';
import type { ArticleCard } from './article-types';

/** Featured articles, newest first. */
export function featuredArticles<T extends ArticleCard>(articles: readonly T[]): T[] {
  return articles.filter((article) => article.featured).sort(byNewest);
}
