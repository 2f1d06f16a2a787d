// Everything the /blog page lists for a URL: search, category and reading time combined, sorted, with
// the featured and trending articles and the category counts beside them.
import { ALL_CATEGORIES, parseListingQuery, type BlogListingQuery } from '../../common/blog-listing';
import { categoryCounts, resolveCategory } from './category-counts';
import { featuredArticles } from './featured-articles';
import { filterByCategory, filterByReadingTime } from './filter-articles';
import { searchArticles } from './search-articles';
import { sortArticles } from './sort-articles';
import { TRENDING_LIMIT, trendingArticles } from './trending-articles';
import type { ArticleSummary, CategoryCount } from './article-types';

/** Search, category and reading time combined, then sorted. */
export function listArticles<T extends ArticleSummary>(articles: readonly T[], query: BlogListingQuery): T[] {
  const found = filterByReadingTime(filterByCategory(searchArticles(articles, query.q), query.category), query.time);
  return sortArticles(found, query.sort);
}

export interface BlogListing {
  query: BlogListingQuery;
  results: ArticleSummary[];
  featured: ArticleSummary[];
  trending: ArticleSummary[];
  categories: CategoryCount[];
  total: number;
}

/** Everything the /blog page shows for a URL's search parameters. */
export function buildBlogListing(articles: readonly ArticleSummary[], params: URLSearchParams): BlogListing {
  const parsed = parseListingQuery(params);
  const query: BlogListingQuery = {
    ...parsed,
    category: parsed.category === ALL_CATEGORIES ? ALL_CATEGORIES : resolveCategory(articles, parsed.category),
  };
  return {
    query,
    results: listArticles(articles, query),
    featured: featuredArticles(articles),
    trending: trendingArticles(articles, TRENDING_LIMIT),
    categories: categoryCounts(articles),
    total: articles.length,
  };
}
