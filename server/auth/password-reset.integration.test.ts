import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REQUESTED } from '../../common/password-reset';
import { SITE_NAME } from '../../common/site';
import { linkIn } from '../../test/outbox';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';
import { emailOutbox, passwordResetTokens, sessions } from '../db/schema';
import { hashToken } from './hash-token';
import { DEFAULT_PASSWORD_RESET_LIMITS } from './limits';
import { PASSWORD_RESET_REQUEST } from './prepare-password-reset-email';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Copper-Lantern-77';
const MINUTE = 60_000;

/** Signs up, asks for a reset from another browser, and returns the emailed token. */
async function requestLink(app: TestApp = t) {
  const owner = app.client();
  const account = await owner.signUp();
  const res = await app.client().post('/api/auth/forgot-password', { email: account.email });
  expect(res.status).toBe(200);
  const mails = (await app.mail.to(account.email)).filter((m) => m.subject.includes('Reset'));
  expect(mails).toHaveLength(1);
  const token = linkIn(mails[0]!, '/reset-password').searchParams.get('token')!;
  return { owner, account, token, mail: mails[0]! };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers exactly the same whether or not the account exists, in any spelling', async () => {
    const { email } = await t.client().signUp();
    const answers = [];
    for (const address of [email, ` ${email.toUpperCase()} `, uniqueEmail('nobody')]) {
      const res = await t.client().post('/api/auth/forgot-password', { email: address });
      answers.push({ status: res.status, body: res.body, cookies: res.setCookies.length });
    }
    expect(answers[0]).toEqual({ status: 200, body: { message: RESET_REQUESTED }, cookies: 0 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('emails a link only to an existing account: text and HTML parts, the site name, no tracking', async () => {
    const nobody = uniqueEmail('nobody');
    await t.client().post('/api/auth/forgot-password', { email: nobody });
    expect(await t.mail.to(nobody)).toHaveLength(0);

    const { mail, token } = await requestLink();
    expect(mail.subject).toBe(`Reset your ${SITE_NAME} password`);
    expect(mail.from).toContain(SITE_NAME);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`/reset-password?token=${token}`);
    expect(mail.html).toContain(SITE_NAME);
    // No images, pixels or redirecting links: every link goes straight to the site.
    expect(mail.html).not.toMatch(/<img/i);
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) expect(href!.startsWith(t.services.config.siteUrl)).toBe(true);
  });

  it('stores only the digest of the token, valid for one hour', async () => {
    const { token, account } = await requestLink();
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(account.user.id);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * MINUTE);
    const all = await t.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    expect(all.map((r) => r.id)).not.toContain(token);
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const res = await t.client().post('/api/auth/forgot-password', body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('email');
      expect(res.body.message).toMatch(/email/i);
    }
  });

  it('does the same work whether or not the account exists: one request queued, the account looked up after the answer', async () => {
    const { email, user } = await t.client().signUp();
    const unknown = uniqueEmail('nobody');
    const queuedFor = (address: string) =>
      t.db
        .select({ kind: emailOutbox.kind, userId: emailOutbox.userId, subject: emailOutbox.subject, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, address), notInArray(emailOutbox.kind, ['welcome', 'email-verification'])));
    for (const address of [email, unknown])
      expect((await t.client().post('/api/auth/forgot-password', { email: address })).status).toBe(200);

    // Before the worker runs: the same single row for both, and nothing about the account yet.
    const request = { kind: PASSWORD_RESET_REQUEST, userId: null, subject: '', text: '' };
    expect(await queuedFor(email)).toEqual([request]);
    expect(await queuedFor(unknown)).toEqual([request]);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);

    // The worker turns the one into a link and drops the other.
    expect((await t.mail.to(email)).filter((m) => m.subject.includes('Reset'))).toHaveLength(1);
    expect(await t.mail.to(unknown)).toHaveLength(0);
    expect(await queuedFor(unknown)).toEqual([]);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(1);
  });

  it('limits one address asking again and again for one email; the owner asking from elsewhere still gets a link', async () => {
    const { email } = await t.client().signUp();
    const pest = t.client();
    for (let i = 0; i < DEFAULT_PASSWORD_RESET_LIMITS.perEmailAndIp.limit; i++) {
      expect((await pest.post('/api/auth/forgot-password', { email })).status).toBe(200);
    }
    const blocked = await pest.post('/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await t.mail.to(email)).filter((m) => m.subject.includes('Reset'))).toHaveLength(
      DEFAULT_PASSWORD_RESET_LIMITS.perEmailAndIp.limit + 1,
    );
  });

  it('caps the emails one inbox gets, however many addresses ask, and says so only with 429', async () => {
    const { email } = await t.client().signUp();
    for (let i = 0; i < DEFAULT_PASSWORD_RESET_LIMITS.perEmail.limit; i++) {
      expect((await t.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
    }
    const blocked = await t.client().post('/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // An unknown address is limited the same way: the 429 tells nothing about accounts.
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < DEFAULT_PASSWORD_RESET_LIMITS.perEmail.limit; i++)
      await t.client().post('/api/auth/forgot-password', { email: unknown });
    expect((await t.client().post('/api/auth/forgot-password', { email: unknown })).status).toBe(429);
    expect((await t.mail.to(email)).filter((m) => m.subject.includes('Reset'))).toHaveLength(DEFAULT_PASSWORD_RESET_LIMITS.perEmail.limit);
  });

  it('limits requests per client address', async () => {
    const client = t.client();
    for (let i = 0; i < DEFAULT_PASSWORD_RESET_LIMITS.perIp.limit; i++) {
      expect((await client.post('/api/auth/forgot-password', { email: uniqueEmail('spray') })).status).toBe(200);
    }
    expect((await client.post('/api/auth/forgot-password', { email: uniqueEmail('spray') })).status).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the user, and signs this browser in', async () => {
    const { owner, account, token } = await requestLink();
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email: account.email, password: GOOD_PASSWORD });
    expect((await laptop.get('/api/auth/me')).status).toBe(200);

    const browser = t.client();
    const res = await browser.post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: account.user.id, email: account.email });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).not.toContain(NEW_PASSWORD);
    expect((await browser.get('/api/auth/me')).body.user.id).toBe(account.user.id);

    // The sessions from before the reset are gone; only the new one is left.
    expect((await owner.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(1);

    expect((await t.client().post('/api/auth/login', { email: account.email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);

    const notice = (await t.mail.to(account.email)).find((m) => m.subject.includes('password was changed'));
    expect(notice?.text).toContain('reset with an emailed link');
  });

  it('works once: the same link again is refused, and so are the other links sent before', async () => {
    const { account, token } = await requestLink();
    await t.client().post('/api/auth/forgot-password', { email: account.email });
    const links = (await t.mail.to(account.email)).filter((m) => m.subject.includes('Reset'));
    const second = linkIn(links.at(-1)!, '/reset-password').searchParams.get('token')!;
    expect(second).not.toBe(token);

    expect((await t.client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await t.client().post('/api/auth/reset-password', { token, password: 'Another-Secret-88' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ field: 'token', message: expect.stringMatching(/already been used/) });
    const other = await t.client().post('/api/auth/reset-password', { token: second, password: 'Another-Secret-88' });
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('token');
    expect((await t.client().post('/api/auth/login', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('lets exactly one of two simultaneous submissions of a link through', async () => {
    const { token } = await requestLink();
    const results = await Promise.all([
      t.client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD }),
      t.client().post('/api/auth/reset-password', { token, password: 'Another-Secret-88' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('expires after one hour (by the server clock)', async () => {
    const timed = t.variant({});
    const early = await requestLink(timed);
    const late = await requestLink(timed);
    timed.clock.advance(59 * MINUTE);
    expect((await timed.client().post('/api/auth/reset-password', { token: early.token, password: NEW_PASSWORD })).status).toBe(200);
    timed.clock.advance(2 * MINUTE);
    const res = await timed.client().post('/api/auth/reset-password', { token: late.token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ field: 'token', message: expect.stringMatching(/expired/) });
    expect((await timed.client().post('/api/auth/login', { email: late.account.email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', '', undefined]) {
      const res = await t.client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('token');
    }
  });

  it('applies the signup password rules and messages, and keeps the link usable after a refusal', async () => {
    const { token, account } = await requestLink();
    const cases: [string, string][] = [
      ['x1234', 'Password must be at least 6 characters long'],
      ['y'.repeat(257), 'Password must be at most 256 characters long'],
      ['', 'Password is required'],
      ['password123', 'This password is one of the most common passwords. Please choose one that is harder to guess.'],
    ];
    for (const [password, message] of cases) {
      const res = await t.client().post('/api/auth/reset-password', { token, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ field: 'password', message });
    }
    expect((await t.client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });
});
