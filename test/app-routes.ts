import type { createApp } from '../server/app';

/**
 * The endpoints a Hono app registers, as `METHOD /path/:pattern` (method `ALL` for catch-alls):
 * every registered route except middleware, told apart by its handler taking `next`.
 */
export function appEndpoints(app: ReturnType<typeof createApp>): string[] {
  return [...new Set(app.routes.filter((route) => route.handler.length < 2).map((route) => `${route.method} ${route.path}`))];
}
