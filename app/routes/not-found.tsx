import { data } from 'react-router';
import { NotFound } from '~/components/not-found';
import { SITE_NAME } from '../../common/site';
import type { Route } from './+types/not-found';

export function loader() {
  // Unknown paths are real 404s, for crawlers and for monitoring.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page Not Found | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
