import { LegalDocument } from '~/components/legal/legal-document';
import { originFrom, seo } from '~/lib/seo';
import { getLegalPage } from '../../server/legal/legal-pages.server';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({ title: loaderData?.title ?? 'Policy', path: '/terms', origin: originFrom(matches), description: loaderData?.description });

export function loader({ context }: Route.LoaderArgs) {
  return { ...getLegalPage('terms'), seller: context.services.config.seller };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
