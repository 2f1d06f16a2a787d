import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/**
 * What a route says about the browser (DESIGN §12): `hydrate: false` marks a reading page, a document that
 * works as HTML and ships no framework JavaScript (docs/decisions/024f-reading-pages-without-react.md).
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** The `handle` of a reading page: rendered by React on the server, never hydrated. */
export const DOCUMENT_PAGE = { hydrate: false } as const satisfies PageHandle;

interface MatchLike {
  id?: string;
  route?: { id: string };
  handle?: unknown;
}

/**
 * Whether the page runs React in the browser: unless every route it matched (the root aside, which has
 * no say) is a reading page. A page only the root matched (an error before any route) hydrates as before.
 */
export function pageHydrates(matches: readonly MatchLike[]): boolean {
  const routes = matches.filter((match) => (match.id ?? match.route?.id) !== 'root');
  if (routes.length === 0) return true;
  return routes.some((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/** Whether this page hydrates (a reading page's header, menus and notices are HTML only: app/root.tsx). */
export function useHydrates(): boolean {
  return pageHydrates(useMatches());
}

/** This response's CSP nonce (none on a page that may be cached: server/app.ts), for the root's own inline scripts. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
