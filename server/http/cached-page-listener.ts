import { randomUUID } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import { CURRENCY_COOKIE } from '../../common/currencies';
import { THEME_COOKIE, themeFromCookie } from '../../common/theme';
import { isTrustedPeer, wantedCurrency } from '../money/visitor-currency';
import { storedAnswer } from './compressed-answer';
import { carriesPersonalCookie, isPublicPageAddress, PAGE_CACHE_MARK, pageCacheKey, type PageCache } from './page-cache';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

/**
 * The shortest path for a cached page (issue 25): answered in the `node:http` request listener, before a
 * web Request is made and before Hono's routing, middleware, request id, child logger and cookie parsing,
 * about 35–55 µs of fixed work per hit that weighed most on small pages. It answers only a hit that the
 * app's own cache middleware (server/app.ts) would answer, with the same stored bytes and headers
 * (`storedAnswer`); anything else, including every request with a session or notice cookie, returns false
 * and goes to the app unchanged (docs/decisions/024h-lighter-server.md).
 */
export interface CachedPageListenerOptions {
  pageCache: PageCache;
  logger: Logger;
  metrics?: Metrics;
  /** The page route's pattern for the metrics' label, as the app's metrics middleware reports a hit. */
  pagePattern?: (pathname: string) => string;
  /** Counts a page view (server/analytics/count-page-views.ts): called for each GET answered, after the answer is written. */
  countView?: (req: IncomingMessage, target: string) => void;
  /** TRUSTED_PROXIES: only from them is a CF-IPCountry header believed (the app decides the currency the same way). */
  trustedProxies?: BlockList;
}

// The shapes @hono/node-server builds `${scheme}://${host}${url}` from without normalising it (its
// reValidHost and reValidRequestUrl): for anything else it goes through `new URL`, so the app decides.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

export function cachedPageListener({ pageCache, logger, metrics, pagePattern, countView, trustedProxies }: CachedPageListenerOptions) {
  return function answerCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    // Timed only for what reads the time: the metrics, the log line.
    const started = metrics || logger.isLevelEnabled('info') ? performance.now() : 0;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const target = req.url ?? '';
    const host = req.headers.host;
    if (!host || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) return false;
    const query = target.indexOf('?');
    const pathname = query === -1 ? target : target.slice(0, query);
    if (!isPublicPageAddress(pathname, query === -1 ? '' : target.slice(query))) return false;

    const cookieHeader = req.headers.cookie;
    let cookies: Record<string, string> = {};
    if (cookieHeader) {
      // Node joins repeated Cookie headers with "; ", the app's Headers with ", ": such a request is the app's to read.
      if (repeats(req.rawHeaders, 'cookie')) return false;
      cookies = parse(cookieHeader);
      if (carriesPersonalCookie(cookies)) return false;
    }
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    // The currency from the cookie and headers alone, as server/http/request-currency.ts decides it: no database.
    const country = req.headers['cf-ipcountry'];
    const currency = wantedCurrency({
      cookie: cookies[CURRENCY_COOKIE],
      countryHeader: typeof country === 'string' ? country : undefined,
      fromTrustedProxy: country !== undefined && isTrustedPeer(req.socket.remoteAddress, trustedProxies),
      acceptLanguage: req.headers['accept-language'],
    });
    const page = pageCache.get(pageCacheKey(`${scheme}://${host}${target}`, themeFromCookie(cookies[THEME_COOKIE]), currency));
    if (!page) return false;

    const { status, headers, body } = storedAnswer(page, req.headers['accept-encoding'], req.headers['if-none-match'], PAGE_CACHE_MARK.HIT);
    res.writeHead(status, headers);
    // HEAD: the headers a GET gets, Content-Length included, and no body.
    res.end(method === 'HEAD' ? undefined : body);
    if (countView && method === 'GET') countView(req, target);

    if (metrics) {
      const seconds = (performance.now() - started) / 1000;
      metrics.observeRequest({ method, route: pagePattern ? pagePattern(pathname) : '*', status, seconds, pageCache: 'HIT' });
    }
    if (logger.isLevelEnabled('info')) {
      logger.info({ reqId: randomUUID(), method, path: pathname, status, ms: Math.round(performance.now() - started) }, 'request');
    }
    return true;
  };
}

export function repeats(rawHeaders: string[], name: string): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === name.length && rawHeaders[i]!.toLowerCase() === name) seen++;
  return seen > 1;
}
