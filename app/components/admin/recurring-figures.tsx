import { Link } from 'react-router';
import { formatPrice, formatShortDate } from '../../../common/format';
import { describePeriodPrice } from '../../../common/recurring-price';
import type { RecurringFigures } from '../../../server/billing/recurring-figures';

/** One figure per currency: pounds and dollars are never added together. */
const perCurrency = (amounts: Record<string, number>) =>
  Object.keys(amounts).length === 0
    ? formatPrice(0, 'GBP')
    : Object.entries(amounts)
        .map(([currency, amount]) => formatPrice(amount, currency))
        .join(' + ');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/**
 * /admin's recurring money (issue 44): MRR, active subscriptions, trials, churn, payments in dunning, and the
 * renewals of the next days (server/billing/recurring-figures.ts says how each is counted).
 */
export function RecurringFiguresSection({ figures }: { figures: RecurringFigures }) {
  const { churn, dunning, renewals } = figures;
  return (
    <section className="mt-8" aria-labelledby="recurring-title">
      <h2 id="recurring-title" className="text-xl font-bold text-slate-900">
        Recurring revenue
      </h2>
      <p className="text-sm text-slate-600">
        Now, whatever the period above: subscriptions and payment plans.{' '}
        <Link to="/admin/subscriptions" className="font-semibold text-blue-700 underline-offset-2 hover:underline">
          All subscriptions
        </Link>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="recurring-figures">
        <Figure
          label="Monthly recurring revenue"
          value={perCurrency(figures.mrr)}
          note="active and past-due subscriptions (a year ÷ 12) and running payment plans"
        />
        <Figure
          label="Active subscriptions"
          value={String(figures.activeSubscriptions)}
          note={`${figures.runningPaymentPlans} payment plan${figures.runningPaymentPlans === 1 ? '' : 's'} running`}
        />
        <Figure label="In a free trial" value={String(figures.trials)} />
        <Figure
          label={`Churn, last ${churn.days} days`}
          value={churn.rate === null ? '–' : `${(churn.rate * 100).toFixed(1)}%`}
          note={`${churn.ended} ended of ${churn.standingAtStart} subscribed ${churn.days} days ago`}
        />
        <Figure
          label="Failed payments being retried"
          value={String(dunning.count)}
          note={dunning.count > 0 ? `${perCurrency(dunning.amounts)} owed` : 'none past due'}
        />
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">Next {renewals.days} days’ renewals</h3>
      {renewals.total === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No renewal falls due in the next {renewals.days} days.</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm" data-testid="upcoming-renewals">
            {renewals.next.map((renewal) => (
              <li key={renewal.subscriptionId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{renewal.learner?.email ?? 'Deleted account'}</span>
                  <span className="text-slate-600"> · {renewal.offerTitle}</span>
                  {renewal.trialEnds ? <span className="text-slate-600"> · trial ends</span> : null}
                </span>
                <span className="whitespace-nowrap text-slate-800">
                  {formatShortDate(renewal.at)} · {describePeriodPrice(renewal.amount, renewal.currency, renewal.interval)}
                </span>
              </li>
            ))}
          </ul>
          {renewals.total > renewals.next.length ? (
            <p className="mt-1 text-sm text-slate-600">
              {renewals.next.length} of {renewals.total} shown.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
