import { formatPrice, formatShortDate } from '../../../common/format';
import type { ReferralFigures as Figures } from '../../../server/referrals/list-referrers';

const STATE_LABEL = {
  pending: 'Pending',
  payable: 'Payable',
  paid: 'Paid',
  reversed: 'Reversed (refunded or disputed)',
} as const;

/**
 * What the learner's link has brought: clicks, sign-ups, purchases, and the money, with what is still pending
 * (the purchase may yet be refunded) apart from what is payable now.
 */
export function ReferralFigures({ figures }: { figures: Figures }) {
  const items = [
    ['Clicks', String(figures.clicks)],
    ['Sign-ups', String(figures.signups)],
    ['Purchases', String(figures.purchases)],
    ['Earned', formatPrice(figures.earned, figures.currency)],
    ['Pending', formatPrice(figures.pending, figures.currency)],
    ['Payable', formatPrice(figures.payable, figures.currency)],
    ['Paid to you', formatPrice(figures.paid, figures.currency)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-figure={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface CommissionView {
  id: string;
  amount: number;
  currency: string;
  state: keyof typeof STATE_LABEL;
  earnedAt: string | Date;
  /** When a pending commission becomes payable. */
  payableAt: string | Date | null;
}

/** Each referred purchase's commission, newest first. */
export function CommissionList({ commissions }: { commissions: CommissionView[] }) {
  if (commissions.length === 0) return <p className="text-slate-700">No referred purchases yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {commissions.map((commission) => (
        <li key={commission.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <span className="text-slate-700">{formatShortDate(commission.earnedAt)}</span>
          <span className="font-semibold text-slate-900">{formatPrice(commission.amount, commission.currency)}</span>
          <span className="text-sm text-slate-700">
            {STATE_LABEL[commission.state]}
            {commission.state === 'pending' && commission.payableAt ? ` until ${formatShortDate(commission.payableAt)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
