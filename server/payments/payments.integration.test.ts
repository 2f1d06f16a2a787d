/**
 * Card payments through the HTTP API, on PGlite and on PostgreSQL (the `pglite` and `postgres` projects).
 *
 * The Stripe gateway runs the real `stripe` SDK against test/fake-stripe.ts, a local server that
 * answers like Stripe's API; webhooks are signed with the SDK's own test-header helper. The local test
 * gateway (what the app uses without Stripe keys) runs on a variant of the app over the same database,
 * configured without Stripe keys.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps } from '../../test/apps-with-stripe';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';
import { checkoutIntents, coupons, localPaymentIntents, offerPrices, paymentEvents, purchases } from '../db/schema';
import { LocalGateway } from './local-gateway';
import { StripeGateway } from './stripe-gateway';
import type { IntentMetadata } from './gateway';

const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

async function hasPremium(client: TestClient): Promise<boolean> {
  const me = await client.get('/api/auth/me');
  expect(me.status).toBe(200);
  return me.body.user.hasPremiumAccess;
}

async function purchasesOf(app: TestApp, userId: string) {
  return app.db.select().from(purchases).where(eq(purchases.userId, userId));
}

async function purchasesForIntent(app: TestApp, paymentIntentId: string) {
  return app.db.select().from(purchases).where(eq(purchases.paymentIntentId, paymentIntentId));
}

/** Nothing was granted: no premium access, no purchase row. */
async function expectNothingGranted(app: TestApp, client: TestClient, userId: string) {
  expect(await hasPremium(client)).toBe(false);
  expect(await purchasesOf(app, userId)).toEqual([]);
}

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
});
afterAll(() => closeApps({ t, fake }));

describe('payments configuration', () => {
  it('refuses the local test gateway on a public address unless PAYMENTS_MODE=local', () => {
    let error: unknown;
    try {
      loadConfig({ PUBLIC_URL: 'https://academy.example' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Invalid configuration: PAYMENTS_MODE /);
    expect((error as Error).message).not.toContain('\n');

    expect(
      loadConfig({
        PUBLIC_URL: 'https://academy.example',
        PAYMENTS_MODE: 'local',
        SELLER_NAME: 'Academy Ltd',
        SELLER_ADDRESS: '1 High St, London',
        SELLER_EMAIL: 'hello@academy.example',
      }),
    ).toMatchObject({
      paymentsMode: 'local',
      stripe: undefined,
    });
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://app.localhost']) {
      expect(loadConfig({ PUBLIC_URL: url })).toMatchObject({ paymentsMode: 'local', stripe: undefined });
    }
    expect(loadConfig({})).toMatchObject({ paymentsMode: 'local', stripe: undefined });
  });

  it('uses Stripe on a public address when both keys are set, and passes STRIPE_API_BASE on', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://academy.example',
      SELLER_NAME: 'Academy Ltd',
      SELLER_ADDRESS: '1 High St, London',
      SELLER_EMAIL: 'hello@academy.example',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      paymentsMode: 'stripe',
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: undefined, apiBase: 'http://127.0.0.1:12111' },
    });
    expect(() => loadConfig({ PAYMENTS_MODE: 'stripe' })).toThrow(/^Invalid configuration: PAYMENTS_MODE /);
  });
});

