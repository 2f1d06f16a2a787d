import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../auth/limits';
import { newSessionToken, sessionIdFromToken } from '../auth/sessions';
import { sessions, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVALID_LOGIN = { message: 'Invalid email or password' };

async function usersWithEmail(email: string) {
  return t.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.length;
}

/** Sends a request carrying only the given session token, as a replayed or stolen cookie would. */
function withToken(token: string) {
  return t.client().get('/api/auth/me', { headers: { cookie: `sid=${token}` } });
}

describe('GET /api/auth/me', () => {
  it('answers 401 with a message when signed out, and is never cached', async () => {
    const res = await t.client().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers with the signed-in user', async () => {
    const client = t.client();
    const { user, email } = await client.signUp({ username: 'me_check' });
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(200);
    // With what the learner's entitlements give (issue 43): the starter course, open to every learner.
    expect(res.body).toEqual({
      user: {
        id: user.id,
        username: 'me_check',
        email,
        hasPremiumAccess: false,
        emailVerified: false,
        access: { courseIds: ['free-course'], memberArea: false, community: false, coaching: false },
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 and clears a cookie that names no session', async () => {
    const client = t.client();
    client.cookies.set('sid', newSessionToken());
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(401);
    const cleared = res.setCookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('ignores a malformed cookie value', async () => {
    for (const value of ['x', "' or 1=1 --", 'a'.repeat(500)]) {
      const res = await t.client().get('/api/auth/me', { headers: { cookie: `sid=${encodeURIComponent(value)}` } });
      expect(res.status).toBe(401);
    }
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account, signs the client in and answers 201 with the user', async () => {
    const client = t.client();
    const email = uniqueEmail('new');
    const res = await client.post('/api/auth/signup', { username: 'new_learner', email, password: GOOD_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: { id: expect.stringMatching(UUID), username: 'new_learner', email, hasPremiumAccess: false } });
    expect(Object.keys(res.body.user).sort()).toEqual(['email', 'hasPremiumAccess', 'id', 'username']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.setCookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ id: res.body.user.id, username: 'new_learner', email });
    expect((await client.get('/api/auth/me')).body.user.id).toBe(res.body.user.id);
  });

  it('never returns the password or its hash', async () => {
    const client = t.client();
    const { res } = await client.signUp();
    expect(res.text).not.toContain(GOOD_PASSWORD);
    expect(res.text).not.toContain('argon2');
    expect(res.text).not.toMatch(/password/i);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const local = uniqueEmail('mixed');
    const res = await t.client().post('/api/auth/signup', {
      username: 'mixed_case',
      email: `   ${local.toUpperCase()}  `,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(local);
    const rows = await t.db.select({ email: users.email }).from(users).where(eq(users.email, local));
    expect(rows).toEqual([{ email: local }]);
  });

  it('answers 409 for an email that exists, whatever its case and surrounding spaces', async () => {
    const email = uniqueEmail('dup');
    await t.client().signUp({ email });
    for (const variant of [email, email.toUpperCase(), `  ${email}  `, ` ${email[0]!.toUpperCase()}${email.slice(1)}`]) {
      const client = t.client();
      const res = await client.post('/api/auth/signup', { username: 'someone_else', email: variant, password: 'Another-Pass-77' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: expect.stringMatching(/already exists/), field: 'email' });
      expect(res.setCookies.some((c) => c.name === 'sid' && c.value !== '')).toBe(false);
    }
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it.each([
    ['ab', 'at least 3'],
    ['x'.repeat(33), 'at most 32'],
    ['has space', 'only letters, digits'],
    ['bad/char', 'only letters, digits'],
    ['emoji😀', 'only letters, digits'],
    ['', 'required'],
  ])('refuses the username %j with 400 naming the field', async (username, words) => {
    const email = uniqueEmail('badname');
    const res = await t.client().post('/api/auth/signup', { username, email, password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('username');
    expect(res.body.message).toMatch(/username/i);
    expect(res.body.message).toContain(words);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it.each(['abc', 'a.b-c_9', 'Z'.repeat(32)])('accepts the username %j', async (username) => {
    const res = await t.client().post('/api/auth/signup', { username, email: uniqueEmail('okname'), password: GOOD_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user.username).toBe(username);
  });

  it.each([
    ['x1234', 'Password must be at least 6 characters long'],
    ['y'.repeat(257), 'Password must be at most 256 characters long'],
    ['', 'Password is required'],
  ])('refuses a password of length %#: %s', async (password, message) => {
    const email = uniqueEmail('badpw');
    const res = await t.client().post('/api/auth/signup', { username: 'pw_rules', email, password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field: 'password' });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('accepts passwords of exactly 6 and 256 characters, and they sign in', async () => {
    for (const password of ['Qz7-k!', `${'Lw9-'.repeat(64)}`]) {
      expect(password.length === 6 || password.length === 256).toBe(true);
      const email = uniqueEmail('edgepw');
      expect((await t.client().post('/api/auth/signup', { username: 'edge_pw', email, password })).status).toBe(201);
      expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(200);
    }
  });

  it.each(['password123', 'qwerty123', 'letmein1', 'QWERTY123'])('refuses the common password %j', async (password) => {
    const email = uniqueEmail('common');
    const res = await t.client().post('/api/auth/signup', { username: 'common_pw', email, password });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
    expect(res.body.message).toMatch(/common password/i);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it.each([
    [{ email: 'a@example.com', password: GOOD_PASSWORD }, 'username'],
    [{ username: 'someone', password: GOOD_PASSWORD }, 'email'],
    [{ username: 'someone', email: 'a@example.com' }, 'password'],
    [{ username: 42, email: 'a@example.com', password: GOOD_PASSWORD }, 'username'],
    [{ username: 'someone', email: ['a@example.com'], password: GOOD_PASSWORD }, 'email'],
    [{ username: 'someone', email: 'not-an-email', password: GOOD_PASSWORD }, 'email'],
    [{ username: 'someone', email: 'a@example.com', password: 123456789 }, 'password'],
  ])('answers 400 naming the invalid field for %j', async (body, field) => {
    const res = await t.client().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message.toLowerCase()).toContain(field);
  });

  it('answers 400 with a message for a body that is not an object', async () => {
    for (const body of [[], 'text', 42, null]) {
      const res = await t.client().post('/api/auth/signup', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('rotates the session: signing up again from a signed-in client ends the old session', async () => {
    const client = t.client();
    const first = await client.signUp();
    const oldToken = client.cookies.get('sid')!;
    const second = await client.signUp();
    const newToken = client.cookies.get('sid')!;
    expect(newToken).not.toBe(oldToken);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(second.user.id);
    expect((await withToken(oldToken)).status).toBe(401);
    expect(await sessionCount(first.user.id)).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers with the user', async () => {
    const { email, user } = await t.client().signUp({ username: 'returning' });
    const client = t.client();
    const res = await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { id: user.id, username: 'returning', email, hasPremiumAccess: false } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(client.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
  });

  it('compares the email case-insensitively and ignores surrounding spaces', async () => {
    const { email, user } = await t.client().signUp();
    const res = await t.client().post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('says the same for an unknown email and a wrong password, and sets no session', async () => {
    const { email } = await t.client().signUp();
    const wrongPassword = await t.client().post('/api/auth/login', { email, password: 'Not-The-Password-1' });
    const unknownEmail = await t.client().post('/api/auth/login', { email: uniqueEmail('ghost'), password: GOOD_PASSWORD });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_LOGIN);
      expect(res.setCookies.some((c) => c.name === 'sid' && c.value !== '')).toBe(false);
    }
    expect(wrongPassword.text).toBe(unknownEmail.text);
  });

  it('does not accept the password with a different case', async () => {
    const { email } = await t.client().signUp();
    const res = await t.client().post('/api/auth/login', { email, password: GOOD_PASSWORD.toUpperCase() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_LOGIN);
  });

  it.each([
    [{ password: GOOD_PASSWORD }, 'email'],
    [{ email: 'a@example.com' }, 'password'],
    [{ email: 'a@example.com', password: '' }, 'password'],
    [{ email: 7, password: GOOD_PASSWORD }, 'email'],
  ])('answers 400 naming the invalid field for %j', async (body, field) => {
    const res = await t.client().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message.toLowerCase()).toContain(field);
  });

  it('rotates the session: the cookie from before the login no longer works', async () => {
    const client = t.client();
    const { email, user } = await client.signUp();
    const before = client.cookies.get('sid')!;
    const res = await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const after = client.cookies.get('sid')!;
    expect(after).not.toBe(before);
    expect((await withToken(before)).status).toBe(401);
    expect((await withToken(after)).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('keeps the sessions of other devices', async () => {
    const laptop = t.client();
    const { email, user } = await laptop.signUp();
    const phone = t.client();
    expect((await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it('signs in a browser that still holds a cookie of a session that no longer exists', async () => {
    const { email, user } = await t.client().signUp();
    const client = t.client();
    client.cookies.set('sid', newSessionToken());
    const res = await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    // The new session cookie must be the last word on `sid`, or the browser ends up signed out.
    const sid = res.setCookies.filter((c) => c.name === 'sid');
    expect(sid.at(-1)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session, clears the cookie, and the old token no longer authenticates', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    const token = client.cookies.get('sid')!;
    expect(await sessionCount(user.id)).toBe(1);

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const cleared = res.setCookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('path')).toBe('/');
    expect(client.cookies.has('sid')).toBe(false);

    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(token)));
    expect(rows).toEqual([]);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
  });

  it('ends only this session', async () => {
    const laptop = t.client();
    const { email, user } = await laptop.signUp();
    const phone = t.client();
    await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    await phone.post('/api/auth/logout');
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('answers 200 and clears the cookie when already signed out', async () => {
    const res = await t.client().post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.setCookies.find((c) => c.name === 'sid')?.attributes.get('max-age')).toBe('0');
  });
});

describe('rate limits', () => {
  const WINDOW_MS = 10 * 60_000;
  const limits: AuthLimits = {
    loginPerIp: { name: 'test-login-ip', limit: 6, windowMs: WINDOW_MS, free: 3, firstDelayMs: 2000, maxDelayMs: 3000 },
    loginPerAccountAndIp: { name: 'test-login-account-ip', limit: 4, windowMs: WINDOW_MS, free: 2, firstDelayMs: 2000, maxDelayMs: 3000 },
    loginPerAccount: { name: 'test-login-account', limit: 3, windowMs: WINDOW_MS, firstDelayMs: 2000, maxDelayMs: 3000 },
    signupPerIp: { name: 'test-signup-ip', limit: 2, windowMs: WINDOW_MS },
  };

  function expectTooMany(res: { status: number; headers: Headers; body: { message: string } }, retryAfter?: number) {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
    if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
    expect(res.body.message).toMatch(/too many attempts/i);
  }

  const wrong = (client: TestClient, email: string) => client.post('/api/auth/login', { email, password: 'Guess-1234' });
  const right = (client: TestClient, email: string) => client.post('/api/auth/login', { email, password: GOOD_PASSWORD });

  it('slows down an address that keeps failing, whatever the accounts, then refuses it until the window ends', async () => {
    const limited = t.variant({ authLimits: limits });
    const { email } = await limited.client().signUp();
    const attacker = limited.client();
    // The free failures, one after another.
    for (let i = 0; i < limits.loginPerIp.free; i++) expect((await wrong(attacker, uniqueEmail('spray'))).status).toBe(401);
    // Each further failure makes the address wait, longer each time; trying earlier is refused and costs nothing.
    expect((await wrong(attacker, uniqueEmail('spray'))).status).toBe(401);
    expectTooMany(await wrong(attacker, uniqueEmail('spray')), 2);
    expectTooMany(await right(attacker, email), 2);
    limited.clock.advance(2000);
    expect((await wrong(attacker, uniqueEmail('spray'))).status).toBe(401);
    expectTooMany(await wrong(attacker, uniqueEmail('spray')), 3);
    limited.clock.advance(3000);
    expect((await wrong(attacker, uniqueEmail('spray'))).status).toBe(401);
    // The limit: refused for the rest of the window, the right password too.
    const blocked = await right(attacker, email);
    expectTooMany(blocked);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(WINDOW_MS / 1000 - 60);
    expect(attacker.cookies.has('sid')).toBe(false);
    // Another address is not affected.
    expect((await right(limited.client(), email)).status).toBe(200);
    limited.clock.advance(WINDOW_MS);
    expect((await right(attacker, email)).status).toBe(200);
  });

  it('slows down, then refuses, an address guessing one account; the owner elsewhere signs in', async () => {
    // Only the rule for one account from one address can trip here.
    const limited = t.variant({
      authLimits: {
        ...limits,
        loginPerIp: { ...limits.loginPerIp, limit: 100, free: 100 },
        loginPerAccount: { ...limits.loginPerAccount, limit: 100 },
      },
    });
    const { email } = await limited.client().signUp();
    const attacker = limited.client();
    for (let i = 0; i < limits.loginPerAccountAndIp.free + 1; i++) expect((await wrong(attacker, email)).status).toBe(401);
    expectTooMany(await wrong(attacker, email), 2);
    limited.clock.advance(2000);
    expect((await wrong(attacker, email)).status).toBe(401);
    expectTooMany(await right(attacker, email));
    // The same address may still sign in to other accounts, and the owner signs in from elsewhere.
    const other = await limited.client().signUp();
    expect((await right(attacker, other.email)).status).toBe(200);
    expect((await right(limited.client(), email)).status).toBe(200);
  });

  it('past the account’s limit, slows guessing from any address to one try per turn; the owner from a clean address waits at most one turn', async () => {
    // Turns long enough that a slow test machine cannot outlast one between two requests.
    const slowDown = { ...limits.loginPerAccount, firstDelayMs: 60_000, maxDelayMs: 120_000 };
    const limited = t.variant({ authLimits: { ...limits, loginPerAccount: slowDown } });
    const { email } = await limited.client().signUp();
    // The account's free failures, each from a new address, by normalised email.
    for (let i = 0; i < limits.loginPerAccount.limit; i++) {
      const res = await limited
        .client()
        .post('/api/auth/login', { email: i % 2 ? ` ${email.toUpperCase()} ` : email, password: 'Guess-1234' });
      expect(res.status).toBe(401);
    }
    // Issue 26 §4: past the limit, fresh addresses no longer each get a real check: one try per turn.
    const first = limited.client();
    expect((await wrong(first, email)).status).toBe(401);
    const fresh = Array.from({ length: 24 }, () => limited.client());
    for (const guesser of fresh) {
      const res = await wrong(guesser, email);
      expectTooMany(res);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // The owner, from a clean address, waits out the turn like anyone, then signs in.
    const owner = limited.client();
    expectTooMany(await right(owner, email));
    limited.clock.advance(60_000);
    expect((await right(owner, email)).status).toBe(200);
    expect(owner.cookies.has('sid')).toBe(true);
    // The next turns are longer, up to the cap.
    limited.clock.advance(120_000);
    expect((await wrong(fresh[0]!, email)).status).toBe(401);
    const held = await wrong(fresh[1]!, email);
    expectTooMany(held);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
    // An address that already failed on this account gets no second try while it is under attack.
    limited.clock.advance(120_000);
    expectTooMany(await right(first, email));
    // Other accounts are untouched.
    const other = await limited.client().signUp();
    expect((await right(first, other.email)).status).toBe(200);
  });

  it('past the account’s limit, lets one of many simultaneous attempts from different addresses through each turn', async () => {
    const limited = t.variant({ authLimits: limits });
    const { email } = await limited.client().signUp();
    for (let i = 0; i < limits.loginPerAccount.limit; i++) expect((await wrong(limited.client(), email)).status).toBe(401);
    const results = await Promise.all(Array.from({ length: 24 }, () => wrong(limited.client(), email)));
    expect(results.filter((res) => res.status === 401)).toHaveLength(1);
    expect(results.filter((res) => res.status === 429)).toHaveLength(23);
  });

  it('counts an IPv6 client by its /64: a fresh address in the same /64 is the same client', async () => {
    const limited = t.variant({ authLimits: limits });
    const signUpFrom = (ip: string) =>
      limited.client({ ip }).post('/api/auth/signup', { username: 'six', email: uniqueEmail('six'), password: GOOD_PASSWORD });
    for (let i = 0; i < limits.signupPerIp.limit; i++) expect((await signUpFrom(`2001:db8:26:4::${i + 1}`)).status).toBe(201);
    expectTooMany(await signUpFrom('2001:db8:26:4:ffff:1:2:3'));
    expect((await signUpFrom('2001:db8:26:5::1')).status).toBe(201);
  });

  it('counts only failures: signing in again and again uses up nothing', async () => {
    const limited = t.variant({ authLimits: limits });
    const { email } = await limited.client().signUp();
    const client = limited.client();
    for (let i = 0; i < limits.loginPerIp.limit + 2; i++) expect((await right(client, email)).status).toBe(200);
    // A typo, then the right password, again and again: the typos are the only ones counted.
    for (let i = 0; i < limits.loginPerAccountAndIp.free; i++) {
      expect((await wrong(client, email)).status).toBe(401);
      expect((await right(client, email)).status).toBe(200);
    }
  });

  it('lets no burst of simultaneous attempts past the limit', async () => {
    const limited = t.variant({ authLimits: limits });
    const attacker = limited.client();
    const results = await Promise.all(Array.from({ length: limits.loginPerIp.limit + 4 }, () => wrong(attacker, uniqueEmail('burst'))));
    expect(results.filter((res) => res.status === 401).length).toBeLessThanOrEqual(limits.loginPerIp.limit);
    expect(results.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it('limits sign-ups per IP and creates nothing once limited', async () => {
    const limited = t.variant({ authLimits: limits });
    const client = limited.client();
    for (let i = 0; i < limits.signupPerIp.limit; i++) {
      expect(
        (await client.post('/api/auth/signup', { username: 'burst', email: uniqueEmail('burst'), password: GOOD_PASSWORD })).status,
      ).toBe(201);
    }
    const email = uniqueEmail('burst');
    expectTooMany(await client.post('/api/auth/signup', { username: 'burst', email, password: GOOD_PASSWORD }));
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await limited.client().post('/api/auth/signup', { username: 'burst', email, password: GOOD_PASSWORD })).status).toBe(201);
  });

  it('behind a trusted proxy, limits each client on its own; X-Forwarded-For from anyone else changes nothing', async () => {
    const proxied = t.variant({ authLimits: limits, env: { TRUSTED_PROXIES: '10.9.0.0/16, fd00::/8' } });
    const proxy = proxied.client({ ip: '10.9.0.2' });
    const signUpVia = (client: TestClient, forwardedFor: string) =>
      client.post(
        '/api/auth/signup',
        { username: 'behind', email: uniqueEmail('behind'), password: GOOD_PASSWORD },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let i = 0; i < limits.signupPerIp.limit; i++) expect((await signUpVia(proxy, `spoofed-${i}, 203.0.113.5`)).status).toBe(201);
    expectTooMany(await signUpVia(proxy, '203.0.113.5'));
    // Another visitor behind the same proxy is not limited by the first one's sign-ups.
    expect((await signUpVia(proxy, '203.0.113.6')).status).toBe(201);
    expect((await signUpVia(proxied.client({ ip: 'fd00::1' }), '203.0.113.7')).status).toBe(201);

    // A client that is not a trusted proxy cannot pick its address with the header.
    const direct = proxied.client();
    for (let i = 0; i < limits.signupPerIp.limit; i++) expect((await signUpVia(direct, `203.0.113.${50 + i}`)).status).toBe(201);
    expectTooMany(await signUpVia(direct, '203.0.113.99'));
    // Without TRUSTED_PROXIES the header is ignored, as it always was.
    const unproxied = t
      .variant({ authLimits: { ...limits, signupPerIp: { ...limits.signupPerIp, name: 'test-signup-ip-2' } } })
      .client({ ip: '10.9.0.3' });
    for (let i = 0; i < limits.signupPerIp.limit; i++) expect((await signUpVia(unproxied, `203.0.113.${60 + i}`)).status).toBe(201);
    expectTooMany(await signUpVia(unproxied, '203.0.113.70'));
  });

  it('applies the default limits when none are overridden', async () => {
    expect(t.services.authLimits).toEqual(DEFAULT_AUTH_LIMITS);
    const { email } = await t.client().signUp();
    // Each attempt from a new address, so only the per-account rule can trip.
    const guessers = Array.from({ length: DEFAULT_AUTH_LIMITS.loginPerAccount.limit }, () => t.client());
    for (const guesser of guessers) expect((await wrong(guesser, email)).status).toBe(401);
    expect((await right(t.client(), email)).status).toBe(200);
    const res = await right(guessers[0]!, email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(DEFAULT_AUTH_LIMITS.loginPerAccount.windowMs / 1000 - 60);
  });
});
