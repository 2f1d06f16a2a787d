import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentIdOf, TEST_CARD } from '../../test/purchases';
import { insertRecurringOffer } from '../../test/subscriptions';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { entitlements, invoices, localPaymentMethods, purchases, subscriptionCharges, subscriptions } from '../db/schema';
import { handleStripeEvent } from '../payments/handle-stripe-event';
import { LocalGateway } from '../payments/local-gateway';
import type { StripeGateway } from '../payments/stripe-gateway';
import type Stripe from 'stripe';

// Issue 44: subscribing. A recurring offer's checkout opens one subscription and its first charge's payment; the card
// that pays is kept for the renewals, the charge recorded with its invoice and receipt, and access given by the
// subscription. A trial checks and keeps the card and charges nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRecurringOffer(t, { id: 'club', month: 1900, year: 19000 });
  await insertRecurringOffer(t, { id: 'club-monthly-only', year: 0 });
  await insertRecurringOffer(t, { id: 'club-trial', trialDays: 7 });
  await insertRecurringOffer(t, { id: 'course-plan', priceType: 'payment_plan', month: 4000, instalments: 3 });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const open = (client: TestClient, body: Record<string, unknown>) => client.post('/api/create-payment-intent', { currency: 'GBP', ...body });

async function subscriptionOf(userId: string, offerId: string) {
  return t.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.offerId, offerId)));
}

const liveKinds = async (userId: string) =>
  (await t.db.select({ kind: entitlements.kind, endsAt: entitlements.endsAt }).from(entitlements).where(eq(entitlements.userId, userId)))
    .filter((row) => row.endsAt === null)
    .map((row) => row.kind)
    .sort();

