import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { offerGrants, offerPrices, offers, subscriptionCharges, subscriptions } from '../db/schema';
import { listSubscriptions } from './list-subscriptions';
import { loadRecurringFigures } from './recurring-figures';

// Issue 44, the owner's recurring figures (/admin) and list of subscriptions (/admin/subscriptions,
// GET /api/admin/subscriptions), from rows inserted as the billing code writes them.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let owner: Member;
let now: Date;
const learners: Record<string, Member> = {};
const ids: Record<string, string> = {};

type Row = typeof subscriptions.$inferInsert;
/** A subscription of learner `name`, created `ageDays` ago, its period ending in `endsInDays`. */
async function subscribe(name: string, row: Partial<Row> & { ageDays: number; endsInDays: number }) {
  const learner = (learners[name] = await insertMember(t, { username: `sub_${name}_${randomUUID().slice(0, 6)}` }));
  const { ageDays, endsInDays, ...rest } = row;
  const end = new Date(now.getTime() + endsInDays * DAY);
  const [saved] = await t.db
    .insert(subscriptions)
    .values({
      userId: learner.id,
      offerId: 'club',
      kind: 'subscription',
      interval: 'month',
      currency: 'GBP',
      amount: 1900,
      status: 'active',
      currentPeriodStart: new Date(end.getTime() - 30 * DAY),
      currentPeriodEnd: end,
      gateway: 'local',
      billing: { country: 'GB' },
      createdAt: new Date(now.getTime() - ageDays * DAY),
      updatedAt: now,
      ...rest,
    })
    .returning({ id: subscriptions.id });
  ids[name] = saved!.id;
  return saved!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  now = t.services.now();
  owner = await insertMember(t, { owner: true });
  await t.db.insert(offers).values([
    { id: 'club', slug: 'club', title: 'The club', priceType: 'subscription', status: 'published', trialDays: 7 },
    { id: 'plan3', slug: 'plan3', title: 'Three payments', priceType: 'payment_plan', instalments: 3, status: 'published' },
  ]);
  await t.db.insert(offerGrants).values([
    { offerId: 'club', position: 0, type: 'member_area' },
    { offerId: 'plan3', position: 0, type: 'course', courseId: 'premium-course' },
  ]);
  await t.db.insert(offerPrices).values([
    { offerId: 'club', currency: 'GBP', interval: 'month', amount: 1900, setAt: now },
    { offerId: 'club', currency: 'GBP', interval: 'year', amount: 19000, setAt: now },
    { offerId: 'plan3', currency: 'GBP', interval: 'month', amount: 4000, setAt: now },
  ]);
  // Monthly, renewing in 3 days.
  await subscribe('monthly', { ageDays: 60, endsInDays: 3 });
  // Yearly: a twelfth of £190 a month.
  await subscribe('yearly', { ageDays: 100, endsInDays: 200, interval: 'year', amount: 19000 });
  // A failed renewal in dollars, being retried: its failed charge (tax included) is what dunning owes.
  const pastDue = await subscribe('pastdue', { ageDays: 40, endsInDays: 28, status: 'past_due', currency: 'USD', amount: 2400 });
  await t.db.insert(subscriptionCharges).values({
    subscriptionId: pastDue,
    sequence: 2,
    periodStart: new Date(now.getTime() - 2 * DAY),
    periodEnd: new Date(now.getTime() + 28 * DAY),
    dueAt: new Date(now.getTime() - 2 * DAY),
    amount: 2880,
    currency: 'USD',
    status: 'failed',
    attempts: 2,
    nextAttemptAt: new Date(now.getTime() + DAY),
    createdAt: now,
    updatedAt: now,
  });
  // In a trial that ends (and first charges) in 5 days.
  await subscribe('trial', { ageDays: 2, endsInDays: 5, status: 'trialing', trialEndsAt: new Date(now.getTime() + 5 * DAY) });
  // Cancelled 10 days ago (churn), and one cancelled long before the period (not churn, not standing at its start).
  await subscribe('churned', { ageDays: 90, endsInDays: -10, status: 'canceled', endedAt: new Date(now.getTime() - 10 * DAY) });
  await subscribe('longgone', { ageDays: 200, endsInDays: -45, status: 'canceled', endedAt: new Date(now.getTime() - 45 * DAY) });
  // A running payment plan (its next instalment beyond the 7 days), and a completed one.
  await subscribe('plan', { ageDays: 20, endsInDays: 10, offerId: 'plan3', kind: 'payment_plan', instalments: 3, amount: 4000 });
  await subscribe('planned', {
    ageDays: 120,
    endsInDays: -30,
    offerId: 'plan3',
    kind: 'payment_plan',
    instalments: 3,
    amount: 4000,
    status: 'completed',
    endedAt: new Date(now.getTime() - 30 * DAY),
  });
  // Cancelled at the period's end (tomorrow): still paying this month, but no renewal coming.
  await subscribe('leaving', { ageDays: 31, endsInDays: 1, cancelAtPeriodEnd: true, canceledAt: now });
  // The first charge never paid: nothing.
  await subscribe('incomplete', { ageDays: 1, endsInDays: 30, status: 'incomplete', currency: 'EUR' });
});
afterAll(() => t?.close());

