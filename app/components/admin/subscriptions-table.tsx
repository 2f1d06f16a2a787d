import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { formatPrice, formatShortDate } from '../../../common/format';
import { describePeriodPrice } from '../../../common/recurring-price';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { AdminSubscription } from '../../../server/billing/list-subscriptions';

/** How each status reads to the owner, and its colour (past due and paused need a look). */
export const SUBSCRIPTION_STATUS_LABELS: Record<AdminSubscription['status'], string> = {
  incomplete: 'Incomplete',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceled: 'Cancelled',
  completed: 'Completed',
};
const STATUS_STYLE: Record<AdminSubscription['status'], string> = {
  incomplete: 'bg-slate-200 text-slate-800',
  trialing: 'bg-blue-100 text-blue-800',
  active: 'bg-green-100 text-green-800',
  past_due: 'bg-amber-100 text-amber-900',
  paused: 'bg-red-100 text-red-800',
  canceled: 'bg-slate-200 text-slate-800',
  completed: 'bg-green-100 text-green-800',
};

function Status({ row }: { row: AdminSubscription }) {
  return (
    <>
      <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_STYLE[row.status])}>
        {SUBSCRIPTION_STATUS_LABELS[row.status]}
      </span>
      {row.cancelAtPeriodEnd && row.status !== 'canceled' ? (
        <p className="mt-1 text-xs text-slate-600">Cancelled: ends {formatShortDate(row.currentPeriodEnd)}</p>
      ) : null}
    </>
  );
}

/** "£19.00 / month", or a plan's "£40.00 / month · 2 of 3 paid". */
function Price({ row }: { row: AdminSubscription }) {
  return (
    <>
      <span className="whitespace-nowrap">{describePeriodPrice(row.amount, row.currency, row.interval)}</span>
      {row.kind === 'payment_plan' ? (
        <p className="text-xs text-slate-600">
          {row.chargesPaid} of {row.instalments} paid ({formatPrice(row.amount * (row.instalments ?? 0), row.currency)} in all)
        </p>
      ) : null}
    </>
  );
}

/**
 * Subscriptions and payment plans (issue 44): learner, offer, kind, status, price, next charge and start. On a phone
 * the table scrolls sideways within itself; the status and price sit under the learner there, as the purchases'.
 */
export function SubscriptionsTable({ rows }: { rows: AdminSubscription[] }) {
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No subscriptions match.</p>;
  return (
    <TableFrame label="Subscriptions">
      <thead>
        <tr>
          <th className={thClass}>
            Learner<span className="sm:hidden">, status and price</span>
          </th>
          <th className={thClass}>Offer</th>
          <th className={`${thClass} hidden sm:table-cell`}>Status</th>
          <th className={`${thClass} hidden sm:table-cell`}>Price</th>
          <th className={thClass}>Next charge</th>
          <th className={thClass}>Started</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tdClass}>
              {row.learner ? (
                <Link to={`/admin/learners/${row.learner.id}`} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                  {row.learner.email}
                </Link>
              ) : (
                <span className="text-slate-600">Deleted account</span>
              )}
              <div className="mt-1 flex flex-col items-start gap-1 sm:hidden">
                <Status row={row} />
                <Price row={row} />
              </div>
            </td>
            <td className={tdClass}>
              <Link to={`/admin/offers/${row.offerId}`} className="text-blue-700 underline-offset-2 hover:underline">
                {row.offerTitle}
              </Link>
              <p className="text-xs text-slate-600">{row.kind === 'payment_plan' ? 'Payment plan' : 'Subscription'}</p>
            </td>
            <td className={`${tdClass} hidden sm:table-cell`}>
              <Status row={row} />
            </td>
            <td className={`${tdClass} hidden sm:table-cell`}>
              <Price row={row} />
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{row.nextChargeAt ? formatShortDate(row.nextChargeAt) : '—'}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatShortDate(row.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
