import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { THEME_COOKIE, themeFromCookie, type Theme } from '../common/theme';
import { hideOwnerRoutes } from './admin/hide-owner-routes';
import { ownerOnly } from './admin/owner-only';
import { countPageViews } from './analytics/count-page-views';
import { accountRoutes } from './api/account-routes';
import { adminImageRoutes, IMAGE_UPLOAD_PATH } from './api/admin-image-routes';
import { adminRoutes } from './api/admin-routes';
import { subscribersCsvPage, SUBSCRIBERS_CSV_PAGE } from './api/admin-subscriber-routes';
import { analyticsBeaconRoutes } from './api/analytics-routes';
import { authRoutes } from './api/auth-routes';
import { billingRoutes } from './api/billing-routes';
import { blogRoutes } from './api/blog-routes';
import { certificateFileRoutes, certificateRoutes } from './api/certificate-routes';
import { coachingRoutes } from './api/coaching-routes';
import { communityRoutes } from './api/community-routes';
import { contactRoutes } from './api/contact-routes';
import { courseAnswers, courseRoutes, earlyCourseAnswers } from './api/course-routes';
import { adminCommentRoutes, commentRoutes, discussionEmailRoutes, lessonCommentRoutes } from './api/discussion-routes';
import { healthRoutes } from './api/health-routes';
import { imageFileRoutes } from './api/image-file-routes';
import { invoiceRoutes } from './api/invoice-routes';
import { lessonRoutes } from './api/lesson-routes';
import { newsletterRoutes } from './api/newsletter-routes';
import { OFFER_LIST_HEADERS, offerList, offerRoutes } from './api/offer-routes';
import { accountPasskeyRoutes, passkeySignInRoutes } from './api/passkey-routes';
import { paymentRoutes } from './api/payment-routes';
import { premiumRoutes } from './api/premium-routes';
import { PRICE_LIST_HEADERS, priceList, priceRoutes } from './api/price-routes';
import { referralRoutes, referralsCsvPage, REFERRALS_CSV_PAGE } from './api/referral-routes';
import { reviewRoutes } from './api/review-routes';
import { searchRoutes } from './api/search-routes';
import { sequenceClickRoutes, sequenceUnsubscribeRoutes } from './api/sequence-routes';
import { findSessionUser } from './auth/sessions';
import { CONTACT_PAGE_PATH, createContactPageCache } from './contact/contact-page-cache';
import { contentPreviewRoutes } from './content-store/preview-routes';
import { isDatabaseUnavailable } from './db/errors';
import { DISCUSSION_ONE_CLICK_PATH } from './discussions/discussion-email-link';
import { devOutboxRoutes } from './email/dev-outbox-routes';
import { isDomainError } from './errors/domain-error';
import { clientAddress, limitedAddress } from './http/client-address';
import { currencyRoutes } from './http/currency-routes';
import { domainErrorResponse, HttpError } from './http/errors';
import { clearFlash, flashCookieName, parseFlash } from './http/flash';
import { earlyKeptAnswers, keptJsonAnswers } from './http/kept-json-answers';
import {
  cachedPageResponse,
  carriesPersonalCookie,
  createPageCache,
  inlineScriptHashes,
  isPublicPageRequest,
  pageCacheKey,
  type PageCache,
} from './http/page-cache';
import { requestCountry, requestCurrency } from './http/request-currency';
import { sameOrigin } from './http/same-origin';
import { contentSecurityPolicy, freshNonce, noncePolicy, securityHeaders, staticSecurityHeaders } from './http/security-headers';
import { serviceUnavailable, serviceUnavailablePage } from './http/service-unavailable';
import { clearSessionCookie, sessionCookieName } from './http/session-cookie';
import { COMPRESS_THRESHOLD_BYTES, smallJsonLength } from './http/small-json-length';
import { themeRoutes } from './http/theme-routes';
import { createImageStore } from './images/create-image-store';
import { routeLabel } from './metrics/metrics';
import { ONE_CLICK_PATH } from './newsletter/queue-issue-deliveries';
import { referralLinkRoutes } from './referrals/referral-link-routes';
import { siteFileRoutes } from './seo/site-file-routes';
import { SEQUENCE_ONE_CLICK_PATH } from './sequences/sequence-links';
import type { Currency } from '../common/currencies';
import type { AppEnv } from './http/app-env';
import type { InlineCriticalCss } from './http/critical-css';
import type { PublicJsonRoutes } from './http/public-json-listener';
import type { Logger } from './logger';
import type { Services } from './services';
import type { Context } from 'hono';

