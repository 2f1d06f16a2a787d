// The pair of test apps that suites paying both ways need: one on the local test gateway and, on the same
// database and clock, a variant that pays through the fake Stripe API (test/fake-stripe.ts, the real SDK).
import { expect } from 'vitest';
import { loadConfig } from '../server/config';
import { StripeGateway } from '../server/payments/stripe-gateway';
import { startFakeStripe, type FakeEvent, type FakeStripe } from './fake-stripe';
import { createTestApp, type TestApp } from './test-app';

export interface AppsWithStripe {
  /** The app on the local test gateway. */
  t: TestApp;
  /** The same database, paying through the fake Stripe. */
  stripeApp: TestApp;
  fake: FakeStripe;
}

/** Starts the fake Stripe and both apps; `env` is given to both (e.g. a metrics token). */
export async function startAppsWithStripe(env: Record<string, string> = {}): Promise<AppsWithStripe> {
  const fake = await startFakeStripe();
  const t = await createTestApp({ env });
  const stripeApp = t.variant({ env: { ...fake.env, ...env }, payments: new StripeGateway(loadConfig(fake.env).stripe!) });
  return { t, stripeApp, fake };
}

/** Closes what a suite's setup started, even when it failed half-way. */
export async function closeApps(apps: { t?: TestApp; fake?: FakeStripe }): Promise<void> {
  await apps.t?.close();
  await apps.fake?.close();
}

/**
 * Delivers a fake Stripe event to the Stripe app's webhook, signed as Stripe signs it, and answers the handler's
 * outcome (the webhook must answer 200).
 */
export async function deliverStripeEvent(apps: AppsWithStripe, event: FakeEvent): Promise<string> {
  const signed = await apps.fake.signedEvent(event);
  const res = await apps.stripeApp.client().request('/api/stripe/webhook', {
    method: 'POST',
    body: signed.payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.signature },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.outcome as string;
}

/** The Billing events the fake recorded since last asked, without its invoice payments' payment_intent.succeeded. */
export function takeBillingEvents(apps: AppsWithStripe): FakeEvent[] {
  return apps.fake.billing.takeEvents().filter((e) => e.type !== 'payment_intent.succeeded');
}
