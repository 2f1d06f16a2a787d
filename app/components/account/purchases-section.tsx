import { Receipt } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { cn } from '~/lib/cn';
import { formatPrice, formatShortDate } from '../../../common/format';
import { CONTACT_PATH, REFUND_POLICY_PATH, REFUND_WINDOW_DAYS } from '../../../common/refund-policy';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { onDemand } from '../ui/on-demand';

const MoneyBackDialog = onDemand(() => import('./money-back-dialog').then((module) => module.MoneyBackDialog));

export interface PurchaseRow {
  id: string;
  courseTitle: string;
  amount: number;
  currency: string;
  status: 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';
  purchasedAt: string;
  reference: string;
  /** A paid purchase: until when the money-back guarantee runs, and whether it still does. */
  refund: { until: string; open: boolean } | null;
  /** The code used at checkout (issue 14) and what it took off; amount is what was paid. */
  couponCode: string | null;
  discount: number;
}

const STATUS_LABEL: Record<PurchaseRow['status'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  disputed: 'Disputed',
  granted: 'Granted',
  revoked: 'Revoked',
};

const linkClass = 'font-medium text-blue-700 underline underline-offset-2';

/** Under a paid purchase: the guarantee's button while it runs, how to reach the owner once it has ended. */
function Guarantee({ purchase, onRefunded }: { purchase: PurchaseRow; onRefunded: (message: string) => void }) {
  if (!purchase.refund) return null;
  const until = formatShortDate(purchase.refund.until);
  if (!purchase.refund.open) {
    return (
      <p className="text-sm text-slate-600">
        The {REFUND_WINDOW_DAYS}-day money-back guarantee for this purchase ended on {until}. Questions about it?{' '}
        <Link to={CONTACT_PATH} className={linkClass}>
          Contact us
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Not for you? Get your money back until {until} (
        <Link to={REFUND_POLICY_PATH} className={linkClass}>
          refund policy
        </Link>
        ).
      </p>
      <MoneyBackDialog
        trigger={
          <Button variant="outline" size="sm">
            Ask for my money back
          </Button>
        }
        purchaseId={purchase.id}
        courseTitle={purchase.courseTitle}
        amount={purchase.amount}
        currency={purchase.currency}
        onRefunded={onRefunded}
      />
    </div>
  );
}

/** The account page's receipts, each paid one with its money-back guarantee (issue 19). */
export function PurchasesSection({ purchases }: { purchases: PurchaseRow[] }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const onRefunded = useCallback(
    (message: string) => {
      setNotice(message);
      void revalidator.revalidate();
    },
    [revalidator],
  );
  return (
    <Card id="purchases" className="mt-6 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Receipt className="size-5" aria-hidden /> Purchases
        </CardTitle>
        <CardDescription>Your course payments. A receipt for each was sent by email.</CardDescription>
      </CardHeader>
      <CardContent>
        {notice ? (
          <Alert variant="success" className="mb-4">
            {notice}
          </Alert>
        ) : null}
        {purchases.length === 0 ? (
          <p className="text-slate-600">No purchases yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Purchases">
            {purchases.map((purchase) => (
              <li key={purchase.id} className="flex flex-col gap-3 px-4 py-3">
                <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{purchase.courseTitle}</p>
                    <p className="text-sm text-slate-600">
                      {formatShortDate(purchase.purchasedAt)} · <span className="break-all font-mono text-xs">{purchase.reference}</span>
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        purchase.status === 'paid' || purchase.status === 'granted'
                          ? 'bg-green-100 text-green-800'
                          : 'bg-slate-200 text-slate-800',
                      )}
                    >
                      {STATUS_LABEL[purchase.status]}
                    </span>
                    <span className="text-right font-semibold text-slate-900">
                      {formatPrice(purchase.amount, purchase.currency)}
                      {purchase.couponCode ? (
                        <span className="block text-xs font-normal text-slate-600">
                          {formatPrice(purchase.amount + purchase.discount, purchase.currency)} less{' '}
                          {formatPrice(purchase.discount, purchase.currency)} (code {purchase.couponCode})
                        </span>
                      ) : null}
                    </span>
                  </div>
                </div>
                <Guarantee purchase={purchase} onRefunded={onRefunded} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
