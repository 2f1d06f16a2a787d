/**
 * The site's Stripe Billing adapter (server/billing/stripe-billing.ts) through the real `stripe` SDK against the fake
 * Stripe (test/fake-stripe-billing.ts). No database: it runs once, in the unit project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { addIntervals, TEST_CARDS } from '../../test/fake-stripe-billing';
import { DomainError } from '../errors/domain-error';
import { StripeGateway } from '../payments/stripe-gateway';
import {
  cancelAtPeriodEnd,
  cancelNow,
  createSetupIntent,
  ensureCustomer,
  ensurePrice,
  payInvoice,
  readInvoice,
  readSubscription,
  releaseScheduledSwitch,
  resume,
  scheduleIntervalSwitch,
  setDefaultPaymentMethod,
  startSubscription,
  switchInterval,
  type BillingGateway,
} from './stripe-billing';

let fake: FakeStripe;
let gateway: BillingGateway;
let taxed: BillingGateway;
beforeAll(async () => {
  fake = await startFakeStripe();
  const settings = { secretKey: fake.secretKey, publishableKey: fake.publishableKey, webhookSecret: fake.webhookSecret, apiBase: fake.url };
  gateway = new StripeGateway({ ...settings, tax: false });
  taxed = new StripeGateway(settings);
});
afterAll(() => fake.close());

let serial = 0;
const offer = (amount = 1500, interval: 'month' | 'year' = 'month') => ({
  offerId: `offer-${serial}`,
  offerTitle: 'All-access membership',
  currency: 'GBP',
  interval,
  amount,
  taxInclusive: true,
});

/** A learner subscribed monthly, the first invoice paid in the browser with `card`. */
async function subscribed(card: string = TEST_CARDS.pays) {
  const userId = `user-${++serial}`;
  const { customerId } = await ensureCustomer({ gateway, userId, email: `${userId}@example.com` });
  const monthly = await ensurePrice({ gateway, ...offer() });
  const started = await startSubscription({
    gateway,
    customerId,
    priceId: monthly.priceId,
    trialDays: null,
    siteSubscriptionId: `site-sub-${serial}`,
    userId,
    offerId: `offer-${serial}`,
  });
  const invoiceId = started.latestInvoiceId!;
  expect(fake.billing.confirmInvoicePayment(invoiceId, { card }).paid).toBe(true);
  return { userId, customerId, monthly, started, providerSubscriptionId: started.providerSubscriptionId };
}

describe('ensureCustomer', () => {
  it('makes one customer per learner, however many checkouts ask at once, and finds it again later', async () => {
    const input = { gateway, userId: 'user-c1', email: 'c1@example.com' };
    const three = await Promise.all([ensureCustomer(input), ensureCustomer(input), ensureCustomer(input)]);
    expect(new Set(three.map((c) => c.customerId)).size).toBe(1);
    const customerId = three[0]!.customerId;
    expect(fake.billing.customers.get(customerId)).toMatchObject({ email: 'c1@example.com', metadata: { siteUserId: 'user-c1' } });
    expect(await ensureCustomer(input)).toEqual({ customerId });
    // Another learner with the same address is not this customer.
    expect((await ensureCustomer({ ...input, userId: 'user-c2' })).customerId).not.toBe(customerId);
  });

  it('reuses the recorded customer and brings its email and address up to date', async () => {
    const { customerId } = await ensureCustomer({ gateway, userId: 'user-c3', email: 'old@example.com' });
    const again = await ensureCustomer({ gateway, userId: 'user-c3', email: 'new@example.com', customerId, address: { country: 'DE' } });
    expect(again.customerId).toBe(customerId);
    expect(fake.billing.customers.get(customerId)).toMatchObject({ email: 'new@example.com', address: { country: 'DE' } });
  });
});

