import type { createApp } from '../server/app';

/**
 * The endpoints a Hono app registers, as `METHOD /path/:pattern` (method `ALL` for catch-alls):
 * every registered route except middleware, told apart by its handler taking `next`.
 */
export function appEndpoints(app: ReturnType<typeof createApp>): string[] {
  return [...new Set(app.routes.filter((route) => route.handler.length < 2).map((route) => `${route.method} ${route.path}`))];
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** The page paths app/routes.ts declares, nested routes joined to their parents' (the e2e specs cover each). */
export function declaredPaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...declaredPaths(entry.children ?? [], path)];
  });
}
