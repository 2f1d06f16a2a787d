import type { ArticleCard } from './article-types';

/** Case-insensitive substring of the title, the excerpt or any tag (spec 001 §5). An empty query matches all. */
export function searchArticles<T extends ArticleCard>(articles: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...articles];
  return articles.filter(
    (article) =>
      article.title.toLowerCase().includes(needle) ||
      article.excerpt.toLowerCase().includes(needle) ||
      article.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}
