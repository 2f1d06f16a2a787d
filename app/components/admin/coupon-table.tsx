import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatPrice, formatShortDate } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { AdminCoupon } from '../../../server/coupons/list-coupons';

export type CouponRowView = Omit<AdminCoupon, 'createdAt'>;

/** Every code with its terms and redemptions; an active one can be deactivated. */
export function CouponTable({
  rows,
  currency,
  busy,
  offers,
}: {
  rows: CouponRowView[];
  currency: string;
  busy: boolean;
  /** Offer titles, for the codes limited to some (issue 43). */
  offers: { id: string; title: string }[];
}) {
  const titleOf = (id: string) => offers.find((offer) => offer.id === id)?.title ?? id;
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No codes yet.</p>;
  return (
    <TableFrame label="Codes table">
      <thead>
        <tr>
          <th className={thClass}>Code</th>
          <th className={thClass}>Discount</th>
          <th className={thClass}>Used</th>
          <th className={thClass}>Expires</th>
          <th className={thClass}>Status</th>
          <th className={thClass}>Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${tdClass} font-mono font-semibold`}>{row.code}</td>
            <td className={tdClass}>
              {row.percentOff !== null ? `${row.percentOff}% off` : `${formatPrice(row.amountOff ?? 0, currency)} off`}
              {row.firstPurchaseOnly ? <p className="text-xs text-slate-600">first purchase only</p> : null}
              {row.offerIds.length > 0 ? <p className="text-xs text-slate-600">only for {row.offerIds.map(titleOf).join(', ')}</p> : null}
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {row.redemptions}
              {row.maxRedemptions !== null ? ` of ${row.maxRedemptions}` : ''}
              <p className="text-xs text-slate-600">{formatPrice(row.discountGiven, currency)} given</p>
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{row.expiresAt ? formatShortDate(row.expiresAt) : 'Never'}</td>
            <td className={tdClass}>
              {row.active ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Active</span>
              ) : (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  Inactive since {formatShortDate(row.deactivatedAt)}
                </span>
              )}
            </td>
            <td className={tdClass}>
              {row.active ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="deactivate" />
                  <input type="hidden" name="id" value={row.id} />
                  <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Deactivate ${row.code}`}>
                    Deactivate
                  </Button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
