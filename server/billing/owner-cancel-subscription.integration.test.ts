import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { insertRecurringOffer, insertSubscription, localBilling } from '../../test/subscriptions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog, entitlements, subscriptionCharges, subscriptions } from '../db/schema';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { runBillingPass } from './run-billing-pass';

// Issue 44: POST /api/admin/subscriptions/:id/cancel {atPeriodEnd, reason?}: the owner cancels a learner's
// subscription at its period's end or now, audited, once.

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
  await insertRecurringOffer(t, { id: 'owner-club' });
  await insertRecurringOffer(t, { id: 'owner-plan', priceType: 'payment_plan', instalments: 3 });
});
afterAll(() => t?.close());

async function activeSubscription(offerId = 'owner-club', kind?: 'payment_plan') {
  const learner = await insertMember(t);
  const ids = await insertSubscription(t, { userId: learner.id, offerId, ...(kind ? { kind, instalments: 3 } : {}) });
  const decision = await decideChargeTax({ db: t.db, billing: { country: 'GB' }, amount: 1900 });
  const paid = await attemptLocalCharge({
    db: t.db,
    mailer: t.services.mailer,
    ...localBilling(t),
    chargeId: ids.chargeId,
    decision,
    now: t.services.now(),
  });
  expect(paid).toBe('paid');
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, ids.subscriptionId));
  return { learner, subscription: subscription! };
}

const liveRows = (subscriptionId: string) =>
  t.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.subscriptionId, subscriptionId), isNull(entitlements.endsAt)));
const audits = (subscriptionId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, subscriptionId));
const cancel = (id: string, body: unknown, client = owner.client) => client.post(`/api/admin/subscriptions/${id}/cancel`, body);

describe('the owner cancels a subscription', () => {
  it('at the period end: access to its end, then the billing pass ends it without charging again; audited once', async () => {
    const { learner, subscription } = await activeSubscription();
    const res = await cancel(subscription.id, { atPeriodEnd: true, reason: 'Asked by email' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect(await liveRows(subscription.id)).toHaveLength(2);
    expect((await t.mail.to(learner.email)).map((m) => m.subject)).toContain(`Your subscription to Offer owner-club is cancelled`);
    // A double click: nothing more.
    expect((await cancel(subscription.id, { atPeriodEnd: true })).body).toMatchObject({ changed: false });
    const rows = await audits(subscription.id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([['subscription.cancel', owner.id]]);
    expect(rows[0]!.details).toMatchObject({ atPeriodEnd: true, reason: 'Asked by email' });

    const report = await runBillingPass({
      db: t.db,
      mailer: t.services.mailer,
      local: localBilling(t),
      now: t.services.now(),
      dueBy: new Date(subscription.currentPeriodEnd.getTime() + 1),
    });
    expect(report).toMatchObject({ ended: 1, renewed: 0 });
    expect(await liveRows(subscription.id)).toHaveLength(0);
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id))).toHaveLength(1);
  });

  it('now: ended at once, access gone, the learner told; a payment plan too, but not at a period end', async () => {
    const { learner, subscription } = await activeSubscription();
    const res = await cancel(subscription.id, { atPeriodEnd: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, subscription: { status: 'canceled' } });
    expect(await liveRows(subscription.id)).toHaveLength(0);
    expect((await learner.client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
    const mail = await t.mail.to(learner.email);
    expect(mail.some((m) => m.subject.endsWith('is cancelled') && m.text.includes('Your access has ended'))).toBe(true);

    const plan = await activeSubscription('owner-plan', 'payment_plan');
    const refused = await cancel(plan.subscription.id, { atPeriodEnd: true });
    expect(refused.status).toBe(409);
    expect(await audits(plan.subscription.id)).toHaveLength(0);
    expect((await cancel(plan.subscription.id, { atPeriodEnd: false })).body).toMatchObject({ subscription: { status: 'canceled' } });
  });

  it('is the owner’s only, names a wrong field, and answers 404 for an unknown id', async () => {
    const { learner, subscription } = await activeSubscription();
    // Owner routes are hidden from everyone else (server/admin/hide-owner-routes.ts).
    expect((await cancel(subscription.id, { atPeriodEnd: false }, learner.client)).status).toBe(404);
    expect((await cancel(subscription.id, { atPeriodEnd: false }, t.client())).status).toBe(404);
    const missing = await cancel(subscription.id, {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('atPeriodEnd');
    const long = await cancel(subscription.id, { atPeriodEnd: true, reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('reason');
    expect((await cancel('not-an-id', { atPeriodEnd: true })).status).toBe(400);
    expect((await cancel('00000000-0000-4000-8000-000000000000', { atPeriodEnd: true })).status).toBe(404);
    const [unchanged] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(unchanged).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });
});
