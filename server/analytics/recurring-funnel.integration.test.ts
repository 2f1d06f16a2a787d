import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { checkoutOpens, offerGrants, offers, purchases, subscriptionCharges, subscriptions, users } from '../db/schema';
import { loadAnalytics } from './load-analytics';

// Issue 44: the analytics funnel counts a subscription's start as a purchase (its first charge, or a trial begun),
// and never a renewal. Each learner signs up on a day of their own, so each day's funnel says whether they bought.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
const FIRST = Date.parse('2027-06-01T12:00:00Z');
const dayOf = (n: number) => new Date(FIRST + n * DAY).toISOString().slice(0, 10);

/** A learner who signed up on day `n` and opened a checkout. */
async function learner(n: number) {
  const at = new Date(FIRST + n * DAY);
  const [row] = await t.db
    .insert(users)
    .values({ username: `funnel_${n}`, email: uniqueEmail(`funnel_${n}`), passwordHash: 'x', emailVerifiedAt: at, createdAt: at })
    .returning({ id: users.id });
  await t.db.insert(checkoutOpens).values({ userId: row!.id, courseId: PREMIUM_COURSE_ID, openedAt: at });
  return { id: row!.id, at };
}

const pi = () => `pi_funnel_${randomBytes(6).toString('hex')}`;

/** A subscription of the club, with its charges: each paid one has its recurring purchase (as the billing pass writes them). */
async function subscription(
  user: { id: string; at: Date },
  {
    status,
    trial = false,
    charges,
  }: { status: 'trialing' | 'active' | 'incomplete'; trial?: boolean; charges: [number, 'paid' | 'failed' | 'void'][] },
) {
  const [sub] = await t.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      offerId: 'club',
      kind: 'subscription',
      interval: 'month',
      currency: 'GBP',
      amount: 1900,
      status,
      trialEndsAt: trial ? new Date(user.at.getTime() + 7 * DAY) : null,
      currentPeriodStart: user.at,
      currentPeriodEnd: new Date(user.at.getTime() + 30 * DAY),
      gateway: 'local',
      billing: { country: 'GB' },
      createdAt: user.at,
      updatedAt: user.at,
    })
    .returning({ id: subscriptions.id });
  for (const [sequence, chargeStatus] of charges) {
    const at = new Date(user.at.getTime() + (sequence - 1) * 30 * DAY);
    const [purchase] =
      chargeStatus === 'paid'
        ? await t.db
            .insert(purchases)
            .values({
              userId: user.id,
              offerId: 'club',
              paymentIntentId: pi(),
              amount: 2280,
              currency: 'GBP',
              status: 'paid',
              recurring: true,
              createdAt: at,
            })
            .returning({ id: purchases.id })
        : [undefined];
    await t.db.insert(subscriptionCharges).values({
      subscriptionId: sub!.id,
      sequence,
      periodStart: at,
      periodEnd: new Date(at.getTime() + 30 * DAY),
      dueAt: at,
      amount: 2280,
      currency: 'GBP',
      status: chargeStatus,
      attempts: 1,
      purchaseId: purchase?.id ?? null,
      paidAt: purchase ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}

const bought = async (n: number) => {
  const analytics = await loadAnalytics({ db: t.db, from: dayOf(n), to: dayOf(n) });
  expect(analytics.funnel.withoutVisit.checkoutOpened).toBe(1);
  return analytics.funnel.withoutVisit.purchased;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(offers).values({ id: 'club', slug: 'club', title: 'The club', priceType: 'subscription', status: 'published' });
  await t.db.insert(offerGrants).values({ offerId: 'club', position: 0, type: 'member_area' });
});
afterAll(() => t?.close());

describe('the funnel and recurring offers', () => {
  it('a one-time purchase counts, as before', async () => {
    const user = await learner(0);
    await t.db.insert(purchases).values({
      userId: user.id,
      courseId: PREMIUM_COURSE_ID,
      offerId: 'premium',
      paymentIntentId: pi(),
      amount: 999,
      currency: 'GBP',
      status: 'paid',
    });
    expect(await bought(0)).toBe(1);
  });

  it('a subscription started with a free trial counts, though nothing is charged yet', async () => {
    await subscription(await learner(1), { status: 'trialing', trial: true, charges: [] });
    expect(await bought(1)).toBe(1);
  });

  it('a subscription whose first charge is paid counts once, with its renewals', async () => {
    await subscription(await learner(2), {
      status: 'active',
      charges: [
        [1, 'paid'],
        [2, 'paid'],
        [3, 'paid'],
      ],
    });
    expect(await bought(2)).toBe(1);
  });

  it('a renewal is not a purchase: a recurring purchase of a later charge alone does not count', async () => {
    await subscription(await learner(3), {
      status: 'active',
      charges: [
        [1, 'void'],
        [2, 'paid'],
      ],
    });
    expect(await bought(3)).toBe(0);
  });

  it('a subscription whose first payment failed is no purchase', async () => {
    await subscription(await learner(4), { status: 'incomplete', charges: [[1, 'failed']] });
    expect(await bought(4)).toBe(0);
  });
});
