import { Download } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatPrice } from '../../../common/format';
import { REFUND_WINDOW_DAYS } from '../../../common/refund-policy';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { ReferrerRow } from '../../../server/referrals/list-referrers';

/**
 * Every referrer with what their link brought, what is payable now and what is still pending (its purchase may
 * still be refunded by the buyer); "Mark paid" records a payout of what is payable.
 */
export function ReferrerTable({ rows, busy }: { rows: ReferrerRow[]; busy: boolean }) {
  return (
    <>
      <div className="mb-3 flex justify-end">
        <a
          href="/admin/referrals.csv"
          download
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <Download className="size-4" aria-hidden /> Export CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No learner has opened their referral link yet.</p>
      ) : (
        <TableFrame label="Referrers table">
          <thead>
            <tr>
              <th className={thClass}>Referrer</th>
              <th className={thClass}>Payable</th>
              <th className={thClass}>Pending</th>
              <th className={thClass}>Earned</th>
              <th className={thClass}>Paid</th>
              <th className={thClass}>Purchases</th>
              <th className={thClass}>Sign-ups</th>
              <th className={thClass}>Clicks</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userId}>
                <td className={tdClass}>
                  <span className="font-semibold">{row.username}</span>
                  <p className="text-xs break-all text-slate-600">{row.email}</p>
                </td>
                {/* What is payable and its button come first, so that a phone shows them without scrolling the table. */}
                <td className={tdClass}>
                  <span className="font-semibold whitespace-nowrap">{formatPrice(row.payable, row.currency)}</span>
                  {row.payable > 0 ? (
                    <Form method="post" className="mt-1">
                      <input type="hidden" name="intent" value="payout" />
                      <input type="hidden" name="id" value={row.userId} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Mark paid: ${formatPrice(row.payable, row.currency)} to ${row.username}`}
                      >
                        Mark paid
                      </Button>
                    </Form>
                  ) : null}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(row.pending, row.currency)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(row.earned, row.currency)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(row.paid, row.currency)}</td>
                <td className={tdClass}>{row.purchases}</td>
                <td className={tdClass}>{row.signups}</td>
                <td className={tdClass}>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <p className="mt-3 text-sm text-slate-600">
        A commission is pending for the {REFUND_WINDOW_DAYS} days in which its buyer can ask for their money back, then payable. Mark paid
        pays only what is payable; a paid commission refunded later is taken off the next payout.
      </p>
    </>
  );
}