describe('with the Stripe gateway (real SDK, fake Stripe API)', () => {
  async function buyer(username: string) {
    const client = t.client();
    const { user } = await client.signUp({ username });
    return { client, user };
  }

  async function openIntent(client: TestClient): Promise<string> {
    const res = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    expect(res.status).toBe(200);
    return intentIdOf(res.body.clientSecret);
  }

  function deliver(signed: { payload: string; signature?: string }) {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (signed.signature !== undefined) headers['stripe-signature'] = signed.signature;
    // Stripe's servers: no cookies, no Origin.
    return t.client().request('/api/stripe/webhook', { method: 'POST', body: signed.payload, headers });
  }

  async function deliverEvent(event: FakeEvent) {
    return deliver(await fake.signedEvent(event));
  }

  async function eventRows(ids: string[]) {
    return t.db.select().from(paymentEvents).where(inArray(paymentEvents.id, ids));
  }

  it('builds the Stripe gateway from the environment', () => {
    expect(t.services.payments).toBeInstanceOf(StripeGateway);
    expect(t.services.payments.publishableKey).toBe(fake.publishableKey);
  });

  it('the fake refuses a wrong secret key with 401, which the SDK reports as an authentication error', async () => {
    const intent = fake.createIntent({ amount: 999, currency: 'gbp' });
    const wrongKey = new StripeGateway({
      secretKey: 'sk_test_wrong_key_000000',
      publishableKey: 'pk_test_x',
      webhookSecret: undefined,
      apiBase: fake.url,
    });
    await expect(wrongKey.retrieveIntent(intent.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(fake.requestLog.at(-1)).toMatchObject({ path: `/v1/payment_intents/${intent.id}`, status: 401 });

    const rightKey = t.services.payments as StripeGateway;
    expect(await rightKey.retrieveIntent(intent.id)).toMatchObject({ id: intent.id, amount: 999, currency: 'gbp' });
    expect(await rightKey.retrieveIntent('pi_unknown000000000000000')).toBeNull();
  });

  describe('POST /api/create-payment-intent', () => {
    let a: Awaited<ReturnType<typeof buyer>>;
    beforeAll(async () => {
      a = await buyer('intent_opener');
    });

    it('answers 401 when signed out, without calling Stripe', async () => {
      const before = fake.requestLog.length;
      const res = await t.client().post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
      expect(fake.requestLog.length).toBe(before);
    });

    it('answers 404 for an unknown course, 400 for the free course and 400 naming courseId for a bad body', async () => {
      const before = fake.requestLog.length;
      const unknown = await a.client.post('/api/create-payment-intent', { courseId: 'no-such-course' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Course not found' });

      const free = await a.client.post('/api/create-payment-intent', { courseId: FREE_COURSE_ID });
      expect(free.status).toBe(400);
      expect(free.body).toEqual({ message: 'This course is free. No payment required.' });

      for (const body of [{ courseId: '' }, { courseId: 42 }, { courseId: null }, { courseId: 'x'.repeat(65) }]) {
        const res = await a.client.post('/api/create-payment-intent', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({ field: 'courseId', message: expect.stringContaining('courseId') });
      }
      // Nothing named to buy: the offer is what is missing (issue 43).
      for (const body of [{}, { course: PREMIUM_COURSE_ID }, { offerId: 'Premium!' }]) {
        const res = await a.client.post('/api/create-payment-intent', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({ field: 'offerId', message: expect.stringContaining('offerId') });
      }
      expect(fake.requestLog.length).toBe(before);
    });

    it('takes amount and currency from the database and binds the intent to user and offer', async () => {
      // Whatever the browser sends besides the course id is ignored (but the currency, issue 31: pounds here).
      const res = await a.client.post('/api/create-payment-intent', {
        courseId: PREMIUM_COURSE_ID,
        amount: 1,
        currency: 'gbp',
        metadata: { userId: 'x' },
      });
      expect(res.status).toBe(200);
      // The order summary's figures come with it (issue 14), computed here.
      expect(res.body).toEqual({
        clientSecret: expect.any(String),
        price: 999,
        discount: 0,
        amount: 999,
        currency: 'GBP',
        couponCode: null,
        // The VAT inside the price (issue 31): a buyer who names no country is in the seller's (GB).
        net: 832,
        taxRate: 2000,
        tax: 167,
        taxInclusive: true,
        reverseCharge: false,
        billingCountry: 'GB',
      });
      expect(res.body.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
      expect(res.headers.get('cache-control')).toBe('no-store');

      const [create] = fake.requests('POST', '/v1/payment_intents').slice(-1);
      expect(create).toBeDefined();
      expect(create!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(create!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
      expect(create!.headers['idempotency-key']).toEqual(expect.stringContaining(a.user.id));
      expect(create!.params).toMatchObject({
        amount: '999',
        currency: 'gbp',
        metadata: { userId: a.user.id, offerId: 'premium' },
        automatic_payment_methods: { enabled: 'true' },
      });
      expect(Object.keys(create!.params.metadata as object).sort()).toEqual(['offerId', 'userId']);

      const intent = fake.intent(intentIdOf(res.body.clientSecret));
      expect(intent).toMatchObject({
        amount: 999,
        currency: 'gbp',
        client_secret: res.body.clientSecret,
        status: 'requires_payment_method',
      });
      expect(intent.metadata).toEqual({ userId: a.user.id, offerId: 'premium' });
    });

    it('reuses the open intent of the same user and course, and opens a new one once it is no longer open', async () => {
      const creates = () => fake.requests('POST', '/v1/payment_intents').length;
      const first = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      const before = creates();
      const second = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(second.status).toBe(200);
      expect(second.body.clientSecret).toBe(first.body.clientSecret);
      expect(creates()).toBe(before);
      const rows = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.userId, a.user.id));
      expect(rows).toHaveLength(1);

      fake.setStatus(intentIdOf(first.body.clientSecret), 'canceled');
      const third = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(third.status).toBe(200);
      expect(third.body.clientSecret).not.toBe(first.body.clientSecret);
      expect(creates()).toBe(before + 1);
      const fourth = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(fourth.body.clientSecret).toBe(third.body.clientSecret);
    });

    it('updates the open intent to the new amount once the price in the database has changed', async () => {
      const before = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      // The premium course's price is its offer's (issue 43).
      const premiumGbp = and(eq(offerPrices.offerId, 'premium'), eq(offerPrices.currency, 'GBP'));
      await t.db.update(offerPrices).set({ amount: 1299 }).where(premiumGbp);
      try {
        const after = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
        expect(after.status).toBe(200);
        // The same intent (never a second one a buyer could pay as well), at the new price.
        expect(after.body.clientSecret).toBe(before.body.clientSecret);
        expect(after.body.amount).toBe(1299);
        expect(fake.intent(intentIdOf(after.body.clientSecret)).amount).toBe(1299);
      } finally {
        await t.db.update(offerPrices).set({ amount: 999 }).where(premiumGbp);
      }
    });

    it('gives two simultaneous first requests the same intent (Idempotency-Key)', async () => {
      const b = await buyer('double_clicker');
      const [one, two] = await Promise.all([
        b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID }),
        b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID }),
      ]);
      expect(one.status).toBe(200);
      expect(two.status).toBe(200);
      expect(two.body.clientSecret).toBe(one.body.clientSecret);
      const mine = [...fake.intents.values()].filter((i) => i.metadata.userId === b.user.id);
      expect(mine).toHaveLength(1);
      expect(await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.userId, b.user.id))).toHaveLength(1);
    });

    it('answers 409 when the course is already owned', async () => {
      const b = await buyer('already_owner');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const creates = fake.requests('POST', '/v1/payment_intents').length;
      const res = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: expect.stringMatching(/already own/) });
      expect(fake.requests('POST', '/v1/payment_intents').length).toBe(creates);
    });

    it('answers 409 "being processed" while the last payment is processing or awaiting capture, and starts no second one', async () => {
      const b = await buyer('slow_bank');
      const intentId = await openIntent(b.client);
      const creates = () => fake.requests('POST', '/v1/payment_intents').length;
      const before = creates();
      for (const status of ['processing', 'requires_capture'] as const) {
        fake.setStatus(intentId, status);
        const res = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
        expect(res.status, status).toBe(409);
        expect(res.body).toEqual({ code: 'payment_processing', message: expect.stringMatching(/being processed/) });
      }
      expect(creates()).toBe(before);
      expect(await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.userId, b.user.id))).toHaveLength(1);

      // The bank declines after all: the same intent is offered again for another card.
      fake.setStatus(intentId, 'requires_payment_method');
      expect(intentIdOf((await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })).body.clientSecret)).toBe(
        intentId,
      );
      // Or it goes through: the course is owned, once.
      fake.setStatus(intentId, 'processing');
      fake.succeed(intentId);
      expect((await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })).status).toBe(409);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ paymentIntentId: intentId, status: 'paid' })]);
      expect(creates()).toBe(before);
    });

    it('does not ask for a second payment when the last intent succeeded but was never confirmed back', async () => {
      // The buyer paid, then closed the tab before the return page called payment-success (and no webhook came).
      const b = await buyer('closed_the_tab');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      const creates = fake.requests('POST', '/v1/payment_intents').length;
      const res = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(res.status).toBe(409);
      expect(fake.requests('POST', '/v1/payment_intents').length).toBe(creates);
      expect(await hasPremium(b.client)).toBe(true);
      expect(await purchasesForIntent(t, intentId)).toHaveLength(1);
    });
  });

  describe('POST /api/payment-success', () => {
    it('grants access after a succeeded payment, visible at once in /api/auth/me and /api/account', async () => {
      const b = await buyer('happy_buyer');
      const intentId = await openIntent(b.client);
      expect(await hasPremium(b.client)).toBe(false);
      fake.succeed(intentId);

      const res = await b.client.post('/api/payment-success', { paymentIntentId: intentId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, offerId: 'premium', courseId: PREMIUM_COURSE_ID, hasPremiumAccess: true });
      expect(fake.requests('GET', `/v1/payment_intents/${intentId}`).length).toBeGreaterThan(0);

      expect(await hasPremium(b.client)).toBe(true);
      const account = await b.client.get('/api/account');
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({ hasPremiumAccess: true, subscriptionLevel: 'Premium' });
      expect(await purchasesOf(t, b.user.id)).toEqual([
        expect.objectContaining({ courseId: PREMIUM_COURSE_ID, paymentIntentId: intentId, amount: 999, currency: 'GBP', status: 'paid' }),
      ]);

      // Calling again (a reload of the return page) changes nothing.
      const again = await b.client.post('/api/payment-success', { paymentIntentId: intentId });
      expect(again.status).toBe(200);
      expect(await purchasesOf(t, b.user.id)).toHaveLength(1);
    });

    describe('refusals: nothing is granted', () => {
      let c: Awaited<ReturnType<typeof buyer>>;
      beforeAll(async () => {
        c = await buyer('careful_caller');
      });

      it('answers 401 when signed out', async () => {
        const intent = fake.createIntent({
          amount: 999,
          currency: 'gbp',
          metadata: { userId: c.user.id, courseId: PREMIUM_COURSE_ID },
          status: 'succeeded',
        });
        const res = await t.client().post('/api/payment-success', { paymentIntentId: intent.id });
        expect(res.status).toBe(401);
        expect(await purchasesForIntent(t, intent.id)).toEqual([]);
      });

      it('answers 400 naming paymentIntentId for a malformed id, without calling Stripe', async () => {
        const before = fake.requestLog.length;
        for (const body of [
          {},
          { paymentIntentId: '' },
          { paymentIntentId: 123 },
          { paymentIntentId: 'ch_123' },
          { paymentIntentId: 'pi_../../v1/charges/ch_1' },
          { paymentIntentId: 'pi_1?expand[]=x' },
        ]) {
          const res = await c.client.post('/api/payment-success', body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body).toMatchObject({ field: 'paymentIntentId', message: expect.stringContaining('paymentIntentId') });
        }
        expect(fake.requestLog.length).toBe(before);
        await expectNothingGranted(t, c.client, c.user.id);
      });

      it('answers 404 for a forged intent id that Stripe does not know', async () => {
        const res = await c.client.post('/api/payment-success', { paymentIntentId: 'pi_3Forged0000000000000000' });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: expect.any(String) });
        expect(fake.requestLog.at(-1)).toMatchObject({ path: '/v1/payment_intents/pi_3Forged0000000000000000', status: 404 });
        await expectNothingGranted(t, c.client, c.user.id);
      });

      it("answers 403 for another user's succeeded intent", async () => {
        const owner = await buyer('intent_owner');
        const intentId = await openIntent(owner.client);
        fake.succeed(intentId);
        const res = await c.client.post('/api/payment-success', { paymentIntentId: intentId });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: expect.any(String) });
        await expectNothingGranted(t, c.client, c.user.id);
        // The caller's request did not fulfil the owner's payment either.
        expect(await purchasesForIntent(t, intentId)).toEqual([]);
      });

      it('answers 403 for a succeeded intent that names no user of this site', async () => {
        const intent = fake.createIntent({ amount: 999, currency: 'gbp', status: 'succeeded' });
        const res = await c.client.post('/api/payment-success', { paymentIntentId: intent.id });
        expect(res.status).toBe(403);
        await expectNothingGranted(t, c.client, c.user.id);
      });

      it('answers 400 for an intent that has not succeeded, and 409 "being processed" while it settles', async () => {
        const intentId = await openIntent(c.client);
        for (const status of ['processing', 'requires_capture'] as const) {
          fake.setStatus(intentId, status);
          const res = await c.client.post('/api/payment-success', { paymentIntentId: intentId });
          expect(res.status, status).toBe(409);
          expect(res.body).toEqual({ code: 'payment_processing', message: expect.stringMatching(/being processed/) });
        }
        for (const status of ['requires_payment_method', 'requires_action', 'canceled'] as const) {
          fake.setStatus(intentId, status);
          const res = await c.client.post('/api/payment-success', { paymentIntentId: intentId });
          expect(res.status, status).toBe(400);
          expect(res.body).toEqual({ message: 'This payment has not been completed.' });
        }
        await expectNothingGranted(t, c.client, c.user.id);
      });

      it('answers 400 when the amount or currency paid is not the price of the course', async () => {
        const intentId = await openIntent(c.client);
        fake.succeed(intentId);
        fake.setAmount(intentId, 1);
        const res = await c.client.post('/api/payment-success', { paymentIntentId: intentId });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'The amount paid does not match the course price.' });

        const dollars = fake.createIntent({
          amount: 999,
          currency: 'usd',
          metadata: { userId: c.user.id, courseId: PREMIUM_COURSE_ID },
          status: 'succeeded',
        });
        const usd = await c.client.post('/api/payment-success', { paymentIntentId: dollars.id });
        expect(usd.status).toBe(400);
        expect(usd.body).toEqual({ message: 'The amount paid does not match the course price.' });

        const free = fake.createIntent({
          amount: 499,
          currency: 'gbp',
          metadata: { userId: c.user.id, courseId: 'no-such-course' },
          status: 'succeeded',
        });
        expect((await c.client.post('/api/payment-success', { paymentIntentId: free.id })).status).toBe(400);
        await expectNothingGranted(t, c.client, c.user.id);
      });
    });
  });

  describe('POST /api/stripe/webhook', () => {
    it('answers 400 for a missing or bad signature, a tampered body or an old timestamp, and grants nothing', async () => {
      const b = await buyer('webhook_forger');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      const event = fake.event('payment_intent.succeeded', fake.intent(intentId));
      const good = await fake.signedEvent(event);

      const missing = await deliver({ payload: good.payload });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: expect.any(String) });

      const attempts = [
        await fake.signedEvent(event, { secret: 'whsec_not_the_right_one' }),
        { payload: good.payload.replace(intentId, fake.createIntent({ amount: 999, currency: 'gbp' }).id), signature: good.signature },
        await fake.signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 }),
        { payload: good.payload, signature: 'garbage' },
        { payload: good.payload, signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      ];
      for (const attempt of attempts) {
        const res = await deliver(attempt);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: expect.any(String) });
      }
      await expectNothingGranted(t, b.client, b.user.id);
      expect(await eventRows([event.id])).toEqual([]);
    });

    it('payment_intent.succeeded grants access; it reads the intent from Stripe rather than trusting the payload', async () => {
      const b = await buyer('webhook_buyer');
      const intentId = await openIntent(b.client);

      // A genuine event whose snapshot says "succeeded" while Stripe says otherwise (e.g. delivered out of order).
      const early = fake.event('payment_intent.succeeded', { ...fake.intent(intentId), status: 'succeeded' });
      const ignored = await deliverEvent(early);
      expect(ignored.status).toBe(200);
      expect(ignored.body).toEqual({ received: true, outcome: 'ignored' });
      await expectNothingGranted(t, b.client, b.user.id);

      fake.succeed(intentId);
      const res = await deliverEvent(fake.event('payment_intent.succeeded', fake.intent(intentId)));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'fulfilled' });
      expect(await hasPremium(b.client)).toBe(true);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ paymentIntentId: intentId, status: 'paid' })]);

      // The buyer's return page arrives after the webhook: same answer, still one purchase.
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      expect(await purchasesOf(t, b.user.id)).toHaveLength(1);
    });

    it('a replayed event (same id) changes nothing and is recorded once', async () => {
      const b = await buyer('replay_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      const event = fake.event('payment_intent.succeeded', fake.intent(intentId));
      const first = await deliverEvent(event);
      expect(first.body).toEqual({ received: true, outcome: 'fulfilled' });
      const retrievesAfterFirst = fake.requests('GET', `/v1/payment_intents/${intentId}`).length;
      const replay = await deliverEvent(event);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
      // A duplicate is recognised before anything is fetched or written.
      expect(fake.requests('GET', `/v1/payment_intents/${intentId}`).length).toBe(retrievesAfterFirst);
      expect(await eventRows([event.id])).toEqual([expect.objectContaining({ id: event.id, type: 'payment_intent.succeeded' })]);
      expect(await purchasesOf(t, b.user.id)).toHaveLength(1);
    });

    it('answers 200 and ignores event types it does not handle', async () => {
      const event = fake.event('customer.created', { id: 'cus_Test000000000000', object: 'customer' });
      const res = await deliverEvent(event);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'ignored' });
    });

    it('charge.refunded: a partial refund keeps access, a full refund revokes it', async () => {
      const b = await buyer('refunded_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      expect(await hasPremium(b.client)).toBe(true);

      const partial = fake.refund(intentId, { full: false });
      expect(partial).toMatchObject({ refunded: false, amount_refunded: expect.any(Number) });
      const kept = await deliverEvent(fake.event('charge.refunded', partial));
      expect(kept.body).toEqual({ received: true, outcome: 'ignored' });
      expect(await hasPremium(b.client)).toBe(true);

      const full = fake.refund(intentId, { full: true });
      expect(full).toMatchObject({ refunded: true, amount_refunded: 999 });
      const revoked = await deliverEvent(fake.event('charge.refunded', full));
      expect(revoked.body).toEqual({ received: true, outcome: 'revoked' });
      expect(await hasPremium(b.client)).toBe(false);
      expect((await b.client.get('/api/account')).body).toMatchObject({ hasPremiumAccess: false, subscriptionLevel: 'Free' });
      // The purchase stays as the accounting record.
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ paymentIntentId: intentId, status: 'refunded' })]);

      // The refunded intent is still "succeeded" at Stripe: neither the return page nor a late webhook brings access back.
      const late = await b.client.post('/api/payment-success', { paymentIntentId: intentId });
      expect(late.status).toBe(400);
      expect(late.body).toEqual({ message: expect.any(String) });
      expect((await deliverEvent(fake.event('payment_intent.succeeded', fake.intent(intentId)))).body.outcome).toBe('ignored');
      expect(await hasPremium(b.client)).toBe(false);

      // The buyer may buy again with a new payment.
      const again = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(again.status).toBe(200);
      expect(intentIdOf(again.body.clientSecret)).not.toBe(intentId);
    });

    it('charge.dispute.created revokes access; a won dispute restores it, and a replay of the old event does not undo that', async () => {
      const b = await buyer('disputed_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);

      const dispute = fake.dispute(intentId);
      const created = fake.event('charge.dispute.created', dispute);
      expect((await deliverEvent(created)).body).toEqual({ received: true, outcome: 'revoked' });
      expect(await hasPremium(b.client)).toBe(false);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'disputed' })]);

      const won = fake.closeDispute(dispute.id, 'won');
      expect((await deliverEvent(fake.event('charge.dispute.closed', won))).body).toEqual({ received: true, outcome: 'restored' });
      expect(await hasPremium(b.client)).toBe(true);

      const replay = await deliverEvent(created);
      expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
      expect(await hasPremium(b.client)).toBe(true);
      expect(await eventRows([created.id])).toHaveLength(1);
    });

    it('a full refund followed by a won dispute leaves access revoked', async () => {
      const b = await buyer('refund_then_dispute');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);

      const refunded = fake.refund(intentId, { full: true });
      expect((await deliverEvent(fake.event('charge.refunded', refunded))).body.outcome).toBe('revoked');
      const dispute = fake.dispute(intentId);
      expect((await deliverEvent(fake.event('charge.dispute.created', dispute))).body.outcome).toBe('ignored');
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'refunded' })]);
      const won = fake.closeDispute(dispute.id, 'won');
      expect((await deliverEvent(fake.event('charge.dispute.closed', won))).body.outcome).toBe('ignored');

      expect(await hasPremium(b.client)).toBe(false);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    });

    it('a won dispute does not restore a charge that Stripe reports refunded, whatever order the events arrive in', async () => {
      const b = await buyer('dispute_then_refund');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const dispute = fake.dispute(intentId);
      expect((await deliverEvent(fake.event('charge.dispute.created', dispute))).body.outcome).toBe('revoked');
      // Refunded at Stripe; its charge.refunded event has not arrived yet when the dispute closes.
      const refunded = fake.refund(intentId, { full: true });
      const won = fake.closeDispute(dispute.id, 'won');
      expect((await deliverEvent(fake.event('charge.dispute.closed', won))).body.outcome).toBe('ignored');
      expect(await hasPremium(b.client)).toBe(false);

      expect((await deliverEvent(fake.event('charge.refunded', refunded))).body.outcome).toBe('revoked');
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'refunded' })]);
      expect(await hasPremium(b.client)).toBe(false);
    });

    it('a won dispute after a partial refund restores access', async () => {
      const b = await buyer('partial_then_won');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      expect((await deliverEvent(fake.event('charge.refunded', fake.refund(intentId, { full: false })))).body.outcome).toBe('ignored');
      const dispute = fake.dispute(intentId);
      expect((await deliverEvent(fake.event('charge.dispute.created', dispute))).body.outcome).toBe('revoked');
      const won = fake.closeDispute(dispute.id, 'won');
      expect((await deliverEvent(fake.event('charge.dispute.closed', won))).body.outcome).toBe('restored');
      expect(await hasPremium(b.client)).toBe(true);
    });

    it('an inquiry (warning_needs_response) keeps access, and its warning_closed changes nothing (issue 26 §19)', async () => {
      const b = await buyer('inquired_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);

      const inquiry = fake.dispute(intentId, 'fraudulent', { inquiry: true });
      expect(inquiry.status).toBe('warning_needs_response');
      expect((await deliverEvent(fake.event('charge.dispute.created', inquiry))).body).toEqual({ received: true, outcome: 'ignored' });
      expect(await hasPremium(b.client)).toBe(true);
      const closed = fake.closeDispute(inquiry.id, 'warning_closed');
      expect((await deliverEvent(fake.event('charge.dispute.closed', closed))).body).toEqual({ received: true, outcome: 'ignored' });
      expect(await hasPremium(b.client)).toBe(true);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'paid' })]);
    });

    it('a warning_closed does not give back access that a chargeback took away', async () => {
      const b = await buyer('charged_back_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const chargeback = fake.dispute(intentId);
      expect((await deliverEvent(fake.event('charge.dispute.created', chargeback))).body.outcome).toBe('revoked');
      // Stripe reports the closing of an earlier inquiry on the same charge after the chargeback opened.
      const inquiry = fake.dispute(intentId, 'fraudulent', { inquiry: true });
      const closed = fake.closeDispute(inquiry.id, 'warning_closed');
      expect((await deliverEvent(fake.event('charge.dispute.closed', closed))).body.outcome).toBe('ignored');
      expect(await hasPremium(b.client)).toBe(false);
      expect(await purchasesOf(t, b.user.id)).toEqual([expect.objectContaining({ status: 'disputed' })]);
    });

    it('an inquiry escalated to a chargeback (charge.dispute.updated) suspends access', async () => {
      const b = await buyer('escalated_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
      const inquiry = fake.dispute(intentId, 'fraudulent', { inquiry: true });
      expect((await deliverEvent(fake.event('charge.dispute.created', inquiry))).body.outcome).toBe('ignored');
      fake.disputes.get(inquiry.id)!.status = 'needs_response';
      expect((await deliverEvent(fake.event('charge.dispute.updated', fake.disputes.get(inquiry.id)!))).body.outcome).toBe('revoked');
      expect(await hasPremium(b.client)).toBe(false);
    });

    it('a lost dispute leaves access revoked', async () => {
      const b = await buyer('lost_dispute');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      expect((await deliverEvent(fake.event('payment_intent.succeeded', fake.intent(intentId)))).body.outcome).toBe('fulfilled');
      const dispute = fake.dispute(intentId);
      expect((await deliverEvent(fake.event('charge.dispute.created', dispute))).body.outcome).toBe('revoked');
      const lost = fake.closeDispute(dispute.id, 'lost');
      expect((await deliverEvent(fake.event('charge.dispute.closed', lost))).body.outcome).toBe('ignored');
      expect(await hasPremium(b.client)).toBe(false);
    });

    it('answers 404 when Stripe is configured without a webhook secret', async () => {
      const env = { ...fake.env, STRIPE_WEBHOOK_SECRET: '' };
      const noSecret = t.variant({ env, payments: new StripeGateway(loadConfig(env).stripe!) });
      expect((noSecret.services.payments as StripeGateway).webhookSecret).toBeUndefined();
      const event = fake.event('customer.created', { id: 'cus_Test000000000001', object: 'customer' });
      const { payload, signature } = await fake.signedEvent(event);
      const res = await noSecret.client().request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(res.status).toBe(404);
      expect(await eventRows([event.id])).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('checkouts opened at once, with and without a code, all get the one intent (issue 26 §1)', async () => {
      const b = await buyer('many_tabs');
      const code = `TABS${Date.now().toString(36).toUpperCase()}`;
      await t.db.insert(coupons).values({ code, percentOff: 10 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, ...(i % 2 ? { couponCode: code } : {}) }),
        ),
      );
      for (const res of answers) expect(res.status, res.text).toBe(200);
      expect(new Set(answers.map((res) => intentIdOf(res.body.clientSecret))).size).toBe(1);
      const made = fake
        .requests('POST', '/v1/payment_intents')
        .filter((r) => (r.params.metadata as { userId?: string } | undefined)?.userId === b.user.id);
      expect(new Set(made.map((r) => r.headers['idempotency-key'])).size).toBe(1);
      expect(await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.userId, b.user.id))).toHaveLength(1);
    });

    it('a second payment for a course already owned is refunded at once, with one email, however often it is reported', async () => {
      const b = await buyer('paid_twice');
      const first = await openIntent(b.client);
      fake.succeed(first);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: first })).status).toBe(200);
      // Paid in another tab before this one knew: Stripe took a second payment.
      const second = fake.createIntent({
        amount: 999,
        currency: 'gbp',
        metadata: { userId: b.user.id, courseId: PREMIUM_COURSE_ID },
        status: 'succeeded',
      });
      const signed = await fake.signedEvent(fake.event('payment_intent.succeeded', second));
      const [ret, again, hook] = await Promise.all([
        b.client.post('/api/payment-success', { paymentIntentId: second.id }),
        b.client.post('/api/payment-success', { paymentIntentId: second.id }),
        deliver(signed),
      ]);
      for (const res of [ret, again]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: expect.stringMatching(/already own this course, so this payment has been refunded in full/) });
      }
      expect(hook.status).toBe(200);
      expect([...fake.refunds.values()].filter((r) => r.payment_intent === second.id)).toHaveLength(1);
      expect(await purchasesOf(t, b.user.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ paymentIntentId: first, status: 'paid' }),
          expect.objectContaining({ paymentIntentId: second.id, status: 'refunded', refundId: expect.stringMatching(/^re_/) }),
        ]),
      );
      expect(await purchasesOf(t, b.user.id)).toHaveLength(2);
      expect(await hasPremium(b.client)).toBe(true);
      const emails = (await t.mail.to(b.user.email)).filter((m) => m.subject.startsWith('We refunded a second payment'));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain(second.id);
    });

    it('two paid intents confirmed at once, many times, leave one paid purchase and the other refunded', async () => {
      const b = await buyer('two_tabs_paid');
      const paid = [1, 2].map(() =>
        fake.createIntent({
          amount: 999,
          currency: 'gbp',
          metadata: { userId: b.user.id, courseId: PREMIUM_COURSE_ID },
          status: 'succeeded',
        }),
      );
      const results = await Promise.all(
        paid.flatMap((intent) => Array.from({ length: 6 }, () => b.client.post('/api/payment-success', { paymentIntentId: intent.id }))),
      );
      for (const res of results) expect([200, 409]).toContain(res.status);
      const rows = await purchasesOf(t, b.user.id);
      expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'refunded')).toHaveLength(1);
      const refunded = rows.find((r) => r.status === 'refunded')!;
      expect([...fake.refunds.values()].map((r) => r.payment_intent)).toContain(refunded.paymentIntentId);
      expect([...fake.refunds.values()].map((r) => r.payment_intent)).not.toContain(rows.find((r) => r.status === 'paid')!.paymentIntentId);
      const mail = await t.mail.to(b.user.email);
      expect(mail.filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1);
      expect(mail.filter((m) => m.subject.startsWith('We refunded a second payment'))).toHaveLength(1);
    });

    it('twenty payment-success calls and webhook deliveries at once leave exactly one purchase', async () => {
      const b = await buyer('eager_buyer');
      const intentId = await openIntent(b.client);
      fake.succeed(intentId);
      const events = Array.from({ length: 5 }, () => fake.event('payment_intent.succeeded', fake.intent(intentId)));
      const signed = await Promise.all(events.map((e) => fake.signedEvent(e)));

      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => b.client.post('/api/payment-success', { paymentIntentId: intentId })),
        // Each event delivered twice, as Stripe may do.
        ...signed.flatMap((s) => [deliver(s), deliver(s)]),
      ]);
      for (const res of results.slice(0, 20)) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, offerId: 'premium', courseId: PREMIUM_COURSE_ID, hasPremiumAccess: true });
      }
      for (const res of results.slice(20)) expect(res.status).toBe(200);

      expect(await purchasesForIntent(t, intentId)).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, b.user.id), eq(purchases.courseId, PREMIUM_COURSE_ID)));
      expect(rows).toHaveLength(1);
      expect(await eventRows(events.map((e) => e.id))).toHaveLength(5);
      expect(await hasPremium(b.client)).toBe(true);
    });
  });
});