describe('ensurePrice', () => {
  it('names the product after the offer and finds the price by its lookup key, so it is made once', async () => {
    serial++;
    const first = await ensurePrice({ gateway, ...offer(1500) });
    expect(first).toEqual({
      productId: `offer_offer-${serial}`,
      priceId: expect.stringMatching(/^price_/),
      lookupKey: `offer-${serial}:gbp:month:1500`,
    });
    const pricesMade = fake.requests('POST', '/v1/prices').length;
    expect(await ensurePrice({ gateway, ...offer(1500) })).toEqual(first);
    expect(fake.requests('POST', '/v1/prices')).toHaveLength(pricesMade);
    expect(fake.billing.prices.get(first.priceId)).toMatchObject({
      unit_amount: 1500,
      currency: 'gbp',
      recurring: { interval: 'month' },
      tax_behavior: 'inclusive',
      product: first.productId,
    });
    await ensurePrice({ gateway, ...offer(1500), offerTitle: 'Members’ club' });
    expect(fake.billing.products.get(first.productId)!.name).toBe('Members’ club');
  });

  it('makes a new price for a new amount: a subscriber keeps the old one', async () => {
    const { providerSubscriptionId, monthly } = await subscribed();
    const dearer = await ensurePrice({ gateway, ...offer(2000) });
    expect(dearer.priceId).not.toBe(monthly.priceId);
    expect(dearer.lookupKey).toBe(`offer-${serial}:gbp:month:2000`);
    expect(await readSubscription({ gateway, providerSubscriptionId })).toMatchObject({ priceId: monthly.priceId, amount: 1500 });
  });

  it('replaces a price whose tax behaviour no longer matches the site, moving the lookup key to it', async () => {
    serial++;
    const inclusive = await ensurePrice({ gateway, ...offer(1500) });
    const exclusive = await ensurePrice({ gateway, ...offer(1500), taxInclusive: false });
    expect(exclusive.priceId).not.toBe(inclusive.priceId);
    expect(fake.billing.prices.get(exclusive.priceId)).toMatchObject({ tax_behavior: 'exclusive', lookup_key: exclusive.lookupKey });
    expect(fake.billing.prices.get(inclusive.priceId)!.lookup_key).toBeNull();
  });
});

