import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members';
import { DECLINES_LATER, insertRecurringOffer, insertSubscription, localBilling } from '../../test/subscriptions';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/test-app';
import { entitlements, invoices, purchases, subscriptionChargeAttempts, subscriptionCharges, subscriptions } from '../db/schema';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { addInterval } from './billing-periods';

// Issue 44 (decision 034a): a subscription's charge is paid once, with its own invoice and receipt, and access
// follows the subscription; a declined renewal is retried with one email per attempt, access kept meanwhile.

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRecurringOffer(t, { id: 'monthly-club' });
});
afterAll(() => t?.close());

const decide = () => decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: 1900 });

/** A subscription whose first charge is paid; then its saved card is `card` (Stripe's 0341 declines only later charges). */
async function firstCharge(card?: string) {
  const learner = await insertMember(t);
  const ids = await insertSubscription(t, { userId: learner.id, offerId: 'monthly-club' });
  const { gateway, cards } = localBilling(t);
  const outcome = await attemptLocalCharge({
    db: t.db,
    mailer: t.services.mailer,
    gateway,
    cards,
    chargeId: ids.chargeId,
    decision: await decide(),
    now: t.services.now(),
  });
  if (card) {
    const saved = await cards.saveCard({ userId: learner.id, card: { number: card, expMonth: 1, expYear: 2099, cvc: '123' } });
    await t.db.update(subscriptions).set({ paymentMethodId: saved.paymentMethodId }).where(eq(subscriptions.id, ids.subscriptionId));
  }
  return { learner, ...ids, outcome };
}

async function liveRows(subscriptionId: string) {
  return t.db
    .select({ kind: entitlements.kind, courseId: entitlements.courseId })
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
}

/** The next period's charge, due at the current period's end, as the billing pass makes it. */
async function renewal(subscriptionId: string, sequence: number) {
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const now = t.services.now();
  const [charge] = await t.db
    .insert(subscriptionCharges)
    .values({
      subscriptionId,
      sequence,
      periodStart: subscription!.currentPeriodEnd,
      periodEnd: addInterval(subscription!.currentPeriodEnd, 'month'),
      dueAt: subscription!.currentPeriodEnd,
      amount: 1900,
      currency: 'GBP',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptionCharges.id });
  return charge!.id;
}

