import { data } from 'react-router';
import { NotFound } from '~/components/not-found';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  // Unknown paths are real 404s, for crawlers and for monitoring.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Page Not Found', path: location.pathname, origin: originFrom(matches), noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