describe('startSubscription', () => {
  it('answers the first invoice’s client secret to confirm in the browser, once per site subscription', async () => {
    const { customerId } = await ensureCustomer({ gateway, userId: 'user-s1', email: 's1@example.com' });
    serial++;
    const { priceId } = await ensurePrice({ gateway, ...offer(1500) });
    const input = { gateway, customerId, priceId, trialDays: null, siteSubscriptionId: 'site-s1', userId: 'user-s1', offerId: 'offer-s1' };
    const started = await startSubscription(input);
    expect(started).toMatchObject({ status: 'incomplete', kind: 'payment', providerSubscriptionId: expect.stringMatching(/^sub_/) });
    const invoice = fake.billing.invoice(started.latestInvoiceId!);
    const intent = [...fake.intents.values()].find((i) => i.client_secret === started.clientSecret)!;
    expect(intent).toMatchObject({ amount: 1500, currency: 'gbp', customer: customerId, status: 'requires_payment_method' });
    expect(invoice.amount_due).toBe(1500);
    expect(started.currentPeriodEnd.getTime()).toBeGreaterThan(started.currentPeriodStart.getTime() + 27 * 86_400_000);
    expect(fake.billing.subscription(started.providerSubscriptionId).metadata).toEqual({
      siteSubscriptionId: 'site-s1',
      userId: 'user-s1',
      offerId: 'offer-s1',
    });
    // A retried request (a double click, a second process) starts no second subscription.
    expect((await startSubscription(input)).providerSubscriptionId).toBe(started.providerSubscriptionId);

    fake.succeed(intent.id);
    expect(await readSubscription({ gateway, providerSubscriptionId: started.providerSubscriptionId })).toMatchObject({
      status: 'active',
      defaultPaymentMethodId: intent.payment_method,
      siteSubscriptionId: 'site-s1',
    });
  });

  it('with a trial answers the pending SetupIntent’s secret: nothing to pay now', async () => {
    const { customerId } = await ensureCustomer({ gateway, userId: 'user-s2', email: 's2@example.com' });
    serial++;
    const { priceId } = await ensurePrice({ gateway, ...offer(1500) });
    const started = await startSubscription({
      gateway,
      customerId,
      priceId,
      trialDays: 7,
      siteSubscriptionId: 'site-s2',
      userId: 'user-s2',
      offerId: 'o',
    });
    expect(started).toMatchObject({ status: 'trialing', kind: 'setup', clientSecret: expect.stringMatching(/^seti_/) });
    expect(started.currentPeriodEnd.getTime() - started.currentPeriodStart.getTime()).toBe(7 * 86_400_000);
    expect(fake.billing.invoice(started.latestInvoiceId!)).toMatchObject({ amount_due: 0, status: 'paid' });
  });

  it('reverse charges a business in another country that gave its VAT number, and follows a changed one', async () => {
    serial++;
    const { priceId } = await ensurePrice({ gateway: taxed, ...offer(1000), taxInclusive: false });
    const business = { gateway: taxed, userId: 'user-b1', email: 'b1@example.com', address: { country: 'DE' }, vatNumber: 'DE123456789' };
    const { customerId } = await ensureCustomer(business);
    const start = (siteSubscriptionId: string) =>
      startSubscription({ gateway: taxed, customerId, priceId, trialDays: null, siteSubscriptionId, userId: 'user-b1', offerId: 'o' });
    const first = await start('site-b1');
    expect(await readInvoice({ gateway: taxed, invoiceId: first.latestInvoiceId! })).toMatchObject({
      amountDue: 1000,
      stripeTax: { net: 1000, tax: 0, gross: 1000, taxRate: 0, reverseCharge: true, country: 'DE' },
    });
    await cancelNow({ gateway: taxed, providerSubscriptionId: first.providerSubscriptionId });

    // No longer a business: the VAT number is removed and VAT is charged.
    expect(await ensureCustomer({ ...business, customerId, vatNumber: null })).toEqual({ customerId });
    expect(fake.billing.customerTaxIds.get(customerId)).toEqual([]);
    const second = await start('site-b2');
    expect(await readInvoice({ gateway: taxed, invoiceId: second.latestInvoiceId! })).toMatchObject({
      amountDue: 1190,
      stripeTax: { tax: 190, taxRate: 1900, reverseCharge: false },
    });
    await ensureCustomer({ ...business, customerId, vatNumber: 'DE999999999' });
    expect(fake.billing.customerTaxIds.get(customerId)!.map((t) => [t.type, t.value])).toEqual([['eu_vat', 'DE999999999']]);
  });

  it('turns Stripe Tax on when the gateway calculates tax; a customer without a country is asked for it', async () => {
    serial++;
    const { priceId } = await ensurePrice({ gateway: taxed, ...offer(1000), taxInclusive: false });
    const nowhere = await ensureCustomer({ gateway: taxed, userId: 'user-t1', email: 't1@example.com' });
    const input = { gateway: taxed, priceId, trialDays: null, siteSubscriptionId: 'site-t1', userId: 'user-t1', offerId: 'o' };
    const refused = await startSubscription({ ...input, customerId: nowhere.customerId }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'invalid', details: { field: 'billingCountry' } });

    const german = await ensureCustomer({ gateway: taxed, userId: 'user-t2', email: 't2@example.com', address: { country: 'DE' } });
    const started = await startSubscription({ ...input, siteSubscriptionId: 'site-t2', customerId: german.customerId });
    expect(fake.billing.subscription(started.providerSubscriptionId).automatic_tax.enabled).toBe(true);
    fake.billing.confirmInvoicePayment(started.latestInvoiceId!);
    expect(await readInvoice({ gateway: taxed, invoiceId: started.latestInvoiceId! })).toMatchObject({
      amountDue: 1190,
      amountPaid: 1190,
      stripeTax: { net: 1000, tax: 190, gross: 1190, taxRate: 1900, taxInclusive: false, reverseCharge: false, country: 'DE' },
    });
  });
});

