import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApps, deliverStripeEvent, startAppsWithStripe, takeBillingEvents, type AppsWithStripe } from '../../test/apps-with-stripe';
import { TEST_CARDS } from '../../test/fake-stripe-billing';
import { insertMember } from '../../test/members';
import { insertRecurringOffer } from '../../test/subscriptions';
import { subscriptionChargeAttempts, subscriptionCharges, subscriptions } from '../db/schema';
import { addInterval } from './billing-periods';
import { ownerCancelSubscription } from './owner-cancel-subscription';
import { runBillingPass } from './run-billing-pass';
import { ensureCustomer, ensurePrice, readInvoice, readSubscription, startSubscription } from './stripe-billing';
import type { FakeEvent } from '../../test/fake-stripe';
import type { StripeGateway } from '../payments/stripe-gateway';

// Issue 44 (decision 034f): in Stripe mode Stripe renews, and the site retries a declined renewal's invoice on the
// dunning days (Stripe's own retries are off: docs/payments.md), recording each try once with its email, then pauses;
// the owner's cancel of a Stripe subscription goes to Stripe first.

const DAY = 86_400_000;
let apps: AppsWithStripe;
beforeAll(async () => {
  apps = await startAppsWithStripe();
  await insertRecurringOffer(apps.t, { id: 'stripe-pass-club' });
});
afterAll(() => closeApps(apps));

const gateway = () => apps.stripeApp.services.payments as StripeGateway;

const deliver = (event: FakeEvent) => deliverStripeEvent(apps, event);
const billingEvents = () => takeBillingEvents(apps);

/** A Stripe subscription paid at checkout with `card`, recorded by its webhooks. */
async function subscribedAtStripe(card: string) {
  const t = apps.t;
  const learner = await insertMember(t);
  const now = t.services.now();
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId: learner.id,
      offerId: 'stripe-pass-club',
      kind: 'subscription',
      interval: 'month',
      currency: 'GBP',
      amount: 1900,
      status: 'incomplete',
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, 'month'),
      gateway: 'stripe',
      billing: { country: 'GB' },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await t.db.insert(subscriptionCharges).values({
    subscriptionId: subscription!.id,
    sequence: 1,
    periodStart: now,
    periodEnd: addInterval(now, 'month'),
    dueAt: now,
    amount: 1900,
    currency: 'GBP',
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  const { customerId } = await ensureCustomer({ gateway: gateway(), userId: learner.id, email: learner.email, address: { country: 'GB' } });
  const { priceId } = await ensurePrice({
    gateway: gateway(),
    offerId: 'stripe-pass-club',
    offerTitle: 'Stripe pass club',
    currency: 'GBP',
    interval: 'month',
    amount: 1900,
    taxInclusive: true,
  });
  const started = await startSubscription({
    gateway: gateway(),
    customerId,
    priceId,
    trialDays: null,
    siteSubscriptionId: subscription!.id,
    userId: learner.id,
    offerId: 'stripe-pass-club',
  });
  await t.db
    .update(subscriptions)
    .set({ providerSubscriptionId: started.providerSubscriptionId, providerCustomerId: customerId })
    .where(eq(subscriptions.id, subscription!.id));
  apps.fake.billing.takeEvents();
  apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card });
  for (const event of billingEvents()) await deliver(event);
  return { learner, subscriptionId: subscription!.id, started };
}

/** A Stripe subscription paid at checkout with Stripe's 0341 card, whose renewal Stripe then tried and was declined. */
async function declinedRenewalAtStripe() {
  const { learner, subscriptionId, started } = await subscribedAtStripe(TEST_CARDS.declinesOffSession);
  apps.fake.billing.renew(started.providerSubscriptionId);
  for (const event of billingEvents()) await deliver(event);
  const [renewal] = await apps.t.db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionCharges.sequence))
    .offset(1);
  expect(renewal).toMatchObject({ status: 'failed', attempts: 1 });
  return { learner, subscriptionId, renewal: renewal! };
}

describe('the billing pass in Stripe mode', () => {
  it('retries a declined renewal’s invoice on days 1, 3 and 5, each try recorded once with its email, and pauses at the grace end', async () => {
    const { learner, subscriptionId, renewal } = await declinedRenewalAtStripe();
    const due = renewal.dueAt.getTime();
    const pass = (days: number) =>
      runBillingPass({
        db: apps.t.db,
        mailer: apps.t.services.mailer,
        local: null,
        stripe: gateway(),
        now: apps.t.services.now(),
        dueBy: new Date(due + days * DAY),
      });
    const failureEmails = async () => (await apps.t.mail.to(learner.email)).filter((m) => m.subject.includes('did not go through')).length;
    expect(await failureEmails()).toBe(1);

    expect(await pass(0.9)).toMatchObject({ retried: 0 });
    for (const [day, attempts, emails] of [
      [1, 2, 2],
      [3, 3, 3],
      [5, 4, 3],
    ] as const) {
      expect(await pass(day)).toMatchObject({ retried: 1, declined: 1, paused: 0, errors: [] });
      const [charge] = await apps.t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, renewal.id));
      expect(charge!.attempts).toBe(attempts);
      expect(await failureEmails()).toBe(emails);
      // Stripe's webhook of the same try, arriving after the pass recorded it, records nothing more.
      for (const event of billingEvents()) await deliver(event);
      expect(await failureEmails()).toBe(emails);
    }
    expect((await readInvoice({ gateway: gateway(), invoiceId: renewal.providerInvoiceId! }))!.attemptCount).toBe(4);
    expect(
      await apps.t.db.select().from(subscriptionChargeAttempts).where(eq(subscriptionChargeAttempts.chargeId, renewal.id)),
    ).toHaveLength(4);

    expect(await pass(7)).toMatchObject({ retried: 0, paused: 1 });
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('paused');
  });

  it('the owner cancelling a Stripe subscription now cancels it at Stripe first, then ends it here', async () => {
    const { subscriptionId, started } = await subscribedAtStripe(TEST_CARDS.pays);
    const owner = await insertMember(apps.t, { owner: true });
    const result = await ownerCancelSubscription({
      db: apps.t.db,
      mailer: apps.t.services.mailer,
      gateway: gateway(),
      subscriptionId,
      atPeriodEnd: false,
      actorId: owner.id,
      now: apps.t.services.now(),
    });
    expect(result).toMatchObject({ changed: true, subscription: { status: 'canceled' } });
    expect((await readSubscription({ gateway: gateway(), providerSubscriptionId: started.providerSubscriptionId }))!.status).toBe(
      'canceled',
    );
    // Stripe's webhook of it changes nothing more.
    for (const event of billingEvents()) await deliver(event);
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('canceled');
  });
});
