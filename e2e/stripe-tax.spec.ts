import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { pdfText } from '../test/pdf-text';
import { startBuiltServer, type BuiltServer } from './built-server';

/**
 * Issue 31's journey in Stripe mode, at the API level: Stripe.js cannot load here (no internet), so the production
 * build runs against the fake Stripe (test/fake-stripe.ts, through the real SDK), which stands in for the customer
 * paying and sends the webhook, as e2e/resilience.spec.ts does. The details (races, outages, business buyers, the
 * card's country) are in server/payments/stripe-tax.integration.test.ts. Runs once, at one width.
 */
test.describe.configure({ mode: 'serial' });

// Beside the Playwright server's port, so worktrees running their end-to-end tests at once do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 180;
const BASE = `http://127.0.0.1:${PORT}`;

let server: BuiltServer | undefined;
let fake: FakeStripe | undefined;
let dataDir = '';

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop-1280') return;
  testInfo.setTimeout(120_000);
  fake = await startFakeStripe();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-stripe-tax-'));
  server = await startBuiltServer({
    port: PORT,
    env: { ...fake.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    output: 'inherit',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one run covers the API journey');
});

async function call(path: string, options: { cookie?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: BASE, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.json === undefined ? options.body : JSON.stringify(options.json);
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
  return res;
}

test('in Stripe mode a buyer in Germany pays German VAT by Stripe Tax, gets a numbered invoice, and a refund makes a credit note', async () => {
  const stripe = fake!;
  const signUp = await call('/api/auth/signup', {
    json: { username: 'stripe_tax_buyer', email: 'stripe-tax@example.com', password: 'Violet-Harbour-42' },
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;

  const quote = await call('/api/create-payment-intent', { cookie, json: { courseId: 'premium-course', billingCountry: 'DE' } });
  expect(quote.status).toBe(200);
  const body = await quote.json();
  expect(body).toMatchObject({ amount: 999, taxRate: 1900, tax: 160, net: 839, billingCountry: 'DE' });
  const intentId = body.clientSecret.slice(0, body.clientSecret.indexOf('_secret_'));
  expect(stripe.requests('POST', '/v1/tax/calculations')).toHaveLength(1);

  // The buyer pays with a German card; Stripe's webhook reports it.
  stripe.succeed(intentId, { cardCountry: 'DE' });
  const signed = await stripe.signedEvent(stripe.event('payment_intent.succeeded', stripe.intent(intentId)));
  const delivered = await call('/api/stripe/webhook', {
    body: signed.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
  });
  expect(await delivered.json()).toMatchObject({ outcome: 'fulfilled' });
  expect([...stripe.taxTransactions.values()].filter((t) => t.reference === intentId)).toHaveLength(1);

  const [invoice] = (await (await call('/api/invoices', { cookie })).json()).invoices;
  expect(invoice).toMatchObject({ kind: 'invoice', taxRate: 1900, tax: 160, gross: 999 });
  const pdf = await call(`/api/invoices/${invoice.number}.pdf`, { cookie });
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
  expect(text).toContain(invoice.number);
  expect(text).toContain('19 %');
  expect(text).toContain('£1.60');

  const [purchase] = (await (await call('/api/account/purchases', { cookie })).json()).purchases;
  expect((await call(`/api/account/purchases/${purchase.id}/refund`, { cookie, json: {} })).status).toBe(200);
  const documents = (await (await call('/api/invoices', { cookie })).json()).invoices;
  expect(documents).toContainEqual(expect.objectContaining({ kind: 'credit_note', creditsNumber: invoice.number, gross: -999 }));
  expect([...stripe.taxTransactions.values()].filter((t) => t.type === 'reversal')).toHaveLength(1);
});