describe('with the local test gateway (no Stripe keys)', () => {
  // The same database, with the configuration of a site without Stripe keys and the gateway that
  // server/create-services.ts builds for it (a second app would cost a second database migration for nothing).
  let local: TestApp;
  let l1: { client: TestClient; user: { id: string } };
  let l2: { client: TestClient; user: { id: string } };
  const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

  beforeAll(async () => {
    local = t.variant({ env: {}, payments: new LocalGateway(t.db, t.clock.now) });
    const c1 = local.client();
    const c2 = local.client();
    l1 = { client: c1, user: (await c1.signUp({ username: 'local_buyer' })).user };
    l2 = { client: c2, user: (await c2.signUp({ username: 'local_decliner' })).user };
  });
  async function openLocal(client: TestClient): Promise<string> {
    const res = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_local_[a-f0-9]+_secret_[a-f0-9]+$/);
    return res.body.clientSecret;
  }

  function pay(client: TestClient, clientSecret: string, card: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {}) {
    return client.post('/api/local-payments/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: future,
      cvc: '123',
      ...card,
    });
  }

  it('runs without Stripe configuration, on the local gateway', () => {
    expect(local.services.config.stripe).toBeUndefined();
    expect(local.services.payments).toBeInstanceOf(LocalGateway);
    expect(local.services.payments.publishableKey).toBeNull();
  });

  it('answers 404 at /api/stripe/webhook', async () => {
    const res = await local.client().request('/api/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(404);
  });

  it("answers 401 signed out and 404 for another user's or an unknown clientSecret", async () => {
    const secret = await openLocal(l1.client);
    expect((await pay(local.client(), secret)).status).toBe(401);
    const foreign = await pay(l2.client, secret);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'This payment could not be found.' });
    const unknown = await pay(l2.client, `pi_local_${'ab'.repeat(12)}_secret_${'cd'.repeat(16)}`);
    expect(unknown.status).toBe(404);
    // Still unpaid, and the other user cannot claim it either.
    expect((await l1.client.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) })).status).toBe(400);
    expect((await l2.client.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) })).status).toBe(403);
    await expectNothingGranted(local, l1.client, l1.user.id);
    await expectNothingGranted(local, l2.client, l2.user.id);
  });

  it('answers 400 naming the field for invalid card details', async () => {
    const secret = await openLocal(l2.client);
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNumber: '4242' }, 'cardNumber'],
      [{ cardNumber: 'abcd efgh ijkl mnop' }, 'cardNumber'],
      [{ cardNumber: undefined }, 'cardNumber'],
      [{ expiry: '13 / 30' }, 'expiry'],
      [{ expiry: '' }, 'expiry'],
      [{ cvc: '1' }, 'cvc'],
      [{ cvc: 'abc' }, 'cvc'],
      [{ clientSecret: 'pi_local_nope' }, 'clientSecret'],
    ];
    for (const [fields, field] of cases) {
      const res = await l2.client.post('/api/local-payments/confirm', {
        clientSecret: secret,
        cardNumber: '4242 4242 4242 4242',
        expiry: future,
        cvc: '123',
        ...fields,
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ field, message: expect.any(String) });
    }
    await expectNothingGranted(local, l2.client, l2.user.id);
  });

  it('declines 4000 0000 0000 0002, 4000 0000 0000 9995 and a past expiry with 402, granting nothing', async () => {
    const secret = await openLocal(l2.client);
    const declined = await pay(l2.client, secret, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: 'Your card was declined.', code: 'card_declined' });

    const broke = await pay(l2.client, secret, { cardNumber: '4000000000009995' });
    expect(broke.status).toBe(402);
    expect(broke.body).toEqual({ message: expect.stringMatching(/insufficient funds/), code: 'insufficient_funds' });

    const expired = await pay(l2.client, secret, { expiry: '01 / 20' });
    expect(expired.status).toBe(402);
    expect(expired.body).toMatchObject({ code: 'expired_card', message: expect.any(String) });

    const success = await l2.client.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) });
    expect(success.status).toBe(400);
    await expectNothingGranted(local, l2.client, l2.user.id);
  });

  it('answers 409 "being processed" while the last payment is processing, as with Stripe', async () => {
    const c = local.client();
    const { user } = await c.signUp({ username: 'local_slow_bank' });
    const secret = await openLocal(c);
    const intents = () =>
      local.db
        .select()
        .from(localPaymentIntents)
        .where(sql`${localPaymentIntents.metadata}->>'userId' = ${user.id}`);
    await local.db
      .update(localPaymentIntents)
      .set({ status: 'processing' })
      .where(eq(localPaymentIntents.id, intentIdOf(secret)));
    for (let i = 0; i < 2; i++) {
      const res = await c.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'payment_processing', message: expect.stringMatching(/being processed/) });
    }
    expect(await intents()).toHaveLength(1);
    // Nor can the card form pay it a second time.
    expect((await pay(c, secret)).status).toBe(409);
    await expectNothingGranted(local, c, user.id);
  });

  it('eight checkouts at once get the one intent (the local gateway honours the idempotency key); paying it eight times charges once', async () => {
    const c = local.client();
    const { user } = await c.signUp({ username: 'local_many_tabs' });
    const opened = await Promise.all(
      Array.from({ length: 8 }, () => c.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })),
    );
    for (const res of opened) expect(res.status, res.text).toBe(200);
    expect(new Set(opened.map((res) => res.body.clientSecret)).size).toBe(1);
    const intents = await local.db
      .select()
      .from(localPaymentIntents)
      .where(sql`${localPaymentIntents.metadata}->>'userId' = ${user.id}`);
    expect(intents).toHaveLength(1);

    const secret = opened[0]!.body.clientSecret as string;
    const paid = await Promise.all(Array.from({ length: 8 }, () => pay(c, secret)));
    for (const res of paid) expect(res.status).toBe(200);
    const confirmed = await Promise.all(
      Array.from({ length: 8 }, () => c.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) })),
    );
    for (const res of confirmed) expect(res.status).toBe(200);
    expect(await purchasesOf(local, user.id)).toEqual([expect.objectContaining({ status: 'paid', paymentIntentId: intentIdOf(secret) })]);
  });

  it('the local gateway answers a repeated idempotency key with the intent it first created', async () => {
    const gateway = new LocalGateway(t.db, t.clock.now);
    const input = {
      amount: 999,
      currency: 'GBP',
      metadata: { userId: l2.user.id, offerId: 'premium', couponId: '' },
      description: 'Premium',
      idempotencyKey: `test-key-${Date.now()}`,
    };
    const [a, b] = await Promise.all([gateway.createIntent(input), gateway.createIntent(input)]);
    expect(b.id).toBe(a.id);
    expect((await gateway.createIntent({ ...input, idempotencyKey: `${input.idempotencyKey}-other` })).id).not.toBe(a.id);
  });

  it('a second local payment for a course already owned is refunded at once, with an email', async () => {
    const c = local.client();
    const { user } = await c.signUp({ username: 'local_paid_twice' });
    const secret = await openLocal(c);
    expect((await pay(c, secret)).status).toBe(200);
    expect((await c.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) })).status).toBe(200);
    // A second intent paid, as a second tab could before the fix; opened before checkout sold offers, it names
    // only its course (intent-offer.ts reads it as the offer that sells the course).
    const gateway = new LocalGateway(t.db, t.clock.now);
    const second = await gateway.createIntent({
      amount: 999,
      currency: 'GBP',
      metadata: { userId: user.id, courseId: PREMIUM_COURSE_ID, couponId: '' } as unknown as IntentMetadata,
      description: 'Premium',
      idempotencyKey: `second-tab-${user.id}`,
    });
    await gateway.confirmWithCard({
      clientSecret: second.clientSecret!,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const res = await c.post('/api/payment-success', { paymentIntentId: second.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/refunded in full/);
    const [row] = await local.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, second.id));
    expect(row!.refundId).toMatch(/^re_local_/);
    expect(await purchasesOf(local, user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentIntentId: intentIdOf(secret), status: 'paid' }),
        expect.objectContaining({ paymentIntentId: second.id, status: 'refunded', refundId: row!.refundId }),
      ]),
    );
    expect(await hasPremium(c)).toBe(true);
    expect((await t.mail.to(user.email)).filter((m) => m.subject.startsWith('We refunded a second payment'))).toHaveLength(1);
  });

  it('4242 4242 4242 4242 succeeds, and payment-success then grants access', async () => {
    const secret = await openLocal(l1.client);
    const paid = await pay(l1.client, secret);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded', paymentIntentId: intentIdOf(secret) });
    // Paying is not yet owning: the return page confirms, as with Stripe.
    expect(await hasPremium(l1.client)).toBe(false);

    const res = await l1.client.post('/api/payment-success', { paymentIntentId: intentIdOf(secret) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, offerId: 'premium', courseId: PREMIUM_COURSE_ID, hasPremiumAccess: true });
    expect(await hasPremium(l1.client)).toBe(true);
    expect((await l1.client.get('/api/account')).body).toMatchObject({ hasPremiumAccess: true, subscriptionLevel: 'Premium' });
    expect(await purchasesOf(local, l1.user.id)).toEqual([expect.objectContaining({ amount: 999, status: 'paid' })]);

    // A second click on "Pay" changes nothing.
    expect((await pay(l1.client, secret)).status).toBe(200);
    expect(await purchasesOf(local, l1.user.id)).toHaveLength(1);
    expect((await l1.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })).status).toBe(409);
  });
});
