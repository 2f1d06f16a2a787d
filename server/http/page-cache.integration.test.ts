/**
 * The page cache and the edge as a client sees them (issue 18 §1, §9, §11; issue 12; DESIGN §11):
 * what is stored is decided from what the request resolved to, a stored page is the same bytes for
 * everyone with a policy that lets its scripts run, and nothing private is ever stored or kept.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseSetCookie } from '../../test/test-app';
import { createApp, type PageHandler } from '../app';
import { serializeFlash } from './flash';
import { inlineScriptHashes } from './page-cache';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * A stand-in for React Router that shows everything a page could make personal: the user, the notice,
 * the cookies it received (a time zone, say) and the nonce, in inline scripts as the real document has them.
 */
const pages: PageHandler = async (request, context) => {
  const url = new URL(request.url);
  const nonce = context.cspNonce ? ` nonce="${context.cspNonce}"` : '';
  const body =
    `<!doctype html><title>${url.pathname}</title>` +
    `<p>user: ${context.user ? `${context.user.username} ${context.user.email}` : 'nobody'}</p>` +
    `<p>notice: ${context.flash?.title ?? 'none'}</p>` +
    `<p>cookies: ${request.headers.get('cookie') ?? 'none'}</p>` +
    `<script${nonce}>window.__context = ${JSON.stringify({ path: url.pathname })};</script>` +
    `<script${nonce} type="module">import "/assets/entry.js";</script>` +
    `<script src="/assets/chunk.js"></script>`;
  if (url.pathname === '/business-ideas' && context.user) {
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
  }
  if (url.pathname === '/blog/missing') return new Response(body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages });
});
afterAll(() => t?.close());

function scriptSources(csp: string | null): string[] {
  return /script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];
}

describe('a page that may be cached', () => {
  it('is stored without any session, notice or cookie of the request that rendered it', async () => {
    const buyer = t.client();
    const { username, email } = await buyer.signUp({ username: 'buyer_name' });
    const token = buyer.cookies.get('sid')!;
    // Cookie names the parser trims, and every way of writing them: the session is found, so the page is theirs.
    for (const cookie of [`sid =${token}`, ` sid=${token}`, `sid\t=${token}`, `tz=UTC; sid = ${token}`, `"x"=1; sid=${token}`]) {
      const path = `/search?q=${encodeURIComponent(cookie)}`;
      const own = await t.client().get(path, { headers: { cookie } });
      expect(own.text, cookie).toContain(`user: ${username} ${email}`);
      expect(own.headers.get('cache-control'), cookie).toBe('private, no-store');
      expect(own.headers.get('x-page-cache'), cookie).toBeNull();
      // The next visitor gets a page of their own, never the buyer's.
      const next = await t.client().get(path);
      expect(next.text, cookie).toContain('user: nobody');
      expect(next.text, cookie).not.toContain(email);
      expect(next.headers.get('x-page-cache'), cookie).toBe('MISS');
    }
  });

  it('never stores a notice, and a notice the site did not sign is not shown', async () => {
    const signed = parseSetCookie(serializeFlash(t.services, { title: 'Welcome back!', variant: 'success' }));
    const forged = Buffer.from(JSON.stringify({ title: 'Your account was suspended, call 555-0100', variant: 'error' })).toString(
      'base64url',
    );
    for (const [cookie, shown] of [
      [`flash =${signed.value}`, 'Welcome back!'],
      [`flash=${forged}`, 'none'],
      [`flash =${forged}`, 'none'],
      [`flash=${forged}.${signed.value.split('.')[1]}`, 'none'],
    ] as const) {
      const res = await t.client().get('/', { headers: { cookie } });
      expect(res.text, cookie).toContain(`notice: ${shown}`);
      expect(res.headers.get('cache-control'), cookie).toBe('private, no-store');
      // Shown or not, the cookie is cleared.
      expect(res.setCookies.find((c) => c.name === 'flash')?.attributes.get('max-age'), cookie).toBe('0');
      const next = await t.client().get('/');
      expect(next.text, cookie).toContain('notice: none');
      expect(next.text, cookie).not.toContain('suspended');
    }
  });

  it('cannot vary by any cookie: the page is rendered without the request’s cookies', async () => {
    // The theme, which pages do show, reaches them through the request context and keys the stored copy
    // (theme-routes.integration.test.ts); no other cookie can make two copies differ.
    const first = await t.client().get('/courses?tz', { headers: { cookie: 'tz=Pacific%2FAuckland; seen_banner=1' } });
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(first.text).toContain('cookies: none');
    const second = await t.client().get('/courses?tz', { headers: { cookie: 'tz=Europe%2FLondon' } });
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
  });

  it('is never stored when the page says it is private, nor when it is not a 200', async () => {
    const signedIn = t.client();
    await signedIn.signUp();
    const own = await signedIn.get('/business-ideas');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.client().get('/business-ideas')).text).toContain('user: nobody');

    for (let i = 0; i < 2; i++) {
      const missing = await t.client().get('/blog/missing');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBeNull();
      expect(missing.headers.get('cache-control')).toBe('private, no-store');
      // Rendered without a nonce like any page that might have been cached, so its own hashes let it run.
      for (const hash of inlineScriptHashes(missing.text))
        expect(scriptSources(missing.headers.get('content-security-policy'))).toContain(hash);
    }
  });

  it('is never served to a request that carries a session cookie, live or not', async () => {
    const path = '/course/premium?session-check';
    expect((await t.client().get(path)).headers.get('x-page-cache')).toBe('MISS');
    expect((await t.client().get(path)).headers.get('x-page-cache')).toBe('HIT');
    const signedIn = t.client();
    const { username } = await signedIn.signUp({ username: 'session_owner' });
    const own = await signedIn.get(path);
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(own.text).toContain(`user: ${username}`);
    const dead = await t.client().get(path, { headers: { cookie: `sid=${'a'.repeat(43)}` } });
    expect(dead.headers.get('x-page-cache')).toBeNull();
    expect(dead.headers.get('cache-control')).toBe('private, no-store');
    expect(dead.setCookies.find((c) => c.name === 'sid')?.attributes.get('max-age')).toBe('0');
  });
});

