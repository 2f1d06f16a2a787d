/**
 * The fake's Stripe Billing (test/fake-stripe-billing.ts) driven through the real `stripe` SDK, as the site's
 * adapter drives it: the shapes the site reads (API version 2026-10-28: the period on the subscription's items, the
 * subscription under an invoice's `parent.subscription_details`, the payment under `confirmation_secret` and
 * `payments`), the lifecycle the test controls move, and the events recorded for the webhook.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeGateway } from '../server/payments/stripe-gateway';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { addIntervals, TEST_CARDS } from './fake-stripe-billing';

let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeGateway({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
  }).client;
});
afterAll(() => fake.close());

let serial = 0;
async function monthlyPrice(amount = 1500, interval: 'month' | 'year' = 'month', currency = 'gbp') {
  const product = await stripe.products.create({ id: `offer_self_${++serial}`, name: `Membership ${serial}` });
  const price = await stripe.prices.create({
    product: product.id,
    currency,
    unit_amount: amount,
    recurring: { interval },
    lookup_key: `self_${serial}:${interval}`,
    tax_behavior: 'exclusive',
  });
  return { product, price };
}

async function subscribe(options: { trialDays?: number; automaticTax?: boolean; address?: Stripe.AddressParam; amount?: number } = {}) {
  const customer = await stripe.customers.create({
    email: `learner${++serial}@example.com`,
    ...(options.address ? { address: options.address } : {}),
  });
  const { price } = await monthlyPrice(options.amount);
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { siteSubscriptionId: `site-${serial}` },
    ...(options.trialDays ? { trial_period_days: options.trialDays } : {}),
    ...(options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
    expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments', 'pending_setup_intent'],
  });
  return { customer, price, subscription, invoice: subscription.latest_invoice as Stripe.Invoice };
}

const intentOf = (invoice: Stripe.Invoice) => invoice.payments!.data[0]!.payment.payment_intent as string;
const typesOf = (events: { type: string }[]) => events.map((e) => e.type);

describe('customers, payment methods, products and prices', () => {
  it('creates a customer once per Idempotency-Key and sets its default card only once attached', async () => {
    const first = await stripe.customers.create(
      { email: 'ada@example.com', metadata: { siteUserId: 'u1' } },
      { idempotencyKey: 'customer-u1' },
    );
    const again = await stripe.customers.create(
      { email: 'ada@example.com', metadata: { siteUserId: 'u1' } },
      { idempotencyKey: 'customer-u1' },
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: 'ada@example.com' })).data.map((c) => c.id)).toEqual([first.id]);

    const card = fake.billing.cardPaymentMethod(TEST_CARDS.pays);
    await expect(stripe.customers.update(first.id, { invoice_settings: { default_payment_method: card.id } })).rejects.toThrow(
      /No such PaymentMethod/,
    );
    expect((await stripe.paymentMethods.attach(card.id, { customer: first.id })).customer).toBe(first.id);
    const updated = await stripe.customers.update(first.id, { invoice_settings: { default_payment_method: card.id } });
    expect(updated.invoice_settings.default_payment_method).toBe(card.id);
    expect((await stripe.paymentMethods.retrieve(card.id)).card?.last4).toBe('4242');
    await stripe.paymentMethods.detach(card.id);
    expect((await stripe.customers.retrieve(first.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
  });

  it('keeps a lookup key on one price: another one must transfer it; prices are found by lookup key', async () => {
    const { product, price } = await monthlyPrice(1200);
    expect(await stripe.products.retrieve(product.id)).toMatchObject({ id: product.id, name: product.name });
    expect((await stripe.prices.list({ lookup_keys: [price.lookup_key!] })).data.map((p) => p.id)).toEqual([price.id]);
    const params = {
      product: product.id,
      currency: 'gbp',
      unit_amount: 1300,
      recurring: { interval: 'month' as const },
      lookup_key: price.lookup_key!,
    };
    await expect(stripe.prices.create(params)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'lookup_key' });
    const moved = await stripe.prices.create({ ...params, transfer_lookup_key: true });
    expect((await stripe.prices.list({ lookup_keys: [price.lookup_key!] })).data.map((p) => p.id)).toEqual([moved.id]);
    expect(moved).toMatchObject({ unit_amount: 1300, recurring: { interval: 'month' }, type: 'recurring' });
    expect((await stripe.prices.retrieve(price.id)).lookup_key).toBeNull();
  });
});

describe('a subscription without a trial', () => {
  it('starts incomplete with an open first invoice whose payment is a PaymentIntent of the fake; paying it makes it active', async () => {
    const { subscription, invoice, price } = await subscribe({ amount: 1500 });
    expect(subscription.status).toBe('incomplete');
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(price.id);
    expect(item.current_period_end).toBe(addIntervals(item.current_period_start, 1, 'month'));
    expect(invoice).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_create',
      amount_due: 1500,
      currency: 'gbp',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    });
    const intentId = intentOf(invoice);
    expect(invoice.confirmation_secret).toEqual({ client_secret: fake.intent(intentId).client_secret, type: 'payment_intent' });
    // Includable fields come only when expanded, as at Stripe.
    const plain = await stripe.invoices.retrieve(invoice.id);
    expect(plain.confirmation_secret).toBeUndefined();
    expect(plain.payments).toBeUndefined();
    fake.billing.takeEvents();

    fake.succeed(intentId); // the buyer confirms the Payment Element in the browser
    const paid = await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 1500, attempt_count: 1 });
    expect(paid.payments!.data[0]).toMatchObject({ status: 'paid', payment: { type: 'payment_intent', payment_intent: intentId } });
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    expect(active.default_payment_method).toBe(fake.intent(intentId).payment_method);

    const events = fake.billing.takeEvents();
    expect(typesOf(events)).toEqual(['payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
    expect(events[2]!.data.previous_attributes).toMatchObject({ status: 'incomplete', default_payment_method: null });
  });

  it('renews with 4242…: the next period’s invoice is charged off-session; its line holds the period paid for', async () => {
    const { subscription, invoice } = await subscribe({ amount: 1500 });
    fake.billing.confirmInvoicePayment(invoice.id, { card: '4242 4242 4242 4242' });
    const before = subscription.items.data[0]!;
    fake.billing.takeEvents();

    const { invoice: renewal } = fake.billing.renew(subscription.id);
    const read = await stripe.invoices.retrieve(renewal!.id, { expand: ['payments'] });
    expect(read).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', amount_paid: 1500 });
    expect(read.lines.data[0]!.period).toEqual({
      start: before.current_period_end,
      end: addIntervals(before.current_period_start, 2, 'month'),
    });
    // Stripe's invoice period is the one before the renewal, not the one paid for.
    expect({ start: read.period_start, end: read.period_end }).toEqual({
      start: before.current_period_start,
      end: before.current_period_end,
    });
    expect(fake.intent(intentOf(read)).status).toBe('succeeded');
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]!.current_period_start).toBe(before.current_period_end);
    expect(renewed.latest_invoice).toBe(read.id);
    expect(typesOf(fake.billing.takeEvents())).toEqual(['customer.subscription.updated', 'payment_intent.succeeded', 'invoice.paid']);
  });

  it('with 4000 0000 0000 0341: pays at checkout, then every renewal is declined until a new card pays the invoice', async () => {
    const { subscription, invoice, customer } = await subscribe();
    expect(fake.billing.confirmInvoicePayment(invoice.id, { card: TEST_CARDS.declinesOffSession }).paid).toBe(true);
    fake.billing.takeEvents();

    const { invoice: renewal } = fake.billing.renew(subscription.id);
    const failed = await stripe.invoices.retrieve(renewal!.id, { expand: ['payments'] });
    expect(failed).toMatchObject({ status: 'open', attempt_count: 1, attempted: true, next_payment_attempt: null });
    expect(fake.intent(intentOf(failed)).last_payment_error).toMatchObject({ code: 'card_declined' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const events = fake.billing.takeEvents();
    expect(typesOf(events)).toEqual(['customer.subscription.updated', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect(events[1]!.data.object).toMatchObject({ id: failed.id, attempt_count: 1 });

    // The site's retry: declined again, as Stripe answers a failed invoice payment.
    await expect(stripe.invoices.pay(failed.id)).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect((await stripe.invoices.retrieve(failed.id)).attempt_count).toBe(2);

    // A new card through a SetupIntent, made the subscription's default, then the invoice paid at once.
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    fake.billing.confirmSetupIntent(setup.id, { card: TEST_CARDS.pays });
    const confirmed = await stripe.setupIntents.retrieve(setup.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', customer: customer.id });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: confirmed.payment_method as string });
    expect(await stripe.invoices.pay(failed.id)).toMatchObject({ status: 'paid', attempt_count: 3 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(typesOf(fake.billing.takeEvents())).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });
});

describe('a declined first payment', () => {
  it('leaves the subscription incomplete and the invoice open, counted; another card then pays it; invoices list by subscription', async () => {
    const { subscription, invoice } = await subscribe();
    fake.billing.takeEvents();
    expect(fake.billing.confirmInvoicePayment(invoice.id, { card: TEST_CARDS.declines }).paid).toBe(false);
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', attempt_count: 1 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    expect(typesOf(fake.billing.takeEvents())).toEqual(['invoice.payment_failed']);

    expect(fake.billing.confirmInvoicePayment(invoice.id, { card: TEST_CARDS.pays }).paid).toBe(true);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    fake.billing.renew(subscription.id);
    const listed = await stripe.invoices.list({ subscription: subscription.id, expand: ['data.payments'] });
    expect(listed.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
    expect(listed.data.every((i) => i.payments!.data[0]!.status === 'paid')).toBe(true);
  });
});

describe('a subscription with a trial', () => {
  it('starts trialing with a paid £0 invoice and a pending SetupIntent; the card set up is charged when the trial ends', async () => {
    const { subscription, invoice } = await subscribe({ trialDays: 14, amount: 900 });
    expect(subscription).toMatchObject({ status: 'trialing', trial_end: subscription.trial_start! + 14 * 86_400 });
    expect(subscription.items.data[0]!.current_period_end).toBe(subscription.trial_end);
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 0, billing_reason: 'subscription_create', confirmation_secret: null });
    const setup = subscription.pending_setup_intent as Stripe.SetupIntent;
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session' });
    expect(setup.client_secret).toMatch(/^seti_.+_secret_/);

    fake.billing.confirmSetupIntent(setup.id, { card: TEST_CARDS.pays });
    const withCard = await stripe.subscriptions.retrieve(subscription.id);
    expect(withCard.pending_setup_intent).toBeNull();
    expect(withCard.default_payment_method).toBe((await stripe.setupIntents.retrieve(setup.id)).payment_method);

    const { invoice: first } = fake.billing.endTrial(subscription.id);
    expect(first).toMatchObject({ status: 'paid', amount_paid: 900, billing_reason: 'subscription_cycle' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});

describe('changes the learner makes', () => {
  it('cancels at the period end and resumes; cancelled, the period’s end ends it without a charge', async () => {
    const { subscription, invoice } = await subscribe();
    fake.billing.confirmInvoicePayment(invoice.id);
    fake.billing.takeEvents();
    const end = subscription.items.data[0]!.current_period_end;
    expect(await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: end,
    });
    expect(await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const intentsBefore = fake.intents.size;
    expect(fake.billing.renew(subscription.id).invoice).toBeNull();
    expect(fake.intents.size).toBe(intentsBefore);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled', ended_at: end });
    expect(typesOf(fake.billing.takeEvents())).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  it('cancels now: customer.subscription.deleted, and a second cancel is refused', async () => {
    const { subscription, invoice } = await subscribe();
    fake.billing.confirmInvoicePayment(invoice.id);
    fake.billing.takeEvents();
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
    expect(typesOf(fake.billing.takeEvents())).toEqual(['customer.subscription.deleted']);
    await expect(stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it('switches monthly to yearly with always_invoice: a new period from now, the year less the unused month, charged at once', async () => {
    const { subscription, invoice, price } = await subscribe({ amount: 1000 });
    fake.billing.confirmInvoicePayment(invoice.id);
    const yearly = await stripe.prices.create({
      product: price.product as string,
      currency: 'gbp',
      unit_amount: 10000,
      recurring: { interval: 'year' },
    });
    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: yearly.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const item = switched.items.data[0]!;
    expect(item.price.id).toBe(yearly.id);
    expect(item.current_period_end).toBe(addIntervals(item.current_period_start, 1, 'year'));
    const proration = switched.latest_invoice as Stripe.Invoice;
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    // Nearly all of the month is unused (it began a moment ago): about 10000 - 1000.
    expect(proration.amount_paid).toBeGreaterThanOrEqual(9000);
    expect(proration.amount_paid).toBeLessThan(9010);
    expect(proration.lines.data.map((line) => line.amount)).toEqual([-(10000 - proration.amount_paid), 10000]);
  });
});

describe('a subscription schedule', () => {
  it('changes the price at the period’s end: yearly to monthly, charged monthly from the renewal, then released', async () => {
    const { subscription, invoice, price } = await subscribe({ amount: 12000 });
    fake.billing.confirmInvoicePayment(invoice.id);
    // The fixture's price is monthly; make the subscription yearly first, as a learner who chose yearly.
    const yearly = await stripe.prices.create({
      product: price.product as string,
      currency: 'gbp',
      unit_amount: 12000,
      recurring: { interval: 'year' },
    });
    const monthly = await stripe.prices.create({
      product: price.product as string,
      currency: 'gbp',
      unit_amount: 1200,
      recurring: { interval: 'month' },
    });
    const item = (
      await stripe.subscriptions.update(subscription.id, {
        items: [{ id: subscription.items.data[0]!.id, price: yearly.id }],
        proration_behavior: 'none',
      })
    ).items.data[0]!;

    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    expect(schedule.phases).toMatchObject([{ start_date: item.current_period_start, end_date: item.current_period_end }]);
    await expect(stripe.subscriptionSchedules.create({ from_subscription: subscription.id })).rejects.toMatchObject({
      param: 'from_subscription',
    });
    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: yearly.id }], start_date: item.current_period_start, end_date: item.current_period_end },
        { items: [{ price: monthly.id }], duration: { interval: 'month', interval_count: 1 } },
      ],
      end_behavior: 'release',
    });
    expect(updated.phases[1]).toMatchObject({
      start_date: item.current_period_end,
      end_date: addIntervals(item.current_period_end, 1, 'month'),
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).schedule).toBe(schedule.id);
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({
      message: expect.stringContaining('managed by the subscription schedule'),
    });

    const { invoice: renewal } = fake.billing.renew(subscription.id);
    expect(renewal).toMatchObject({ amount_paid: 1200, billing_reason: 'subscription_cycle' });
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]).toMatchObject({
      price: { id: monthly.id },
      current_period_start: item.current_period_end,
      current_period_end: addIntervals(item.current_period_end, 1, 'month'),
    });
    fake.billing.renew(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).schedule).toBeNull();
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'released',
      released_subscription: subscription.id,
    });
    expect(fake.billing.renew(subscription.id).invoice).toMatchObject({ amount_paid: 1200 });
  });
});

describe('Stripe Tax on subscriptions', () => {
  it('needs the customer’s address, then adds the tax of its country to each invoice', async () => {
    await expect(subscribe({ automaticTax: true })).rejects.toMatchObject({ code: 'customer_tax_location_invalid' });
    const { invoice, subscription } = await subscribe({ automaticTax: true, address: { country: 'DE' }, amount: 1000 });
    expect(subscription.automatic_tax.enabled).toBe(true);
    expect(invoice).toMatchObject({ subtotal: 1000, total: 1190, amount_due: 1190, automatic_tax: { enabled: true, status: 'complete' } });
    expect(invoice.total_taxes![0]).toMatchObject({ amount: 190, taxable_amount: 1000, tax_behavior: 'exclusive' });
    const rate = await stripe.taxRates.retrieve(invoice.total_taxes![0]!.tax_rate_details!.tax_rate);
    expect(rate).toMatchObject({ percentage: 19, country: 'DE', inclusive: false, tax_type: 'vat' });
  });
});

describe('recorded events', () => {
  it('are delivered signed, and verify with the webhook secret, in any order and repeated', async () => {
    const { invoice } = await subscribe();
    fake.billing.takeEvents();
    fake.billing.confirmInvoicePayment(invoice.id);
    const events = fake.billing.takeEvents().reverse();
    for (const event of [...events, ...events]) {
      const { payload, signature } = await fake.signedEvent(event);
      expect(Stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret).id).toBe(event.id);
    }
  });
});
