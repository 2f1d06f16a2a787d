/**
 * The security baseline (DESIGN §8) as a client sees it: cookies, stored sessions and passwords,
 * same-origin checks, headers, body handling and error bodies. Each rule has a test that fails
 * when the rule is removed.
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, parseSetCookie, uniqueEmail, type TestApp } from '../test/test-app';
import { SESSION_TTL_MS, sessionIdFromToken } from './auth/sessions';
import { sessions, users } from './db/schema';
import { serializeFlash } from './http/flash';
import type { PageHandler } from './app';
import type { Db } from './db/client';

const HTTPS_ENV = {
  PUBLIC_URL: 'https://example.com',
  PAYMENTS_MODE: 'local',
  SELLER_NAME: 'Example Ltd',
  SELLER_ADDRESS: '1 High Street, London',
  SELLER_EMAIL: 'hello@example.com',
};
const DAY_S = 24 * 60 * 60;

/** A stand-in for React Router: echoes the nonce it was given, as the real document does in its script tags. */
const pages: PageHandler = async (request, context) =>
  new Response(`<!doctype html><title>page</title><script nonce="${context.cspNonce}">1</script>${new URL(request.url).pathname}`, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages });
});
afterAll(() => t?.close());

async function countUsers(email: string): Promise<number> {
  return (await t.db.select().from(users).where(eq(users.email, email))).length;
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days; not Secure over http', async () => {
    const { res } = await t.client().signUp();
    const cookie = res.setCookies.find((c) => c.name === 'sid');
    expect(cookie).toBeDefined();
    expect(cookie!.attributes.get('httponly')).toBe(true);
    expect(cookie!.attributes.get('samesite')).toBe('Lax');
    expect(cookie!.attributes.get('path')).toBe('/');
    expect(cookie!.attributes.has('domain')).toBe(false);
    expect(cookie!.attributes.has('secure')).toBe(false);
    const maxAge = Number(cookie!.attributes.get('max-age'));
    expect(maxAge).toBeGreaterThanOrEqual(30 * DAY_S - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_S);
    const expires = new Date(String(cookie!.attributes.get('expires'))).getTime();
    expect(Math.abs(expires - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000);
  });

  it('is named __Host-sid and Secure when PUBLIC_URL is https, and only that name is honoured', async () => {
    const https = t.variant({ env: HTTPS_ENV });
    const client = https.client();
    const { res, user } = await client.signUp();
    const cookie = res.setCookies.find((c) => c.name.endsWith('sid'));
    expect(cookie?.name).toBe('__Host-sid');
    expect(cookie!.attributes.get('secure')).toBe(true);
    expect(cookie!.attributes.get('httponly')).toBe(true);
    expect(cookie!.attributes.get('samesite')).toBe('Lax');
    expect(cookie!.attributes.get('path')).toBe('/');
    expect(cookie!.attributes.has('domain')).toBe(false);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);

    // The same token under the plain name (which a subdomain or http page could plant) is not a session.
    const token = client.cookies.get('__Host-sid')!;
    const planted = await https.client().get('/api/auth/me', { headers: { cookie: `sid=${token}` } });
    expect(planted.status).toBe(401);

    const logout = await client.post('/api/auth/logout', undefined, { headers: { origin: 'https://example.com' } });
    const cleared = logout.setCookies.find((c) => c.name === '__Host-sid');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('secure')).toBe(true);
  });

  it('the notice cookie (flash) is HttpOnly and SameSite=Lax when set and when cleared, and Secure and __Host- over https', async () => {
    for (const [app, secure, name] of [
      [t.variant({ pages }), false, 'flash'],
      [t.variant({ env: HTTPS_ENV, pages }), true, '__Host-flash'],
    ] as const) {
      const set = parseSetCookie(serializeFlash(app.services, { title: 'Welcome back!', variant: 'success' }));
      expect(set.name).toBe(name);
      // The page that shows the notice clears it.
      const res = await app.client().get('/courses', { headers: { cookie: `${name}=${set.value}` } });
      const cleared = res.setCookies.find((c) => c.name === name);
      expect(cleared?.attributes.get('max-age')).toBe('0');
      for (const cookie of [set, cleared!]) {
        expect(cookie.attributes.get('httponly')).toBe(true);
        expect(cookie.attributes.get('samesite')).toBe('Lax');
        expect(cookie.attributes.get('path')).toBe('/');
        expect(cookie.attributes.has('secure')).toBe(secure);
      }
    }
  });

  it("only an answer with the root's data takes the notice: not route discovery, nor a `.data` request for other routes", async () => {
    const set = parseSetCookie(serializeFlash(t.services, { title: 'The certificate was withdrawn', variant: 'success' }));
    const cleared = async (path: string) => {
      const res = await t.client().get(path, { headers: { cookie: `${set.name}=${set.value}` } });
      return res.setCookies.some((c) => c.name === set.name && c.attributes.get('max-age') === '0');
    };
    // After an action, React Router asks for /account's route (it has a clientLoader) beside the root's request.
    expect(await cleared('/account.data?_routes=routes%2Faccount')).toBe(false);
    expect(await cleared('/__manifest?paths=%2Faccount&version=x')).toBe(false);
    expect(await cleared('/account.data?_routes=root')).toBe(true);
    expect(await cleared('/account.data?_routes=routes%2Faccount%2Croot')).toBe(true);
    expect(await cleared('/account.data')).toBe(true);
    expect(await cleared('/account')).toBe(true);
  });

  it('sends Strict-Transport-Security only over https', async () => {
    expect((await t.client().get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await t.client().get('/courses')).headers.get('strict-transport-security')).toBeNull();
    const https = t.variant({ env: HTTPS_ENV, pages });
    // One year and the subdomains, on API and page responses alike, errors included.
    for (const path of ['/api/health', '/api/nope', '/courses']) {
      const res = await https.client().get(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('stored sessions', () => {
  it('keep only the SHA-256 of the cookie token', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    const token = client.cookies.get('sid')!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sessionIdFromToken(token));
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toEqual([]);
  });

  it('are not usable from a copy of the table: the stored digest is not a cookie', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const res = await t.client().get('/api/auth/me', { headers: { cookie: `sid=${row!.id}` } });
    expect(res.status).toBe(401);
  });

  it('expire 30 days after sign-in', async () => {
    const timed = t.variant({});
    const client = timed.client();
    const { user } = await client.signUp();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SESSION_TTL_MS);

    timed.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/account')).status).toBe(200);

    timed.clock.advance(2 * 60_000);
    const expired = await client.get('/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.setCookies.find((c) => c.name === 'sid')?.attributes.get('max-age')).toBe('0');
    expect((await client.get('/api/account')).status).toBe(401);
  });
});

describe('stored passwords', () => {
  it('are argon2id hashes with m=19456, t=2, p=1', async () => {
    const { user } = await t.client().signUp();
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });
});

describe('same-origin check on state-changing requests', () => {
  const signupBody = () => ({ username: 'csrf_target', email: uniqueEmail('csrf'), password: GOOD_PASSWORD });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://localhost.evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
  ])('refuses a sign-up with %j: 403 and nothing created', async (headers) => {
    const body = signupBody();
    const client = t.client();
    const res = await client.post('/api/auth/signup', body, { headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(client.cookies.has('sid')).toBe(false);
    expect(await countUsers(body.email)).toBe(0);
  });

  it.each<Record<string, string>>([{}, { origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }])(
    'lets a sign-up with %j through',
    async (headers) => {
      const body = signupBody();
      const res = await t.client().post('/api/auth/signup', body, { headers });
      expect(res.status).toBe(201);
      expect(await countUsers(body.email)).toBe(1);
    },
  );

  it('refuses a cross-site login and a cross-site logout (the session survives)', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    const login = await t
      .client()
      .post('/api/auth/login', { email, password: GOOD_PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(login.status).toBe(403);
    const logout = await client.post('/api/auth/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(logout.status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it("guards the pages' form actions too: a cross-site POST never reaches React Router", async () => {
    let rendered = 0;
    const counting = t.variant({
      pages: async () => {
        rendered += 1;
        return new Response('ok', { status: 200, headers: { 'content-type': 'text/html' } });
      },
    });
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      for (const path of ['/login', '/signup', '/account', '/logout', '/checkout/premium-course']) {
        const res = await counting.client().request(path, {
          method: 'POST',
          body: 'intent=delete&password=x',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Cross-site request refused' });
      }
    }
    expect(rendered).toBe(0);
    const sameSite = await counting.client().request('/login', {
      method: 'POST',
      body: 'email=a',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sameSite.status).toBe(200);
    expect(rendered).toBe(1);
  });

  it('lets reads through from anywhere', async () => {
    const res = await t.client().get('/api/courses', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('compares with PUBLIC_URL when it is set', async () => {
    const https = t.variant({ env: HTTPS_ENV });
    const refused = await https.client().post('/api/auth/signup', signupBody(), { headers: { origin: 'http://example.com' } });
    expect(refused.status).toBe(403);
    const accepted = await https.client().post('/api/auth/signup', signupBody(), { headers: { origin: 'https://example.com' } });
    expect(accepted.status).toBe(201);
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Headers) {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    return csp;
  }

  it('are on API responses, successful or not', async () => {
    const client = t.client();
    for (const res of [
      await client.get('/api/courses'),
      await client.get('/api/auth/me'),
      await client.get('/api/nope'),
      await client.post('/api/auth/login', { email: 'x@example.com', password: 'wrong-password' }),
    ]) {
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on page responses, with the nonce the page was rendered with', async () => {
    const res = await t.client().get('/course/free-course');
    expect(res.status).toBe(200);
    const csp = expectSecurityHeaders(res.headers);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(res.text).toContain(`<script nonce="${nonce}">`);
  });

  it('use a fresh nonce on every response rendered for it (a cached page carries hashes instead: server/http/page-cache.integration.test.ts)', async () => {
    const nonces = new Set<string>();
    const signedIn = t.client();
    await signedIn.signUp();
    for (let i = 0; i < 3; i++) {
      for (const res of [await t.client().get('/course/free-course'), await signedIn.get('/')]) {
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
        expect(res.text).toContain(`<script nonce="${nonce}">`);
        nonces.add(nonce);
      }
    }
    expect(nonces.size).toBe(6);
  });

  it('allow Stripe only when Stripe is configured', async () => {
    const plain = (await t.client().get('/api/health')).headers.get('content-security-policy')!;
    expect(plain).not.toMatch(/stripe/);
    const stripe = t.variant({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } });
    const csp = (await stripe.client().get('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});

describe('compression', () => {
  it('gzips pages and JSON for clients that accept it, and only for them', async () => {
    for (const path of ['/api/courses', '/some-page-with-a-long-enough-body']) {
      const plain = await t.app.request(`http://localhost${path}`);
      const plainText = await plain.text();
      // A client that takes gzip but not brotli (one that takes brotli gets it: server/api/course-routes.integration.test.ts).
      const zipped = await t.app.request(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(zipped.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
      const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
      // Same content (pages differ only by their per-response nonce).
      expect(unzipped.replace(/nonce="[^"]+"/g, '')).toBe(plainText.replace(/nonce="[^"]+"/g, ''));
    }
  });

  it('sends a small JSON answer as it is, with its length, even to a client that accepts gzip (issue 45)', async () => {
    const client = t.client();
    const { user } = await client.signUp();
    const res = await client.get('/api/auth/me', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.body.user.id).toBe(user.id);
    const length = Buffer.byteLength(res.text);
    expect(length).toBeLessThan(1024);
    expect(res.headers.get('content-length')).toBe(String(length));
  });
});

describe('request bodies', () => {
  it('answers 400 {message} for malformed JSON', async () => {
    for (const body of ['{"email": "a@example.com",', '{bad json}', "{'single': 'quotes'}"]) {
      const res = await t.client().request('/api/auth/login', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
    }
  });

  it('answers 400 {message} for an empty body', async () => {
    const res = await t.client().request('/api/auth/signup', { method: 'POST', body: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const body = signupForm();
    for (const headers of [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'text/plain' },
      {} as Record<string, string>,
    ]) {
      const res = await t.client().request('/api/auth/signup', { method: 'POST', body: body.form, headers });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
    }
    expect(await countUsers(body.email)).toBe(0);
  });

  it('answers 413 for a body over 64 KB, and accepts one just under', async () => {
    const email = uniqueEmail('big');
    const big = JSON.stringify({ username: 'big_body', email, password: GOOD_PASSWORD, padding: 'x'.repeat(64 * 1024) });
    const res = await t
      .client()
      .request('/api/auth/signup', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.stringMatching(/larger than 64 KB/) });
    expect(await countUsers(email)).toBe(0);

    const small = JSON.stringify({ username: 'big_body', email, password: GOOD_PASSWORD, padding: 'x'.repeat(60 * 1024) });
    const ok = await t
      .client()
      .request('/api/auth/signup', { method: 'POST', body: small, headers: { 'content-type': 'application/json' } });
    expect(ok.status).toBe(201);
  });
});

function signupForm() {
  const email = uniqueEmail('form');
  return { email, form: new URLSearchParams({ username: 'form_user', email, password: GOOD_PASSWORD }).toString() };
}

describe('methods the pages do not handle', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on a page answers 405 with Allow, without rendering it', async (method) => {
    let rendered = 0;
    const counting = t.variant({
      pages: async () => {
        rendered += 1;
        return new Response('ok', { status: 200, headers: { 'content-type': 'text/html' } });
      },
    });
    const res = await counting.client().request('/blog', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.text).toBe('Method Not Allowed');
    expect(rendered).toBe(0);
  });
});

describe('unknown API paths and errors', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/auth/nope'],
    ['GET', '/api/auth/login'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/courses/free-course'],
  ])('%s %s answers 404 JSON, not a page', async (method, path) => {
    const res = await t.client().request(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers 500 with a plain message, never the error or its stack', async () => {
    const failing = new Proxy({} as Db, {
      get() {
        throw new Error('relation "courses" does not exist at /work/main/server/courses/list-courses.ts:9:3');
      },
    });
    const broken = t.variant({ db: failing });
    const res = await broken.client().get('/api/courses');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.text).not.toMatch(/relation|list-courses|\bat\b/);
    // The session lookup fails the same way.
    const withCookie = await broken.client().get('/api/auth/me', { headers: { cookie: `sid=${'a'.repeat(43)}` } });
    expect(withCookie.status).toBe(500);
    expect(withCookie.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('answers a page that throws with 500 and a plain message, never the error or its stack', async () => {
    const throwing = t.variant({
      pages: async () => {
        throw new Error('Cannot read properties of undefined (reading "title") at /work/main/app/routes/blog.tsx:12:7');
      },
    });
    const res = await throwing.client().get('/blog');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.text).not.toMatch(/Cannot read|blog\.tsx/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });
});
