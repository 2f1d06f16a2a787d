import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { CURRENCIES, type Currency } from '../../../common/currencies';
import { formatPrice } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { OfferStatus } from '../../../common/offer-rules';

export interface OfferRowView {
  id: string;
  slug: string;
  title: string;
  status: OfferStatus;
  /** "Free", or each currency's price. */
  price: string;
  grants: string;
  sales: {
    purchases: number;
    granted: number;
    freeEnrolments: number;
    revenue: Partial<Record<Currency, number>>;
    refunds: number;
    last30Days: number;
  };
}

const STATUS_STYLE: Record<OfferStatus, string> = {
  published: 'bg-green-100 text-green-800',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-slate-200 text-slate-800',
};

function Revenue({ revenue }: { revenue: OfferRowView['sales']['revenue'] }) {
  const parts = CURRENCIES.filter((currency) => revenue[currency]).map((currency) => formatPrice(revenue[currency]!, currency));
  return <>{parts.length > 0 ? parts.join(', ') : '—'}</>;
}

/** Every offer (issue 43), with its status, price, what it grants and what it sold; its title opens its editor. */
export function OfferTable({ rows }: { rows: OfferRowView[] }) {
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No offers yet.</p>;
  return (
    <TableFrame label="Offers table">
      <thead>
        <tr>
          <th className={thClass}>Offer</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Price</th>
          <th className={thClass}>Grants</th>
          <th className={thClass}>Sales</th>
          <th className={thClass}>Revenue</th>
          <th className={thClass}>Last 30 days</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tdClass}>
              <Link to={`/admin/offers/${row.id}`} className="font-semibold text-blue-700 hover:underline">
                {row.title}
              </Link>
              <p className="font-mono text-xs text-slate-600">/offer/{row.slug}</p>
            </td>
            <td className={tdClass}>
              <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STATUS_STYLE[row.status])}>
                {row.status}
              </span>
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{row.price}</td>
            <td className={tdClass}>{row.grants}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {row.sales.purchases} sold
              <p className="text-xs text-slate-600">
                {row.sales.granted} granted · {row.sales.refunds} refunded
                {row.sales.freeEnrolments > 0 ? ` · ${row.sales.freeEnrolments} enrolled free` : ''}
              </p>
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <Revenue revenue={row.sales.revenue} />
            </td>
            <td className={tdClass}>{row.sales.last30Days}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
