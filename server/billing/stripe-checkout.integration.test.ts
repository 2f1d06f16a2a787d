import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApps, deliverStripeEvent, startAppsWithStripe, type AppsWithStripe } from '../../test/apps-with-stripe';
import { TEST_CARDS } from '../../test/fake-stripe-billing';
import { insertMember } from '../../test/members';
import { insertRecurringOffer } from '../../test/subscriptions';
import { entitlements, invoices, purchases, subscriptionCharges, subscriptions } from '../db/schema';
import { trialStarted } from './recurring-card-step';
import type { FakeEvent } from '../../test/fake-stripe';
import type { StripeGateway } from '../payments/stripe-gateway';

// Issue 44, decision 034g: subscribing on a site with Stripe keys. The checkout starts a Stripe subscription whose
// first invoice the Payment Element pays (the fake's `succeed`, as the browser does); the return and the webhooks
// record charge 1 once, in any order; a trial's SetupIntent starts the trial with Stripe's saved card.

let apps: AppsWithStripe;
beforeAll(async () => {
  apps = await startAppsWithStripe();
  await insertRecurringOffer(apps.t, { id: 'stripe-monthly' });
  await insertRecurringOffer(apps.t, { id: 'stripe-trial', trialDays: 14 });
  await insertRecurringOffer(apps.t, { id: 'stripe-plan', priceType: 'payment_plan', month: 5000, instalments: 3 });
});
afterAll(() => closeApps(apps));

const gateway = () => apps.stripeApp.services.payments as StripeGateway;

const deliver = (event: FakeEvent) => deliverStripeEvent(apps, event);

async function subscribe(offerId: string, body: Record<string, unknown> = {}) {
  const learner = await insertMember(apps.stripeApp);
  const res = await learner.client.post('/api/create-payment-intent', { offerId, interval: 'month', ...body });
  expect(res.status, res.text).toBe(200);
  const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
  return { learner, res, subscription: subscription! };
}

async function chargesOf(subscriptionId: string) {
  return apps.t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
}

async function liveAccess(subscriptionId: string) {
  return apps.t.db
    .select({ kind: entitlements.kind })
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
}

/** The buyer confirms the first invoice's payment in the Payment Element. */
function payInBrowser(paymentIntentId: string) {
  apps.fake.succeed(paymentIntentId);
  return apps.fake.billing.takeEvents();
}

async function expectPaidOnce(learnerId: string, learnerEmail: string, subscriptionId: string) {
  const charges = await chargesOf(subscriptionId);
  expect(charges.map((c) => [c.sequence, c.status])).toEqual([[1, 'paid']]);
  const bought = await apps.t.db.select().from(purchases).where(eq(purchases.userId, learnerId));
  expect(bought).toHaveLength(1);
  expect(bought[0]!.recurring).toBe(true);
  expect(await apps.t.db.select().from(invoices).where(eq(invoices.purchaseId, bought[0]!.id))).toHaveLength(1);
  const receipts = (await apps.t.mail.to(learnerEmail)).filter((m) => m.subject.startsWith('Your receipt'));
  expect(receipts).toHaveLength(1);
  const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  expect(subscription!.status).toBe('active');
  expect(await liveAccess(subscriptionId)).toHaveLength(2);
}

