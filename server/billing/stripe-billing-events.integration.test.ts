import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApps, deliverStripeEvent, startAppsWithStripe, takeBillingEvents, type AppsWithStripe } from '../../test/apps-with-stripe';
import { TEST_CARDS } from '../../test/fake-stripe-billing';
import { insertMember } from '../../test/members';
import { insertRecurringOffer } from '../../test/subscriptions';
import { entitlements, invoices, purchases, subscriptionChargeAttempts, subscriptionCharges, subscriptions } from '../db/schema';
import { addInterval } from './billing-periods';
import { ensureCustomer, ensurePrice, startSubscription } from './stripe-billing';
import type { FakeEvent } from '../../test/fake-stripe';
import type { StripeGateway } from '../payments/stripe-gateway';

// Issue 44: Stripe renews and charges; its Billing webhooks record each charge once, with its own invoice, whatever
// their order and however often they come; declines are recorded per Stripe's attempt; a cancellation made at Stripe
// ends the site's subscription.

let apps: AppsWithStripe;
beforeAll(async () => {
  apps = await startAppsWithStripe();
  await insertRecurringOffer(apps.t, { id: 'stripe-club' });
});
afterAll(() => closeApps(apps));

const gateway = () => apps.stripeApp.services.payments as StripeGateway;

const deliver = (event: FakeEvent) => deliverStripeEvent(apps, event);

/** A Stripe subscription of the site's, as a checkout in Stripe mode opens it: the site's row (incomplete, charge 1), then Stripe's. */
async function subscribeAtStripe(recordProviderId = true, plan: { instalments: number } | null = null) {
  const t = apps.t;
  // Signed in on the app that pays through Stripe, as a learner of a Stripe site is.
  const learner = await insertMember(apps.stripeApp);
  const now = t.services.now();
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId: learner.id,
      offerId: 'stripe-club',
      kind: plan ? 'payment_plan' : 'subscription',
      instalments: plan?.instalments ?? null,
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
    offerId: 'stripe-club',
    offerTitle: 'Stripe club',
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
    offerId: 'stripe-club',
  });
  if (recordProviderId) {
    await t.db
      .update(subscriptions)
      .set({ providerSubscriptionId: started.providerSubscriptionId, providerCustomerId: customerId })
      .where(eq(subscriptions.id, subscription!.id));
  }
  apps.fake.billing.takeEvents();
  return { learner, subscriptionId: subscription!.id, started };
}

const billingEvents = () => takeBillingEvents(apps);

async function chargesOf(subscriptionId: string) {
  return apps.t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
}

async function liveAccess(subscriptionId: string) {
  return apps.t.db
    .select({ kind: entitlements.kind })
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
}

