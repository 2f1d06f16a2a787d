import { randomUUID } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import { CURRENCIES, CURRENCY_COOKIE, type Currency } from '../../common/currencies';
import { isTrustedPeer, wantedCurrency } from '../money/visitor-currency';
import { repeats } from './cached-page-listener';
import { storedAnswer, type CompressedAnswer } from './compressed-answer';
import { carriesPersonalCookie } from './page-cache';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

/**
 * Public JSON GETs answered in the `node:http` listener, as cached pages are (server/http/cached-page-listener.ts;
 * issue 45, docs/decisions/033j-public-json-before-the-app.md): an answer that is the same for every visitor with
 * one currency, kept compressed with its headers until the change feed says what it reads changed, skips Hono's
 * Request/Response building, routing and middleware. The app makes each answer on its first request (`peek` finds
 * none until then) and answers it itself with the same stored bytes and headers. Anything else (another method,
 * another query string, a personal cookie, an answer not yet made) returns false and goes to the app unchanged.
 */
export interface PublicJsonRoute {
  /** The exact path. The listener answers it bare and with `?currency=` naming one of CURRENCIES, as the app does. */
  path: string;
  /** The stored answer for this wanted currency when it is already made, synchronously; undefined sends the request to the app. */
  peek(wanted: Currency): CompressedAnswer | undefined;
  /** Headers made afresh for each answer (the Content-Security-Policy with its nonce). */
  perResponse(): Record<string, string>;
}

export interface PublicJsonRoutes {
  register(route: PublicJsonRoute): void;
  /** The `node:http` listener: true when it answered. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

interface Target {
  route: PublicJsonRoute;
  /** `?currency=` asked for; undefined: the visitor's, from the cookie and headers. */
  asked?: Currency;
}

export interface PublicJsonRoutesOptions {
  /** TRUSTED_PROXIES: only from them is a CF-IPCountry header believed (the app decides the currency the same way). */
  trustedProxies?: BlockList;
  /** Each answer gets the request log line the app writes. */
  logger?: Logger;
  metrics?: Metrics;
}

export function createPublicJsonRoutes({ trustedProxies, logger, metrics }: PublicJsonRoutesOptions = {}): PublicJsonRoutes {
  // Every request target answered here, spelled out: one map lookup decides, and no query string is parsed.
  const targets = new Map<string, Target>();
  return {
    register(route) {
      targets.set(route.path, { route });
      for (const asked of CURRENCIES) targets.set(`${route.path}?currency=${asked}`, { route, asked });
    },
    answer(req, res) {
      const method = req.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const target = targets.get(req.url ?? '');
      if (!target) return false;
      // Timed only for what reads the time: the metrics, the log line.
      const started = metrics || logger?.isLevelEnabled('info') ? performance.now() : 0;
      const cookieHeader = req.headers.cookie;
      let cookies: Record<string, string> = {};
      if (cookieHeader) {
        // Node joins repeated Cookie headers with "; ", the app's Headers with ", ": such a request is the app's to read.
        if (repeats(req.rawHeaders, 'cookie')) return false;
        cookies = parse(cookieHeader);
        // Signed in or holding a notice: the app's, which answers it the same bytes but also logs and counts it as such.
        if (carriesPersonalCookie(cookies)) return false;
      }
      let wanted = target.asked;
      if (!wanted) {
        // The currency as server/http/request-currency.ts decides it, from the cookie and headers alone.
        const country = req.headers['cf-ipcountry'];
        wanted = wantedCurrency({
          cookie: cookies[CURRENCY_COOKIE],
          countryHeader: typeof country === 'string' ? country : undefined,
          fromTrustedProxy: country !== undefined && isTrustedPeer(req.socket.remoteAddress, trustedProxies),
          acceptLanguage: req.headers['accept-language'],
        });
      }
      const stored = target.route.peek(wanted);
      if (!stored) return false;
      const { status, headers, body } = storedAnswer(
        stored,
        req.headers['accept-encoding'],
        req.headers['if-none-match'],
        target.route.perResponse(),
      );
      res.writeHead(status, headers);
      // HEAD: the headers a GET gets, Content-Length included, and no body (as @hono/node-server answers it).
      res.end(method === 'HEAD' ? undefined : body);
      if (metrics) {
        metrics.observeRequest({
          method,
          route: target.route.path,
          status,
          seconds: (performance.now() - started) / 1000,
          pageCache: null,
        });
      }
      if (logger?.isLevelEnabled('info')) {
        logger.info(
          { reqId: randomUUID(), method, path: target.route.path, status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
      return true;
    },
  };
}
