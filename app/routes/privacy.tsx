import { LegalDocument } from '~/components/legal/legal-document';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { getLegalPage } from '../../server/legal/legal-pages';
import type { Route } from './+types/privacy';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({ title: loaderData?.title ?? 'Policy', path: '/privacy', origin: originFrom(matches), description: loaderData?.description });

export function loader({ context }: Route.LoaderArgs) {
  return { ...getLegalPage('privacy'), seller: context.services.config.seller };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
