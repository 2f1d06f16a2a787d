import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members';
import { DECLINES_LATER, insertRecurringOffer, insertSubscription, localBilling } from '../../test/subscriptions';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  entitlements,
  localPaymentIntents,
  invoices,
  purchases,
  salesSettings,
  subscriptionChargeAttempts,
  subscriptionCharges,
  subscriptions,
} from '../db/schema';
import { LocalSavedCards } from '../payments/local-gateway';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { addInterval } from './billing-periods';
import { chargeSale, recordChargePaid } from './record-charge-paid';
import { runBillingPass, UNTRIED_CHARGE_AFTER_MS } from './run-billing-pass';

// Issue 44 (decisions 034a, 034f): the billing pass renews what is due by the clock of what is due, retries a
// declined renewal on days 1, 3 and 5, pauses at the end of the grace period, ends a cancelled subscription at its
// period's end, and completes a payment plan; each once, however often and in how many processes it runs.

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRecurringOffer(t, { id: 'pass-club' });
  await insertRecurringOffer(t, { id: 'pass-plan', priceType: 'payment_plan', month: 5000, instalments: 3 });
});
afterAll(() => t?.close());
// Each test's passes see only its own subscriptions: the ones left standing end after it.
afterEach(async () => {
  await t.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(inArray(subscriptions.status, ['incomplete', 'trialing', 'active', 'past_due', 'paused']));
});

/** One pass at the real time, with what is due decided `days` ahead (as the end-to-end test clock moves it). */
function pass(dueBy: Date, now = t.services.now()) {
  return runBillingPass({ db: t.db, mailer: t.services.mailer, local: localBilling(t), now, dueBy });
}

/** A subscription whose first charge is paid with 4242…; then its saved card is `card` when given. */
async function subscribed(options: { offerId?: string; card?: string; kind?: 'payment_plan'; amount?: number } = {}) {
  const learner = await insertMember(t);
  const amount = options.amount ?? 1900;
  const ids = await insertSubscription(t, {
    userId: learner.id,
    offerId: options.offerId ?? 'pass-club',
    amount,
    ...(options.kind ? { kind: options.kind, instalments: 3 } : {}),
  });
  const { gateway, cards } = localBilling(t);
  const decision = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount });
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
  if (options.card) {
    const saved = await cards.saveCard({ userId: learner.id, card: { number: options.card, expMonth: 1, expYear: 2099, cvc: '123' } });
    await t.db.update(subscriptions).set({ paymentMethodId: saved.paymentMethodId }).where(eq(subscriptions.id, ids.subscriptionId));
  }
  return { learner, ...ids, subscription: await subscriptionRow(ids.subscriptionId) };
}

async function subscriptionRow(id: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

async function chargesOf(subscriptionId: string) {
  return t.db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionCharges.sequence));
}

async function liveRows(subscriptionId: string) {
  return t.db
    .select({ kind: entitlements.kind })
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
}

async function invoicesOf(userId: string) {
  return t.db
    .select({ number: invoices.number, gross: invoices.gross })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.id, invoices.purchaseId))
    .where(eq(purchases.userId, userId));
}

const subjects = async (email: string) => (await t.mail.to(email)).map((m) => m.subject);