describe('the recurring checkout with Stripe keys', () => {
  it("starts a Stripe subscription whose first invoice's payment the browser confirms, charge 1 naming Stripe's invoice and amount", async () => {
    const { res, subscription } = await subscribe('stripe-monthly');
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(subscription).toMatchObject({ gateway: 'stripe', status: 'incomplete', interval: 'month' });
    expect(subscription.providerSubscriptionId).toMatch(/^sub_/);
    expect(subscription.providerCustomerId).toMatch(/^cus_/);
    const held = await gateway().client.subscriptions.retrieve(subscription.providerSubscriptionId!);
    expect(held.metadata.siteSubscriptionId).toBe(subscription.id);
    const [charge] = await chargesOf(subscription.id);
    const invoice = await gateway().client.invoices.retrieve(held.latest_invoice as string);
    expect(charge).toMatchObject({ sequence: 1, status: 'pending', providerInvoiceId: invoice.id, amount: invoice.amount_due });
    expect(res.body.amount).toBe(invoice.amount_due);
    expect(res.body.clientSecret.startsWith(charge!.paymentIntentId!)).toBe(true);
  });

  it('records charge 1 once when the return comes before the webhooks', async () => {
    const { learner, subscription } = await subscribe('stripe-monthly');
    const [charge] = await chargesOf(subscription.id);
    const events = payInBrowser(charge!.paymentIntentId!);
    const back = await learner.client.post('/api/payment-success', { paymentIntentId: charge!.paymentIntentId });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ offerId: 'stripe-monthly', courseId: 'premium-course' });
    for (const event of events) await deliver(event);
    const again = await learner.client.post('/api/payment-success', { paymentIntentId: charge!.paymentIntentId });
    expect(again.status, again.text).toBe(200);
    await expectPaidOnce(learner.id, learner.email, subscription.id);
  });

  it('records charge 1 once when the webhooks (payment_intent.succeeded, invoice.paid) come before the return', async () => {
    const { learner, subscription } = await subscribe('stripe-monthly');
    const [charge] = await chargesOf(subscription.id);
    const events = payInBrowser(charge!.paymentIntentId!);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'invoice.paid']));
    // The payment's event alone records the charge; invoice.paid after it finds it recorded.
    for (const event of [...events].sort(
      (a, b) => Number(b.type === 'payment_intent.succeeded') - Number(a.type === 'payment_intent.succeeded'),
    ))
      await deliver(event);
    const back = await learner.client.post('/api/payment-success', { paymentIntentId: charge!.paymentIntentId });
    expect(back.status, back.text).toBe(200);
    await expectPaidOnce(learner.id, learner.email, subscription.id);
    const [paid] = await chargesOf(subscription.id);
    expect(paid!.providerInvoiceId).toBe(charge!.providerInvoiceId);
  });

  it("someone else's payment id is refused at the return", async () => {
    const { subscription } = await subscribe('stripe-monthly');
    const [charge] = await chargesOf(subscription.id);
    payInBrowser(charge!.paymentIntentId!);
    const other = await insertMember(apps.stripeApp);
    const res = await other.client.post('/api/payment-success', { paymentIntentId: charge!.paymentIntentId });
    expect(res.status).toBe(403);
  });

  it('a double click answers the same payment and makes one Stripe subscription', async () => {
    const learner = await insertMember(apps.stripeApp);
    const body = { offerId: 'stripe-monthly', interval: 'month' };
    const [a, b] = await Promise.all([
      learner.client.post('/api/create-payment-intent', body),
      learner.client.post('/api/create-payment-intent', body),
    ]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.body.clientSecret).toBe(a.body.clientSecret);
    const rows = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
    expect(rows).toHaveLength(1);
    // Stripe's subscription is keyed by the site's row (Idempotency-Key subscription-<id>): one row, one at Stripe,
    // and both answers confirm its one first invoice.
    const held = await gateway().client.subscriptions.retrieve(rows[0]!.providerSubscriptionId!);
    expect(held.metadata.siteSubscriptionId).toBe(rows[0]!.id);
    expect(a.body.clientSecret.startsWith((await chargesOf(rows[0]!.id))[0]!.paymentIntentId!)).toBe(true);
  });

  it('another billing country before paying cancels the unpaid Stripe subscription and starts another', async () => {
    const { learner, subscription } = await subscribe('stripe-monthly', { billingCountry: 'GB' });
    const res = await learner.client.post('/api/create-payment-intent', {
      offerId: 'stripe-monthly',
      interval: 'month',
      billingCountry: 'DE',
    });
    expect(res.status, res.text).toBe(200);
    const rows = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'incomplete']);
    expect((await gateway().client.subscriptions.retrieve(subscription.providerSubscriptionId!)).status).toBe('canceled');
    const [old] = await chargesOf(subscription.id);
    expect(old!.status).toBe('void');
  });

  it("a trial: the SetupIntent's return starts it with Stripe's saved card; the end of the trial's invoice pays charge 1", async () => {
    const learner = await insertMember(apps.stripeApp);
    const res = await learner.client.post('/api/create-payment-intent', { offerId: 'stripe-trial', interval: 'month' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.setupToken).toMatch(/^seti_.+_secret_/);
    const [subscription] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
    expect(await chargesOf(subscription!.id)).toHaveLength(0);
    const setupId = (res.body.setupToken as string).split('_secret_')[0]!;
    // Before the card is confirmed, the return starts nothing.
    const early = { db: apps.t.db, gateway: gateway(), userId: learner.id, setupId, now: apps.t.services.now() };
    expect(await trialStarted(early)).toBeNull();
    apps.fake.billing.confirmSetupIntent(setupId, { card: TEST_CARDS.pays });
    const other = await insertMember(apps.stripeApp);
    expect(await trialStarted({ ...early, userId: other.id })).toBeNull();
    expect(await trialStarted(early)).toMatchObject({ offerId: 'stripe-trial', courseId: 'premium-course' });
    expect(await trialStarted(early)).toMatchObject({ offerId: 'stripe-trial' });
    let [row] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription!.id));
    expect(row).toMatchObject({ status: 'trialing', cardLast4: '4242' });
    expect(row!.paymentMethodId).toMatch(/^pm_/);
    expect(await liveAccess(subscription!.id)).toHaveLength(2);
    for (const event of apps.fake.billing.takeEvents()) await deliver(event);

    apps.fake.billing.endTrial(row!.providerSubscriptionId!);
    const paid = apps.fake.billing.takeEvents().filter((e) => e.type === 'invoice.paid');
    expect(paid).toHaveLength(1);
    await deliver(paid[0]!);
    const charges = await chargesOf(subscription!.id);
    expect(charges.map((c) => [c.sequence, c.status])).toEqual([[1, 'paid']]);
    [row] = await apps.t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription!.id));
    expect(row!.status).toBe('active');
  });

  it("a payment plan's first instalment is Stripe's first invoice, recorded once", async () => {
    const { learner, res, subscription } = await subscribe('stripe-plan');
    expect(subscription).toMatchObject({ kind: 'payment_plan', instalments: 3, gateway: 'stripe' });
    const [charge] = await chargesOf(subscription.id);
    expect(res.body.amount).toBe(charge!.amount);
    const events = payInBrowser(charge!.paymentIntentId!);
    for (const event of events) await deliver(event);
    const back = await learner.client.post('/api/payment-success', { paymentIntentId: charge!.paymentIntentId });
    expect(back.status, back.text).toBe(200);
    await expectPaidOnce(learner.id, learner.email, subscription.id);
  });
});
