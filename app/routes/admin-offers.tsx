import { redirect, useNavigation } from 'react-router';
import { PageTitle } from '~/components/admin/admin-ui';
import { OfferForm } from '~/components/admin/offer-form';
import { OfferTable, type OfferRowView } from '~/components/admin/offer-table';
import { Alert } from '~/components/ui/alert';
import { adminMeta } from '~/lib/admin-meta';
import { offerFormAction } from '~/lib/offer-action.server';
import { emptyOfferValues, grantsSummary } from '~/lib/offer-form';
import { createOfferBodySchema, describeOwnerPrice } from '../../common/offer-schemas';
import { listOwnerOffers, offerableCourses } from '../../server/offers/owner-offers';
import { createOffer } from '../../server/offers/save-offer';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-offers';

export const meta: Route.MetaFunction = (args) => adminMeta('Offers', args);

/** The owner's offers (issue 43): every offer with its price, grants and sales, and a form for a new one. */
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db, now } = context.services;
  const [{ offers }, courses] = await Promise.all([listOwnerOffers({ db, now: now() }), offerableCourses({ db })]);
  const rows: OfferRowView[] = offers.map((offer) => ({
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    status: offer.status,
    price: describeOwnerPrice(offer.price),
    grants: grantsSummary(offer.grants),
    sales: offer.sales,
  }));
  return { rows, courses, empty: emptyOfferValues() };
}

/** Creating an offer opens its page; the grants' buttons answer the form with its rows changed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { db, now } = context.services;
  return offerFormAction({
    request,
    schema: createOfferBodySchema,
    save: async (body) => {
      const { id } = await createOffer({ db, body, actorId: user.id, now: now() });
      throw redirect(`/admin/offers/${id}?created=1`);
    },
  });
}

export default function AdminOffers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle description="What you sell: each offer's price and what it grants (courses, the member area, the community, coaching), and what it has sold.">
        Offers
      </PageTitle>
      <div className="flex flex-col gap-8">
        <TitledSection id="offers-title" title="All offers">
          <OfferTable rows={loaderData.rows} />
          <p className="mt-2 text-sm text-slate-600">
            Sales are standing purchases (paid or in dispute); revenue is what paid purchases were charged, in their currency.
          </p>
        </TitledSection>
        <TitledSection id="new-offer-title" title="New offer">
          {actionData?.notice ? (
            <Alert variant={actionData.notice.ok ? 'success' : 'error'} className="mb-4">
              {actionData.notice.message}
            </Alert>
          ) : null}
          <div className="rounded-lg border border-slate-200 p-4">
            <OfferForm
              key={actionData?.revision ?? 'new'}
              values={actionData?.values ?? loaderData.empty}
              errors={actionData?.errors ?? {}}
              rowNotice={actionData?.rowNotice}
              courses={loaderData.courses}
              busy={busy}
              isNew
            />
          </div>
        </TitledSection>
      </div>
    </>
  );
}
