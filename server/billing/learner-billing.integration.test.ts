import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { DECLINES_LATER, insertRecurringOffer, insertSubscription, localBilling } from '../../test/subscriptions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entitlements, invoices, subscriptionCharges, subscriptions } from '../db/schema';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { addInterval } from './billing-periods';

// Issue 44 (decision 034d): the learner's own billing, GET /api/billing and its changes, on the database the Vitest
// project selects, with rows inserted as a checkout and the billing pass leave them.

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRecurringOffer(t, { id: 'club' });
  await insertRecurringOffer(t, { id: 'monthly-only', year: 0 });
  await insertRecurringOffer(t, { id: 'plan', priceType: 'payment_plan', month: 5000, instalments: 3 });
});
afterAll(() => t?.close());

/** An active subscription (its first charge paid with 4242…), its card then `laterCard` when given. */
async function active(options: { offerId?: string; learner?: Member; laterCard?: string; kind?: 'payment_plan' } = {}) {
  const learner = options.learner ?? (await insertMember(t));
  const offerId = options.offerId ?? 'club';
  const amount = offerId === 'plan' ? 5000 : 1900;
  const ids = await insertSubscription(t, {
    userId: learner.id,
    offerId,
    amount,
    ...(offerId === 'plan' ? { kind: 'payment_plan', instalments: 3 } : {}),
  });
  const { gateway, cards } = localBilling(t);
  const decision = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount });
  await t.db.update(subscriptionCharges).set({ amount: decision.gross }).where(eq(subscriptionCharges.id, ids.chargeId));
  const paid = await attemptLocalCharge({
    db: t.db,
    mailer: t.services.mailer,
    gateway,
    cards,
    chargeId: ids.chargeId,
    decision,
    now: t.services.now(),
  });
  expect(paid).toBe('paid');
  if (options.laterCard) {
    const saved = await cards.saveCard({ userId: learner.id, card: { number: options.laterCard, expMonth: 1, expYear: 2099, cvc: '123' } });
    await t.db.update(subscriptions).set({ paymentMethodId: saved.paymentMethodId }).where(eq(subscriptions.id, ids.subscriptionId));
  }
  return { learner, ...ids };
}

/** A renewal that fell due now and was declined (the card is Stripe's 0341): the subscription is past due. */
async function pastDue() {
  const made = await active({ laterCard: DECLINES_LATER });
  const [s] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, made.subscriptionId));
  const now = t.services.now();
  const [charge] = await t.db
    .insert(subscriptionCharges)
    .values({
      subscriptionId: made.subscriptionId,
      sequence: 2,
      periodStart: s!.currentPeriodEnd,
      periodEnd: addInterval(s!.currentPeriodEnd, 'month'),
      dueAt: now,
      amount: s!.amount,
      currency: 'GBP',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptionCharges.id });
  const decision = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: s!.amount });
  await t.db.update(subscriptionCharges).set({ amount: decision.gross }).where(eq(subscriptionCharges.id, charge!.id));
  const { gateway, cards } = localBilling(t);
  expect(await attemptLocalCharge({ db: t.db, mailer: t.services.mailer, gateway, cards, chargeId: charge!.id, decision, now })).toBe(
    'failed',
  );
  return { ...made, renewalId: charge!.id };
}

const liveRows = async (subscriptionId: string) =>
  t.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