describe('a cached page', () => {
  it('is the same bytes on every request, with a policy that allows exactly its inline scripts by hash and no nonce', async () => {
    const request = () => t.app.request('http://localhost/blog?bytes', { headers: BROWSER });
    const responses = [await request(), await request(), await request()];
    expect(responses.map((r) => r.headers.get('x-page-cache'))).toEqual(['MISS', 'HIT', 'HIT']);
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.every((r) => r.headers.get('content-encoding') === 'br')).toBe(true);
    expect(bodies[1]!.equals(bodies[0]!) && bodies[2]!.equals(bodies[0]!)).toBe(true);
    expect(new Set(responses.map((r) => r.headers.get('content-security-policy'))).size).toBe(1);
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);

    const html = brotliDecompressSync(bodies[0]!).toString('utf8');
    const csp = responses[0]!.headers.get('content-security-policy')!;
    expect(csp).not.toMatch(/nonce/);
    expect(html).not.toMatch(/nonce=/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    const allowed = scriptSources(csp).filter((source) => source.startsWith("'sha256-"));
    expect(allowed.sort()).toEqual(inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).sort());
    expect(responses[0]!.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=60');
    expect(responses[0]!.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language, CF-IPCountry');
    // The other security headers are there too.
    expect(responses[1]!.headers.get('x-frame-options')).toBe('DENY');
    expect(responses[1]!.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 to If-None-Match with its ETag', async () => {
    const first = await t.app.request('http://localhost/course/free?etag', { headers: BROWSER });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request('http://localhost/course/free?etag', { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('stays full of the site’s pages however many different searches a crawler asks for (issue 26 §17)', async () => {
    const visitor = t.client();
    expect((await visitor.get('/courses')).headers.get('x-page-cache')).toBe('MISS');
    // More distinct searches than the whole cache holds.
    for (let i = 0; i < 520; i++) await visitor.get(`/search?q=crawl-${i}`);
    expect((await visitor.get('/courses')).headers.get('x-page-cache')).toBe('HIT');
    // Recent searches are still answered from the cache, in a pool of their own.
    expect((await visitor.get('/search?q=crawl-519')).headers.get('x-page-cache')).toBe('HIT');
  });
});

describe('Cache-Control', () => {
  it('is private, no-store on every page a signed-in visitor gets, and on every page that is not cached', async () => {
    const signedIn = t.client();
    await signedIn.signUp();
    for (const path of [
      '/',
      '/account',
      '/dashboard',
      '/course/free-course/module/1/lesson/1',
      '/course/free-course/module/1/lesson/1.data',
      '/search?q=ai',
    ]) {
      expect((await signedIn.get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
    for (const path of ['/reset-password?token=abc', '/login', '/courses.data', '/account']) {
      expect((await t.client().get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('is private, no-store on an API answer to a visitor with a session unless the route chose one', async () => {
    const signedIn = t.client();
    await signedIn.signUp();
    const unknown = await signedIn.get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    // Public, the same for everyone: the route's own choice stands.
    expect((await signedIn.get('/api/courses')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('request ids', () => {
  it('are made by the server, never taken from the client’s X-Request-Id', async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = createApp({ ...t.services, logger: pino({ level: 'info' }, sink) }, { pages });
    const response = await app.request('http://localhost/api/health', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers.get('x-request-id')).not.toBe('chosen-by-the-client');
    const logged = lines.find((line) => line.msg === 'request');
    expect(logged?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
