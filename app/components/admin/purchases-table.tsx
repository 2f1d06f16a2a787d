import { Link } from 'react-router';
import { formatDateTime, formatPrice } from '../../../common/format';
import { Button } from '../ui/button';
import { onDemand } from '../ui/on-demand';
import { StatusBadge, TableFrame, tdClass, thClass } from './admin-ui';
import type { AdminPurchase } from '../../../server/admin/list-purchases';
import type { AdminActionData } from '~/lib/admin-action.server';

const RefundDialog = onDemand(() => import('./refund-dialog').then((module) => module.RefundDialog));

function Amount({ row }: { row: AdminPurchase }) {
  return (
    <>
      <span>{formatPrice(row.amount, row.currency)}</span>
      {row.couponCode ? (
        <p className="text-xs whitespace-nowrap text-slate-600">
          code <span className="font-mono">{row.couponCode}</span> (-{formatPrice(row.discount ?? 0, row.currency)})
        </p>
      ) : null}
    </>
  );
}

function Status({ row }: { row: AdminPurchase }) {
  return (
    <>
      <StatusBadge status={row.status} />
      {row.reason ? <p className="mt-1 max-w-48 text-xs text-slate-600">{row.reason}</p> : null}
    </>
  );
}

/**
 * Purchases and grants: learner, course, amount, status, date and gateway id; a refund for what is paid.
 * On a phone the table scrolls sideways within itself, so the amount and status, what the owner looks for,
 * sit in the first column under the date there (issue 26), and their own columns show from `sm` up.
 */
export function PurchasesTable({
  rows,
  onRefunded,
  label = 'Purchases',
}: {
  rows: AdminPurchase[];
  onRefunded?: (result: AdminActionData) => void;
  label?: string;
}) {
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No purchases match.</p>;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th className={thClass}>
            Date<span className="sm:hidden">, amount and status</span>
          </th>
          <th className={thClass}>Learner</th>
          <th className={thClass}>Course</th>
          <th className={`${thClass} hidden text-right sm:table-cell`}>Amount</th>
          <th className={`${thClass} hidden sm:table-cell`}>Status</th>
          <th className={thClass}>Gateway id</th>
          {onRefunded ? <th className={thClass}>Action</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tdClass}>
              <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
              <div className="mt-1 flex flex-col items-start gap-1 font-semibold sm:hidden" data-testid="purchase-summary">
                <Amount row={row} />
                <Status row={row} />
              </div>
            </td>
            <td className={tdClass}>
              {row.learner ? (
                <Link to={`/admin/learners/${row.learner.id}`} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                  {row.learner.email}
                </Link>
              ) : (
                <span className="text-slate-600">Deleted account</span>
              )}
            </td>
            <td className={tdClass}>{row.courseTitle}</td>
            <td className={`${tdClass} hidden text-right sm:table-cell`}>
              <Amount row={row} />
            </td>
            <td className={`${tdClass} hidden sm:table-cell`}>
              <Status row={row} />
            </td>
            <td className={`${tdClass} break-all font-mono text-xs`}>
              {row.paymentId ??
                (row.couponCode && row.status !== 'granted' && row.status !== 'revoked' ? 'none (free with a code)' : 'none (granted)')}
              {row.refundId ? <p className="text-slate-600">{row.refundId}</p> : null}
            </td>
            {onRefunded ? (
              <td className={tdClass}>
                {row.status === 'paid' ? (
                  <RefundDialog
                    trigger={
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Refund ${formatPrice(row.amount, row.currency)} to ${row.learner?.email ?? 'a deleted account'}`}
                      >
                        Refund
                      </Button>
                    }
                    purchaseId={row.id}
                    learner={row.learner?.email ?? 'a deleted account'}
                    courseTitle={row.courseTitle}
                    amount={row.amount}
                    currency={row.currency}
                    onDone={onRefunded}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
