import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { accountRoutes } from './api/account-routes';
import { authRoutes } from './api/auth-routes';
import { blogRoutes } from './api/blog-routes';
import { courseRoutes } from './api/course-routes';
import { healthRoutes } from './api/health-routes';
import { lessonRoutes } from './api/lesson-routes';
import { newsletterRoutes } from './api/newsletter-routes';
import { paymentRoutes } from './api/payment-routes';
import { searchRoutes } from './api/search-routes';
import { findSessionUser } from './auth/sessions';
import { isDatabaseUnavailable } from './db/errors';
import type { AppEnv } from './http/app-env';
import { clientAddress } from './http/client-address';
import { HttpError } from './http/errors';
import { createPageCache, isCacheablePageRequest } from './http/page-cache';
import { clearFlash, FLASH_COOKIE, parseFlash } from './http/flash';
import { sameOrigin } from './http/same-origin';
import { serviceUnavailable, serviceUnavailablePage } from './http/service-unavailable';
import { securityHeaders } from './http/security-headers';
import { clearSessionCookie, sessionCookieName } from './http/session-cookie';
import { devOutboxRoutes } from './email/dev-outbox-routes';
import { siteFileRoutes } from './seo/site-file-routes';
import type { Services } from './services';

/** What React Router's loaders and actions receive as `context`. (A type alias, so it fits AppLoadContext's index signature.) */
export type RequestContext = {
  services: Services;
  user: AppEnv['Variables']['user'];
  sessionToken: string | undefined;
  flash: AppEnv['Variables']['flash'];
  clientIp: string;
  cspNonce: string | undefined;
  /** Set by React Router's handleError (app/entry.server.tsx) when a loader or action could not reach the database. */
  databaseUnavailable?: boolean;
};

export type PageHandler = (request: Request, context: RequestContext) => Promise<Response>;

export interface AppOptions {
  /** Renders every non-API request (React Router). Absent in API-only tests. */
  pages?: PageHandler;
  /** Serve anonymous public pages from rendered HTML kept in memory (default true). */
  cachePages?: boolean;
  /** Extra routes mounted before the page handler, e.g. static assets. */
  mountStatic?: (app: Hono<AppEnv>) => void;
}

