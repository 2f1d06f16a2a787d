import { ALL_CATEGORIES } from '../../common/blog-listing';
import type { ArticleCard, CategoryCount } from './article-types';

/** Every category of the collection with its number of articles, by name. */
export function categoryCounts(articles: readonly ArticleCard[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The category of the collection a URL names (any letter case), or ALL_CATEGORIES if none does. */
export function resolveCategory(articles: readonly ArticleCard[], requested: string): string {
  const wanted = requested.trim().toLowerCase();
  return articles.find((article) => article.category.toLowerCase() === wanted)?.category ?? ALL_CATEGORIES;
}