describe('the billing pass', () => {
  it('renews a period when it is due by the clock of what is due, once, with its invoice and receipt, writing the real time', async () => {
    const { learner, subscriptionId, subscription } = await subscribed();
    const periodEnd = subscription.currentPeriodEnd;

    // A day before the period ends: nothing is due.
    expect((await pass(new Date(periodEnd.getTime() - DAY))).renewed).toBe(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);

    const now = t.services.now();
    const report = await pass(new Date(periodEnd.getTime() + 60_000), now);
    expect(report).toMatchObject({ renewed: 1, paid: 1, declined: 0 });
    const charges = await chargesOf(subscriptionId);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({ sequence: 2, status: 'paid', amount: 1900, attempts: 1 });
    expect(charges[1]!.periodStart.getTime()).toBe(periodEnd.getTime());
    expect(charges[1]!.dueAt.getTime()).toBe(periodEnd.getTime());
    expect(charges[1]!.periodEnd.getTime()).toBe(addInterval(periodEnd, 'month').getTime());
    // Written at the real time, not the moved clock's.
    expect(charges[1]!.createdAt.getTime()).toBe(now.getTime());
    expect(charges[1]!.paidAt!.getTime()).toBe(now.getTime());

    const renewed = await subscriptionRow(subscriptionId);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart.getTime()).toBe(periodEnd.getTime());
    expect(renewed.currentPeriodEnd.getTime()).toBe(addInterval(periodEnd, 'month').getTime());
    expect(await invoicesOf(learner.id)).toHaveLength(2);
    expect((await subjects(learner.email)).filter((s) => s.startsWith('Your receipt'))).toHaveLength(2);
    expect(await liveRows(subscriptionId)).toHaveLength(2);

    // Again at the same moment: the period is charged once.
    expect((await pass(new Date(periodEnd.getTime() + 60_000))).renewed).toBe(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(2);
    expect(await invoicesOf(learner.id)).toHaveLength(2);
  });

  it('a clock moved months ahead renews each period in turn', async () => {
    const { learner, subscriptionId, subscription } = await subscribed();
    const dueBy = new Date(addInterval(subscription.currentPeriodEnd, 'month', 2).getTime() + DAY);
    expect(await pass(dueBy)).toMatchObject({ renewed: 3, paid: 3 });
    expect((await chargesOf(subscriptionId)).map((c) => [c.sequence, c.status])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
      [4, 'paid'],
    ]);
    expect(await invoicesOf(learner.id)).toHaveLength(4);
  });

  it('a switch of interval takes effect at the renewal, at the offer price for it', async () => {
    const { subscriptionId, subscription } = await subscribed();
    await t.db.update(subscriptions).set({ scheduledInterval: 'year' }).where(eq(subscriptions.id, subscriptionId));
    await pass(new Date(subscription.currentPeriodEnd.getTime() + 1));
    const [, renewal] = await chargesOf(subscriptionId);
    expect(renewal).toMatchObject({ status: 'paid', amount: 19000 });
    expect(renewal!.periodEnd.getTime()).toBe(addInterval(subscription.currentPeriodEnd, 'year').getTime());
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ interval: 'year', amount: 19000, scheduledInterval: null });
  });

  it("a trial's end makes its first charge", async () => {
    const learner = await insertMember(t);
    const { cards } = localBilling(t);
    const saved = await cards.saveCard({ userId: learner.id, card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' } });
    const now = t.services.now();
    const trialEnd = new Date(now.getTime() + 14 * DAY);
    const [trial] = await t.db
      .insert(subscriptions)
      .values({
        userId: learner.id,
        offerId: 'pass-club',
        kind: 'subscription',
        interval: 'month',
        currency: 'GBP',
        amount: 1900,
        status: 'trialing',
        trialEndsAt: trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd,
        gateway: 'local',
        paymentMethodId: saved.paymentMethodId,
        billing: { country: 'GB' },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: subscriptions.id });
    expect(await liveRows(trial!.id)).toHaveLength(2);
    expect((await pass(new Date(trialEnd.getTime() - 1))).renewed).toBe(0);
    expect(await pass(trialEnd)).toMatchObject({ renewed: 1, paid: 1 });
    const charges = await chargesOf(trial!.id);
    expect(charges.map((c) => [c.sequence, c.status, c.amount])).toEqual([[1, 'paid', 1900]]);
    expect(charges[0]!.periodStart.getTime()).toBe(trialEnd.getTime());
    expect((await subscriptionRow(trial!.id)).status).toBe('active');
    expect(await invoicesOf(learner.id)).toHaveLength(1);
  });

  it('a payment plan is charged its instalments, then never again, and keeps its access', async () => {
    const { learner, subscriptionId, subscription } = await subscribed({ offerId: 'pass-plan', kind: 'payment_plan', amount: 5000 });
    const farAhead = addInterval(subscription.currentPeriodEnd, 'month', 6);
    expect(await pass(farAhead)).toMatchObject({ renewed: 2, paid: 2 });
    expect((await chargesOf(subscriptionId)).map((c) => c.sequence)).toEqual([1, 2, 3]);
    const completed = await subscriptionRow(subscriptionId);
    expect(completed.status).toBe('completed');
    expect((await pass(addInterval(farAhead, 'year'))).renewed).toBe(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(3);
    expect(await invoicesOf(learner.id)).toHaveLength(3);
    expect(await liveRows(subscriptionId)).toHaveLength(2);
  });

  it('a declined renewal is retried on days 1, 3 and 5 with one email per retry, and paused when the grace days end', async () => {
    const { learner, subscriptionId, subscription } = await subscribed({ card: DECLINES_LATER });
    const due = subscription.currentPeriodEnd.getTime();
    const at = (days: number) => new Date(due + days * DAY);
    const failureEmails = async () => (await subjects(learner.email)).filter((s) => s.includes('did not go through')).length;

    expect(await pass(at(0))).toMatchObject({ renewed: 1, declined: 1 });
    expect((await subscriptionRow(subscriptionId)).status).toBe('past_due');
    expect(await liveRows(subscriptionId)).toHaveLength(2);
    expect(await failureEmails()).toBe(1);
    // Not yet the first retry's day.
    expect((await pass(at(0.9))).retried).toBe(0);

    for (const [day, emails] of [
      [1, 2],
      [3, 3],
      [5, 3],
    ] as const) {
      expect(await pass(at(day))).toMatchObject({ retried: 1, declined: 1, paused: 0 });
      expect(await failureEmails()).toBe(emails);
    }
    const [, renewal] = await chargesOf(subscriptionId);
    expect(renewal).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    // Access stays through the grace period (7 days by default).
    expect(await pass(at(6.9))).toMatchObject({ retried: 0, paused: 0 });
    expect(await liveRows(subscriptionId)).toHaveLength(2);

    expect(await pass(at(7))).toMatchObject({ paused: 1 });
    expect((await subscriptionRow(subscriptionId)).status).toBe('paused');
    expect(await liveRows(subscriptionId)).toHaveLength(0);
    expect((await learner.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
    expect((await subjects(learner.email)).filter((s) => s.includes('is paused'))).toHaveLength(1);
    // Paused: no more tries, no second email, however many passes.
    expect(await pass(at(40))).toMatchObject({ renewed: 0, retried: 0, paused: 0 });
    expect((await subjects(learner.email)).filter((s) => s.includes('is paused'))).toHaveLength(1);
    expect(await t.db.select().from(subscriptionChargeAttempts).where(eq(subscriptionChargeAttempts.chargeId, renewal!.id))).toHaveLength(
      4,
    );
  });

  it('a clock moved 40 days at once still renews, retries each day in order and pauses: four tries, three emails', async () => {
    const { learner, subscriptionId, subscription } = await subscribed({ card: DECLINES_LATER });
    const report = await pass(new Date(subscription.currentPeriodStart.getTime() + 40 * DAY));
    expect(report).toMatchObject({ renewed: 1, retried: 3, declined: 4, paused: 1, errors: [] });
    const [, renewal] = await chargesOf(subscriptionId);
    const attempts = await t.db
      .select()
      .from(subscriptionChargeAttempts)
      .where(eq(subscriptionChargeAttempts.chargeId, renewal!.id))
      .orderBy(asc(subscriptionChargeAttempts.attempt));
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
    ]);
    const mail = await subjects(learner.email);
    expect(mail.filter((s) => s.includes('did not go through'))).toHaveLength(3);
    expect(mail.filter((s) => s.includes('is paused'))).toHaveLength(1);
    expect((await subscriptionRow(subscriptionId)).status).toBe('paused');
  });

  it('the grace days are the owner’s setting', async () => {
    await t.db
      .insert(salesSettings)
      .values({ id: true, dunningGraceDays: 3, updatedAt: t.services.now() })
      .onConflictDoUpdate({ target: salesSettings.id, set: { dunningGraceDays: 3 } });
    try {
      const { subscriptionId, subscription } = await subscribed({ card: DECLINES_LATER });
      const due = subscription.currentPeriodEnd.getTime();
      await pass(new Date(due + 2.9 * DAY));
      expect((await subscriptionRow(subscriptionId)).status).toBe('past_due');
      await pass(new Date(due + 3 * DAY));
      expect((await subscriptionRow(subscriptionId)).status).toBe('paused');
    } finally {
      await t.db.update(salesSettings).set({ dunningGraceDays: 7 });
    }
  });

  it('a cancelled subscription ends at its period end, with no further charge', async () => {
    const { learner, subscriptionId, subscription } = await subscribed();
    const canceledAt = t.services.now();
    await t.db.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt }).where(eq(subscriptions.id, subscriptionId));
    expect((await pass(new Date(subscription.currentPeriodEnd.getTime() - 1))).ended).toBe(0);
    expect(await liveRows(subscriptionId)).toHaveLength(2);

    const now = t.services.now();
    expect(await pass(new Date(subscription.currentPeriodEnd.getTime() + 40 * DAY), now)).toMatchObject({ ended: 1, renewed: 0 });
    const ended = await subscriptionRow(subscriptionId);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt!.getTime()).toBe(now.getTime());
    expect(ended.canceledAt!.getTime()).toBe(canceledAt.getTime());
    expect(await liveRows(subscriptionId)).toHaveLength(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    expect(await invoicesOf(learner.id)).toHaveLength(1);
  });

  it('a Stripe subscription is renewed and retried by Stripe, but paused and ended by the pass', async () => {
    const { subscriptionId, subscription } = await subscribed();
    await t.db.update(subscriptions).set({ gateway: 'stripe' }).where(eq(subscriptions.id, subscriptionId));
    expect((await pass(new Date(subscription.currentPeriodEnd.getTime() + DAY))).renewed).toBe(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);

    // Stripe reported the renewal declined (its webhook): the pass does not retry it, and pauses it after the grace days.
    const now = t.services.now();
    await t.db.insert(subscriptionCharges).values({
      subscriptionId,
      sequence: 2,
      periodStart: subscription.currentPeriodEnd,
      periodEnd: addInterval(subscription.currentPeriodEnd, 'month'),
      dueAt: subscription.currentPeriodEnd,
      amount: 1900,
      currency: 'GBP',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: new Date(subscription.currentPeriodEnd.getTime() + DAY),
      createdAt: now,
      updatedAt: now,
    });
    await t.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, subscriptionId));
    expect(await pass(new Date(subscription.currentPeriodEnd.getTime() + 6 * DAY))).toMatchObject({ retried: 0, paused: 0 });
    expect(await pass(new Date(subscription.currentPeriodEnd.getTime() + 7 * DAY))).toMatchObject({ retried: 0, paused: 1 });
    expect((await subscriptionRow(subscriptionId)).status).toBe('paused');
  });

  it('a renewal left untried by a stopped process is tried by a later pass, once', async () => {
    const { learner, subscriptionId, subscription } = await subscribed();
    const now = t.services.now();
    const decision = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: 1900 });
    await t.db.insert(subscriptionCharges).values({
      subscriptionId,
      sequence: 2,
      periodStart: subscription.currentPeriodEnd,
      periodEnd: addInterval(subscription.currentPeriodEnd, 'month'),
      dueAt: subscription.currentPeriodEnd,
      amount: decision.gross,
      currency: 'GBP',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    const dueBy = new Date(subscription.currentPeriodEnd.getTime() + DAY);
    // Just made: its process is trying it.
    expect(await pass(dueBy)).toMatchObject({ renewed: 0, paid: 0 });
    expect(await pass(dueBy, new Date(now.getTime() + UNTRIED_CHARGE_AFTER_MS))).toMatchObject({ renewed: 1, paid: 1 });
    expect((await chargesOf(subscriptionId)).map((c) => c.status)).toEqual(['paid', 'paid']);
    expect(await invoicesOf(learner.id)).toHaveLength(2);
  });

  it('a retry racing the learner paying the charge themselves gives one invoice, and the second payment goes back', async () => {
    const { learner, subscriptionId, subscription } = await subscribed({ card: DECLINES_LATER });
    const due = subscription.currentPeriodEnd.getTime();
    await pass(new Date(due));
    const [, renewal] = await chargesOf(subscriptionId);
    expect(renewal!.status).toBe('failed');
    const { gateway, cards } = localBilling(t);
    const fresh = await cards.saveCard({ userId: learner.id, card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' } });
    await t.db.update(subscriptions).set({ paymentMethodId: fresh.paymentMethodId }).where(eq(subscriptions.id, subscriptionId));

    // The learner pays the charge on the billing page just after the pass's retry took the saved card's money and
    // before it recorded it (as POST /api/payment-success reports a charge's payment).
    let paidByLearner: string | undefined;
    const racing = new LocalSavedCards(t.db, t.services.now);
    const chargeSavedCard = racing.chargeSavedCard.bind(racing);
    racing.chargeSavedCard = async (input) => {
      const outcome = await chargeSavedCard(input);
      const intent = await gateway.createIntent({
        amount: renewal!.amount,
        currency: 'GBP',
        metadata: { userId: learner.id, offerId: 'pass-club', couponId: '', chargeId: renewal!.id },
        description: 'Paid on the billing page',
        idempotencyKey: `learner-pays-${renewal!.id}`,
      });
      const { saveCheckoutTax } = await import('../invoices/checkout-tax');
      await saveCheckoutTax({
        db: t.db,
        paymentIntentId: intent.id,
        userId: learner.id,
        decision: await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: 1900 }),
        currency: 'GBP',
        now: t.services.now(),
      });
      await gateway.confirmWithCard({
        clientSecret: intent.clientSecret!,
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' },
      });
      const sale = await chargeSale({ db: t.db, paymentIntentId: intent.id });
      const recorded = await recordChargePaid({
        db: t.db,
        mailer: t.services.mailer,
        paid: { chargeId: renewal!.id, paymentIntentId: intent.id, amount: renewal!.amount, currency: 'GBP', sale: sale! },
        now: t.services.now(),
      });
      expect(recorded).toMatchObject({ ok: true, created: true });
      paidByLearner = intent.id;
      return outcome;
    };
    const report = await runBillingPass({
      db: t.db,
      mailer: t.services.mailer,
      local: { gateway, cards: racing },
      now: t.services.now(),
      dueBy: new Date(due + DAY),
    });
    expect(report).toMatchObject({ retried: 1, errors: [] });
    expect(paidByLearner).toBeDefined();

    expect(await invoicesOf(learner.id)).toHaveLength(2);
    const [paid] = (await chargesOf(subscriptionId)).slice(1);
    expect(paid).toMatchObject({ status: 'paid', paymentIntentId: paidByLearner });
    // The learner is charged once for the period: the pass's payment of it is refunded.
    const payments = await t.db
      .select()
      .from(localPaymentIntents)
      .where(sql`${localPaymentIntents.metadata}->>'chargeId' = ${renewal!.id}`);
    const kept = payments.filter((p) => p.status === 'succeeded' && !p.refundId);
    expect(kept.map((p) => p.id)).toEqual([paidByLearner]);
    expect(payments.filter((p) => p.status === 'succeeded' && p.refundId)).toHaveLength(1);
  });

  it('passes run at once renew each due period and retry each due charge once', async () => {
    // Two whose renewal was declined, each with a card that pays now: their retry is due on day 1.
    const declined = await Promise.all([subscribed({ card: DECLINES_LATER }), subscribed({ card: DECLINES_LATER })]);
    for (const { subscription } of declined) await pass(subscription.currentPeriodEnd);
    const { cards } = localBilling(t);
    for (const { learner, subscriptionId } of declined) {
      const fresh = await cards.saveCard({
        userId: learner.id,
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' },
      });
      await t.db.update(subscriptions).set({ paymentMethodId: fresh.paymentMethodId }).where(eq(subscriptions.id, subscriptionId));
    }
    // Three whose period ends later, so the passes above did not renew them.
    const due = await Promise.all([subscribed(), subscribed(), subscribed()]);
    const all = [...due, ...declined];
    const dueBy = new Date(Math.max(...all.map((d) => d.subscription.currentPeriodEnd.getTime())) + DAY);
    const reports = await Promise.all([pass(dueBy), pass(dueBy), pass(dueBy)]);
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(3);
    expect(reports.reduce((sum, r) => sum + r.retried, 0)).toBe(2);
    for (const { learner, subscriptionId } of all) {
      expect((await chargesOf(subscriptionId)).map((c) => c.status)).toEqual(['paid', 'paid']);
      expect(await invoicesOf(learner.id)).toHaveLength(2);
      expect((await subjects(learner.email)).filter((s) => s.startsWith('Your receipt'))).toHaveLength(2);
      expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    }
  });
});
