// Buying the premium course in integration tests, through the API as a learner does: the local test gateway
// (no STRIPE_SECRET_KEY) or the fake Stripe API (test/fake-stripe.ts).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PREMIUM_COURSE_ID } from '../content/courses/courses';
import { purchases } from '../server/db/schema';
import type { FakeStripe } from './fake-stripe';
import type { TestApp, TestClient } from './test-app';

/** The local gateway's card that always succeeds. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** A PaymentIntent's id from its client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** The signed-in `client` buys the premium course with the local gateway's test card. */
export async function buyPremiumLocally(client: TestClient): Promise<void> {
  const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  const paid = await client.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: intent.body.clientSecret });
  expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
}

/** A learner who signs up on `app` and buys the premium course with the local gateway's test card. */
export async function localBuyer(app: TestApp, username = 'buyer') {
  const client = app.client();
  const { user, email } = await client.signUp({ username });
  await buyPremiumLocally(client);
  const [purchase] = await app.db.select().from(purchases).where(eq(purchases.userId, user.id));
  return { client, user, email, purchase: purchase! };
}

/** A learner who signs up on `app` (configured with the fake Stripe) and pays through Stripe. */
export async function stripeBuyer(app: TestApp, fake: FakeStripe, username = 'stripebuyer') {
  const client = app.client();
  const { user, email } = await client.signUp({ username });
  const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  const intentId = intentIdOf(intent.body.clientSecret);
  fake.succeed(intentId);
  expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
  const [purchase] = await app.db.select().from(purchases).where(eq(purchases.userId, user.id));
  return { client, user, email, purchase: purchase!, intentId };
}