const row = async (id: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const cancelEmails = async (email: string) => (await t.mail.to(email)).filter((m) => m.subject.includes('is cancelled'));

describe('GET /api/billing', () => {
  it("shows the learner's subscriptions and payment plans, with card and next charge, and nobody else's", async () => {
    const { learner, subscriptionId } = await active();
    const plan = await active({ offerId: 'plan', learner });
    const other = await insertMember(t);
    await active({ learner: other });

    const res = await learner.client.get('/api/billing');
    expect(res.status, res.text).toBe(200);
    const s = await row(subscriptionId);
    expect(res.body.subscriptions).toEqual([
      {
        id: subscriptionId,
        offerId: 'club',
        offerTitle: 'Offer club',
        status: 'active',
        interval: 'month',
        scheduledInterval: null,
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: false,
        trialEndsAt: null,
        amount: 1900,
        currency: 'GBP',
        card: { brand: 'visa', last4: '4242' },
        nextCharge: { at: s.currentPeriodEnd.toISOString(), amount: 1900, currency: 'GBP' },
        switchTo: { interval: 'year', amount: 19000, chargedNow: expect.any(Number) },
      },
    ]);
    expect(res.body.paymentPlans).toEqual([
      expect.objectContaining({
        id: plan.subscriptionId,
        offerId: 'plan',
        status: 'active',
        instalments: 3,
        paid: 1,
        amount: 5000,
        currency: 'GBP',
      }),
    ]);
    expect(res.body.paymentPlans[0].nextCharge).toMatchObject({ amount: 5000, currency: 'GBP' });

    const theirs = await other.client.get('/api/billing');
    expect(theirs.body.subscriptions.map((x: { id: string }) => x.id)).not.toContain(subscriptionId);
    expect(theirs.body.paymentPlans).toEqual([]);
    expect((await t.client().get('/api/billing')).status).toBe(401);
  });
});

describe('POST /api/billing/subscriptions/:id/cancel', () => {
  it('cancels at the period end with the reason: access stays, no next charge, one email, and twice answers the same', async () => {
    const { learner, subscriptionId } = await active();
    const first = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, { reason: 'It costs too much' });
    expect(first.status, first.text).toBe(200);
    expect(first.body.subscriptions[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextCharge: null, switchTo: null });
    const s = await row(subscriptionId);
    expect(s).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'It costs too much', status: 'active' });
    expect(s.canceledAt).toBeInstanceOf(Date);
    expect(await liveRows(subscriptionId)).toHaveLength(2);

    const again = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const emails = await cancelEmails(learner.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('You keep your access until');
  });

  it('ends a past-due subscription at once: cancelled, its failed charge void, its access ended', async () => {
    const { learner, subscriptionId, renewalId } = await pastDue();
    expect(await liveRows(subscriptionId)).toHaveLength(2);
    const res = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.subscriptions[0]).toMatchObject({ status: 'canceled', nextCharge: null });
    const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, renewalId));
    expect(charge).toMatchObject({ status: 'void', nextAttemptAt: null });
    expect(await liveRows(subscriptionId)).toHaveLength(0);
    expect((await cancelEmails(learner.email))[0]!.text).toContain('Your access has ended');
  });

  it("refuses a payment plan (409 saying why), answers 404 for another learner's, 400 for a reason too long", async () => {
    const plan = await active({ offerId: 'plan' });
    const refused = await plan.learner.client.post(`/api/billing/subscriptions/${plan.subscriptionId}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('agreement to pay all 3 instalments');

    const mine = await active();
    const stranger = await insertMember(t);
    expect((await stranger.client.post(`/api/billing/subscriptions/${mine.subscriptionId}/cancel`, {})).status).toBe(404);
    expect((await row(mine.subscriptionId)).cancelAtPeriodEnd).toBe(false);

    const long = await mine.learner.client.post(`/api/billing/subscriptions/${mine.subscriptionId}/cancel`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('reason');
    expect((await mine.learner.client.post('/api/billing/subscriptions/not-an-id/cancel', {})).body.field).toBe('id');
  });
});

describe('POST /api/billing/subscriptions/:id/resume', () => {
  it('undoes a cancellation before the period ends, and answers 409 after it', async () => {
    const { learner, subscriptionId } = await active();
    await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, { reason: 'Something is missing' });
    const res = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/resume`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: false, nextCharge: { amount: 1900 } });
    expect(await row(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null, cancelReason: null });

    await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/cancel`, {});
    // The period ended a minute ago and the billing pass has not ended the subscription yet.
    const now = t.services.now();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(now.getTime() - 31 * DAY), currentPeriodEnd: new Date(now.getTime() - 60_000) })
      .where(eq(subscriptions.id, subscriptionId));
    const late = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/resume`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('paid period is over');
  });
});

