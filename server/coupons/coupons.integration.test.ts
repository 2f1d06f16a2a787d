/**
 * Coupon codes (issue 14) through the HTTP API, on PGlite and on PostgreSQL: the owner's codes, the
 * checkout's quote and its payment intent, redemption at fulfilment with both gateways, maxRedemptions
 * under concurrent purchases, the amount re-check, and the 100 % code that enrols without a card.
 * Stripe is test/fake-stripe.ts driven by the real SDK; the local gateway runs on a variant of the app.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps } from '../../test/apps-with-stripe';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, couponHolds, coupons, courses, purchases, users } from '../db/schema';
import { LocalGateway } from '../payments/local-gateway';
import { COUPON_HOLD_MS } from './coupon-holds';

const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));
const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let fake: FakeStripe;
let t: TestApp;
let local: TestApp;
let owner: TestClient;
let price: number;
let codeNumber = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
  local = t.variant({ env: {}, payments: new LocalGateway(t.db, t.clock.now) });
  owner = t.client();
  const { user } = await owner.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  const [course] = await t.db.select().from(courses).where(eq(courses.id, PREMIUM_COURSE_ID));
  price = course!.price;
});
afterAll(() => closeApps({ t, fake }));

/** A fresh code name, so tests do not share one. */
function freshCode(label: string): string {
  codeNumber += 1;
  return `${label}-${codeNumber}`;
}