describe('the owner’s recurring figures', () => {
  it('MRR per currency, active subscriptions, trials, running plans, churn, dunning and the next renewals', async () => {
    const figures = await loadRecurringFigures({ db: t.db, now });
    // £19 + £190/12 + £40 (the plan's instalment) + £19 (leaving at the period's end) = £93.83; $24 past due.
    expect(figures.mrr).toEqual({ GBP: 9383, USD: 2400 });
    expect(figures.activeSubscriptions).toBe(3);
    expect(figures.trials).toBe(1);
    expect(figures.runningPaymentPlans).toBe(1);
    // Standing 30 days ago: monthly, yearly, pastdue, churned, leaving; one of them ended since.
    expect(figures.churn).toEqual({ days: 30, ended: 1, standingAtStart: 5, rate: 0.2 });
    expect(figures.dunning).toEqual({ count: 1, amounts: { USD: 2880 } });
    expect(figures.renewals.total).toBe(2);
    expect(figures.renewals.next.map((r) => [r.subscriptionId, r.amount, r.currency, r.trialEnds])).toEqual([
      [ids.monthly, 1900, 'GBP', false],
      [ids.trial, 1900, 'GBP', true],
    ]);
    expect(figures.renewals.next[0]!.learner?.email).toBe(learners.monthly!.email);
  });

  it('nothing recurring: zeros, no churn rate', async () => {
    const figures = await loadRecurringFigures({ db: t.db, now: new Date(now.getTime() - 1000 * DAY) });
    expect(figures.mrr).toEqual({ GBP: 9383, USD: 2400 });
    expect(figures.churn).toMatchObject({ ended: 0, standingAtStart: 0, rate: null });
    expect(figures.renewals.total).toBe(0);
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('lists every subscription and plan newest first, filtered by status, offer and learner', async () => {
    const all = await owner.client.get('/api/admin/subscriptions');
    expect(all.status, all.text).toBe(200);
    expect(all.body.total).toBe(10);
    expect(all.body.rows[0]).toMatchObject({ id: ids.incomplete, status: 'incomplete', nextChargeAt: null });

    const active = await listSubscriptions({ db: t.db, status: 'active', q: undefined, page: 1 });
    expect(active.rows.map((r) => r.id).sort()).toEqual([ids.monthly, ids.yearly, ids.plan, ids.leaving].sort());
    const leaving = active.rows.find((r) => r.id === ids.leaving)!;
    expect(leaving).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    const monthly = active.rows.find((r) => r.id === ids.monthly)!;
    expect(monthly).toMatchObject({
      learner: { id: learners.monthly!.id, email: learners.monthly!.email },
      offerId: 'club',
      offerTitle: 'The club',
      kind: 'subscription',
      interval: 'month',
      amount: 1900,
      currency: 'GBP',
      instalments: null,
      nextChargeAt: monthly.currentPeriodEnd,
    });

    const plans = await owner.client.get('/api/admin/subscriptions?offerId=plan3');
    expect(plans.body.rows.map((r: { id: string }) => r.id).sort()).toEqual([ids.plan, ids.planned].sort());
    const byName = await owner.client.get(`/api/admin/subscriptions?q=${learners.trial!.username.slice(0, 12)}`);
    expect(byName.body.rows.map((r: { id: string }) => r.id)).toEqual([ids.trial]);
    const byEmail = await owner.client.get(`/api/admin/subscriptions?q=${encodeURIComponent(learners.yearly!.email)}&status=active`);
    expect(byEmail.body.rows.map((r: { id: string }) => r.id)).toEqual([ids.yearly]);
    const empty = await owner.client.get('/api/admin/subscriptions?status=&offerId=&q=');
    expect(empty.body.total).toBe(10);
  });

  it('refuses a bad filter with 400 naming it, and is the owner’s only', async () => {
    for (const [query, field] of [
      ['status=paying', 'status'],
      ['offerId=Not%20An%20Id', 'offerId'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const res = await owner.client.get(`/api/admin/subscriptions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, res.text).toBe(field);
    }
    const learner = await insertMember(t);
    expect((await learner.client.get('/api/admin/subscriptions')).status).toBe(404);
    expect((await learner.client.get('/api/admin/recurring')).status).toBe(404);
    expect((await t.client().get('/api/admin/subscriptions')).status).toBe(404);
    const figures = await owner.client.get('/api/admin/recurring');
    expect(figures.status).toBe(200);
    expect(figures.body.mrr).toEqual({ GBP: 9383, USD: 2400 });
  });
});
