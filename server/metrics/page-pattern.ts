import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * The route pattern a path renders, from React Router's manifest (app/routes.ts): `/blog/:slug` for
 * `/blog/how-to-start`, `/*` for a path no page has. Single-fetch data requests keep their `.data` suffix.
 * The metrics label requests with it, never with the raw path (docs/decisions/013-backups-and-metrics.md).
 */
export function pagePatterns(routes: ServerBuild['routes']): (pathname: string) => string {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    let path = pathname;
    let suffix = '';
    if (path.endsWith('.data')) {
      suffix = '.data';
      path = path.slice(0, -'.data'.length);
      if (path === '/_root') path = '/';
    }
    const matches = matchRoutes(tree, path);
    if (!matches) return `/*${suffix}`;
    const segments = matches.map((match) => match.route.path).filter((segment): segment is string => Boolean(segment));
    // The home page's data is asked for as /_root.data.
    if (segments.length === 0 && suffix) return '/_root.data';
    return `/${segments.join('/')}${suffix}`;
  };
}
