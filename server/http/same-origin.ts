import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF).
 * Browsers always send Sec-Fetch-Site and/or Origin on such requests; clients that send neither
 * (curl, server-to-server) carry no ambient browser cookies to abuse, so they pass.
 */
export function sameOrigin(opts: { publicUrl: string | undefined; exempt: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || opts.exempt(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      return c.json({ message: 'Cross-site request refused' }, 403);
    }
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const expected = opts.publicUrl ?? new URL(c.req.url).origin;
      if (origin !== expected) return c.json({ message: 'Cross-site request refused' }, 403);
    }
    return next();
  };
}
