import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, formatTaxRate } from '../../../common/format';
import { GUARANTEE, GUARANTEE_SHORT, REFUND_POLICY_PATH } from '../../../common/refund-policy';
import type { CheckoutQuote } from '../../../common/checkout-quote';
import type { ReactNode } from 'react';

/** Price, the code's discount and the total (issue 14), with what the offer gives. */
export function OrderSummary({
  offer,
  quote,
  children,
  recurring,
}: {
  offer: { title: string; description: string; modules: string[]; includes?: string[] };
  quote: CheckoutQuote;
  /** The code field, under the figures. */
  children?: ReactNode;
  /** A subscription or payment plan (issue 44): what the total is of, and the promise that covers its first payment. */
  recurring?: { totalLabel: string; guarantee: string };
}) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-900">
        Order summary
      </h2>
      <div className="mt-4 border-b border-slate-200 pb-4">
        <p className="font-semibold text-slate-900">{offer.title}</p>
        <p className="mt-1 text-sm text-slate-600">{offer.description}</p>
      </div>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {[...offer.modules, ...(offer.includes ?? [])].map((title) => (
          <li key={title} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden /> {title}
          </li>
        ))}
      </ul>
      <dl className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between text-slate-700">
          <dt>Price</dt>
          <dd>{formatPrice(quote.price, quote.currency)}</dd>
        </div>
        {quote.couponCode ? (
          <div className="flex justify-between text-green-800">
            <dt>
              Discount (code <span className="font-mono">{quote.couponCode}</span>)
            </dt>
            <dd className="whitespace-nowrap">-{formatPrice(quote.discount, quote.currency)}</dd>
          </div>
        ) : null}
        {quote.billingCountry ? (
          <>
            <div className="flex justify-between text-slate-700">
              <dt>Net</dt>
              <dd>{formatPrice(quote.net, quote.currency)}</dd>
            </div>
            <div className="flex justify-between text-slate-700">
              <dt>{quote.reverseCharge ? 'VAT (reverse charge: you account for it)' : `VAT ${formatTaxRate(quote.taxRate)}`}</dt>
              <dd>{formatPrice(quote.tax, quote.currency)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between text-base font-bold text-slate-900">
          <dt>{recurring?.totalLabel ?? 'Total (one-time)'}</dt>
          <dd>{formatPrice(quote.amount, quote.currency)}</dd>
        </div>
      </dl>
      {children}
      <div className="mt-4 text-sm text-slate-600">
        <p className="flex items-center gap-2 font-medium text-slate-800">
          <ShieldCheck className="size-4 text-green-600" aria-hidden /> {GUARANTEE_SHORT}
          {recurring ? ' on the first payment' : ' · lifetime access'}
        </p>
        <p className="mt-1">
          {recurring?.guarantee ?? GUARANTEE}{' '}
          <Link to={REFUND_POLICY_PATH} className="font-medium text-blue-700 underline underline-offset-2">
            Refund policy
          </Link>
        </p>
      </div>
    </section>
  );
}
