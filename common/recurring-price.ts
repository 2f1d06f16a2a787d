import { BASE_CURRENCY, CURRENCIES, type Currency } from './currencies';
import { formatPrice } from './format';

/**
 * An offer's price as a visitor reads it (issues 43 and 44), in one currency: the one wording used by GET /api/offers,
 * the sales page, /courses' cards, the owner's offer pages and the structured data's description.
 * docs/decisions/034b-owner-recurring-offers.md.
 */

export type RecurringInterval = 'month' | 'year';
export const RECURRING_INTERVALS = ['month', 'year'] as const satisfies readonly RecurringInterval[];

/** An offer's price in one currency, as GET /api/offers gives it. Amounts are minor units. */
export type ShownOfferPrice =
  | { type: 'free' }
  | { type: 'one_time'; amount: number; currency: Currency }
  | {
      type: 'subscription';
      currency: Currency;
      /** The price of each period the buyer may choose, month and/or year. */
      amounts: Partial<Record<RecurringInterval, number>>;
      /** Free days before the first charge; absent for none. */
      trialDays?: number;
    }
  | {
      type: 'payment_plan';
      currency: Currency;
      /** Each monthly instalment. */
      amount: number;
      instalments: number;
      /** All the instalments together. */
      total: number;
    };

/** One price row of an offer (offer_prices): its currency, the period it pays for, and the amount. */
export interface PriceRow {
  currency: string;
  interval: string;
  amount: number;
}

const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/**
 * The price shown in `currency`: the offer's rows in that currency, or in pounds when it has none there (as a course's
 * price falls back). Undefined when a paid offer has nothing to charge (it cannot be bought, so it is not listed).
 */
export function shownOfferPrice(
  offer: { priceType: string; trialDays?: number | null; instalments?: number | null },
  rows: readonly PriceRow[],
  currency: Currency,
): ShownOfferPrice | undefined {
  if (offer.priceType === 'free') return { type: 'free' };
  const wanted = (interval: string) => rows.filter((row) => row.interval === interval && isCurrency(row.currency));
  const pick = <T extends PriceRow>(list: T[]) =>
    list.some((row) => row.currency === currency)
      ? currency
      : list.some((row) => row.currency === BASE_CURRENCY)
        ? BASE_CURRENCY
        : undefined;
  if (offer.priceType === 'one_time') {
    const once = wanted('once');
    const shown = pick(once);
    const row = once.find((r) => r.currency === shown);
    return row ? { type: 'one_time', amount: row.amount, currency: row.currency as Currency } : undefined;
  }
  if (offer.priceType === 'subscription') {
    const periods = [...wanted('month'), ...wanted('year')];
    const shown = pick(periods);
    if (!shown) return undefined;
    const amounts: Partial<Record<RecurringInterval, number>> = {};
    for (const row of periods) if (row.currency === shown) amounts[row.interval as RecurringInterval] = row.amount;
    return { type: 'subscription', currency: shown, amounts, ...(offer.trialDays ? { trialDays: offer.trialDays } : {}) };
  }
  if (offer.priceType === 'payment_plan' && offer.instalments) {
    const monthly = wanted('month');
    const row = monthly.find((r) => r.currency === pick(monthly));
    if (!row) return undefined;
    return {
      type: 'payment_plan',
      currency: row.currency as Currency,
      amount: row.amount,
      instalments: offer.instalments,
      total: row.amount * offer.instalments,
    };
  }
  return undefined;
}

/** "£19.00 / month". */
export const describePeriodPrice = (amount: number, currency: string, interval: RecurringInterval) =>
  `${formatPrice(amount, currency)} / ${interval}`;

/** "7-day free trial". */
export const describeTrial = (days: number) => `${days}-day free trial`;

/**
 * The price in words: "Free", "£12.00", "£19.00 / month or £190.00 / year · 7-day free trial",
 * "3 monthly payments of £40.00 (£120.00 in all)".
 */
export function describeOfferPrice(price: ShownOfferPrice): string {
  switch (price.type) {
    case 'free':
      return 'Free';
    case 'one_time':
      return formatPrice(price.amount, price.currency);
    case 'subscription': {
      const periods = RECURRING_INTERVALS.flatMap((interval) => {
        const amount = price.amounts[interval];
        return amount === undefined ? [] : [describePeriodPrice(amount, price.currency, interval)];
      }).join(' or ');
      return price.trialDays ? `${periods} · ${describeTrial(price.trialDays)}` : periods;
    }
    case 'payment_plan':
      return `${price.instalments} monthly payments of ${formatPrice(price.amount, price.currency)} (${formatPrice(price.total, price.currency)} in all)`;
  }
}

/** The cheapest single payment a visitor makes first, for a card's "from" line and structured data. */
export function firstPaymentOf(price: ShownOfferPrice): number {
  switch (price.type) {
    case 'free':
      return 0;
    case 'one_time':
    case 'payment_plan':
      return price.amount;
    case 'subscription':
      return Math.min(
        ...RECURRING_INTERVALS.flatMap((interval) => (price.amounts[interval] === undefined ? [] : [price.amounts[interval]])),
      );
  }
}

/**
 * The price in each currency the offer has one in, for the owner's list: "£12.00, US$15.00", or
 * "£19.00 / month or £190.00 / year · 7-day free trial, US$24.00 / month · 7-day free trial".
 */
export function describeEveryCurrency(
  offer: { priceType: string; trialDays?: number | null; instalments?: number | null },
  rows: readonly PriceRow[],
): string {
  if (offer.priceType === 'free') return 'Free';
  const texts = CURRENCIES.flatMap((currency) => {
    if (!rows.some((row) => row.currency === currency)) return [];
    const shown = shownOfferPrice(offer, rows, currency);
    return shown && shown.type !== 'free' && shown.currency === currency ? [describeOfferPrice(shown)] : [];
  });
  return texts.length > 0 ? texts.join(', ') : 'No price';
}

/** The self-refund promise on a recurring offer: the first payment only (decision 034a). */
export const FIRST_PAYMENT_GUARANTEE = 'The 30-day money-back guarantee covers your first payment only.';

/**
 * What a buyer of a recurring offer agrees to, in plain sentences for its sales page: the trial and when the first
 * charge comes, that a subscription renews until cancelled and can be cancelled any time, what a payment plan gives,
 * and the guarantee's reach. The page is the same for every visitor (it is cached), so no dates: days after buying.
 */
export function recurringTerms(price: ShownOfferPrice): string[] {
  if (price.type === 'subscription') {
    const periods = RECURRING_INTERVALS.filter((interval) => price.amounts[interval] !== undefined);
    const each = periods.map((interval) => `each ${interval}`).join(' or ');
    return [
      price.trialDays
        ? `The first ${price.trialDays} days are free: nothing is charged until the trial ends, ${price.trialDays} days after you subscribe, and you can cancel before then without paying anything.`
        : 'Your first payment is taken when you subscribe.',
      `Your subscription renews ${each} at the same price until you cancel. You can cancel any time from your account's billing page: you keep access to the end of the period you paid for and are not charged again.`,
      'Your access lasts while your subscription is paid.',
      FIRST_PAYMENT_GUARANTEE,
    ];
  }
  if (price.type === 'payment_plan') {
    return [
      `Your first payment of ${formatPrice(price.amount, price.currency)} is taken when you buy, then one each month: ${price.instalments} payments, ${formatPrice(price.total, price.currency)} in all, and no more.`,
      `You get access at once, and access for life once all ${price.instalments} payments are made. Your account's billing page shows what is left to pay.`,
      FIRST_PAYMENT_GUARANTEE,
    ];
  }
  return [];
}
