// The blog collection as the pages use it: loaded from content/blog once (at first use), each body
// rendered to HTML on the server, plus the pure functions behind the listing and the article page.
import {
  ALL_CATEGORIES,
  parseListingQuery,
  READING_TIMES,
  type BlogListingQuery,
  type BlogSort,
  type ReadingTime,
} from '../../common/blog-listing';
import { parseReadTime, type BlogArticle } from '../../content/blog/blog-schema';
import { loadArticles } from '../../content/blog/load-articles';
import { renderMarkdown, type TocEntry } from './render-markdown';

export type { TocEntry } from './render-markdown';

/** An article's own fields without its body: what the files say. */
export type ArticleCard = Omit<BlogArticle, 'content'>;

/** A card with what readers did: counted views (server/blog/article-views.server.ts) and whether it trends this week. */
export type ArticleSummary = ArticleCard & {
  views: number;
  /** Views in the last seven days. */
  weekViews: number;
  /** Among the TRENDING_LIMIT most viewed articles of the last seven days. */
  trending: boolean;
};

/** An article ready for its page: the body as HTML and its table of contents. */
export type RenderedArticle = ArticleCard & { html: string; toc: TocEntry[] };

export interface CategoryCount {
  name: string;
  count: number;
}

/** How many articles the listing's 'Trending Now' shows and mark as trending. */
export const TRENDING_LIMIT = 3;

interface Collection {
  articles: RenderedArticle[];
  bySlug: Map<string, RenderedArticle>;
}

let cache: Collection | undefined;

/** The card fields of an article (drops the body, its HTML and table of contents). */
export function toCard(article: ArticleCard): ArticleCard {
  const { id, title, excerpt, category, readTime, publishDate, tags, slug, author, featured, image } = article;
  const card: ArticleCard = { id, title, excerpt, category, readTime, publishDate, tags, slug, author };
  if (featured !== undefined) card.featured = featured;
  if (image !== undefined) card.image = image;
  return card;
}

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

/** Renders a loaded collection. */
export function renderArticles(articles: readonly BlogArticle[]): RenderedArticle[] {
  return articles.map((article) => ({ ...toCard(article), ...renderMarkdown(article.content) }));
}

function collection(): Collection {
  if (!cache) {
    // content/blog is found next to the loader, or under process.cwd() once the server is bundled into build/.
    const articles = renderArticles(loadArticles());
    cache = { articles, bySlug: new Map(articles.map((article) => [article.slug, article])) };
  }
  return cache;
}

/** Every article, newest first, rendered. Loaded and rendered on the first call only. */
export function getArticles(): readonly RenderedArticle[] {
  return collection().articles;
}

/** Every article without its body, newest first. */
export function getArticleCards(): ArticleCard[] {
  return getArticles().map(toCard);
}

export function findArticle(slug: string): RenderedArticle | undefined {
  return collection().bySlug.get(slug);
}

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

/** Articles of one category; ALL_CATEGORIES keeps every article. */
export function filterByCategory<T extends ArticleCard>(articles: readonly T[], category: string): T[] {
  if (category === ALL_CATEGORIES) return [...articles];
  return articles.filter((article) => article.category === category);
}

/** Articles whose stated read time falls in a bucket of READING_TIMES. */
export function filterByReadingTime<T extends ArticleCard>(articles: readonly T[], time: ReadingTime): T[] {
  const bucket = READING_TIMES.find((option) => option.value === time);
  if (!bucket || time === 'any') return [...articles];
  return articles.filter((article) => {
    const minutes = parseReadTime(article.readTime);
    return minutes >= bucket.min && minutes < bucket.max;
  });
}

const byNewest = (a: ArticleCard, b: ArticleCard) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug);

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

/** Search, category and reading time combined, then sorted. */
export function listArticles<T extends ArticleSummary>(articles: readonly T[], query: BlogListingQuery): T[] {
  const found = filterByReadingTime(filterByCategory(searchArticles(articles, query.q), query.category), query.time);
  return sortArticles(found, query.sort);
}

/** The most viewed articles of the last seven days (those read at least once), at most `limit`. */
export function trendingArticles<T extends ArticleSummary>(articles: readonly T[], limit = TRENDING_LIMIT): T[] {
  return sortArticles(
    articles.filter((article) => article.weekViews > 0),
    'trending',
  ).slice(0, limit);
}

/** Featured articles, newest first. */
export function featuredArticles<T extends ArticleCard>(articles: readonly T[]): T[] {
  return articles.filter((article) => article.featured).sort(byNewest);
}

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
