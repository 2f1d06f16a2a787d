import { Repeat } from 'lucide-react';
import { formatPrice } from '../../../common/format';
import { offerCheckoutPath } from '../../../common/routes';

export interface RecurringCheckout {
  kind: 'subscription' | 'payment_plan';
  interval: 'month' | 'year';
  trialDays: number | null;
  instalments: number | null;
  /** The other interval the offer is sold by, at its price in this currency: the switch. */
  other: { interval: 'month' | 'year'; amount: number } | null;
}

/** The money-back promise of a recurring offer (issue 44): the refund policy's words, in short. */
export const FIRST_PAYMENT_GUARANTEE =
  'The 30-day money-back guarantee covers your first payment only: within 30 days of it, get it back from your account and the plan ends. Later payments are not refunded.';

/** The button of a recurring checkout: what pressing it starts. */
export function recurringAction(recurring: RecurringCheckout): string {
  if (recurring.kind === 'payment_plan') return 'Pay the first instalment';
  return recurring.trialDays ? 'Start free trial' : 'Subscribe';
}

/** What the order summary calls the figures of one period. */
export function recurringTotalLabel(recurring: RecurringCheckout): string {
  if (recurring.kind === 'payment_plan') return 'Each payment';
  return recurring.trialDays ? `Each ${recurring.interval} after the trial` : `Each ${recurring.interval}`;
}

/**
 * What a subscription or payment plan commits the buyer to (issue 44), in words that are true: the price per period,
 * the switch to the other period (plain links: the page is made again on the server for it, before any script), the
 * trial, or the plan's payments. Rendered to HTML on the server (app/lib/recurring-checkout.server.ts): the checkout's
 * script is at its budget, and these words need none.
 */
export function RecurringTerms({
  offerId,
  recurring,
  price,
  currency,
  plusVat,
}: {
  offerId: string;
  recurring: RecurringCheckout;
  /** One period's price. */
  price: number;
  currency: string;
  /** Prices before VAT (the owner's setting): the charge adds the VAT the order summary shows. */
  plusVat: boolean;
}) {
  const amount = price;
  const each = `${formatPrice(amount, currency)}${plusVat ? ' plus any VAT' : ''}`;
  const per = recurring.interval;
  if (recurring.kind === 'payment_plan') {
    const count = recurring.instalments ?? 0;
    return (
      <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Repeat className="size-4" aria-hidden /> Payment plan
        </p>
        <p className="mt-1">
          {count} monthly payments of {formatPrice(amount, currency)} ({formatPrice(amount * count, currency)} in all
          {plusVat ? ', plus any VAT' : ''}); access for life once all are paid. The first is taken today.
        </p>
      </div>
    );
  }
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <nav aria-label="Billing period" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span aria-current="page" className="text-base font-bold text-slate-900">
          {formatPrice(price, currency)} / {per}
        </span>
        {recurring.other ? (
          <a
            href={`${offerCheckoutPath(offerId)}?interval=${recurring.other.interval}`}
            className="font-medium text-blue-700 underline underline-offset-2"
          >
            or {formatPrice(recurring.other.amount, currency)} / {recurring.other.interval}
          </a>
        ) : null}
      </nav>
      <p className="mt-2">
        {recurring.trialDays
          ? `${recurring.trialDays} days free, then ${each} a ${per} until you cancel — cancel any time from your account. Nothing is charged today.`
          : `${each} today, then ${each} every ${per} until you cancel — cancel any time from your account.`}
      </p>
    </div>
  );
}
