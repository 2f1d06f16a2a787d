import type { AppEnv } from '../http/app-env';
import type { MiddlewareHandler } from 'hono';

const OWNER_AREA = /^\/admin(\/|$)/;
const WHOLE_ROUTE_MANIFEST = /^\/assets\/manifest-[\w-]+\.js$/;

/**
 * Keeps the owner's area undisclosed (issue 13) in React Router's route manifest, which names every route
 * and its module file. With lazy route discovery (React Router's default, kept in react-router.config.ts)
 * the browser never loads the whole-manifest file and asks `/__manifest?paths=…` only for the paths it is
 * about to visit: so that file is not served, and anyone but an owner is answered as if no admin path existed.
 */
export function hideOwnerRoutes(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (WHOLE_ROUTE_MANIFEST.test(c.req.path)) return c.text('Not Found', 404);
    if (c.req.path !== '/__manifest') return next();
    const url = new URL(c.req.url);
    const asked = (url.searchParams.get('paths') ?? '').split(',');
    if (!asked.some(isOwnerPath)) return next();
    if (!c.get('user')?.isOwner) {
      url.searchParams.set('paths', asked.filter((path) => !isOwnerPath(path)).join(','));
      c.req.raw = new Request(url, c.req.raw);
    }
    await next();
    // React Router marks manifest answers public and immutable; this one depends on who asked.
    c.res.headers.set('Cache-Control', 'private, no-store');
  };
}

/**
 * Whether React Router would match this path inside the owner's area. The manifest handler reads each
 * path as the router reads a URL (issue 26): a missing leading slash is added, a query or fragment is cut
 * off, each segment is percent-decoded, and routes match regardless of letter case. So `/ADMIN`, `admin`
 * and `/%61dmin` are the owner's area too.
 */
export function isOwnerPath(path: string): boolean {
  const pathname = (path.startsWith('/') ? path : `/${path}`).split(/[?#]/, 1)[0]!;
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return OWNER_AREA.test(decoded.toLowerCase());
}