describe('subscription charges', () => {
  it('a paid first charge is a recurring purchase with its invoice and receipt, and gives what the offer grants', async () => {
    const { learner, subscriptionId, outcome } = await firstCharge();
    expect(outcome).toBe('paid');
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('active');
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, learner.id));
    expect(purchase).toMatchObject({ recurring: true, status: 'paid', amount: 1900, currency: 'GBP', offerId: 'monthly-club' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchase!.id));
    expect(invoice).toMatchObject({ kind: 'invoice', gross: 1900, net: 1583, tax: 317, taxRate: 2000 });
    expect(invoice!.description).toMatch(/^Offer monthly-club: /);
    expect((await liveRows(subscriptionId)).map((row) => row.kind).sort()).toEqual(['course', 'member_area']);
    const me = (await learner.client.get('/api/auth/me')).body;
    expect(me.user.hasPremiumAccess).toBe(true);
    const mail = await t.mail.to(learner.email);
    expect(mail.map((m) => m.subject)).toEqual([`Your receipt for ${invoice!.description}`]);
    expect(mail[0]!.text).toContain('subscription has started');
    expect(mail[0]!.text).toContain('within 30 days of this first payment');
  });

  it('a declined renewal keeps access, is retried with one email per attempt, and a pause ends access but keeps the records', async () => {
    const { learner, subscriptionId, outcome } = await firstCharge(DECLINES_LATER);
    expect(outcome).toBe('paid');
    const chargeId = await renewal(subscriptionId, 2);
    const billing = { db: t.db, mailer: t.services.mailer, ...localBilling(t), chargeId };
    expect(await attemptLocalCharge({ ...billing, decision: await decide(), now: t.services.now() })).toBe('failed');
    const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, chargeId));
    expect(charge).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Your card was declined.' });
    expect(charge!.nextAttemptAt!.getTime() - charge!.dueAt.getTime()).toBe(DAY);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('past_due');
    expect(await liveRows(subscriptionId)).toHaveLength(2);

    // The retries: days 3 and 5 follow; after the third retry none is planned, and no further email goes.
    for (const expected of [3, 5, null]) {
      expect(await attemptLocalCharge({ ...billing, now: t.services.now() })).toBe('failed');
      const [after] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, chargeId));
      expect(after!.nextAttemptAt === null ? null : (after!.nextAttemptAt.getTime() - after!.dueAt.getTime()) / DAY).toBe(expected);
    }
    const attempts = await t.db.select().from(subscriptionChargeAttempts).where(eq(subscriptionChargeAttempts.chargeId, chargeId));
    expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'failed', 'failed', 'failed']);
    const failures = (await t.mail.to(learner.email)).filter((m) => m.subject.includes('did not go through'));
    expect(failures).toHaveLength(3);
    expect(failures[0]!.text).toContain('/account/billing');

    await t.db.update(subscriptions).set({ status: 'paused', updatedAt: t.services.now() }).where(eq(subscriptions.id, subscriptionId));
    expect(await liveRows(subscriptionId)).toHaveLength(0);
    expect((await learner.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
    // The first charge's money record stays.
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, learner.id))).toHaveLength(1);
  });

  it('a paused subscription paid with a new card is active again from now, with access back', async () => {
    const { learner, subscriptionId } = await firstCharge(DECLINES_LATER);
    const chargeId = await renewal(subscriptionId, 2);
    const { gateway, cards } = localBilling(t);
    const decision = await decide();
    expect(
      await attemptLocalCharge({ db: t.db, mailer: t.services.mailer, gateway, cards, chargeId, decision, now: t.services.now() }),
    ).toBe('failed');
    await t.db.update(subscriptions).set({ status: 'paused', updatedAt: t.services.now() }).where(eq(subscriptions.id, subscriptionId));
    const card = await cards.saveCard({ userId: learner.id, card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' } });
    await t.db.update(subscriptions).set({ paymentMethodId: card.paymentMethodId }).where(eq(subscriptions.id, subscriptionId));
    const now = t.services.now();
    expect(await attemptLocalCharge({ db: t.db, mailer: t.services.mailer, gateway, cards, chargeId, now })).toBe('paid');
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('active');
    expect(subscription!.currentPeriodStart.getTime()).toBe(now.getTime());
    expect(await liveRows(subscriptionId)).toHaveLength(2);
    expect((await learner.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);
  });

  it('a charge tried by several processes at once is paid once: one payment, one purchase, one invoice, one receipt', async () => {
    const learner = await insertMember(t);
    const { chargeId } = await insertSubscription(t, { userId: learner.id, offerId: 'monthly-club' });
    const decision = await decide();
    const now = t.services.now();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        attemptLocalCharge({ db: t.db, mailer: t.services.mailer, ...localBilling(t), chargeId, decision, now }).catch((error: unknown) =>
          String(error),
        ),
      ),
    );
    expect(outcomes).toContain('paid');
    const bought = await t.db.select().from(purchases).where(eq(purchases.userId, learner.id));
    expect(bought).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.purchaseId, bought[0]!.id))).toHaveLength(1);
    expect(await t.mail.to(learner.email)).toHaveLength(1);
  });

  it('the money-back guarantee refunds the first payment and ends the subscription; a later charge is not covered', async () => {
    const { learner, subscriptionId } = await firstCharge();
    const chargeId = await renewal(subscriptionId, 2);
    const { gateway, cards } = localBilling(t);
    expect(
      await attemptLocalCharge({
        db: t.db,
        mailer: t.services.mailer,
        gateway,
        cards,
        chargeId,
        decision: await decide(),
        now: t.services.now(),
      }),
    ).toBe('paid');
    const renewed = (await t.mail.to(learner.email)).at(-1)!;
    expect(renewed.text).toMatch(/subscription is renewed until/);
    expect(renewed.text).not.toContain('within 30 days');
    expect(renewed.text).toContain('/account/billing');
    const list = (await learner.client.get('/api/account/purchases')).body.purchases as { id: string; refund: unknown }[];
    expect(list).toHaveLength(2);
    const [second, first] = list;
    expect(second!.refund).toBeNull();
    expect(first!.refund).toMatchObject({ open: true });

    const refused = await learner.client.post(`/api/account/purchases/${second!.id}/refund`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/covers the first payment of a subscription or payment plan only/);
    const refunded = await learner.client.post(`/api/account/purchases/${first!.id}/refund`, {});
    expect(refunded.status, refunded.text).toBe(200);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'canceled', cancelReason: 'Refunded under the money-back guarantee' });
    expect(await liveRows(subscriptionId)).toHaveLength(0);
    expect((await learner.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
  });

  it('deleting the account ends its subscriptions, so nothing is charged again', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: `leaving_${Date.now() % 100000}` });
    const { subscriptionId, chargeId } = await insertSubscription(t, { userId: user.id, offerId: 'monthly-club' });
    const deleted = await client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'canceled', userId: null, cancelReason: 'Account deleted' });
    const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, chargeId));
    expect(charge!.status).toBe('void');
    expect(
      await attemptLocalCharge({
        db: t.db,
        mailer: t.services.mailer,
        ...localBilling(t),
        chargeId,
        decision: await decide(),
        now: t.services.now(),
      }),
    ).toBe('skipped');
  });
});