/** The card step and the return, as the checkout page does them. */
async function payWithCard(client: TestClient, clientSecret: string, card = TEST_CARD) {
  const paid = await client.post('/api/local-payments/confirm', { ...card, clientSecret });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const done = await client.post('/api/payment-success', { paymentIntentId: intentIdOf(clientSecret) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

describe('the recurring checkout (local gateway)', () => {
  it('monthly: one subscription, its first charge paid with 4242, the card kept, invoice 1 and the receipt sent, access given', async () => {
    const client = t.client();
    const { user, email } = await client.signUp({ username: 'monthly_buyer' });
    const opened = await open(client, { offerId: 'club', interval: 'month' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      price: 1900,
      amount: 1900,
      currency: 'GBP',
      recurring: { kind: 'subscription', interval: 'month', amount: 1900, currency: 'GBP', trialDays: null, instalments: null },
    });
    expect(opened.body.clientSecret).toMatch(/^pi_local_/);
    // Nothing is given before the card pays.
    expect(await liveKinds(user.id)).toEqual([]);

    const done = await payWithCard(client, opened.body.clientSecret);
    expect(done).toMatchObject({ success: true, offerId: 'club', courseId: 'premium-course', hasPremiumAccess: true });
    const [subscription] = await subscriptionOf(user.id, 'club');
    expect(subscription).toMatchObject({ status: 'active', interval: 'month', amount: 1900, cardBrand: 'visa', cardLast4: '4242' });
    expect(subscription!.billing).toEqual({ country: 'GB' });
    const [card] = await t.db.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, subscription!.paymentMethodId!));
    expect(card!.number).toBe('4242424242424242');
    // A month from the checkout (the test clock's now).
    const now = t.services.now();
    expect(subscription!.currentPeriodEnd.getUTCMonth()).toBe((now.getUTCMonth() + 1) % 12);

    const charges = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription!.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ sequence: 1, status: 'paid', amount: 1900, attempts: 1 });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase).toMatchObject({
      recurring: true,
      status: 'paid',
      amount: 1900,
      offerId: 'club',
      paymentIntentId: intentIdOf(opened.body.clientSecret),
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchase!.id));
    expect(invoice).toMatchObject({ gross: 1900, net: 1583, tax: 317, taxRate: 2000 });
    expect(await liveKinds(user.id)).toEqual(['course', 'member_area']);
    const receipts = (await t.mail.to(email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipts.map((m) => m.subject)).toEqual([`Your receipt for ${invoice!.description}`]);
    expect(receipts[0]!.raw).toContain(`${invoice!.number}.pdf`);

    // Confirming again (the return page after the card step, a reload) records nothing more.
    await client.post('/api/payment-success', { paymentIntentId: intentIdOf(opened.body.clientSecret) });
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
    // A standing subscription: a second checkout is refused.
    const again = await open(client, { offerId: 'club', interval: 'year' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('You already subscribe to Offer club');
  });

  it('yearly: the year price, a period of a year', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'yearly_buyer' });
    const opened = await open(client, { offerId: 'club', interval: 'year' });
    expect(opened.body).toMatchObject({ amount: 19000, recurring: { interval: 'year', amount: 19000 } });
    await payWithCard(client, opened.body.clientSecret);
    const [subscription] = await subscriptionOf(user.id, 'club');
    expect(subscription).toMatchObject({ status: 'active', interval: 'year', amount: 19000 });
    expect(subscription!.currentPeriodEnd.getUTCFullYear()).toBe(t.services.now().getUTCFullYear() + 1);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase!.amount).toBe(19000);
  });

  it('a payment plan: the first of three monthly instalments, described as such on invoice 1', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'plan_buyer' });
    const opened = await open(client, { offerId: 'course-plan' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      amount: 4000,
      recurring: { kind: 'payment_plan', interval: 'month', instalments: 3, amount: 4000 },
    });
    await payWithCard(client, opened.body.clientSecret);
    const [subscription] = await subscriptionOf(user.id, 'course-plan');
    expect(subscription).toMatchObject({ status: 'active', kind: 'payment_plan', instalments: 3 });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchase!.id));
    expect(invoice!.description).toBe('Offer course-plan: payment 1 of 3');
    expect(await liveKinds(user.id)).toEqual(['course', 'member_area']);
    // A plan is monthly: a year is refused by name.
    const other = t.client();
    await other.signUp({ username: 'plan_yearly' });
    const yearly = await open(other, { offerId: 'course-plan', interval: 'year' });
    expect(yearly.status).toBe(400);
    expect(yearly.body.field).toBe('interval');
  });

  it('a trial: the card is checked and kept, nothing is charged, the subscription is trialing with access for the trial', async () => {
    const client = t.client();
    const { user, email } = await client.signUp({ username: 'trial_buyer' });
    const opened = await open(client, { offerId: 'club-trial', interval: 'month' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.clientSecret).toBeUndefined();
    expect(opened.body.setupToken).toMatch(/^seti_local_/);
    expect(opened.body.recurring).toMatchObject({ trialDays: 7, amount: 1900 });
    // Opened twice (a reload): the same card check.
    expect((await open(client, { offerId: 'club-trial', interval: 'month' })).body.setupToken).toBe(opened.body.setupToken);

    const declined = await client.post('/api/local-payments/setup', {
      ...TEST_CARD,
      cardNumber: '4000 0000 0000 0002',
      setupToken: opened.body.setupToken,
    });
    expect(declined.status).toBe(402);
    expect((await subscriptionOf(user.id, 'club-trial'))[0]!.status).toBe('incomplete');

    const saved = await client.post('/api/local-payments/setup', { ...TEST_CARD, setupToken: opened.body.setupToken });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: 'succeeded', offerId: 'club-trial' });
    expect(saved.body.setupIntentId).toMatch(/^seti_local_/);
    const [subscription] = await subscriptionOf(user.id, 'club-trial');
    expect(subscription).toMatchObject({ status: 'trialing', cardLast4: '4242' });
    expect(subscription!.currentPeriodEnd.getTime() - subscription!.currentPeriodStart.getTime()).toBe(7 * DAY);
    expect(subscription!.trialEndsAt!.getTime()).toBe(subscription!.currentPeriodEnd.getTime());
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription!.id))).toEqual([]);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user.id))).toEqual([]);
    expect(await liveKinds(user.id)).toEqual(['course', 'member_area']);
    expect((await t.mail.to(email)).filter((m) => m.subject.startsWith('Your receipt'))).toEqual([]);
    // A second press keeps the first card; another learner's token is not theirs.
    expect((await client.post('/api/local-payments/setup', { ...TEST_CARD, setupToken: opened.body.setupToken })).status).toBe(200);
    const stranger = t.client();
    await stranger.signUp({ username: 'trial_stranger' });
    expect((await stranger.post('/api/local-payments/setup', { ...TEST_CARD, setupToken: opened.body.setupToken })).status).toBe(404);
  });

  it('refuses by name: a missing or unsold interval, a coupon code, an interval on a one-time offer, a bad setup token', async () => {
    const client = t.client();
    await client.signUp({ username: 'refused_buyer' });
    const missing = await open(client, { offerId: 'club' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('interval');
    const unsold = await open(client, { offerId: 'club-monthly-only', interval: 'year' });
    expect(unsold.status).toBe(400);
    expect(unsold.body).toMatchObject({ field: 'interval' });
    expect(unsold.body.message).toContain("'month'");
    const weekly = await open(client, { offerId: 'club', interval: 'week' });
    expect(weekly.status).toBe(400);
    expect(weekly.body.field).toBe('interval');
    const coded = await open(client, { offerId: 'club', interval: 'month', couponCode: 'SPRING' });
    expect(coded.status).toBe(400);
    expect(coded.body.field).toBe('couponCode');
    const dollars = await open(client, { offerId: 'club', interval: 'month', currency: 'USD' });
    expect(dollars.status).toBe(400);
    expect(dollars.body.field).toBe('currency');
    const oneTime = await open(client, { offerId: 'premium', interval: 'month' });
    expect(oneTime.status).toBe(400);
    expect(oneTime.body.field).toBe('interval');
    const badToken = await client.post('/api/local-payments/setup', { ...TEST_CARD, setupToken: 'seti_nope' });
    expect(badToken.status).toBe(400);
    expect(badToken.body.field).toBe('setupToken');
    // None of it opened anything.
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.offerId, 'club-monthly-only'))).toEqual([]);
  });

  it('a double click and concurrent requests make one subscription and one payment; switching to a year calls the unpaid month off', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'double_clicker' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(client, { offerId: 'club', interval: 'month' })));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.clientSecret)).size).toBe(1);
    const standing = await subscriptionOf(user.id, 'club');
    expect(standing).toHaveLength(1);
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, standing[0]!.id))).toHaveLength(1);

    // Another billing country: the same payment, its charge at the new amount (VAT follows the country).
    const german = await open(client, { offerId: 'club', interval: 'month', billingCountry: 'DE' });
    expect(german.body.clientSecret).toBe(answers[0]!.body.clientSecret);
    expect(german.body).toMatchObject({ billingCountry: 'DE', taxRate: 1900 });
    const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, standing[0]!.id));
    expect(charge!.amount).toBe(german.body.amount);

    // The buyer picks the year instead before paying: the month's subscription and payment are called off.
    const yearly = await open(client, { offerId: 'club', interval: 'year' });
    expect(yearly.status).toBe(200);
    expect(yearly.body.clientSecret).not.toBe(german.body.clientSecret);
    const stale = await client.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: german.body.clientSecret });
    expect(stale.status).toBe(409);
    await payWithCard(client, yearly.body.clientSecret);
    const all = await subscriptionOf(user.id, 'club');
    expect(all.map((row) => `${row.interval}:${row.status}`).sort()).toEqual(['month:canceled', 'year:active']);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
  });

  it('a payment paid but never returned from is recorded when the checkout is opened again, not paid twice', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'never_returned' });
    const opened = await open(client, { offerId: 'club-monthly-only', interval: 'month' });
    // The card step confirmed at the gateway only (the browser closed before our server heard of it).
    await (t.services.payments as LocalGateway).confirmWithCard({
      clientSecret: opened.body.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const again = await open(client, { offerId: 'club-monthly-only', interval: 'month' });
    expect(again.status).toBe(409);
    const [subscription] = await subscriptionOf(user.id, 'club-monthly-only');
    expect(subscription!.status).toBe('active');
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
  });

  it("Stripe's payment_intent.succeeded records a charge's payment as the charge, once, never as a one-time purchase", async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'webhook_reported' });
    const opened = await open(client, { offerId: 'course-plan' });
    const local = t.services.payments as LocalGateway;
    const paid = await local.confirmWithCard({
      clientSecret: opened.body.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    // The webhook reads the payment from the gateway, as it reads it from Stripe.
    const gateway = { retrieveIntent: (id: string) => local.retrieveIntent(id) } as unknown as StripeGateway;
    const event = (id: string) => ({ id, type: 'payment_intent.succeeded', data: { object: { id: paid.id } } }) as unknown as Stripe.Event;
    const report = (id: string) =>
      handleStripeEvent({ db: t.db, mailer: t.services.mailer, gateway, event: event(id), now: t.services.now() });
    expect(await report('evt_charge_1')).toBe('fulfilled');
    expect(await report('evt_charge_2')).toBe('fulfilled');
    const [subscription] = await subscriptionOf(user.id, 'course-plan');
    expect(subscription!.status).toBe('active');
    const bought = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ recurring: true, amount: 4000, paymentIntentId: paid.id });
  });
});