/** What React Router's loaders and actions receive as `context`. (A type alias, so it fits AppLoadContext's index signature.) */
export type RequestContext = {
  services: Services;
  user: AppEnv['Variables']['user'];
  sessionToken: string | undefined;
  flash: AppEnv['Variables']['flash'];
  /** The colour theme the page is rendered with, from the `theme` cookie (docs/decisions/016-dark-theme.md). */
  theme: Theme;
  /**
   * The currency the visitor wants (server/money/visitor-currency.ts wantedCurrency), decided from the
   * cookies and headers before a cached page's request loses them; pages show visitorCurrency({ db, wanted }).
   */
  currency: Currency;
  /**
   * The visitor's country as the same signals say it (requestCountry: a trusted proxy's CF-IPCountry, else the
   * browser's language region), or undefined: checkout's billing country starts there (issue 41).
   */
  country?: string;
  clientIp: string;
  cspNonce: string | undefined;
  /** This request's logger (its lines carry the request id): errors are logged as JSON, never printed. */
  log: Logger;
  /** Set by React Router's handleError (app/entry.server.tsx) when a loader or action could not reach the database. */
  databaseUnavailable?: boolean;
};

export type PageHandler = (request: Request, context: RequestContext) => Promise<Response>;

export interface AppOptions {
  /** Public JSON routes the server answers before the app (server/http/public-json-listener.ts): the app registers its own. */
  publicJson?: PublicJsonRoutes;
  /** Renders every non-API request (React Router). Absent in API-only tests. */
  pages?: PageHandler;
  /** Serve anonymous public pages from rendered HTML kept in memory (default true). */
  cachePages?: boolean;
  /** Extra routes mounted before the page handler, e.g. static assets. */
  mountStatic?: (app: Hono<AppEnv>) => void;
  /** The pattern of the page route a path renders (e.g. `/blog/:slug`), for the metrics' route label. */
  pagePattern?: (pathname: string) => string;
  /** The cache of anonymous pages, when the server also answers its hits before the app (server/main.ts). */
  pageCache?: PageCache;
  /** Inlines the rules a page uses before it is cached (server/http/critical-css.ts; the production build's). */
  inlineCriticalCss?: InlineCriticalCss;
}

function securityHeaderOptions(config: Services['config']) {
  return {
    stripe: Boolean(config.stripe),
    dev: config.env === 'development',
    https: config.secureCookies,
    imageOrigin: config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined,
  };
}

/** The anonymous pages' cache, with the policy and security headers each stored page carries. */
export function createSitePageCache(services: Services): PageCache {
  const headerOptions = securityHeaderOptions(services.config);
  return createPageCache({
    now: () => services.now().getTime(),
    policy: (hashes) => contentSecurityPolicy(headerOptions, hashes),
    headers: staticSecurityHeaders(headerOptions),
  });
}

const BODY_LIMIT_BYTES = 64 * 1024;
/** Pages are read (GET, HEAD) and their forms posted (POST); React Router would log any other method as an error. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
const WEBHOOK_PATH = '/api/stripe/webhook';
/** The studio saves a whole item (an article's text up to 200 000 characters) in one request (issue 29). */
const CONTENT_BODY_LIMIT_BYTES = 1024 * 1024;
const CONTENT_API = /^\/api\/admin\/content\//;
/**
 * Mail providers POST here from their own servers when a reader presses their "Unsubscribe" (RFC 8058):
 * no Origin of ours can come with it, and the token in the address is its only authority.
 */
const ONE_CLICK_UNSUBSCRIBE_PATH = ONE_CLICK_PATH;
/** What every response to a visitor with a session, and every page not served from the cache, says to caches. */
const PRIVATE = 'private, no-store';

