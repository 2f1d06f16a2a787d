import { PageTitle, Pager, SearchForm } from '~/components/admin/admin-ui';
import { SUBSCRIPTION_STATUS_LABELS, SubscriptionsTable } from '~/components/admin/subscriptions-table';
import { adminMeta } from '~/lib/admin-meta';
import { subscriptionsQuerySchema } from '../../common/admin-subscription-schemas';
import { ADMIN_SUBSCRIPTION_STATUSES } from '../../common/billing-rules';
import { listSubscriptions } from '../../server/billing/list-subscriptions';
import { listOwnerOffers } from '../../server/offers/owner-offers';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-subscriptions';

export const meta: Route.MetaFunction = (args) => adminMeta('Subscriptions', args);

/** Subscriptions and payment plans (issue 44), read-only: filtered as GET /api/admin/subscriptions filters them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const { db, now } = context.services;
  const parsed = subscriptionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : { page: 1, q: undefined, status: undefined, offerId: undefined };
  const [list, { offers }] = await Promise.all([listSubscriptions({ db, ...query }), listOwnerOffers({ db, now: now() })]);
  return {
    query: { q: query.q ?? '', status: query.status ?? '', offerId: query.offerId ?? '' },
    list,
    // The offers sold by subscription or payment plan today.
    offers: offers
      .filter((offer) => offer.price.type === 'subscription' || offer.price.type === 'payment_plan')
      .map((offer) => ({ id: offer.id, title: offer.title })),
  };
}

function Select({
  id,
  label,
  value,
  options,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`admin-${id}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`admin-${id}`} name={id} defaultValue={value} className="ui-input h-10">
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { list, query, offers } = loaderData;
  return (
    <>
      <PageTitle description="Every subscription and payment plan, newest first: who pays for what, how often, and when the next charge falls due.">
        Subscriptions
      </PageTitle>
      <SearchForm label="Learner’s email or username" q={query.q}>
        <Select
          id="status"
          label="Status"
          value={query.status}
          options={ADMIN_SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] }))}
        />
        <Select
          id="offerId"
          label="Offer"
          value={query.offerId}
          options={offers.map((offer) => ({ value: offer.id, label: offer.title }))}
        />
      </SearchForm>
      <SubscriptionsTable rows={list.rows} />
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} noun="subscription" />
      <p className="mt-4 text-sm text-slate-600">
        Prices are one period’s (or one instalment’s) when the learner subscribed, before VAT. Past due: a renewal failed and is being
        retried while access continues for the grace days (Settings); paused: the retries ran out and access is paused until they pay.
      </p>
    </>
  );
}
