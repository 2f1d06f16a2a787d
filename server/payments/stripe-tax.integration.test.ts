/**
 * Stripe Tax in Stripe mode (issue 31), on PGlite and PostgreSQL, through the real `stripe` SDK against the fake
 * Stripe (test/fake-stripe.ts): the checkout's tax is Stripe's calculation, charged and invoiced as Stripe figured it;
 * the paid sale is filed as one tax transaction however the payment is reported (on PostgreSQL by two services at
 * once); a refund reverses it once; Stripe Tax down charges nothing at checkout and loses nothing after payment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps } from '../../test/apps-with-stripe';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { pdfText } from '../../test/pdf-text';
import { intentIdOf } from '../../test/purchases';
import { createTestApp, silentLogger, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createApp } from '../app';
import { createServices } from '../create-services';
import { checkoutTaxes, invoices, purchases } from '../db/schema';
import type { Services } from '../services';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
});
afterAll(() => closeApps({ t, fake }));

async function checkout(client: TestClient, billing: Record<string, unknown>) {
  const quote = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, ...billing });
  expect(quote.status, quote.text).toBe(200);
  return { quote: quote.body, intentId: intentIdOf(quote.body.clientSecret) };
}

async function pdfOf(client: TestClient, number: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await t.app.request(`http://localhost/api/invoices/${number}.pdf`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

async function webhook(app: { request: TestApp['app']['request'] }, type: string, object: { id: string; object: string }, id?: string) {
  const signed = await fake.signedEvent(fake.event(type, object, id ? { id } : {}));
  return app.request('http://localhost/api/stripe/webhook', {
    method: 'POST',
    body: signed.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
  });
}

const transactionsOf = (intentId: string) => [...fake.taxTransactions.values()].filter((tx) => tx.reference === intentId);
const reversalsOf = (transactionId: string) =>
  [...fake.taxTransactions.values()].filter((tx) => tx.reversal?.original_transaction === transactionId);
const quoteRow = async (intentId: string) =>
  (await t.db.select().from(checkoutTaxes).where(eq(checkoutTaxes.paymentIntentId, intentId)))[0]!;

describe('a consumer in Germany, in Stripe mode', () => {
  it('is charged the 19 % Stripe Tax calculates, invoiced with Stripe’s figures, and the sale is filed once', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_greta' });
    const { quote, intentId } = await checkout(client, { billingCountry: 'DE' });
    expect(quote).toMatchObject({ amount: 999, net: 839, taxRate: 1900, tax: 160, taxInclusive: true, reverseCharge: false });

    // One calculation, for the price with VAT inside it, for a buyer in Germany; the intent charges its total.
    const [calculation] = fake.requests('POST', '/v1/tax/calculations').slice(-1);
    expect(calculation!.params).toMatchObject({
      currency: 'gbp',
      line_items: { 0: { amount: '999', tax_behavior: 'inclusive', reference: 'premium' } },
      customer_details: { address: { country: 'DE' }, address_source: 'billing' },
    });
    expect(fake.intent(intentId).amount).toBe(999);
    expect((await quoteRow(intentId)).taxCalculationId).toMatch(/^taxcalc_/);

    fake.succeed(intentId, { cardCountry: 'DE' });
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', net: 839, taxRate: 1900, tax: 160, gross: 999 });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    // The card's country, read from the charge, is the second piece of evidence.
    expect(row).toMatchObject({ evidence: { billingCountry: 'DE', cardCountry: 'DE' }, taxTable: expect.stringMatching(/^Stripe Tax/) });
    const text = await pdfOf(client, invoice.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain('19 %');

    // Filed once, with the payment as its reference; Stripe's later webhook files nothing more.
    expect(transactionsOf(intentId)).toHaveLength(1);
    expect(transactionsOf(intentId)[0]).toMatchObject({ type: 'transaction', calculation: (await quoteRow(intentId)).taxCalculationId });
    expect((await webhook(t.app, 'payment_intent.succeeded', fake.intent(intentId))).status).toBe(200);
    expect(transactionsOf(intentId)).toHaveLength(1);
    expect((await quoteRow(intentId)).taxTransactionId).toBe(transactionsOf(intentId)[0]!.id);
  });

  it('is invoiced at the rate Stripe calculates, not the site’s table', async () => {
    fake.taxRateOverrides.set('DE', 7);
    try {
      const client = t.client();
      await client.signUp({ username: 'stripe_reduced' });
      const { quote, intentId } = await checkout(client, { billingCountry: 'DE' });
      // 999 × 7 / 107 = 65.35 → 65.
      expect(quote).toMatchObject({ amount: 999, taxRate: 700, tax: 65, net: 934 });
      fake.succeed(intentId, { cardCountry: 'DE' });
      expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const [invoice] = (await client.get('/api/invoices')).body.invoices;
      expect(invoice).toMatchObject({ taxRate: 700, tax: 65, net: 934, gross: 999 });
    } finally {
      fake.taxRateOverrides.clear();
    }
  });

  it('files one tax transaction when the return page and the webhook report the payment at once (two services on PostgreSQL)', async () => {
    let second: Services | undefined;
    const apps: { request: TestApp['app']['request'] }[] = [t.app];
    if (testDbKind() === 'postgres') {
      // A second service on the same PostgreSQL, its own pool, as a second process would have.
      second = await createServices(t.services.config, {
        logger: silentLogger,
        startMailWorker: false,
        mailTransport: { kind: 'outbox', send: async () => ({ messageId: 'unsent' }), close: () => {} },
      });
      apps.push(createApp(second));
    }
    try {
      const client = t.client();
      await client.signUp({ username: 'stripe_racer' });
      const { intentId } = await checkout(client, { billingCountry: 'FR' });
      fake.succeed(intentId, { cardCountry: 'FR' });
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => client.post('/api/payment-success', { paymentIntentId: intentId })),
        ...Array.from({ length: 4 }, (_, i) => webhook(apps[i % apps.length]!, 'payment_intent.succeeded', fake.intent(intentId))),
      ]);
      for (const res of results) expect(res.status).toBe(200);
      expect(await t.db.select().from(purchases).where(eq(purchases.paymentIntentId, intentId))).toHaveLength(1);
      expect(transactionsOf(intentId)).toHaveLength(1);
      const keys = fake.requests('POST', '/v1/tax/transactions/create_from_calculation').map((r) => r.headers['idempotency-key']);
      expect(keys).toContain(`tax-transaction-${intentId}`);
      expect((await quoteRow(intentId)).taxTransactionId).toBe(transactionsOf(intentId)[0]!.id);
    } finally {
      await second?.database.close();
    }
  }, 60_000);

  it('a refund reverses the tax transaction once, whether the refund or Stripe’s charge.refunded comes first', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_refunder' });
    const { intentId } = await checkout(client, { billingCountry: 'DE' });
    fake.succeed(intentId, { cardCountry: 'DE' });
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
    const [transaction] = transactionsOf(intentId);
    const [purchase] = (await client.get('/api/account/purchases')).body.purchases;
    const refund = await client.post(`/api/account/purchases/${purchase.id}/refund`, {});
    expect(refund.status, refund.text).toBe(200);
    expect(reversalsOf(transaction!.id)).toEqual([expect.objectContaining({ type: 'reversal', reference: `${intentId}-refund` })]);
    // Stripe then reports the refund: nothing more is reversed.
    const charge = fake.charges.get(fake.intent(intentId).latest_charge!)!;
    expect((await webhook(t.app, 'charge.refunded', charge)).status).toBe(200);
    expect(reversalsOf(transaction!.id)).toHaveLength(1);
    const documents = (await client.get('/api/invoices')).body.invoices;
    expect(documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
  });
});

describe('the buyer’s country in Stripe mode', () => {
  it('asks before paying when the card is from another country; the confirmation and the card’s country are kept as evidence', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_pierre' });
    const { intentId } = await checkout(client, { billingCountry: 'DE' });
    const french = fake.createPaymentMethod({ cardCountry: 'FR' });
    const asked = await client.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: french.id });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ field: 'confirmCountry', error: 'country_mismatch' });
    expect(asked.body.message).toContain('France');
    const confirmed = await client.post('/api/stripe/card-country', {
      paymentIntentId: intentId,
      paymentMethodId: french.id,
      confirmCountry: true,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { ok: true, billingCountry: 'DE' } });
    // A German card agrees without a question; another buyer's payment and an unknown card are not found.
    const german = fake.createPaymentMethod({ cardCountry: 'DE' });
    expect((await client.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: german.id })).status).toBe(200);
    const stranger = t.client();
    await stranger.signUp({ username: 'stripe_stranger' });
    expect((await stranger.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: german.id })).status).toBe(404);
    expect(
      (await client.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: 'pm_unknown000000000000' })).status,
    ).toBe(404);
    expect((await client.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: 'x' })).body.field).toBe(
      'paymentMethodId',
    );

    // The buyer confirmed, then paid with the French card: VAT stays Germany's and the invoice keeps both countries.
    await client.post('/api/stripe/card-country', { paymentIntentId: intentId, paymentMethodId: french.id, confirmCountry: true });
    fake.succeed(intentId, { cardCountry: 'FR' });
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    expect(row).toMatchObject({ taxRate: 1900, evidence: { billingCountry: 'DE', cardCountry: 'FR', countryConfirmed: true } });
  });
});

describe('a buyer Stripe Tax cannot place from the country alone', () => {
  it('in the US: the table decides (no VAT), the payment goes ahead, and nothing is filed', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_usa' });
    const { quote, intentId } = await checkout(client, { billingCountry: 'US' });
    expect(quote).toMatchObject({ amount: 999, tax: 0, taxRate: 0, net: 999, billingCountry: 'US' });
    expect(fake.requests('POST', '/v1/tax/calculations').at(-1)!.status).toBe(400);
    expect((await quoteRow(intentId)).taxCalculationId).toBeNull();
    fake.succeed(intentId, { cardCountry: 'US' });
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
    expect((await client.get('/api/invoices')).body.invoices).toEqual([expect.objectContaining({ tax: 0, gross: 999 })]);
    expect(transactionsOf(intentId)).toEqual([]);
  });
});

describe('a business buyer in Stripe mode', () => {
  it('is reverse-charged when Stripe Tax says so: no VAT, and the invoice says so', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_claire' });
    const { quote, intentId } = await checkout(client, {
      billingCountry: 'FR',
      company: 'Exemple SA',
      address: '1 rue de la Paix, Paris',
      vatNumber: 'FR40303265045',
    });
    expect(quote).toMatchObject({ amount: 999, net: 999, tax: 0, taxRate: 0, reverseCharge: true });
    const [calculation] = fake.requests('POST', '/v1/tax/calculations').slice(-1);
    expect(calculation!.params).toMatchObject({ customer_details: { tax_ids: { 0: { type: 'eu_vat', value: 'FR40303265045' } } } });
    fake.succeed(intentId, { cardCountry: 'FR' });
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
    const [invoice] = (await client.get('/api/invoices')).body.invoices;
    expect(invoice).toMatchObject({ reverseCharge: true, tax: 0, gross: 999 });
    expect(await pdfOf(client, invoice.number)).toContain('Reverse charge');
  });
});

describe('Stripe Tax unavailable', () => {
  it('at checkout: 503 with a clear message, and no payment is opened', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_down' });
    const intentsBefore = fake.requests('POST', '/v1/payment_intents').length;
    fake.taxDown = true;
    try {
      const res = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, billingCountry: 'DE' });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/tax .*nothing was charged/i);
      expect(res.headers.get('retry-after')).toBe('60');
    } finally {
      fake.taxDown = false;
    }
    expect(fake.requests('POST', '/v1/payment_intents')).toHaveLength(intentsBefore);
    // Back up: the same buyer checks out.
    await checkout(client, { billingCountry: 'DE' });
  });

  it('after payment: the purchase stands, the webhook answers 503 until the sale is filed, then files it once', async () => {
    const client = t.client();
    await client.signUp({ username: 'stripe_later' });
    const { intentId } = await checkout(client, { billingCountry: 'IT' });
    fake.succeed(intentId, { cardCountry: 'IT' });
    fake.taxDown = true;
    const event = fake.event('payment_intent.succeeded', fake.intent(intentId));
    try {
      expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const signed = await fake.signedEvent(event);
      const failed = await t.app.request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        body: signed.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      });
      expect(failed.status).toBe(503);
    } finally {
      fake.taxDown = false;
    }
    expect(await t.db.select().from(purchases).where(eq(purchases.paymentIntentId, intentId))).toHaveLength(1);
    expect((await client.get('/api/invoices')).body.invoices).toHaveLength(1);
    expect(transactionsOf(intentId)).toHaveLength(0);
    // Stripe sends the event again.
    expect((await webhook(t.app, 'payment_intent.succeeded', fake.intent(intentId), event.id)).status).toBe(200);
    expect(transactionsOf(intentId)).toHaveLength(1);
  });
});
