import { createHash } from 'node:crypto';
import { compressAnswer, compressedResponse, constantExtra, type CompressedAnswer } from './compressed-answer';
import type { Currency } from '../../common/currencies';
import type { Theme } from '../../common/theme';

/**
 * Rendered HTML of public pages for anonymous visitors, kept in memory (DESIGN §9, §11): server rendering
 * alone reaches a small fraction of this machine's ceiling. A cached page is byte-identical between
 * requests: it is rendered without a nonce, its Content-Security-Policy allows its own inline scripts by
 * their SHA-256 hashes, and it is compressed once, with brotli and with gzip
 * (docs/decisions/007-cached-pages-and-the-edge.md).
 */
export interface CachedPage extends CompressedAnswer {
  storedAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** The page's HTML and the headers its render gave it. */
  store(key: string, html: string, headers: Headers): CachedPage;
  size(): number;
  /** Forgets every page: what they show changed (server/operations/watch-changes.ts). */
  clear(): void;
}

/** Headers of the rendered response that belong to that one response, not to the stored page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'content-security-policy',
]);

/** Shared caches may keep it; a cookie (a session, a notice) means another answer, never this copy. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';
/**
 * What a copy depends on: its encoding, the cookies (theme, currency, session), and what decides the currency when
 * no cookie does (server/money/visitor-currency.ts): the browser's languages and Cloudflare's country.
 */
const VARY = 'Accept-Encoding, Cookie, Accept-Language, CF-IPCountry';

export interface PageCacheOptions {
  maxEntries?: number;
  /** Of which addresses with a query string (search results, filters): their own small pool. */
  maxQueryEntries?: number;
  ttlMs?: number;
  now?: () => number;
  /** The Content-Security-Policy that allows these `'sha256-…'` inline scripts (none: no header). */
  policy?: (scriptHashes: string[]) => string | undefined;
  /** Headers every response carries (the security headers): a cached page is answered before the middleware that sets them. */
  headers?: Record<string, string>;
}

export function createPageCache({
  maxEntries = 500,
  maxQueryEntries = 50,
  ttlMs = 5 * 60_000,
  now = () => Date.now(),
  policy = () => undefined,
  headers: everyResponse = {},
}: PageCacheOptions = {}): PageCache {
  // A Map iterates in insertion order: re-inserting on read makes it a small LRU. Addresses with a query
  // string are as many as anyone cares to type (a crawler of random searches, issue 26 §17): they are
  // kept in a pool of their own, so they can never push the site's pages out.
  const pages = new Map<string, CachedPage>();
  const queries = new Map<string, CachedPage>();
  const poolOf = (key: string) => (key.includes('?') ? { entries: queries, max: maxQueryEntries } : { entries: pages, max: maxEntries });
  return {
    get(key) {
      const { entries } = poolOf(key);
      const page = entries.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, page);
      return page;
    },
    store(key, html, headers) {
      const common: Record<string, string> = { ...everyResponse };
      for (const [name, value] of headers) if (!PER_RESPONSE.has(name)) common[name] = value;
      // The page and the policy that lets it run are stored together, so they cannot drift apart.
      const csp = policy(inlineScriptHashes(html));
      if (csp) common['content-security-policy'] = csp;
      common['cache-control'] = PUBLIC_CACHE_CONTROL;
      common.vary = VARY;
      const page: CachedPage = { ...compressAnswer(Buffer.from(html, 'utf8'), common), storedAt: now() };
      const { entries, max } = poolOf(key);
      entries.set(key, page);
      while (entries.size > max) entries.delete(entries.keys().next().value!);
      return page;
    },
    size: () => pages.size + queries.size,
    clear() {
      pages.clear();
      queries.clear();
    },
  };
}

/** The `'sha256-…'` sources that allow exactly the inline scripts of this HTML (CSP Level 2 hashes). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes "</script" inside inline scripts, so the first closing tag ends each one.
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Where a page is kept: its address, the theme it was rendered in (<html data-theme>), so a visitor
 * who chose dark never gets the light copy, nor the other way round, and the currency the visitor wants
 * (docs/decisions/024j-one-currency-per-page.md, 028a-prices-per-currency.md), so a visitor never gets another's
 * euros. Any other cookie is dropped before rendering, so nothing else can make two copies of one address differ.
 */
export function pageCacheKey(url: string, theme: Theme, currency: Currency): string {
  return `${theme} ${currency} ${url}`;
}

/** What the page cache adds to every answer it gives: the same objects on both paths (app and fast path). */
export const PAGE_CACHE_MARK = { HIT: constantExtra({ 'x-page-cache': 'HIT' }), MISS: constantExtra({ 'x-page-cache': 'MISS' }) };

/** The stored page for this request (or 304), marked as a cache hit or miss. */
export function cachedPageResponse(page: CachedPage, request: Request, status: 'HIT' | 'MISS'): Response {
  return compressedResponse(page, request, PAGE_CACHE_MARK[status]);
}

/**
 * Pages that look the same to every anonymous visitor. Lessons, account, checkout, dashboard are never
 * cached. The contact page is not either: its form token's random part is the message's idempotency key,
 * so two visitors must never get the same one (docs/decisions/024h-lighter-server.md); it is kept rendered
 * apart, with a fresh token put in for each visitor (server/contact/contact-page-cache.ts).
 */
const PUBLIC_PAGE =
  /^\/(?:|courses|course\/free|course\/premium|business-ideas|business-ideas\/[a-z0-9-]+|blog|blog\/[a-z0-9-]+|offer\/[a-z0-9-]+|search|help|privacy|terms|refund-policy|community)$/;

/**
 * Whether this address may be answered from the cache at all: a GET of a public page. Whether this
 * visitor may be is decided from what their cookies resolve to (server/app.ts), not here.
 */
export function isPublicPageRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return isPublicPageAddress(url.pathname, url.search);
}

/** A public page's path, with a query string short enough to be worth a cache slot. */
export function isPublicPageAddress(pathname: string, search: string): boolean {
  // React Router's data requests (.data) and odd query strings are not worth a cache slot each.
  return PUBLIC_PAGE.test(pathname) && search.length <= 200;
}

/**
 * The cookies that make a page someone's own: a session (live or dead, under either name) or a notice.
 * A request carrying any of them is never answered from the cache, nor its page stored.
 */
const PERSONAL_COOKIES = ['sid', '__Host-sid', 'flash', '__Host-flash'];

export function carriesPersonalCookie(cookies: Record<string, string>): boolean {
  return PERSONAL_COOKIES.some((name) => name in cookies);
}
