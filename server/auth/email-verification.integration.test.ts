import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { linkIn } from '../../test/outbox';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { migrationsFolder } from '../db/migrate';
import { emailVerificationTokens, users } from '../db/schema';
import { ALREADY_VERIFIED, DEFAULT_VERIFICATION_RESEND_LIMITS, VERIFICATION_TOKEN_TTL_MS, verifyEmail } from './email-verification';
import { hashToken } from './hash-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FREE_LESSON = '/api/lessons/free-course/1/1/comments';
const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** The token of the newest verification link emailed to `address`. */
async function emailedToken(address: string): Promise<string> {
  const links = (await t.mail.to(address)).filter((m) => m.subject.startsWith('Confirm your email address'));
  expect(links.length).toBeGreaterThan(0);
  return linkIn(links.at(-1)!, '/verify-email').searchParams.get('token')!;
}

const verified = async (client: TestClient) => (await client.get('/api/auth/me')).body.user.emailVerified as boolean;

describe('sign-up', () => {
  it('emails a single-use link, stored as a digest for 48 hours, that verifies the account once', async () => {
    const client = t.client();
    const account = await client.signUp();
    expect(await verified(client)).toBe(false);
    expect((await client.get('/api/account')).body).toMatchObject({ email: account.email, emailVerified: false });

    const token = await emailedToken(account.email);
    const [row] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.id, hashToken(token)));
    expect(row!.userId).toBe(account.user.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(VERIFICATION_TOKEN_TTL_MS);

    expect(await verifyEmail({ db: t.db, token, now: t.clock.now() })).toBe('verified');
    expect(await verified(client)).toBe(true);
    expect((await client.get('/api/account')).body.emailVerified).toBe(true);
    // The second click says so rather than verifying again.
    expect(await verifyEmail({ db: t.db, token, now: t.clock.now() })).toBe('used');
    expect(await verifyEmail({ db: t.db, token: 'A'.repeat(43), now: t.clock.now() })).toBe('unknown');
  });

  it('refuses a link past its 48 hours, and leaves the account unverified', async () => {
    const client = t.client();
    const account = await client.signUp();
    const token = await emailedToken(account.email);
    const later = new Date(t.clock.now().getTime() + VERIFICATION_TOKEN_TTL_MS + 1000);
    expect(await verifyEmail({ db: t.db, token, now: later })).toBe('expired');
    expect(await verified(client)).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link, limited per account with Retry-After; a verified account is told so', async () => {
    const client = t.client();
    const account = await client.signUp();
    expect((await client.post('/api/auth/resend-verification')).status).toBe(200);
    const { limit } = DEFAULT_VERIFICATION_RESEND_LIMITS.perAccount;
    for (let i = 1; i < limit; i++) expect((await client.post('/api/auth/resend-verification')).status).toBe(200);
    const limited = await client.post('/api/auth/resend-verification');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sign-up link and one per allowed resend; the refused one sent nothing.
    const links = (await t.mail.to(account.email)).filter((m) => m.subject.startsWith('Confirm your email address'));
    expect(links).toHaveLength(1 + limit);

    // Any of the links still works; then resending is pointless.
    expect(await verifyEmail({ db: t.db, token: linkIn(links[1]!, '/verify-email').searchParams.get('token')!, now: t.clock.now() })).toBe(
      'verified',
    );
    const again = t.client();
    await again.post('/api/auth/login', { email: account.email, password: GOOD_PASSWORD });
    const answer = await again.post('/api/auth/resend-verification');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ALREADY_VERIFIED);
  });

  it('asks to sign in first', async () => {
    expect((await t.client().post('/api/auth/resend-verification')).status).toBe(401);
  });
});

describe('which emails wait for it', () => {
  /** Ana comments in the free lesson; Ben replies; returns the reply emails Ana got. */
  async function replyTo(ana: { client: TestClient; email: string }) {
    const ben = t.client();
    await ben.signUp({ username: 'ben' });
    const question = await ana.client.post(FREE_LESSON, { body: `A question ${Math.random()}` });
    expect(question.status, question.text).toBe(201);
    const reply = await ben.post(FREE_LESSON, { body: 'An answer', parentId: question.body.comment.id });
    expect(reply.status, reply.text).toBe(201);
    return (await t.mail.to(ana.email)).filter((m) => m.subject.includes('replied to your comment'));
  }

  it('no discussion reply email reaches an unverified address; once verified, the next reply does', async () => {
    // New accounts post with links as text, but they may post: learning does not wait for verification.
    const client = t.client();
    const { email } = await client.signUp({ username: 'ana' });
    expect(await replyTo({ client, email })).toHaveLength(0);

    expect(await verifyEmail({ db: t.db, token: await emailedToken(email), now: t.clock.now() })).toBe('verified');
    expect(await replyTo({ client, email })).toHaveLength(1);
  });

  it('a receipt still reaches an unverified buyer', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    const opened = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    expect(opened.status).toBe(200);
    const paid = await client.post('/api/local-payments/confirm', {
      clientSecret: opened.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: future,
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
    expect(await verified(client)).toBe(false);
    expect((await t.mail.to(email)).filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1);
  });
});

describe('migration', () => {
  it('counts accounts that existed before verification as verified, from when they were created', async () => {
    const createdAt = new Date('2025-01-02T03:04:05Z');
    const [old] = await t.db
      .insert(users)
      .values({ username: 'old', email: uniqueEmail('old'), passwordHash: 'x', createdAt })
      .returning({ id: users.id });
    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_email-verification-backfill.sql'))!;
    for (const statement of readFileSync(`${migrationsFolder}/${file}`, 'utf8').split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, old!.id));
    expect(row!.at?.toISOString()).toBe(createdAt.toISOString());
  });
});