describe('Stripe Billing webhooks', () => {
  it('the first payment and a renewal each become one charge with its invoice, however often and in whatever order the events come', async () => {
    const { learner, subscriptionId, started } = await subscribeAtStripe(false);
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.pays });
    const first = billingEvents();
    expect(first.map((e) => e.type)).toContain('invoice.paid');
    // Backwards, then again: the site reads each object from Stripe, so the order and repeats change nothing.
    for (const event of [...first].reverse()) await deliver(event);
    for (const event of first) expect(await deliver(event)).toBe('duplicate');
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'active', providerSubscriptionId: started.providerSubscriptionId, cardLast4: '4242' });
    expect(await liveAccess(subscriptionId)).toHaveLength(2);

    apps.fake.billing.renew(started.providerSubscriptionId);
    const renewal = billingEvents();
    const paid = renewal.find((e) => e.type === 'invoice.paid')!;
    await deliver(paid);
    // The same invoice in a second event (Stripe re-sends with a new id) records nothing more.
    await deliver(apps.fake.event('invoice.paid', paid.data.object as { id: string; object: string }));
    const charges = await chargesOf(subscriptionId);
    expect(charges.map((c) => [c.sequence, c.status]).sort()).toEqual([
      [1, 'paid'],
      [2, 'paid'],
    ]);
    const bought = await apps.t.db.select().from(purchases).where(eq(purchases.userId, learner.id));
    expect(bought).toHaveLength(2);
    expect(bought.every((p) => p.recurring)).toBe(true);
    for (const purchase of bought)
      expect(await apps.t.db.select().from(invoices).where(eq(invoices.purchaseId, purchase.id))).toHaveLength(1);
    const receipts = (await apps.t.mail.to(learner.email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(2);
  });

  it("a declined renewal is recorded per Stripe's attempt, with one email each, and access stays through the grace days", async () => {
    const { learner, subscriptionId, started } = await subscribeAtStripe();
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.declinesOffSession });
    for (const event of billingEvents()) await deliver(event);
    apps.fake.billing.renew(started.providerSubscriptionId);
    const failed = billingEvents().filter((e) => e.type === 'invoice.payment_failed');
    expect(failed).toHaveLength(1);
    await deliver(failed[0]!);
    await deliver(failed[0]!);
    const [charge] = (await chargesOf(subscriptionId)).filter((c) => c.sequence === 2);
    expect(charge).toMatchObject({ status: 'failed', attempts: 1 });
    expect(
      await apps.t.db.select().from(subscriptionChargeAttempts).where(eq(subscriptionChargeAttempts.chargeId, charge!.id)),
    ).toHaveLength(1);
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('past_due');
    expect(await liveAccess(subscriptionId)).toHaveLength(2);
    const failures = (await apps.t.mail.to(learner.email)).filter((m) => m.subject.includes('did not go through'));
    expect(failures).toHaveLength(1);
  });

  it("cancelling at Stripe's end of period is copied, and a subscription deleted at Stripe ends the site's and its access", async () => {
    const { subscriptionId, started } = await subscribeAtStripe();
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.pays });
    for (const event of billingEvents()) await deliver(event);
    await gateway().client.subscriptions.update(started.providerSubscriptionId, { cancel_at_period_end: true });
    await deliver(apps.fake.event('customer.subscription.updated', { id: started.providerSubscriptionId, object: 'subscription' }));
    let [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.cancelAtPeriodEnd).toBe(true);
    expect(await liveAccess(subscriptionId)).toHaveLength(2);

    await gateway().client.subscriptions.cancel(started.providerSubscriptionId);
    await deliver(apps.fake.event('customer.subscription.deleted', { id: started.providerSubscriptionId, object: 'subscription' }));
    [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'canceled', cancelReason: 'Cancelled at Stripe' });
    expect(await liveAccess(subscriptionId)).toHaveLength(0);
  });

  it('the money back for the first payment ends the subscription at Stripe too, so Stripe charges nothing more', async () => {
    const { learner, subscriptionId, started } = await subscribeAtStripe();
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.pays });
    for (const event of billingEvents()) await deliver(event);
    const [purchase] = await apps.t.db.select().from(purchases).where(eq(purchases.userId, learner.id));
    const refunded = await learner.client.post(`/api/account/purchases/${purchase!.id}/refund`, {});
    expect(refunded.status, refunded.text).toBe(200);
    expect((await gateway().client.subscriptions.retrieve(started.providerSubscriptionId)).status).toBe('canceled');
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('canceled');
    expect(await liveAccess(subscriptionId)).toHaveLength(0);
  });

  it('a learner cancels and resumes from their billing page: Stripe is told first, and its webhooks agree', async () => {
    const { learner, subscriptionId, started } = await subscribeAtStripe();
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.pays });
    for (const event of billingEvents()) await deliver(event);
    const cancelled = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, { reason: 'Too expensive' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await gateway().client.subscriptions.retrieve(started.providerSubscriptionId)).cancel_at_period_end).toBe(true);
    for (const event of billingEvents()) await deliver(event);
    let [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'Too expensive', status: 'active' });

    const resumed = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/resume`, {});
    expect(resumed.status, resumed.text).toBe(200);
    expect((await gateway().client.subscriptions.retrieve(started.providerSubscriptionId)).cancel_at_period_end).toBe(false);
    for (const event of billingEvents()) await deliver(event);
    [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.cancelAtPeriodEnd).toBe(false);
  });

  it("a payment plan's last instalment completes it and ends it at Stripe, so Stripe charges no more; access stays", async () => {
    const { subscriptionId, started } = await subscribeAtStripe(true, { instalments: 2 });
    apps.fake.billing.confirmInvoicePayment(started.latestInvoiceId!, { card: TEST_CARDS.pays });
    for (const event of billingEvents()) await deliver(event);
    apps.fake.billing.renew(started.providerSubscriptionId);
    for (const event of billingEvents()) await deliver(event);
    const [plan] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(plan!.status).toBe('completed');
    expect((await gateway().client.subscriptions.retrieve(started.providerSubscriptionId)).status).toBe('canceled');
    // Stripe's own word of the end changes nothing: the plan stays completed, its access for life.
    for (const event of billingEvents()) await deliver(event);
    const [after] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(after!.status).toBe('completed');
    expect(await liveAccess(subscriptionId)).toHaveLength(2);
    expect((await chargesOf(subscriptionId)).map((c) => c.status)).toEqual(['paid', 'paid']);
  });
});
