import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { emailOutbox, lessonActivity, lessonProgress, newsletterSubscribers, purchases, sessions, users } from '../db/schema';
import { fulfilPayment } from '../payments/fulfil-payment';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Copper-Lantern-77';
const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** Buys the premium course through the local test gateway, as the checkout page does. */
async function buyPremium(client: TestClient): Promise<string> {
  const opened = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  expect(opened.status).toBe(200);
  const clientSecret = opened.body.clientSecret as string;
  const paid = await client.post('/api/local-payments/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: future,
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  const confirmed = await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId });
  expect(confirmed.status).toBe(200);
  return paid.body.paymentIntentId as string;
}

describe('signed out', () => {
  it.each([
    ['PATCH', '/api/account', { username: 'someone' }],
    ['DELETE', '/api/account', { password: GOOD_PASSWORD }],
    ['POST', '/api/account/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }],
    ['GET', '/api/account/sessions', undefined],
    ['DELETE', '/api/account/sessions', undefined],
    ['GET', '/api/account/purchases', undefined],
  ])('%s %s answers 401 with a message', async (method, path, json) => {
    const res = await t.client().request(path, { method, json });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('PATCH /api/account', () => {
  it('changes the username, which the account and the session show at once', async () => {
    const client = t.client();
    await client.signUp({ username: 'old_name' });
    const res = await client.request('/api/account', { method: 'PATCH', json: { username: '  new.name-2 ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'new.name-2', subscriptionLevel: 'Free' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/auth/me')).body.user.username).toBe('new.name-2');
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters long'],
    [{ username: 'has space' }, 'Username may contain only letters, digits, _, - and .'],
    [{}, 'Username is required'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const client = t.client();
    await client.signUp({ username: 'keeps_name' });
    const res = await client.request('/api/account', { method: 'PATCH', json: body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ field: 'username', message });
    expect((await client.get('/api/auth/me')).body.user.username).toBe('keeps_name');
  });

  it('wants JSON', async () => {
    const client = t.client();
    await client.signUp();
    const res = await client.request('/api/account', {
      method: 'PATCH',
      body: 'username=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/account/password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const client = t.client();
    const { email, user } = await client.signUp();
    const phone = t.client();
    expect((await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);

    const wrong = await client.post('/api/account/password', { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ field: 'currentPassword', message: 'Current password is incorrect' });
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const res = await client.post('/api/account/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed.', signedOutSessions: 1 });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await t.client().post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const notice = (await t.mail.to(email)).find((m) => m.subject.includes('password was changed'));
    expect(notice?.text).toMatch(/Every other device that was signed in has been signed out/);
  });

  it.each([
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'short' }, 'newPassword', /at least 6 characters/],
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'qwerty123' }, 'newPassword', /most common passwords/],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', /Current password is required/],
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', /Current password is required/],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const client = t.client();
    const { email } = await client.signUp();
    const res = await client.post('/api/account/password', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(message);
    expect((await t.client().post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('counts wrong current passwords like sign-in attempts: the guessing address is refused, the owner elsewhere is not', async () => {
    const limited = t.variant({
      authLimits: {
        ...t.services.authLimits,
        loginPerAccountAndIp: {
          name: 'test-settings-account-ip',
          limit: 2,
          windowMs: 60_000,
          free: 2,
          firstDelayMs: 1000,
          maxDelayMs: 1000,
        },
        loginPerAccount: { name: 'test-settings-account', limit: 2, windowMs: 60_000, firstDelayMs: 1000, maxDelayMs: 1000 },
      },
    });
    const thief = limited.client();
    const { email } = await thief.signUp();
    const owner = limited.client();
    expect((await owner.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await thief.post('/api/account/password', { currentPassword: 'guess-guess', newPassword: NEW_PASSWORD })).status).toBe(400);
    const blocked = await thief.post('/api/account/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // The wrong guesses count against the account like failed sign-ins from that address...
    expect((await thief.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(429);
    // ...but the owner, from another address, still proves the password.
    expect((await owner.post('/api/account/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the live sessions with this one marked, and signs out all the others', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    const other1 = t.client();
    const other2 = t.client();
    await other1.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    await other2.post('/api/auth/login', { email, password: GOOD_PASSWORD });

    const list = await client.get('/api/account/sessions');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.sessions).toHaveLength(3);
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.body.sessions[0]).toEqual({
      current: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Session ids are digests of cookies: they never leave the server.
    expect(list.text).not.toMatch(/[0-9a-f]{64}/);

    const res = await client.request('/api/account/sessions', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out of all other devices.', signedOutSessions: 2 });
    expect((await other1.get('/api/auth/me')).status).toBe(401);
    expect((await other2.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/account/sessions')).body.sessions).toHaveLength(1);
  });

  it("does not show or end another user's sessions", async () => {
    const mine = t.client();
    await mine.signUp();
    const theirs = t.client();
    await theirs.signUp();
    await mine.request('/api/account/sessions', { method: 'DELETE' });
    expect((await theirs.get('/api/auth/me')).status).toBe(200);
    expect((await mine.get('/api/account/sessions')).body.sessions).toHaveLength(1);
  });
});

describe('purchases and receipts', () => {
  it('lists purchases with date, amount and reference, and emails one receipt per purchase', async () => {
    const client = t.client();
    const { email } = await client.signUp({ username: 'receipt_buyer' });
    expect((await client.get('/api/account/purchases')).body).toEqual({ purchases: [] });
    const intentId = await buyPremium(client);
    // The same payment reported again (return page reloaded) records and mails nothing new.
    expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);

    const res = await client.get('/api/account/purchases');
    expect(res.status).toBe(200);
    expect(res.body.purchases).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        courseId: PREMIUM_COURSE_ID,
        offerId: 'premium',
        courseTitle: expect.any(String),
        amount: 999,
        currency: expect.stringMatching(/^gbp$/i),
        status: 'paid',
        purchasedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reference: intentId,
        // The 30-day money-back guarantee (issue 19), open until 30 days after the purchase.
        refund: { until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), open: true },
        couponCode: null,
        discount: 0,
      },
    ]);

    const receipts = (await t.mail.to(email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    expect(receipt.subject).toBe(`Your receipt for ${res.body.purchases[0].courseTitle}`);
    expect(receipt.text).toContain('Amount: £9.99');
    expect(receipt.text).toContain(`Payment reference: ${intentId}`);
    // One date format site-wide (common/format.ts formatShortDate): "18 Jan 2025".
    expect(receipt.text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    expect(receipt.html).toContain('£9.99');
  });
});

describe('DELETE /api/account', () => {
  it('needs the password; a wrong one deletes nothing', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    const res = await client.request('/api/account', { method: 'DELETE', json: { password: 'not-it-at-all' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ field: 'password', message: 'Password is incorrect' });
    const missing = await client.request('/api/account', { method: 'DELETE', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('password');
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('removes personal data and every session, keeps purchases anonymised, and frees the address', async () => {
    const client = t.client();
    const { email, user } = await client.signUp({ username: 'leaving_user' });
    const phone = t.client();
    await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    const intentId = await buyPremium(client);
    await client.post('/api/newsletter', { email });
    await t.db.insert(lessonProgress).values({ userId: user.id, courseId: PREMIUM_COURSE_ID, lessonKey: 'test-lesson' });
    await t.db.insert(lessonActivity).values({ userId: user.id, courseId: PREMIUM_COURSE_ID, lessonKey: 'test-lesson', type: 'continue' });
    await t.client().post('/api/auth/forgot-password', { email });

    const res = await client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect(res.setCookies.find((c) => c.name === 'sid')?.attributes.get('max-age')).toBe('0');

    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(lessonActivity).where(eq(lessonActivity.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    // Unsent mail about the account goes with it (the reset link was still queued).
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).toHaveLength(0);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentIntentId, intentId));
    expect(purchase).toMatchObject({ userId: null, amount: 999, courseId: PREMIUM_COURSE_ID, status: 'paid' });

    expect((await t.client().post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/signup', { username: 'back_again', email, password: GOOD_PASSWORD })).status).toBe(201);
  });

  it('still records a payment that completes after the account was deleted, anonymised', async () => {
    const client = t.client();
    await client.signUp();
    const opened = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    const paid = await client.post('/api/local-payments/confirm', {
      clientSecret: opened.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: future,
      cvc: '123',
    });
    const intentId = paid.body.paymentIntentId as string;
    expect((await client.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(200);
    // The gateway reports it later (as a webhook or a resumed checkout would): fulfilment must not fail.
    const intent = await t.services.payments.retrieveIntent(intentId);
    expect(
      await fulfilPayment({ db: t.db, mailer: t.services.mailer, gateway: t.services.payments, intent: intent!, now: t.clock.now() }),
    ).toMatchObject({
      ok: true,
      created: true,
    });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentIntentId, intentId));
    expect(row?.userId).toBeNull();
  });

  it('leaves other accounts alone', async () => {
    const leaving = t.client();
    await leaving.signUp();
    const staying = t.client();
    const { email } = await staying.signUp({ email: uniqueEmail('stays') });
    await leaving.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } });
    expect((await staying.get('/api/auth/me')).body.user.email).toBe(email);
  });
});
