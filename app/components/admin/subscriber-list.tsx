import { Form, Link } from 'react-router';
import { FilterLinks } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { formatDateTime, formatShortDate } from '../../../common/format';

export interface SubscriberView {
  id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  source: string;
  subscribedAt: string;
  confirmedAt: string | null;
  updatedAt: string;
}

export const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const;
export type Filter = (typeof FILTERS)[number]['value'];

const STATUS_STYLE: Record<SubscriberView['status'], string> = {
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  unsubscribed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: SubscriberView['status'] }) {
  return <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1', STATUS_STYLE[status])}>{status}</span>;
}

/** Links to each status, with counts; the current one is marked for screen readers too. */
export function StatusFilter({ current, counts }: { current: Filter; counts: Record<SubscriberView['status'], number> }) {
  const total = counts.confirmed + counts.pending + counts.unsubscribed;
  return (
    <FilterLinks
      label="Filter by status"
      links={FILTERS.map((f) => ({
        to: f.value === 'all' ? '/admin/subscribers' : `/admin/subscribers?status=${f.value}`,
        label: `${f.label} (${f.value === 'all' ? total : counts[f.value]})`,
        current: current === f.value,
      }))}
    />
  );
}

/** Asks before removing: a subscriber's consent record goes with them. */
export function RemoveConfirmation({ subscriber, cancelTo, busy }: { subscriber: SubscriberView; cancelTo: string; busy: boolean }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="remove-title"
      aria-describedby="remove-text"
      className="rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h2 id="remove-title" className="font-semibold text-red-900">
        Remove {subscriber.email}?
      </h2>
      <p id="remove-text" className="mt-1 text-sm text-red-900">
        The address and its consent record are deleted, and any newsletter still waiting to be sent to it is cancelled. This cannot be
        undone.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={subscriber.id} />
        <Button type="submit" variant="destructive" size="sm" disabled={busy} autoFocus>
          {busy ? 'Removing…' : 'Remove subscriber'}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </Form>
    </div>
  );
}

function Dates({ s }: { s: SubscriberView }) {
  return (
    <>
      <time dateTime={s.subscribedAt} title={formatDateTime(s.subscribedAt)}>
        {formatShortDate(s.subscribedAt)}
      </time>
    </>
  );
}

function Confirmed({ s }: { s: SubscriberView }) {
  if (s.confirmedAt)
    return (
      <time dateTime={s.confirmedAt} title={formatDateTime(s.confirmedAt)}>
        {formatShortDate(s.confirmedAt)}
      </time>
    );
  return <span className="text-slate-500">—</span>;
}

/** A table from 640 px, a list of cards below it (375 px phones). */
export function SubscriberList({ subscribers, removeHref }: { subscribers: SubscriberView[]; removeHref: (id: string) => string }) {
  const remove = (s: SubscriberView) => (
    <Link
      to={removeHref(s.id)}
      className="text-sm font-semibold text-red-700 underline hover:text-red-800"
      aria-label={`Remove ${s.email}`}
      preventScrollReset
    >
      Remove
    </Link>
  );
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white sm:hidden">
        {subscribers.map((s) => (
          <li key={s.id} className="p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="break-all font-medium text-slate-900">{s.email}</p>
              <StatusBadge status={s.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
              <dt className="text-slate-600">Subscribed</dt>
              <dd>
                <Dates s={s} />
              </dd>
              <dt className="text-slate-600">Confirmed</dt>
              <dd>
                <Confirmed s={s} />
              </dd>
              <dt className="text-slate-600">Source</dt>
              <dd>{s.source}</dd>
            </dl>
            <div className="mt-2">{remove(s)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Subscribers</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Email
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Subscribed
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Confirmed
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Source
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {subscribers.map((s) => (
              <tr key={s.id}>
                <td className="break-all px-4 py-2 font-medium text-slate-900">{s.email}</td>
                <td className="px-4 py-2">
                  <StatusBadge status={s.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                  <Dates s={s} />
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                  <Confirmed s={s} />
                </td>
                <td className="px-4 py-2 text-slate-700">{s.source}</td>
                <td className="px-4 py-2 text-right">{remove(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