export function createApp(services: Services, options: AppOptions = {}) {
  const { config, db, logger } = services;
  const app = new Hono<AppEnv>();

  // Outermost, so it sees every answer: a cached page, an error, a 404.
  const metrics = config.metricsToken ? services.metrics : undefined;
  if (metrics) {
    app.use(async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        metrics.observeRequest({
          method: c.req.method,
          route: routeLabel(matchedRoutes(c), c.req.path, options.pagePattern),
          status: c.res.status,
          seconds: (performance.now() - started) / 1000,
          pageCache: c.res.headers.get('x-page-cache'),
        });
      }
    });
    // Without the token: the same 404 as an unknown API path, whoever asks (a session is not enough).
    app.get('/metrics', async (c) => {
      if (!metrics.authorized(c.req.header('authorization'))) return c.json({ message: 'Not found' }, 404);
      return c.body(await metrics.render(), 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
    });
  }

  app.use(async (c, next) => {
    const started = performance.now();
    // Made here, never taken from the client's X-Request-Id: a log id a client chooses could forge or merge log lines.
    const reqId = randomUUID();
    c.set('requestId', reqId);
    const log = logger.child({ reqId });
    c.set('log', log);
    // Every per-address limit counts an IPv6 client by its /64 (issue 26 §4).
    c.set('clientIp', limitedAddress(clientAddress(c.env, c.req.header('x-forwarded-for'), config.trustedProxies)));
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });

  // Page views, counted once the answer is known: the cached pages answered just below and rendered ones alike.
  app.use(countPageViews({ recorder: services.analytics, now: services.now }));

  // A cached public page is answered here, before compression, security headers, the body limit, the
  // same-origin check and the session lookup: it was stored compressed and with its headers, and a GET
  // without a session or a notice needs none of the rest (docs/decisions/007-cached-pages-and-the-edge.md).
  const headerOptions = securityHeaderOptions(config);
  const scriptPolicy = (hashes: string[]) => contentSecurityPolicy(headerOptions, hashes);
  const pageCache = options.pageCache ?? createSitePageCache(services);
  // The course answers are the same for everyone, so they are answered here too, before the session lookup,
  // with the headers every API response gets: the stored ones, and a CSP with a nonce of its own.
  const loadCourseAnswers = courseAnswers({ db, headers: staticSecurityHeaders(headerOptions) });
  const visitorCurrencyOf = (c: Context<AppEnv>) => requestCurrency(c, config.trustedProxies);
  // The contact page is the same for every anonymous visitor but for its form token, one per visitor: it is
  // kept rendered and each answer gets a token of its own (docs/decisions/028d-contact-page-and-malloc.md).
  const contactPages = createContactPageCache({ key: services.cookieSigningKey });
  // What they show changed, here or in another process (docs/decisions/024k-shared-state-in-postgresql.md).
  services.changes.subscribe(() => {
    loadCourseAnswers.invalidate();
    pageCache.clear();
    contactPages.clear();
  });
  const apiPolicy = noncePolicy(headerOptions);
  const apiNonce = (): Record<string, string> => {
    const policy = apiPolicy(freshNonce());
    return policy ? { 'content-security-policy': policy } : {};
  };
  app.use(earlyCourseAnswers(loadCourseAnswers, visitorCurrencyOf, apiNonce));
  // The price list and the offers, kept compressed per currency asked for like the course answers, and answered
  // here the same way (issue 45, docs/decisions/033j-public-json-before-the-app.md).
  const apiHeaders = staticSecurityHeaders(headerOptions);
  const keptLists = new Map([
    [
      '/api/prices',
      keptJsonAnswers({
        changes: services.changes,
        headers: { ...apiHeaders, ...PRICE_LIST_HEADERS },
        build: (wanted) => priceList(services, wanted),
      }),
    ],
    [
      '/api/offers',
      keptJsonAnswers({
        changes: services.changes,
        headers: { ...apiHeaders, ...OFFER_LIST_HEADERS },
        build: (wanted) => offerList(services, wanted),
      }),
    ],
  ]);
  app.use(earlyKeptAnswers(keptLists, visitorCurrencyOf, apiNonce));
  // Once made, all three are answered from the `node:http` listener too, before a web Request exists.
  options.publicJson?.register({ path: '/api/courses', peek: (wanted) => loadCourseAnswers.peekList(wanted), perResponse: apiNonce });
  for (const [path, answers] of keptLists) options.publicJson?.register({ path, peek: answers.peek, perResponse: apiNonce });
  const cachePages = Boolean(options.pages) && options.cachePages !== false;
  if (cachePages) {
    app.use(async (c, next) => {
      if (!isPublicPageRequest(c.req.raw) || carriesSessionOrNotice(c)) return next();
      const hit = pageCache.get(pageCacheKey(c.req.url, requestTheme(c), requestCurrency(c, config.trustedProxies)));
      return hit ? cachedPageResponse(hit, c.req.raw, 'HIT') : next();
    });
  }

  // gzip for browsers that ask (HTML, JSON, CSS, JS, SVG; not images or fonts, already compressed): the
  // pages' HTML and the scripts shrink four- to six-fold, which is most of the first load on a slow network.
  app.use(compress({ threshold: COMPRESS_THRESHOLD_BYTES }));
  // Inside compress(): sizes JSON answers so it can skip the small ones (issue 45).
  app.use(smallJsonLength());
  app.use(securityHeaders(headerOptions));

  const tooLarge = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json({ message: `Request body is larger than ${maxSize / 1024} KB` }, 413) });
  const generalLimit = tooLarge(BODY_LIMIT_BYTES);
  // Stripe's event payloads can outgrow the general limit; they are signature-checked before use.
  const webhookLimit = tooLarge(WEBHOOK_BODY_LIMIT_BYTES);
  const contentLimit = tooLarge(CONTENT_BODY_LIMIT_BYTES);
  app.use((c, next) => {
    if (c.req.path === WEBHOOK_PATH) return webhookLimit(c, next);
    // The image upload sets its own limit, behind ownerOnly: nobody else's body is read at all.
    if (c.req.path === IMAGE_UPLOAD_PATH) return next();
    return (CONTENT_API.test(c.req.path) ? contentLimit : generalLimit)(c, next);
  });
  app.use(
    sameOrigin({
      publicUrl: config.publicUrl,
      exempt: (path) =>
        path === WEBHOOK_PATH ||
        path === ONE_CLICK_UNSUBSCRIBE_PATH ||
        path === DISCUSSION_ONE_CLICK_PATH ||
        path === SEQUENCE_ONE_CLICK_PATH,
    }),
  );

  // Who is asking: one indexed lookup by the token's digest.
  app.use(async (c, next) => {
    const token = requestCookies(c)[sessionCookieName(config)];
    // If the database cannot be reached this throws, and app.onError answers 503: the visitor is neither
    // treated as signed out nor loses the cookie, which still works once the database is back.
    const user = token ? await findSessionUser({ db, token, now: services.now() }) : null;
    c.set('user', user);
    c.set('sessionToken', user ? token : undefined);
    c.set('flash', parseFlash(services.cookieSigningKey, requestCookies(c)[flashCookieName(config)]));
    await next();
    // Nothing answered to a visitor with a session may be kept by a shared cache or the browser's disk,
    // unless its handler said otherwise (a fingerprinted asset, public JSON).
    if (token && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', PRIVATE);
    // A cookie that names no live session is dropped, so the browser stops sending it; unless this
    // response sets a new session (sign-in, sign-up), which a later clearing header would undo.
    if (token && !user) {
      const name = `${sessionCookieName(config)}=`;
      if (!c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(name))) {
        c.res.headers.append('Set-Cookie', clearSessionCookie(config));
      }
    }
  });

  app.use(hideOwnerRoutes());
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message, ...error.extra }, error.status);
    if (isDomainError(error)) return domainErrorResponse(c, error);
    // A stopped or restarting database is not a bug in the request: 503 with Retry-After, not 500.
    if (isDatabaseUnavailable(error)) {
      c.get('log')?.warn({ err: error, path: c.req.path }, 'database unavailable');
      return serviceUnavailable(c.req.path);
    }
    c.get('log')?.error({ err: error }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  const discussionEmails = discussionEmailRoutes(services);
  const imageStore = createImageStore(config);
  const api = new Hono<AppEnv>()
    .route('/auth/passkey', passkeySignInRoutes(services))
    // The owner's area: anyone else gets the ordinary 404, on its real and its unknown paths alike.
    .use('/admin', ownerOnly())
    .use('/admin/*', ownerOnly())
    .route('/admin', adminRoutes(services))
    .route('/admin', adminCommentRoutes(services))
    .route('/admin/content', contentPreviewRoutes(services))
    .route('/admin', adminImageRoutes(services, imageStore))
    .route('/analytics', analyticsBeaconRoutes(services))
    .route('/auth', authRoutes(services))
    .route('/billing', billingRoutes(services))
    .route('/blog', blogRoutes(services))
    .route('/contact', contactRoutes(services))
    .route('/certificates', certificateRoutes(services))
    .route('/coaching', coachingRoutes(services))
    .route('/account/passkeys', accountPasskeyRoutes(services))
    .route('/account/discussion-emails', discussionEmails.setting)
    .route('/account', accountRoutes(services))
    .route('/courses', reviewRoutes(services))
    .route('/courses', courseRoutes(loadCourseAnswers, visitorCurrencyOf))
    .route('/health', healthRoutes(services))
    .route('/invoices', invoiceRoutes(services))
    .route('/lessons', lessonRoutes(services))
    .route('/lessons', lessonCommentRoutes(services))
    .route('/comments', commentRoutes(services))
    .route('/community', communityRoutes(services))
    .route('/discussions', discussionEmails.unsubscribe)
    .route('/newsletter', newsletterRoutes(services))
    .route('/offers', offerRoutes(services))
    .route('/premium', premiumRoutes(services))
    .route('/prices', priceRoutes(services))
    .route('/referrals', referralRoutes(services))
    .route('/search', searchRoutes(services))
    .route('/sequences', sequenceUnsubscribeRoutes(services))
    .route('/', paymentRoutes(services));
  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  app.route('/', siteFileRoutes(services));
  app.route('/', certificateFileRoutes(services));
  app.route('/', imageFileRoutes(services, imageStore));
  app.route('/', themeRoutes(config));
  app.route('/', currencyRoutes(config));
  app.route('/', sequenceClickRoutes(services));
  app.get(SUBSCRIBERS_CSV_PAGE, subscribersCsvPage(services));
  app.get(REFERRALS_CSV_PAGE, referralsCsvPage(services));
  // Referral links (issue 30): a redirect that leaves the referral marker, never a cached page.
  app.route('/', referralLinkRoutes(services));
  // Development only: in production /dev/outbox falls through to the pages and answers 404.
  if (config.env === 'development') app.route('/dev/outbox', devOutboxRoutes(services));
  options.mountStatic?.(app);

  const pages = options.pages;
  if (pages) {
    app.all('*', async (c) => {
      if (!PAGE_METHODS.has(c.req.method)) {
        c.header('Allow', [...PAGE_METHODS].join(', '));
        return c.text('Method Not Allowed', 405);
      }
      const user = c.get('user');
      const flash = c.get('flash');
      // The same page for every anonymous visitor, decided from what this request resolved to: no session
      // cookie at all (not even a dead one), no notice cookie, so no user and no notice.
      const anonymousVisitor = cachePages && !carriesSessionOrNotice(c) && !user && !flash;
      const anonymous = anonymousVisitor && isPublicPageRequest(c.req.raw);
      // The contact page as such a visitor first gets it (not a form sent back with its errors).
      const contactForm = anonymousVisitor && c.req.method === 'GET' && c.req.path === CONTACT_PAGE_PATH && !c.req.url.includes('?');
      const theme = requestTheme(c);
      if (contactForm) {
        const kept = contactPages.get(theme, services.now());
        if (kept) {
          kept.headers.set('x-page-cache', 'HIT');
          return new Response(kept.html, { status: 200, headers: kept.headers });
        }
      }
      const context: RequestContext = {
        services,
        user,
        sessionToken: c.get('sessionToken'),
        flash,
        theme,
        currency: requestCurrency(c, config.trustedProxies),
        country: requestCountry(c, config.trustedProxies),
        clientIp: c.get('clientIp'),
        // A page that may be cached is rendered without a nonce: one nonce must never serve two responses.
        cspNonce: anonymous || contactForm ? undefined : c.get('secureHeadersNonce'),
        log: c.get('log'),
      };
      // Without its cookies, a page that may be cached cannot vary by any of them (e.g. the time zone).
      const request = anonymous || contactForm ? withoutCookies(c.req.raw) : pagesRequest(c.req.raw);
      const response = await pages(request, context);
      // React Router renders a failed loader into its error boundary as a 500; an unreachable database is a 503.
      if (context.databaseUnavailable) {
        await response.body?.cancel();
        return serviceUnavailablePage();
      }
      if ((anonymous || contactForm) && response.headers.get('content-type')?.startsWith('text/html')) {
        const html = await response.text();
        if (anonymous && response.status === 200 && isShareable(response.headers)) {
          // Only the site's own addresses, not every query string one may make up: the rules cost 25–190 ms to pick.
          const page = options.inlineCriticalCss && !c.req.url.includes('?') ? await options.inlineCriticalCss(html) : html;
          return cachedPageResponse(
            pageCache.store(pageCacheKey(c.req.url, context.theme, context.currency), page, response.headers),
            c.req.raw,
            'MISS',
          );
        }
        const headers = withPolicy(response.headers, html);
        headers.set('Cache-Control', PRIVATE);
        if (contactForm && response.status === 200 && isShareable(response.headers)) {
          contactPages.store(theme, html, headers, services.now());
          headers.set('x-page-cache', 'MISS');
        }
        return new Response(html, { status: response.status, statusText: response.statusText, headers });
      }
      // React Router's responses may be immutable, so copy headers.
      const headers = new Headers(response.headers);
      if (user || !headers.has('cache-control')) headers.set('Cache-Control', PRIVATE);
      // The notice is the root loader's data: the answer that carries the root's data to the page clears it, and
      // so does any such answer that received a notice that was not ours (unsigned, expired key).
      const flashName = `${flashCookieName(config)}=`;
      if (
        requestCookies(c)[flashCookieName(config)] !== undefined &&
        carriesRootData(c.req.path, c.req.query('_routes')) &&
        !headers.getSetCookie().some((cookie) => cookie.startsWith(flashName))
      ) {
        headers.append('Set-Cookie', clearFlash(config));
      }
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    });
  }

  /** The page's headers with a CSP that allows exactly its inline scripts by their hashes. */
  function withPolicy(source: Headers, html: string): Headers {
    const headers = new Headers(source);
    const policy = scriptPolicy(inlineScriptHashes(html));
    if (policy) headers.set('Content-Security-Policy', policy);
    return headers;
  }

  /** A session cookie (live or not, under either name) or a notice cookie, read by the one parser the session lookup uses. */
  function carriesSessionOrNotice(c: Context<AppEnv>): boolean {
    return carriesPersonalCookie(requestCookies(c));
  }
  return app;
}

