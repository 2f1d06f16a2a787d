import { addInterval } from '../server/billing/billing-periods';
import { offerGrants, offerPrices, offers, subscriptionCharges, subscriptions } from '../server/db/schema';
import { LocalGateway, LocalSavedCards } from '../server/payments/local-gateway';
import type { TestApp } from './test-app';

/**
 * Recurring offers and subscriptions for integration tests (issue 44), inserted as a checkout would leave them, so
 * tests of renewals, dunning, billing pages and figures start from a subscription without paying through the API.
 */

export const PAYS = '4242424242424242';
/** Stripe's 0341: pays at checkout, declines every later charge. */
export const DECLINES_LATER = '4000000000000341';

/** A published subscription offer (month and year in GBP) that grants the premium course and the member area. */
export async function insertRecurringOffer(
  t: TestApp,
  options: {
    id: string;
    priceType?: 'subscription' | 'payment_plan';
    month?: number;
    year?: number;
    instalments?: number;
    trialDays?: number;
  },
): Promise<void> {
  const priceType = options.priceType ?? 'subscription';
  await t.db.insert(offers).values({
    id: options.id,
    slug: options.id,
    title: `Offer ${options.id}`,
    priceType,
    status: 'published',
    position: 50,
    trialDays: options.trialDays ?? null,
    instalments: priceType === 'payment_plan' ? (options.instalments ?? 3) : null,
  });
  await t.db.insert(offerGrants).values([
    { offerId: options.id, position: 0, type: 'course', courseId: 'premium-course' },
    { offerId: options.id, position: 1, type: 'member_area' },
  ]);
  const setAt = t.services.now();
  await t.db
    .insert(offerPrices)
    .values([
      { offerId: options.id, currency: 'GBP', interval: 'month', amount: options.month ?? 1900, setAt },
      ...(priceType === 'subscription' && options.year !== 0
        ? [{ offerId: options.id, currency: 'GBP', interval: 'year' as const, amount: options.year ?? 19000, setAt }]
        : []),
    ]);
}

/**
 * A subscription as a recurring checkout opens it: `incomplete`, its first charge pending (due now), the card saved
 * with the local gateway. Answers its id and the first charge's.
 */
export async function insertSubscription(
  t: TestApp,
  options: {
    userId: string;
    offerId: string;
    interval?: 'month' | 'year';
    amount?: number;
    kind?: 'subscription' | 'payment_plan';
    instalments?: number;
    card?: string;
    billing?: { country: string; company?: string; vatNumber?: string };
  },
): Promise<{ subscriptionId: string; chargeId: string }> {
  const now = t.services.now();
  const interval = options.interval ?? 'month';
  const kind = options.kind ?? 'subscription';
  const saved = await new LocalSavedCards(t.db, t.services.now).saveCard({
    userId: options.userId,
    card: { number: options.card ?? PAYS, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' },
  });
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId: options.userId,
      offerId: options.offerId,
      kind,
      interval,
      currency: 'GBP',
      amount: options.amount ?? 1900,
      instalments: kind === 'payment_plan' ? (options.instalments ?? 3) : null,
      status: 'incomplete',
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, interval),
      gateway: 'local',
      paymentMethodId: saved.paymentMethodId,
      cardBrand: saved.brand,
      cardLast4: saved.last4,
      billing: options.billing ?? { country: 'GB' },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  const [charge] = await t.db
    .insert(subscriptionCharges)
    .values({
      subscriptionId: subscription!.id,
      sequence: 1,
      periodStart: now,
      periodEnd: addInterval(now, interval),
      dueAt: now,
      amount: options.amount ?? 1900,
      currency: 'GBP',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptionCharges.id });
  return { subscriptionId: subscription!.id, chargeId: charge!.id };
}

/** The local gateway and its saved cards over the test app's database and clock. */
export function localBilling(t: TestApp): { gateway: LocalGateway; cards: LocalSavedCards } {
  return { gateway: new LocalGateway(t.db, t.services.now), cards: new LocalSavedCards(t.db, t.services.now) };
}