describe('the learner’s changes', () => {
  it('cancels at the period end, resumes, and cancels now (twice is no error)', async () => {
    const { providerSubscriptionId } = await subscribed();
    const end = (await readSubscription({ gateway, providerSubscriptionId }))!.currentPeriodEnd;
    expect(await cancelAtPeriodEnd({ gateway, providerSubscriptionId })).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      currentPeriodEnd: end,
    });
    expect(await cancelAtPeriodEnd({ gateway, providerSubscriptionId })).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await resume({ gateway, providerSubscriptionId })).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect(await cancelNow({ gateway, providerSubscriptionId })).toMatchObject({ status: 'canceled' });
    expect(await cancelNow({ gateway, providerSubscriptionId })).toMatchObject({ status: 'canceled' });
    await expect(resume({ gateway, providerSubscriptionId: 'sub_missing' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('switches monthly to yearly, prorated and charged at once; asked again, changes nothing', async () => {
    const { providerSubscriptionId } = await subscribed();
    const yearly = await ensurePrice({ gateway, ...offer(15000, 'year') });
    const { subscription, invoice } = await switchInterval({ gateway, providerSubscriptionId, priceId: yearly.priceId });
    expect(subscription).toMatchObject({ interval: 'year', priceId: yearly.priceId, amount: 15000, status: 'active' });
    expect(invoice).toMatchObject({
      billingReason: 'subscription_update',
      status: 'paid',
      currency: 'GBP',
      subscriptionId: providerSubscriptionId,
    });
    // The year less the unused month (it began a moment ago).
    expect(invoice!.amountPaid).toBeGreaterThan(15000 - 1500 - 5);
    expect(invoice!.amountPaid).toBeLessThan(15000 - 1500 + 5);
    expect(invoice!.periodStart).toEqual(subscription.currentPeriodStart);
    expect(invoice!.periodEnd).toEqual(subscription.currentPeriodEnd);
    expect(invoice!.paymentIntentId).toMatch(/^pi_/);
    const again = await switchInterval({ gateway, providerSubscriptionId, priceId: yearly.priceId });
    expect(again.invoice).toBeNull();
    expect(again.subscription.latestInvoiceId).toBe(invoice!.invoiceId);
  });
});

describe('a switch at the next renewal (yearly to monthly)', () => {
  async function yearlySubscriber() {
    const { providerSubscriptionId, monthly } = await subscribed();
    const yearly = await ensurePrice({ gateway, ...offer(15000, 'year') });
    const { subscription } = await switchInterval({ gateway, providerSubscriptionId, priceId: yearly.priceId });
    return { providerSubscriptionId, monthly, yearly, subscription };
  }

  it('charges nothing now; the renewal is monthly at the monthly price, and later ones too', async () => {
    const { providerSubscriptionId, monthly, yearly, subscription } = await yearlySubscriber();
    const intentsBefore = fake.intents.size;
    const scheduled = await scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId: monthly.priceId });
    expect(scheduled).toMatchObject({
      renewsAtPriceId: monthly.priceId,
      subscription: { priceId: yearly.priceId, interval: 'year', scheduleId: expect.any(String) },
    });
    expect(fake.intents.size).toBe(intentsBefore);
    // Asked again (a double click): the same schedule.
    expect((await scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId: monthly.priceId })).subscription.scheduleId).toBe(
      scheduled.subscription.scheduleId,
    );

    const { invoice } = fake.billing.renew(providerSubscriptionId);
    expect(await readInvoice({ gateway, invoiceId: invoice!.id })).toMatchObject({
      amountPaid: 1500,
      periodStart: subscription.currentPeriodEnd,
      billingReason: 'subscription_cycle',
    });
    const renewed = await readSubscription({ gateway, providerSubscriptionId });
    expect(renewed).toMatchObject({
      interval: 'month',
      priceId: monthly.priceId,
      amount: 1500,
      currentPeriodStart: subscription.currentPeriodEnd,
    });
    expect(renewed!.currentPeriodEnd.getTime()).toBe(addIntervals(subscription.currentPeriodEnd.getTime() / 1000, 1, 'month') * 1000);
    fake.billing.renew(providerSubscriptionId);
    expect((await readSubscription({ gateway, providerSubscriptionId }))!.scheduleId).toBeNull();
    expect(fake.billing.renew(providerSubscriptionId).invoice).toMatchObject({ amount_paid: 1500 });
  });

  it('is dropped by asking for the current interval, by cancelling, or by a switch now', async () => {
    const { providerSubscriptionId, monthly, yearly } = await yearlySubscriber();
    await scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId: monthly.priceId });
    expect((await scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId: yearly.priceId })).subscription.scheduleId).toBeNull();

    await scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId: monthly.priceId });
    expect(await cancelAtPeriodEnd({ gateway, providerSubscriptionId })).toMatchObject({ cancelAtPeriodEnd: true, scheduleId: null });
    expect(fake.billing.renew(providerSubscriptionId).invoice).toBeNull();

    const other = await yearlySubscriber();
    await scheduleIntervalSwitch({ gateway, providerSubscriptionId: other.providerSubscriptionId, priceId: other.monthly.priceId });
    expect((await releaseScheduledSwitch({ gateway, providerSubscriptionId: other.providerSubscriptionId })).scheduleId).toBeNull();
    expect((await releaseScheduledSwitch({ gateway, providerSubscriptionId: other.providerSubscriptionId })).scheduleId).toBeNull();
  });
});