/** The request's cookies, parsed once: the session lookup and the page cache read the same values. */
function requestCookies(c: Context<AppEnv>): Record<string, string> {
  let cookies = c.get('cookies');
  if (!cookies) {
    cookies = getCookie(c);
    c.set('cookies', cookies);
  }
  return cookies;
}

/** The theme this request's cookie asks for (invalid or absent: the device's choice). */
function requestTheme(c: Context<AppEnv>): Theme {
  return themeFromCookie(requestCookies(c)[THEME_COOKIE]);
}

/** Nothing a page may share with every visitor is private or sets a cookie. */
function isShareable(headers: Headers): boolean {
  return !headers.has('set-cookie') && !/\b(?:private|no-store|no-cache)\b/i.test(headers.get('cache-control') ?? '');
}

function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/**
 * React Router matches paths by decoding them, and warns on the console about one it cannot decode
 * (`/%zz`). Such a path names no page either way: escaping its stray `%` gives React Router the same
 * literal path, which its catch-all route answers with the 404 page, without the warning.
 */
function pagesRequest(request: Request): Request {
  const url = new URL(request.url);
  try {
    decodeURIComponent(url.pathname);
    return request;
  } catch {
    url.pathname = url.pathname.replaceAll('%', '%25');
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      duplex: 'half',
    } as RequestInit);
  }
}

/**
 * Whether React Router's answer holds the root route's data (and so the notice): a document does, route discovery
 * (`/__manifest`) does not, and a `.data` request does unless its `_routes` leave the root out. After an action,
 * React Router asks for a route with a `clientLoader` (/account's) in a request of its own beside the root's; if
 * that one cleared the notice, the root's, sent a moment later, found none and no toast showed.
 */
function carriesRootData(pathname: string, routes: string | undefined): boolean {
  if (pathname === '/__manifest') return false;
  if (!pathname.endsWith('.data')) return true;
  return routes === undefined || routes.split(',').includes('root');
}
