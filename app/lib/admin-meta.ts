import { originFrom, seo } from './seo';
import type { MetaDescriptor } from 'react-router';

type MetaArgs = { matches: Parameters<typeof originFrom>[0]; location: { pathname: string }; loaderData: unknown };

/**
 * An admin page's title, or for anyone the page was refused to (its loader threw the 404), exactly the
 * ordinary 404 page's (app/routes/not-found.tsx): the head must not disclose the area either.
 */
export function adminMeta(title: string, { matches, location, loaderData }: MetaArgs): MetaDescriptor[] {
  if (loaderData === undefined)
    return seo({ title: 'Page Not Found', path: location.pathname, origin: originFrom(matches), noindex: true });
  return seo({ title: `${title} · Admin`, path: location.pathname, origin: originFrom(matches), noindex: true });
}