describe('renewals, readInvoice and payInvoice', () => {
  it('reads a renewal as the site records it: the period paid for, the amount, the payment', async () => {
    const { providerSubscriptionId, started } = await subscribed();
    const { invoice } = fake.billing.renew(providerSubscriptionId);
    const read = await readInvoice({ gateway, invoiceId: invoice!.id });
    expect(read).toEqual({
      invoiceId: invoice!.id,
      number: invoice!.number,
      subscriptionId: providerSubscriptionId,
      periodStart: started.currentPeriodEnd,
      periodEnd: (await readSubscription({ gateway, providerSubscriptionId }))!.currentPeriodEnd,
      amountDue: 1500,
      amountPaid: 1500,
      stripeTax: null,
      currency: 'GBP',
      paymentIntentId: expect.stringMatching(/^pi_/),
      card: { paymentMethodId: fake.billing.subscription(providerSubscriptionId).default_payment_method, brand: 'visa', last4: '4242' },
      declineMessage: null,
      billingReason: 'subscription_cycle',
      attemptCount: 1,
      status: 'paid',
      paidAt: expect.any(Date),
    });
    expect(fake.intent(read!.paymentIntentId!).status).toBe('succeeded');
    expect(await readInvoice({ gateway, invoiceId: 'in_missing' })).toBeNull();
  });

  it('with the card that declines on renewal: the retry is declined, a new card set up pays it, once', async () => {
    const { providerSubscriptionId, customerId } = await subscribed(TEST_CARDS.declinesOffSession);
    const { invoice } = fake.billing.renew(providerSubscriptionId);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });

    const declined = await payInvoice({ gateway, invoiceId: invoice!.id });
    expect(declined).toMatchObject({
      outcome: 'declined',
      declineCode: 'generic_decline',
      invoice: { status: 'open', attemptCount: 2, declineMessage: 'Your card was declined.', card: { last4: '0341' } },
    });

    const setup = await createSetupIntent({ gateway, customerId, siteSubscriptionId: 'site-x' });
    expect(setup.clientSecret).toMatch(/^seti_.+_secret_/);
    await expect(setDefaultPaymentMethod({ gateway, providerSubscriptionId, setupIntentId: setup.setupIntentId })).rejects.toMatchObject({
      code: 'conflict',
    });
    fake.billing.confirmSetupIntent(setup.setupIntentId, { card: TEST_CARDS.pays });
    const saved = await setDefaultPaymentMethod({ gateway, providerSubscriptionId, setupIntentId: setup.setupIntentId });
    expect(saved).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', subscription: { defaultPaymentMethodId: saved.paymentMethodId } });

    fake.billing.takeEvents();
    // Two processes retry at once: both answer paid, the invoice is paid once.
    const both = await Promise.all([payInvoice({ gateway, invoiceId: invoice!.id }), payInvoice({ gateway, invoiceId: invoice!.id })]);
    expect(both.map((r) => r.outcome)).toEqual(['paid', 'paid']);
    expect(both[0]!.invoice).toMatchObject({
      status: 'paid',
      amountPaid: 1500,
      attemptCount: 3,
      declineMessage: null,
      card: { last4: '4242' },
    });
    expect(fake.billing.takeEvents().filter((e) => e.type === 'invoice.paid')).toHaveLength(1);
    expect(await payInvoice({ gateway, invoiceId: invoice!.id })).toMatchObject({ outcome: 'paid' });
    expect((await readSubscription({ gateway, providerSubscriptionId }))!.status).toBe('active');
  });

  it('refuses a SetupIntent of another customer', async () => {
    const { providerSubscriptionId } = await subscribed();
    const other = await ensureCustomer({ gateway, userId: 'user-other', email: 'other@example.com' });
    const setup = await createSetupIntent({ gateway, customerId: other.customerId, siteSubscriptionId: 'site-other' });
    fake.billing.confirmSetupIntent(setup.setupIntentId);
    await expect(setDefaultPaymentMethod({ gateway, providerSubscriptionId, setupIntentId: setup.setupIntentId })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
