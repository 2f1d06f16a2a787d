import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatPrice } from '../../../common/format';
import {
  describePeriodPrice,
  RECURRING_INTERVALS,
  recurringTerms,
  type RecurringInterval,
  type ShownOfferPrice,
} from '../../../common/recurring-price';

/**
 * The one checkout address of an offer (the lead's /checkout/offer/:offerId page); a recurring offer's names the
 * period bought, `?interval=month` or `?interval=year` (a payment plan's instalments are monthly).
 */
export const offerCheckoutPath = (offerId: string, interval?: RecurringInterval) =>
  `/checkout/offer/${offerId}${interval ? `?interval=${interval}` : ''}`;

type RecurringPrice = Extract<ShownOfferPrice, { type: 'subscription' | 'payment_plan' }>;

/** A subscription's link per period sold (the buyer picks at the sales page), or a payment plan's one link. */
export function RecurringBuyLinks({ offerId, price }: { offerId: string; price: RecurringPrice }) {
  if (price.type === 'payment_plan') {
    return (
      <Button asChild variant="premium" size="lg" wraps>
        <Link to={offerCheckoutPath(offerId, 'month')}>Start the plan: {formatPrice(price.amount, price.currency)} today</Link>
      </Button>
    );
  }
  return RECURRING_INTERVALS.flatMap((interval) => {
    const amount = price.amounts[interval];
    if (amount === undefined) return [];
    const each = describePeriodPrice(amount, price.currency, interval);
    return [
      <Button key={interval} asChild variant="premium" size="lg" wraps>
        <Link to={offerCheckoutPath(offerId, interval)}>{price.trialDays ? `Start free, then ${each}` : `Subscribe for ${each}`}</Link>
      </Button>,
    ];
  });
}

/** What a recurring offer's buyer agrees to, in plain words (common/recurring-price.ts recurringTerms); nothing for the others. */
export function RecurringTerms({ price }: { price: ShownOfferPrice }) {
  const terms = recurringTerms(price);
  if (terms.length === 0) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 pt-10" aria-labelledby="terms-heading">
      <h2 id="terms-heading" className="text-2xl font-bold text-slate-900">
        {price.type === 'subscription' ? 'How the subscription works' : 'How the payment plan works'}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700" data-testid="offer-terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