async function createCode(fields: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const res = await owner.post('/api/admin/coupons', fields);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function buyer(app: TestApp, username = 'buyer') {
  const client = app.client();
  const { user, email } = await client.signUp({ username });
  return { client, user, email };
}

async function countsOf(id: string): Promise<{ redemptions: number; held: number }> {
  const [row] = await t.db.select({ redemptions: coupons.redemptions, held: coupons.held }).from(coupons).where(eq(coupons.id, id));
  return row!;
}

async function redemptionsOf(id: string): Promise<number> {
  const [row] = await t.db.select({ n: coupons.redemptions }).from(coupons).where(eq(coupons.id, id));
  return row!.n;
}

function payLocally(client: TestClient, clientSecret: string) {
  return client.post('/api/local-payments/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: future, cvc: '123' });
}

describe("the owner's codes", () => {
  it('creates, lists with redemptions, and deactivates a code; refuses bad input naming the field; records each change', async () => {
    const code = freshCode('spring');
    const created = await createCode({ code, percentOff: 20, maxRedemptions: 5, firstPurchaseOnly: true });
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      percentOff: 20,
      amountOff: null,
      maxRedemptions: 5,
      redemptions: 0,
      active: true,
    });

    // Case-insensitive: the same code in other letters is taken.
    const again = await owner.post('/api/admin/coupons', { code: code.toLowerCase(), amountOff: 100 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'code' });

    for (const [body, field] of [
      [{ code: 'ab', percentOff: 10 }, 'code'],
      [{ code: 'has space', percentOff: 10 }, 'code'],
      [{ code: 'x'.repeat(33), percentOff: 10 }, 'code'],
      [{ code: freshCode('both'), percentOff: 10, amountOff: 100 }, 'percentOff'],
      [{ code: freshCode('none') }, 'percentOff'],
      [{ code: freshCode('big'), percentOff: 101 }, 'percentOff'],
      [{ code: freshCode('frac'), amountOff: 1.5 }, 'amountOff'],
      [{ code: freshCode('date'), percentOff: 10, expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ code: freshCode('past'), percentOff: 10, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ code: freshCode('max'), percentOff: 10, maxRedemptions: 0 }, 'maxRedemptions'],
    ] as const) {
      const res = await owner.post('/api/admin/coupons', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
      expect(res.body.message).toContain(field);
    }

    const list = await owner.get('/api/admin/coupons');
    expect(list.status).toBe(200);
    expect(list.body.coupons).toContainEqual(expect.objectContaining({ id: created.id, code: code.toUpperCase(), redemptions: 0 }));

    const off = await owner.post(`/api/admin/coupons/${created.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ changed: true, coupon: { active: false } });
    expect((await owner.post(`/api/admin/coupons/${created.id}/deactivate`)).body).toMatchObject({ changed: false });
    expect((await owner.post('/api/admin/coupons/00000000-0000-0000-0000-000000000000/deactivate')).status).toBe(404);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['coupon.create', 'coupon.deactivate']);
  });

  it('answers anyone but an owner as an unknown path', async () => {
    const { client } = await buyer(t, 'nosy');
    for (const c of [client, t.client()]) {
      expect((await c.get('/api/admin/coupons')).status).toBe(404);
      expect((await c.post('/api/admin/coupons', { code: 'HACKED', percentOff: 100 })).status).toBe(404);
    }
    const [hacked] = await t.db.select().from(coupons).where(eq(coupons.code, 'HACKED'));
    expect(hacked).toBeUndefined();
  });
});

describe('checkout with a code (Stripe)', () => {
  it('quotes the discounted amount, and applying or removing a code updates the one open intent', async () => {
    const code = await createCode({ code: freshCode('quarter'), percentOff: 25 });
    const b = await buyer(t);
    const plain = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ price, discount: 0, amount: price, couponCode: null });
    const intentId = intentIdOf(plain.body.clientSecret);

    const discount = Math.round(price * 0.25);
    // Entered in another case: the same code.
    const applied = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ price, discount, amount: price - discount, couponCode: code.code });
    expect(intentIdOf(applied.body.clientSecret)).toBe(intentId);
    expect(fake.intent(intentId)).toMatchObject({ amount: price - discount, metadata: { couponId: code.id } });

    const removed = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    expect(removed.body).toMatchObject({ amount: price, discount: 0, couponCode: null });
    expect(intentIdOf(removed.body.clientSecret)).toBe(intentId);
    expect(fake.intent(intentId).amount).toBe(price);
    expect(fake.intent(intentId).metadata.couponId).toBeUndefined();

    const intentsMade = fake
      .requests('POST', '/v1/payment_intents')
      .filter((r) => r.params.metadata && (r.params.metadata as { userId?: string }).userId === b.user.id);
    expect(intentsMade).toHaveLength(1);
  });

  it('refuses an unknown, inactive, expired, used-up or first-purchase-only code with a 400 on couponCode saying which', async () => {
    const b = await buyer(t);
    const inactive = await createCode({ code: freshCode('gone'), percentOff: 10 });
    await owner.post(`/api/admin/coupons/${inactive.id}/deactivate`);
    const expiring = await createCode({ code: freshCode('soon'), percentOff: 10, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const usedUp = await createCode({ code: freshCode('once'), percentOff: 100, maxRedemptions: 1 });
    const first = await createCode({ code: freshCode('first'), percentOff: 100, firstPurchaseOnly: true });
    // Someone else takes the only redemption (a 100 % code enrols at once).
    const other = await buyer(t, 'quick');
    expect(
      (await other.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: usedUp.code, enrolFree: true }))
        .body,
    ).toMatchObject({
      enrolled: true,
    });
    // A buyer who paid before (then was refunded) is not a first-time buyer.
    await t.db.insert(purchases).values({
      userId: b.user.id,
      courseId: PREMIUM_COURSE_ID,
      paymentIntentId: `pi_earlier_${b.user.id.slice(0, 8)}`,
      amount: price,
      currency: 'gbp',
      status: 'refunded',
    });

    t.clock.advance(120_000);
    try {
      for (const [couponCode, words] of [
        ['NOSUCHCODE', /no code NOSUCHCODE/],
        [inactive.code, /no longer active/],
        [expiring.code, /has expired/],
        [usedUp.code, /used up/],
        [first.code, /only for a first purchase/],
        ['a', /couponCode/],
      ] as const) {
        const res = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode });
        expect(res.status, couponCode).toBe(400);
        expect(res.body.field, couponCode).toBe('couponCode');
        expect(res.body.message, couponCode).toMatch(words);
      }
    } finally {
      t.clock.reset();
    }
  });

  it('redeems the code once when the return page and the webhook report the payment together; the receipt, account and owner list show it', async () => {
    const code = await createCode({ code: freshCode('fiver'), amountOff: 300 });
    const b = await buyer(t, 'webhook_racer');
    const opened = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(opened.body.amount).toBe(price - 300);
    const intentId = intentIdOf(opened.body.clientSecret);
    fake.succeed(intentId);

    const signed = await fake.signedEvent(fake.event('payment_intent.succeeded', fake.intent(intentId)));
    const webhook = () =>
      t.client().request('/api/stripe/webhook', {
        method: 'POST',
        body: signed.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      });
    const answers = await Promise.all([
      b.client.post('/api/payment-success', { paymentIntentId: intentId }),
      webhook(),
      b.client.post('/api/payment-success', { paymentIntentId: intentId }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);

    const rows = await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id));
    expect(rows).toEqual([expect.objectContaining({ amount: price - 300, discount: 300, couponId: code.id, status: 'paid' })]);
    expect(await redemptionsOf(code.id)).toBe(1);

    const [receipt, ...more] = (await t.mail.to(b.email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(more).toEqual([]);
    expect(receipt!.text).toContain(`Discount (code ${code.code}): -£3.00`);
    expect(receipt!.text).toContain(`Amount: £${((price - 300) / 100).toFixed(2)}`);

    expect((await b.client.get('/api/account/purchases')).body.purchases).toEqual([
      expect.objectContaining({ amount: price - 300, discount: 300, couponCode: code.code }),
    ]);
    const listed = await owner.get(`/api/admin/purchases?q=${intentId}`);
    expect(listed.body.rows).toEqual([expect.objectContaining({ amount: price - 300, couponCode: code.code, discount: 300 })]);
    expect((await owner.get('/api/admin/coupons')).body.coupons).toContainEqual(
      expect.objectContaining({ id: code.id, redemptions: 1, discountGiven: 300 }),
    );
  });

  it('re-checks the amount paid against the price less the discount', async () => {
    const code = await createCode({ code: freshCode('half'), percentOff: 50 });
    const b = await buyer(t);
    const opened = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    const intentId = intentIdOf(opened.body.clientSecret);
    // Someone changed the amount at the provider: a penny less than the discounted price.
    fake.setAmount(intentId, price - Math.round(price / 2) - 1);
    fake.succeed(intentId);
    const res = await b.client.post('/api/payment-success', { paymentIntentId: intentId });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/amount paid does not match/);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id))).toEqual([]);
    expect(await redemptionsOf(code.id)).toBe(0);
  });

  it('reserves the last redemption when the payment is opened: the buyer who loses is told before paying, nobody is refunded', async () => {
    const code = await createCode({ code: freshCode('last'), percentOff: 10, maxRedemptions: 1 });
    const [a, b] = [await buyer(t, 'first_payer'), await buyer(t, 'second_payer')];
    const opened = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(opened.status).toBe(200);
    expect(await countsOf(code.id)).toEqual({ redemptions: 0, held: 1 });
    // The second buyer is refused before any payment is opened for them.
    const refused = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'couponCode', message: `The code ${code.code} has been used up.` });
    expect([...fake.intents.values()].filter((i) => i.metadata.userId === b.user.id)).toEqual([]);

    const intentId = intentIdOf(opened.body.clientSecret);
    fake.succeed(intentId);
    const reports = await Promise.all([1, 2, 3].map(() => a.client.post('/api/payment-success', { paymentIntentId: intentId })));
    expect(reports.map((r) => r.status)).toEqual([200, 200, 200]);
    // The hold became the redemption, once.
    expect(await countsOf(code.id)).toEqual({ redemptions: 1, held: 0 });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toEqual([]);
  });

  it('gives a hold back when the buyer removes the code or applies another, so the next buyer gets it', async () => {
    const code = await createCode({ code: freshCode('moved'), percentOff: 10, maxRedemptions: 1 });
    const other = await createCode({ code: freshCode('other'), percentOff: 5, maxRedemptions: 1 });
    const [a, b] = [await buyer(t, 'changes_mind'), await buyer(t, 'next_in_line')];
    expect((await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code })).status).toBe(200);
    const switched = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: other.code });
    expect(switched.body).toMatchObject({ couponCode: other.code.toUpperCase() });
    expect(await countsOf(code.id)).toEqual({ redemptions: 0, held: 0 });
    expect(await countsOf(other.id)).toEqual({ redemptions: 0, held: 1 });
    expect((await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: '' })).body).toMatchObject({
      couponCode: null,
    });
    expect(await countsOf(other.id)).toEqual({ redemptions: 0, held: 0 });
    expect((await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code })).status).toBe(200);
  });

  it('a hold past its time is taken over by cancelling its unpaid payment, never a paid one', async () => {
    const code = await createCode({ code: freshCode('lapsed'), percentOff: 10, maxRedemptions: 1 });
    const [a, b, c] = [await buyer(t, 'slow_payer'), await buyer(t, 'later_buyer'), await buyer(t, 'too_late')];
    const refundsBefore = fake.refunds.size;
    const first = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    try {
      // Within the hold's time the code is taken.
      t.clock.advance(COUPON_HOLD_MS - 60_000);
      expect((await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code })).status).toBe(400);
      // Past it, the unpaid payment is cancelled at Stripe (it can no longer be paid) and its redemption moves.
      t.clock.advance(2 * 60_000);
      const second = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
      expect(second.status).toBe(200);
      expect(fake.intents.get(intentIdOf(first.body.clientSecret))!.status).toBe('canceled');
      // The first buyer, back, is told the code is gone before paying.
      expect((await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code })).status).toBe(400);

      // Paid but not yet reported, past its time: Stripe refuses to cancel it, so the hold stands and counts.
      const paidIntent = intentIdOf(second.body.clientSecret);
      fake.succeed(paidIntent);
      t.clock.advance(COUPON_HOLD_MS + 60_000);
      expect((await c.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code })).status).toBe(400);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: paidIntent })).status).toBe(200);
      expect(await countsOf(code.id)).toEqual({ redemptions: 1, held: 0 });
      expect(fake.refunds.size).toBe(refundsBefore);
    } finally {
      t.clock.reset();
    }
  });

  it('gives a hold back when Stripe reports its payment cancelled (payment_intent.canceled)', async () => {
    const code = await createCode({ code: freshCode('cancelled'), percentOff: 10, maxRedemptions: 1 });
    const a = await buyer(t, 'cancelled_elsewhere');
    const opened = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    const intentId = intentIdOf(opened.body.clientSecret);
    expect(await countsOf(code.id)).toEqual({ redemptions: 0, held: 1 });
    // Cancelled in the Dashboard: the event is trusted only for the id, the status read back from Stripe.
    const signed = await fake.signedEvent(fake.event('payment_intent.canceled', fake.setStatus(intentId, 'canceled')));
    const res = await t.client().request('/api/stripe/webhook', {
      method: 'POST',
      body: signed.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.signature },
    });
    expect(res.status).toBe(200);
    expect(await countsOf(code.id)).toEqual({ redemptions: 0, held: 0 });
  });

  it('gives a hold back when its payment is refunded as a second one (the course was granted meanwhile)', async () => {
    const code = await createCode({ code: freshCode('granted'), percentOff: 10, maxRedemptions: 1 });
    const a = await buyer(t, 'granted_meanwhile');
    const opened = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    const intentId = intentIdOf(opened.body.clientSecret);
    expect((await owner.post(`/api/admin/learners/${a.user.id}/grant`, { reason: 'Scholarship' })).status).toBe(201);
    fake.succeed(intentId);
    expect((await a.client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(409);
    expect(await countsOf(code.id)).toEqual({ redemptions: 0, held: 0 });
  });

  it('a payment opened without a hold (before holds existed) is still refunded in full if the code ran out meanwhile', async () => {
    const code = await createCode({ code: freshCode('legacy'), percentOff: 10, maxRedemptions: 1 });
    const [a, b] = [await buyer(t, 'legacy_payer'), await buyer(t, 'holding_payer')];
    const legacy = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    // As an intent opened by the release before this one: no hold.
    await t.db.delete(couponHolds).where(eq(couponHolds.paymentIntentId, intentIdOf(legacy.body.clientSecret)));
    await t.db.update(coupons).set({ held: 0 }).where(eq(coupons.id, code.id));
    const held = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(held.status).toBe(200);
    const ids = [intentIdOf(held.body.clientSecret), intentIdOf(legacy.body.clientSecret)];
    ids.forEach((id) => fake.succeed(id));
    expect((await b.client.post('/api/payment-success', { paymentIntentId: ids[0] })).status).toBe(200);
    const refused = await a.client.post('/api/payment-success', { paymentIntentId: ids[1] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/used up .* refunded in full/);
    expect(await countsOf(code.id)).toEqual({ redemptions: 1, held: 0 });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === ids[1])).toHaveLength(1);
  });
});

describe('checkout with a code (local test gateway)', () => {
  it('pays the discounted price through the card form, and counts the code once when the return page is reloaded', async () => {
    const code = await createCode({ code: freshCode('local'), percentOff: 30 });
    const b = await buyer(local, 'local_coupon');
    const opened = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(opened.status).toBe(200);
    const discount = Math.round(price * 0.3);
    expect(opened.body).toMatchObject({ amount: price - discount, discount, couponCode: code.code });
    // Removing and applying again changes the same local intent.
    const removed = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: '' });
    expect(removed.body).toMatchObject({ amount: price, clientSecret: opened.body.clientSecret });
    const again = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(again.body).toMatchObject({ amount: price - discount, clientSecret: opened.body.clientSecret });

    const paid = await payLocally(b.client, again.body.clientSecret);
    expect(paid.status).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => b.client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id))).toEqual([
      expect.objectContaining({ amount: price - discount, discount, couponId: code.id }),
    ]);
    expect(await redemptionsOf(code.id)).toBe(1);
  });

  it('reserves the last redemption with the local gateway too; a lapsed unpaid payment is cancelled and its card refused', async () => {
    const code = await createCode({ code: freshCode('local-last'), percentOff: 10, maxRedemptions: 1 });
    const [a, b] = [await buyer(local, 'local_first'), await buyer(local, 'local_second')];
    const first = await a.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(first.status).toBe(200);
    const refused = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('couponCode');
    try {
      local.clock.advance(COUPON_HOLD_MS + 60_000);
      const second = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
      expect(second.status).toBe(200);
      // The first buyer's page still has its payment: the card is refused, nothing is charged.
      expect((await payLocally(a.client, first.body.clientSecret)).status).toBe(409);
      const paid = await payLocally(b.client, second.body.clientSecret);
      expect(paid.status).toBe(200);
      expect((await b.client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
      expect(await countsOf(code.id)).toEqual({ redemptions: 1, held: 0 });
      expect(await t.db.select().from(purchases).where(eq(purchases.userId, a.user.id))).toEqual([]);
    } finally {
      local.clock.reset();
    }
  });
});

describe('a 100 % code', () => {
  it('opening the checkout with it only quotes £0 and enrols nobody (issue 26 §13)', async () => {
    const code = await createCode({ code: freshCode('look'), percentOff: 100 });
    const b = await buyer(local, 'free_looker');
    for (let i = 0; i < 2; i++) {
      const opened = await b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code });
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({
        free: true,
        price,
        discount: price,
        amount: 0,
        currency: 'GBP',
        couponCode: code.code,
        // Nothing to pay, so no VAT either (issue 31).
        net: 0,
        taxRate: 2000,
        tax: 0,
        taxInclusive: true,
        reverseCharge: false,
        billingCountry: 'GB',
      });
    }
    expect((await b.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id))).toEqual([]);
    expect(await redemptionsOf(code.id)).toBe(0);
    expect(await t.mail.to(b.email)).not.toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/^Your receipt/) }));
  });

  it('enrols on "Enrol for free" without a card: a £0 purchase with its code, a receipt, the same access; a double click enrols once', async () => {
    const code = await createCode({ code: freshCode('free'), percentOff: 100 });
    const b = await buyer(local, 'free_rider');
    const answers = await Promise.all(
      [1, 2].map(() =>
        b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code, enrolFree: true }),
      ),
    );
    const enrolled = answers.filter((r) => r.status === 200);
    expect(enrolled.length).toBeGreaterThanOrEqual(1);
    expect(enrolled[0]!.body).toEqual({
      enrolled: true,
      offerId: 'premium',
      courseId: PREMIUM_COURSE_ID,
      price,
      discount: price,
      amount: 0,
      currency: 'GBP',
      couponCode: code.code,
      net: 0,
      taxRate: 2000,
      tax: 0,
      taxInclusive: true,
      reverseCharge: false,
      billingCountry: 'GB',
    });
    expect(enrolled[0]!.body.clientSecret).toBeUndefined();
    // The slower click finds the course owned.
    for (const other of answers.filter((r) => r.status !== 200)) expect(other.status).toBe(409);

    expect((await b.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id))).toEqual([
      expect.objectContaining({ amount: 0, discount: price, couponId: code.id, status: 'paid', paymentIntentId: null }),
    ]);
    expect(await redemptionsOf(code.id)).toBe(1);
    const receipts = (await t.mail.to(b.email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Amount: £0.00');
    expect(receipts[0]!.text).toContain(`Free with code ${code.code}`);

    // The owner can refund it like any purchase: £0 goes back, the course closes.
    const [row] = await t.db.select().from(purchases).where(eq(purchases.userId, b.user.id));
    const refund = await owner.post(`/api/admin/purchases/${row!.id}/refund`, {});
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', amount: 0 });
    expect((await b.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
  });

  it('holds maxRedemptions when many buyers use the last redemptions at the same moment', async () => {
    const code = await createCode({ code: freshCode('race'), percentOff: 100, maxRedemptions: 2 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => buyer(t, `racer_${n}`)));
    const answers = await Promise.all(
      buyers.map((b) =>
        b.client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, couponCode: code.code, enrolFree: true }),
      ),
    );
    expect(answers.filter((r) => r.status === 200 && r.body.enrolled)).toHaveLength(2);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: 'couponCode' });
      expect(refused.body.message).toMatch(/used up/);
    }
    expect(await redemptionsOf(code.id)).toBe(2);
    expect(await t.db.select().from(purchases).where(eq(purchases.couponId, code.id))).toHaveLength(2);
  });
});
