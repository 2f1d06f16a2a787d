import type { BlogSort } from '../../common/blog-listing';
import type { ArticleCard, ArticleSummary } from './article-types';

export const byNewest = (a: ArticleCard, b: ArticleCard) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug);

/**
 * newest: publish date descending; oldest: ascending; popular: views descending; trending: views of the
 * last seven days descending. Ties are broken by date (newest first), then slug, so the order is stable.
 */
export function sortArticles<T extends ArticleSummary>(articles: readonly T[], sort: BlogSort): T[] {
  const sorted = [...articles];
  switch (sort) {
    case 'newest':
      return sorted.sort(byNewest);
    case 'oldest':
      return sorted.sort((a, b) => a.publishDate.localeCompare(b.publishDate) || a.slug.localeCompare(b.slug));
    case 'popular':
      return sorted.sort((a, b) => b.views - a.views || byNewest(a, b));
    case 'trending':
      return sorted.sort((a, b) => b.weekViews - a.weekViews || byNewest(a, b));
  }
}
