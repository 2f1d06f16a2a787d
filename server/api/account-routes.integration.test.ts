import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purchases } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function recordPurchase(userId: string, courseId: string, status: 'paid' | 'refunded' | 'disputed') {
  await t.db.insert(purchases).values({
    userId,
    courseId,
    paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
    amount: courseId === 'premium-course' ? 999 : 499,
    currency: 'GBP',
    status,
  });
}

describe('GET /api/account', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await t.client().get('/api/account');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('answers the account of the signed-in user, never cached', async () => {
    const client = t.client();
    const signedUpAt = t.clock.now();
    const { email } = await client.signUp({ username: 'account_owner' });
    const res = await client.get('/api/account');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      username: 'account_owner',
      email,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      hasPremiumAccess: false,
      subscriptionLevel: 'Free',
      emailVerified: false,
    });
    const createdAt = new Date(res.body.createdAt).getTime();
    expect(Math.abs(createdAt - signedUpAt.getTime())).toBeLessThan(5_000);
  });

  it('records the sign-up time from the server clock', async () => {
    const timed = t.variant({});
    timed.clock.advance(10 * 24 * 60 * 60 * 1000);
    const client = timed.client();
    const expected = timed.clock.now();
    await client.signUp();
    const created = new Date((await client.get('/api/account')).body.createdAt).getTime();
    expect(Math.abs(created - expected.getTime())).toBeLessThan(5_000);
  });

  it('shows Premium when the user has a paid purchase of the premium course', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    await recordPurchase(user.id, 'premium-course', 'paid');
    const account = await client.get('/api/account');
    expect(account.body).toMatchObject({ hasPremiumAccess: true, subscriptionLevel: 'Premium' });
    expect((await client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);
  });

  it('stays Free with only the starter course, or a refunded or disputed premium purchase', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    await recordPurchase(user.id, 'free-course', 'paid');
    await recordPurchase(user.id, 'premium-course', 'refunded');
    await recordPurchase(user.id, 'premium-course', 'disputed');
    expect((await client.get('/api/account')).body).toMatchObject({ hasPremiumAccess: false, subscriptionLevel: 'Free' });
    expect((await client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(false);
  });

  it("does not show another user's premium access", async () => {
    const buyer = t.client();
    const { user } = await buyer.signUp();
    await recordPurchase(user.id, 'premium-course', 'paid');
    const other = t.client();
    await other.signUp();
    expect((await other.get('/api/account')).body.subscriptionLevel).toBe('Free');
  });
});
