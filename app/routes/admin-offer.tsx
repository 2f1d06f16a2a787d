import { data, Link, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '~/components/admin/admin-ui';
import { OfferForm } from '~/components/admin/offer-form';
import { Alert } from '~/components/ui/alert';
import { orNotFound } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { offerFormAction } from '~/lib/offer-action.server';
import { offerFormValues } from '~/lib/offer-form';
import { CURRENCIES } from '../../common/currencies';
import { formatPrice } from '../../common/format';
import { describeOwnerPrice, offerIdParamSchema, updateOfferBodySchema } from '../../common/offer-schemas';
import { loadOwnerOffer, offerableCourses } from '../../server/offers/owner-offers';
import { updateOffer } from '../../server/offers/save-offer';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-offer';

export const meta: Route.MetaFunction = (args) => adminMeta(args.loaderData?.offer.title ?? 'Offer', args);

function offerId(params: { id?: string }): string {
  const parsed = offerIdParamSchema.safeParse(params);
  // Not an id: the same 404 as an offer that does not exist.
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

/** One offer as the owner changes it (issue 43): its fields, price, grants, and its sales. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireOwner(context);
  const { db, now } = context.services;
  const [offer, courses] = await Promise.all([
    orNotFound(loadOwnerOffer({ db, offerId: offerId(params), now: now() })),
    offerableCourses({ db }),
  ]);
  return { offer, priceText: describeOwnerPrice(offer.price), values: offerFormValues(offer), courses };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { db, now } = context.services;
  const id = offerId(params);
  return offerFormAction({
    request,
    schema: updateOfferBodySchema,
    save: async (body) => {
      const saved = await updateOffer({ db, offerId: id, body, actorId: user.id, now: now() });
      return { message: `${saved.title} is saved.`, values: offerFormValues(saved) };
    },
  });
}

function SalesSummary({ sales }: { sales: Route.ComponentProps['loaderData']['offer']['sales'] }) {
  const revenue = CURRENCIES.filter((currency) => sales.revenue[currency]).map((currency) =>
    formatPrice(sales.revenue[currency]!, currency),
  );
  const figures: [string, string][] = [
    ['Sold', String(sales.purchases)],
    ['Last 30 days', String(sales.last30Days)],
    ['Revenue', revenue.length > 0 ? revenue.join(', ') : '—'],
    ['Granted', String(sales.granted)],
    ['Refunded', String(sales.refunds)],
    ['Enrolled free', String(sales.freeEnrolments)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminOffer({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  const { offer } = loaderData;
  const notice = actionData?.notice ?? (search.get('created') ? { ok: true, message: `${offer.title} is created.` } : undefined);
  return (
    <>
      <PageTitle description={`Its id is ${offer.id}: purchases, coupons and links by id keep naming it whatever its slug becomes.`}>
        {offer.title}
      </PageTitle>
      <p className="mb-4">
        <Link to="/admin/offers" className="font-semibold text-blue-700 hover:underline">
          All offers
        </Link>
      </p>
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'error'} className="mb-4">
          {notice.message}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-8">
        <p className="text-slate-800">
          <span className="font-semibold">Price:</span> {loaderData.priceText}
        </p>
        <TitledSection id="sales-title" title="Sales">
          <SalesSummary sales={offer.sales} />
        </TitledSection>
        <TitledSection id="edit-title" title="Offer">
          <div className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p>
              What an offer grants is given to each buyer when they buy it. Changing the grants or the price applies to purchases from now
              on: people who already bought it keep exactly what they got, and a refund ends only what their purchase gave.
            </p>
            <p className="mt-2">
              A course that a published free offer grants is open to every signed-in learner, so changing a published free offer changes
              what everyone can open at once.
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 p-4">
            <OfferForm
              key={actionData?.revision ?? offer.updatedAt}
              values={actionData?.values ?? loaderData.values}
              errors={actionData?.errors ?? {}}
              rowNotice={actionData?.rowNotice}
              courses={loaderData.courses}
              busy={busy}
              isNew={false}
            />
          </div>
        </TitledSection>
      </div>
    </>
  );
}
