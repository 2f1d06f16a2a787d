import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// Cached public pages as a browser asks for them (DESIGN §11, docs/decisions/007-cached-pages-and-the-edge.md):
// the same bytes for every anonymous visitor, allowed to run by their own CSP hashes, never anyone's own page.

// As the test browser asks: its language (Playwright's default locale, en-US) chooses the currency, which keys the cache.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US' };
const CACHED_PAGES = [
  '/',
  '/courses',
  '/course/free',
  '/course/premium',
  '/business-ideas',
  '/blog',
  '/blog/ai-business-ideas-for-beginners',
  '/search?q=chatgpt',
  // Reading pages that rendered on every request before issue 25 (contact stays out: its form token is one per visitor).
  '/help',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/community',
];

/** The bytes as sent (fetch would decode them), with a browser's Accept-Encoding. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ response: { status: number; headers: Headers }; bytes: Buffer }> {
  const url = new URL(path, test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...BROWSER, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
        resolve({ response: { status: res.statusCode!, headers: responseHeaders }, bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

function scriptHashes(csp: string): string[] {
  return (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').filter((source) => source.startsWith("'sha256-"));
}

test.describe('cached public pages', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'one run covers the server; the browser check runs at one width');
  });

  test('are byte-identical between requests, and every inline script matches a hash in their CSP', async () => {
    for (const path of CACHED_PAGES) {
      await rawGet(path);
      const first = await rawGet(path);
      const second = await rawGet(path);
      expect(first.response.headers.get('x-page-cache'), path).toBe('HIT');
      expect(first.response.headers.get('content-encoding'), path).toBe('br');
      expect(second.bytes.equals(first.bytes), path).toBe(true);
      const csp = first.response.headers.get('content-security-policy')!;
      expect(csp, path).not.toMatch(/nonce/);
      expect(second.response.headers.get('content-security-policy'), path).toBe(csp);

      const html = brotliDecompressSync(first.bytes).toString('utf8');
      expect(html, path).not.toMatch(/\snonce=/);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, path).toBeGreaterThan(0);
      const allowed = scriptHashes(csp);
      for (const script of inline) {
        expect(allowed, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      }

      const etag = first.response.headers.get('etag')!;
      const revalidated = await rawGet(path, { 'if-none-match': etag });
      expect(revalidated.response.status, path).toBe(304);
      expect(revalidated.bytes.length, path).toBe(0);
    }
  });

  test('hydrate in Chromium from the cache with no CSP violation', async ({ page }) => {
    // Thirteen pages, each loaded, hydrated and navigated from: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of CACHED_PAGES) {
      await rawGet(path);
      const response = await page.goto(path);
      expect(response?.headers()['x-page-cache'], path).toBe('HIT');
      await waitForHydration(page);
      // Navigating on the client after hydration runs React Router's scripts, which the policy must allow.
      await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
    }
    expect(problems).toEqual([]);
  });

  test('never carry a buyer’s page or a forged notice to other visitors, however the cookie is written', async ({
    page,
    request,
    premiumLearner: buyer,
  }) => {
    const cookies = await page.context().cookies();
    const sid = cookies.find((cookie) => cookie.name === 'sid')!.value;
    const forged = Buffer.from(JSON.stringify({ title: 'Your account was suspended, call 555-0100', variant: 'error' })).toString(
      'base64url',
    );

    for (const path of ['/', '/business-ideas', `/search?q=${encodeURIComponent('AI receptionist')}`]) {
      for (const cookie of [`sid =${sid}`, ` sid=${sid}; tz=UTC`, `flash =${forged}`, `flash=${forged}`]) {
        const own = await rawGet(path, { cookie });
        expect(own.response.headers.get('cache-control'), `${path} ${cookie}`).toBe('private, no-store');
        expect(own.response.headers.get('x-page-cache'), `${path} ${cookie}`).toBeNull();
        await expectAnonymous(request, path, buyer.email, buyer.username);
      }
    }
  });
});

async function expectAnonymous(request: APIRequestContext, path: string, email: string, username: string) {
  const response = await request.get(path, { headers: BROWSER });
  const html = await response.text();
  expect(html, path).not.toContain(email.toLowerCase());
  expect(html, path).not.toContain(username);
  expect(html, path).not.toContain('suspended');
  expect(response.headers()['cache-control'], path).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=60');
}