describe('POST /api/billing/subscriptions/:id/interval', () => {
  it('switches monthly to yearly at once, charging the year less the unused part of the month, for a year from now', async () => {
    const { learner, subscriptionId } = await active();
    // A 30-day month with 15 days left: 1900 × 15/30 = 950 unused, so 19000 − 950 = 18050 before VAT.
    const now = t.services.now();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(now.getTime() - 15 * DAY), currentPeriodEnd: new Date(now.getTime() + 15 * DAY) })
      .where(eq(subscriptions.id, subscriptionId));
    const quoted = (await learner.client.get('/api/billing')).body.subscriptions[0].switchTo;
    expect(quoted).toEqual({ interval: 'year', amount: 19000, chargedNow: 18050 });

    const res = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/interval`, { interval: 'year' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.switched).toBe('paid');
    const expected = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: 18050 });
    const charges = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
    const proration = charges.find((c) => c.sequence === 2)!;
    expect(proration).toMatchObject({ status: 'paid', amount: expected.gross });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, proration.purchaseId!));
    expect(invoice).toMatchObject({ net: expected.net, gross: expected.gross });
    const s = await row(subscriptionId);
    expect(s).toMatchObject({ interval: 'year', amount: 19000, status: 'active', scheduledInterval: null });
    expect(s.currentPeriodEnd.getTime()).toBe(addInterval(proration.periodStart, 'year').getTime());
    expect(res.body.subscriptions[0].nextCharge).toMatchObject({ amount: 19000, at: s.currentPeriodEnd.toISOString() });

    // Yearly to monthly waits for the renewal; the next charge is the month's price. Switching back calls it off.
    const down = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/interval`, { interval: 'month' });
    expect(down.body).toMatchObject({ switched: 'scheduled' });
    expect(down.body.subscriptions[0]).toMatchObject({ interval: 'year', scheduledInterval: 'month', nextCharge: { amount: 1900 } });
    const back = await learner.client.post(`/api/billing/subscriptions/${subscriptionId}/interval`, { interval: 'year' });
    expect(back.body.subscriptions[0]).toMatchObject({ interval: 'year', scheduledInterval: null, nextCharge: { amount: 19000 } });
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId))).toHaveLength(2);
  });

  it('refuses an interval the offer does not sell (400 naming interval), a bad interval, and a past-due subscription (409)', async () => {
    const monthly = await active({ offerId: 'monthly-only' });
    const missing = await monthly.learner.client.post(`/api/billing/subscriptions/${monthly.subscriptionId}/interval`, {
      interval: 'year',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('interval');
    const bad = await monthly.learner.client.post(`/api/billing/subscriptions/${monthly.subscriptionId}/interval`, { interval: 'week' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('interval');

    const owing = await pastDue();
    const refused = await owing.learner.client.post(`/api/billing/subscriptions/${owing.subscriptionId}/interval`, { interval: 'year' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('update your card first');
  });
});

describe('POST /api/billing/payment-method', () => {
  it('saves the card on the subscription and retries a failed charge at once: paid, active, access kept', async () => {
    const { learner, subscriptionId, renewalId } = await pastDue();
    const res = await learner.client.post('/api/billing/payment-method', {
      card: { number: '5555 5555 5555 4444', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.retried).toEqual([{ subscriptionId, outcome: 'paid' }]);
    expect(res.body.subscriptions[0]).toMatchObject({ status: 'active', card: { brand: 'mastercard', last4: '4444' } });
    const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, renewalId));
    expect(charge!.status).toBe('paid');
    expect(await liveRows(subscriptionId)).toHaveLength(2);
  });

  it('refuses a declined card (402, nothing changed) and a malformed one (400 naming the field)', async () => {
    const { learner, subscriptionId } = await active();
    const declined = await learner.client.post('/api/billing/payment-method', {
      card: { number: '4000000000000002', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(declined.status).toBe(402);
    expect((await row(subscriptionId)).cardLast4).toBe('4242');
    const short = await learner.client.post('/api/billing/payment-method', {
      card: { number: '4242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('card.number');
    const none = await learner.client.post('/api/billing/payment-method', {});
    expect(none.body.field).toBe('card');
  });
});
