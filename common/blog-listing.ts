// The blog listing's query (search, category, sort, reading time) as it lives in the URL, and the
// formatting the blog pages share. Imported by the server (filtering) and the browser (the filter form).

export const BLOG_PATH = '/blog';
export const RSS_PATH = '/blog/rss.xml';

/** Value of the category select that means "no category filter" (select values are never empty). */
export const ALL_CATEGORIES = 'all';

export const BLOG_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'trending', label: 'Trending' },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]['value'];

/** Reading-time buckets of the filter bar (spec 001 §2), in whole minutes: [min, max). */
export const READING_TIMES = [
  { value: 'any', label: 'Any Length', min: 0, max: Infinity },
  { value: 'quick', label: 'Quick Read (under 5 min)', min: 0, max: 5 },
  { value: 'medium', label: 'Medium (5-15 min)', min: 5, max: 15 },
  { value: 'deep', label: 'Deep Dive (15+ min)', min: 15, max: Infinity },
] as const;
export type ReadingTime = (typeof READING_TIMES)[number]['value'];

/** Longest search text kept from the URL. */
export const MAX_QUERY_LENGTH = 100;

export interface BlogListingQuery {
  q: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
  sort: BlogSort;
  time: ReadingTime;
}

export const DEFAULT_LISTING_QUERY: BlogListingQuery = { q: '', category: ALL_CATEGORIES, sort: 'newest', time: 'any' };

function isSort(value: string | null): value is BlogSort {
  return BLOG_SORTS.some((option) => option.value === value);
}

function isReadingTime(value: string | null): value is ReadingTime {
  return READING_TIMES.some((option) => option.value === value);
}

/**
 * Reads the listing query from a URL. Unknown sort or reading-time values fall back to the defaults;
 * the category is kept as written (the server checks it against the collection's categories).
 */
export function parseListingQuery(params: URLSearchParams): BlogListingQuery {
  const sort = params.get('sort');
  const time = params.get('time');
  const category = params.get('category')?.trim();
  return {
    q: (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH),
    category: category ? category : ALL_CATEGORIES,
    sort: isSort(sort) ? sort : DEFAULT_LISTING_QUERY.sort,
    time: isReadingTime(time) ? time : DEFAULT_LISTING_QUERY.time,
  };
}

/** The URL search string of a query, defaults left out: '' or '?q=ai&sort=popular'. */
export function listingSearch(query: Partial<BlogListingQuery>): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.category && query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.sort && query.sort !== DEFAULT_LISTING_QUERY.sort) params.set('sort', query.sort);
  if (query.time && query.time !== DEFAULT_LISTING_QUERY.time) params.set('time', query.time);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const LISTING_PARAMS = new Set(['q', 'category', 'sort', 'time']);

/**
 * Where a listing address should go instead, or null. The filter form sends every field, defaults and an empty
 * search too (`?q=&category=all&sort=newest…`); its answer is the list's own address, naming only what differs
 * (the browser keeps the `#all-articles` fragment across the redirect). An address with other parameters stays.
 */
export function canonicalListingPath(url: URL, query: BlogListingQuery): string | null {
  const search = listingSearch(query);
  if (url.search === search || ![...url.searchParams.keys()].every((key) => LISTING_PARAMS.has(key))) return null;
  return `${BLOG_PATH}${search}`;
}

/** True when any filter differs from the defaults. */
export function hasActiveFilters(query: BlogListingQuery): boolean {
  return listingSearch(query) !== '';
}

/** 'Showing 3 articles in Consulting matching “agency”' (spec 001 §2), worded for whichever parts are set. */
export function listingSummary(count: number, query: Pick<BlogListingQuery, 'q' | 'category'>): string {
  let text = `Showing ${count} ${count === 1 ? 'article' : 'articles'}`;
  if (query.category !== ALL_CATEGORIES) text += ` in ${query.category}`;
  if (query.q) text += ` matching “${query.q}”`;
  return text;
}

/**
 * 15420 → '15,420 views'. The digits are grouped here, not by Intl.NumberFormat: an article's enhancement module
 * writes the count it gets back, and a page's first Intl.NumberFormat builds ICU's number data (27 ms of the
 * module's evaluation in Chromium, four times that in Lighthouse's simulation: its blocking time on an article).
 */
export function formatViews(views: number): string {
  return `${String(views).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${views === 1 ? 'view' : 'views'}`;
}

/** Path of one article. */
export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}