const BODY_LIMIT_BYTES = 64 * 1024;
/** Pages are read (GET, HEAD) and their forms posted (POST); React Router would log any other method as an error. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
const WEBHOOK_PATH = '/api/stripe/webhook';

export function createApp(services: Services, options: AppOptions = {}) {
  const { config, db, logger } = services;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    c.set('clientIp', clientAddress(c.env, c.req.header('x-forwarded-for'), config.trustedProxies));
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  // gzip for browsers that ask (HTML, JSON, CSS, JS, SVG; not images or fonts, already compressed): the
  // pages' HTML and the scripts shrink four- to six-fold, which is most of the first load on a slow network.
  app.use(compress());
  app.use(securityHeaders({ stripe: Boolean(config.stripe), dev: config.env === 'development', https: config.secureCookies }));
  const tooLarge = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json({ message: `Request body is larger than ${maxSize / 1024} KB` }, 413) });
  const generalLimit = tooLarge(BODY_LIMIT_BYTES);
  // Stripe's event payloads can outgrow the general limit; they are signature-checked before use.
  const webhookLimit = tooLarge(WEBHOOK_BODY_LIMIT_BYTES);
  app.use((c, next) => (c.req.path === WEBHOOK_PATH ? webhookLimit : generalLimit)(c, next));
  app.use(sameOrigin({ publicUrl: config.publicUrl, exempt: (path) => path === WEBHOOK_PATH }));

  // Who is asking: one indexed lookup by the token's digest.
  app.use(async (c, next) => {
    const token = getCookie(c, sessionCookieName(config));
    // If the database cannot be reached this throws, and app.onError answers 503: the visitor is neither
    // treated as signed out nor loses the cookie, which still works once the database is back.
    const user = token ? await findSessionUser(db, token, services.now()) : null;
    c.set('user', user);
    c.set('sessionToken', user ? token : undefined);
    c.set('flash', parseFlash(getCookie(c, FLASH_COOKIE)));
    await next();
    // A cookie that names no live session is dropped, so the browser stops sending it; unless this
    // response sets a new session (sign-in, sign-up), which a later clearing header would undo.
    if (token && !user) {
      const name = `${sessionCookieName(config)}=`;
      if (!c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(name))) {
        c.res.headers.append('Set-Cookie', clearSessionCookie(config));
      }
    }
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message, ...error.extra }, error.status);
    // A stopped or restarting database is not a bug in the request: 503 with Retry-After, not 500.
    if (isDatabaseUnavailable(error)) {
      c.get('log')?.warn({ err: error, path: c.req.path }, 'database unavailable');
      return serviceUnavailable(c.req.path);
    }
    c.get('log')?.error({ err: error }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  const api = new Hono<AppEnv>()
    .route('/auth', authRoutes(services))
    .route('/blog', blogRoutes(services))
    .route('/account', accountRoutes(services))
    .route('/courses', courseRoutes(services))
    .route('/health', healthRoutes(services))
    .route('/lessons', lessonRoutes(services))
    .route('/newsletter', newsletterRoutes(services))
    .route('/search', searchRoutes(services))
    .route('/', paymentRoutes(services));
  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  app.route('/', siteFileRoutes(services));
  // Development only: in production /dev/outbox falls through to the pages and answers 404.
  if (config.env === 'development') app.route('/dev/outbox', devOutboxRoutes(services));
  options.mountStatic?.(app);

  const pages = options.pages;
  const pageCache = createPageCache({ now: () => services.now().getTime() });
  if (pages) {
    app.all('*', async (c) => {
      if (!PAGE_METHODS.has(c.req.method)) {
        c.header('Allow', [...PAGE_METHODS].join(', '));
        return c.text('Method Not Allowed', 405);
      }
      const nonce = c.get('secureHeadersNonce');
      const cacheable = options.cachePages !== false && isCacheablePageRequest(c.req.raw, c.req.header('cookie'));
      const key = c.req.url;
      if (cacheable) {
        const hit = pageCache.get(key);
        if (hit) return cachedResponse(pageCache.render(hit, nonce), hit.headers, 'HIT');
      }
      const flash = c.get('flash');
      const context: RequestContext = {
        services,
        user: c.get('user'),
        sessionToken: c.get('sessionToken'),
        flash,
        clientIp: c.get('clientIp'),
        cspNonce: nonce,
      };
      const response = await pages(c.req.raw, context);
      // React Router renders a failed loader into its error boundary as a 500; an unreachable database is a 503.
      if (context.databaseUnavailable) {
        await response.body?.cancel();
        return serviceUnavailablePage();
      }
      if (cacheable && response.status === 200 && !response.headers.has('set-cookie') && response.headers.get('content-type')?.startsWith('text/html')) {
        const page = pageCache.store(key, await response.text(), nonce, response.headers);
        return cachedResponse(pageCache.render(page, nonce), page.headers, 'MISS');
      }
      // React Router's route discovery (/__manifest) runs between a redirect and the page it leads to:
      // it must not consume the notice that page is about to show.
      if (!flash || c.req.path === '/__manifest') return response;
      // The page has rendered the notice; React Router's responses may be immutable, so copy headers.
      const headers = new Headers(response.headers);
      headers.append('Set-Cookie', clearFlash(config));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    });
  }
  return app;
}

function cachedResponse(html: string, headers: [string, string][], status: 'HIT' | 'MISS'): Response {
  const response = new Response(html, { status: 200, headers });
  // Shared caches may keep it for anonymous visitors; a cookie means another answer.
  response.headers.set('Cache-Control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=60');
  response.headers.set('Vary', 'Cookie');
  response.headers.set('X-Page-Cache', status);
  return response;
}
