import { and, eq, inArray } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  FIRST_PAYMENT_GUARANTEE,
  recurringAction,
  RecurringTerms,
  recurringTotalLabel,
  type RecurringCheckout,
} from '~/components/checkout/recurring-terms';
import { subscriptions } from '../../server/db/schema';
import { offerCurrency } from '../../server/offers/sale-offer';
import type { Currency } from '../../common/currencies';
import type { BillingInterval, RecurringTerms as OfferTerms } from '../../server/billing/recurring-offer';
import type { Db } from '../../server/db/client';

const ORDER: BillingInterval[] = ['month', 'year'];

/**
 * What a recurring offer's checkout page shows (issue 44): the interval asked for in `?interval=` when it is sold
 * (else the month, else the year), its prices per currency, and the other interval's price in the same currency as
 * the switch beside it.
 */
export function recurringChoice(terms: OfferTerms, wanted: string | null, visitor: Currency) {
  const sold = ORDER.filter((interval) => terms.prices.some((price) => price.interval === interval));
  const interval = sold.find((one) => one === wanted) ?? sold[0] ?? 'month';
  const prices: Partial<Record<Currency, number>> = Object.fromEntries(
    terms.prices.filter((price) => price.interval === interval).map((price) => [price.currency, price.amount]),
  );
  const currency = offerCurrency(prices, visitor);
  const otherInterval = sold.find((one) => one !== interval);
  const otherAmount = terms.prices.find((price) => price.interval === otherInterval && price.currency === currency)?.amount;
  return {
    kind: terms.kind,
    interval,
    prices,
    currency,
    trialDays: terms.trialDays,
    instalments: terms.instalments,
    other: otherInterval && otherAmount !== undefined ? { interval: otherInterval, amount: otherAmount } : null,
  };
}

/** Whether the learner already holds a subscription of the offer that was started (paid, trialing, …): nothing to buy. */
export async function subscribesAlready({ db, userId, offerId }: { db: Db; userId: string; offerId: string }): Promise<boolean> {
  const [standing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.offerId, offerId),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'paused']),
      ),
    )
    .limit(1);
  return standing !== undefined;
}

/**
 * What the checkout page needs of a recurring offer: its interval, the button's and the total's words, the promise,
 * and its terms as HTML (RecurringTerms, made here so that its code stays on the server).
 */
export function recurringPage(
  choice: ReturnType<typeof recurringChoice>,
  { offerId, price, currency, taxInclusive }: { offerId: string; price: number; currency: string; taxInclusive: boolean },
) {
  const recurring: RecurringCheckout = {
    kind: choice.kind,
    interval: choice.interval,
    trialDays: choice.trialDays,
    instalments: choice.instalments,
    other: choice.other,
  };
  return {
    interval: choice.interval,
    action: recurringAction(recurring),
    totalLabel: recurringTotalLabel(recurring),
    guarantee: FIRST_PAYMENT_GUARANTEE,
    termsHtml: renderToStaticMarkup(
      <RecurringTerms offerId={offerId} recurring={recurring} price={price} currency={currency} plusVat={!taxInclusive} />,
    ),
  };
}
