/**
 * Rendered HTML of public pages for anonymous visitors, kept in memory (DESIGN §9): server rendering
 * alone reaches a small fraction of this machine's ceiling. Only GET requests without a session or a
 * one-shot notice are served from it, so nothing personal is ever cached. Each response still gets a
 * fresh CSP nonce: the cached page is stored split at its nonces and joined with the new one.
 */
export interface CachedPage {
  /** The HTML split where the render's nonce appeared. */
  parts: string[];
  headers: [string, string][];
  storedAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  store(key: string, html: string, nonce: string | undefined, headers: Headers): CachedPage;
  render(page: CachedPage, nonce: string | undefined): string;
  size(): number;
}

export function createPageCache({ maxEntries = 500, ttlMs = 5 * 60_000, now = () => Date.now() } = {}): PageCache {
  // A Map iterates in insertion order: re-inserting on read makes it a small LRU.
  const entries = new Map<string, CachedPage>();
  return {
    get(key) {
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
    store(key, html, nonce, headers) {
      const page: CachedPage = {
        parts: nonce ? html.split(nonce) : [html],
        headers: [...headers].filter(([name]) => !['set-cookie', 'content-length', 'content-security-policy'].includes(name.toLowerCase())),
        storedAt: now(),
      };
      entries.set(key, page);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
    render(page, nonce) {
      return page.parts.join(nonce ?? '');
    },
    size: () => entries.size,
  };
}

/** Pages that look the same to every anonymous visitor. Lessons, account, checkout, dashboard are never cached. */
const PUBLIC_PAGE = /^\/(?:|courses|course\/free|course\/premium|business-ideas|blog|blog\/[a-z0-9-]+|search)$/;

export function isCacheablePageRequest(request: Request, cookieHeader: string | undefined): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (!PUBLIC_PAGE.test(url.pathname)) return false;
  // Any session or notice cookie means the page may differ for this visitor.
  if (cookieHeader && /(?:^|;\s*)(?:__Host-sid|sid|flash)=/.test(cookieHeader)) return false;
  // React Router's data requests (.data) and odd query strings are not worth a cache slot each.
  return url.search.length <= 200;
}
