import { and, eq, inArray } from 'drizzle-orm';
import { offerPrices, offers } from '../db/schema';
import type { Db } from '../db/client';

export type RecurringKind = 'subscription' | 'payment_plan';
export type BillingInterval = 'month' | 'year';

/** What a recurring offer asks of its buyer (issue 44): how often, how much per currency, a trial, a plan's instalments. */
export interface RecurringTerms {
  kind: RecurringKind;
  trialDays: number | null;
  instalments: number | null;
  /** Minor units per currency and interval; only what the owner set. */
  prices: { currency: string; interval: BillingInterval; amount: number }[];
}

/** The terms of a subscription or payment-plan offer; null for any other offer (one-time, free) or none. */
export async function loadRecurringTerms({ db, offerId }: { db: Db; offerId: string }): Promise<RecurringTerms | null> {
  const [offer] = await db
    .select({ priceType: offers.priceType, trialDays: offers.trialDays, instalments: offers.instalments })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!offer || (offer.priceType !== 'subscription' && offer.priceType !== 'payment_plan')) return null;
  const rows = await db
    .select({ currency: offerPrices.currency, interval: offerPrices.interval, amount: offerPrices.amount })
    .from(offerPrices)
    .where(and(eq(offerPrices.offerId, offerId), inArray(offerPrices.interval, ['month', 'year'])));
  return {
    kind: offer.priceType,
    // A payment plan has no trial, whatever a row says: its instalments are what gives access for life.
    trialDays: offer.priceType === 'subscription' ? offer.trialDays : null,
    instalments: offer.priceType === 'payment_plan' ? offer.instalments : null,
    prices: rows
      .filter((row): row is typeof row & { interval: BillingInterval } => row.interval === 'month' || row.interval === 'year')
      // A payment plan's instalments are monthly (decision 034a): a year price would never be charged.
      .filter((row) => offer.priceType === 'subscription' || row.interval === 'month'),
  };
}

/** The price of one period in this currency and interval, or undefined when the offer is not sold so. */
export function recurringPrice(terms: RecurringTerms, currency: string, interval: BillingInterval): number | undefined {
  return terms.prices.find((price) => price.currency === currency.toUpperCase() && price.interval === interval)?.amount;
}
