import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import routes from '../app/routes';
import { declaredPaths } from '../test/app-routes';
import { newUser } from './support';

// The byte budgets of DESIGN §12 (issue 25), counted from the production build, not timed: a reading page
// ("content") loads no framework script at all and at most 10 KiB gzip of the site's own; an app page at
// most 140 KiB gzip of first-load JavaScript. Every route of app/routes.ts is classified below, so a new
// route cannot escape the check. Requests and files, no browser: once, in the desktop project.

const CONTENT_LIMIT = 10 * 1024;
const APP_LIMIT = 140 * 1024;
// TCP's first two windows: ten segments of 1,460 bytes (RFC 6928), then twenty (slow start), what a page's first
// two round trips can bring. Past them, the first paint waits a round trip more (Lighthouse's simulation counts
// it: docs/performance.md, issue 25). A reading page's HTML carries its rules and its script since decision 030b.
const TWO_WINDOWS = 30 * 1460;
const CLIENT_DIR = join(process.cwd(), 'build', 'client');

type Kind = 'content' | 'app';
type Visitor = 'anonymous' | 'learner';
interface Case {
  path: string;
  kind: Kind;
  visitors: readonly Visitor[];
}

const both = ['anonymous', 'learner'] as const;
const content = (path: string, visitors: readonly Visitor[] = both): Case => ({ path, kind: 'content', visitors });
const app = (path: string, visitors: readonly Visitor[] = both): Case => ({ path, kind: 'app', visitors });

/** Keyed by the route's path in app/routes.ts ('' for the index route); [] for a route with no page of its own. */
const ROUTES: Record<string, Case[]> = {
  '': [content('/')],
  login: [app('/login', ['anonymous'])],
  signup: [app('/signup', ['anonymous'])],
  // GET /logout only redirects home; signing out is a POST.
  logout: [],
  account: [app('/account', ['learner'])],
  // The certificate forms of /account post here; it has no page.
  'account/certificates': [],
  'account/referrals': [app('/account/referrals', ['learner'])],
  // Issue 44: the learner's plans, card and invoices (with subscriptions in each state: e2e/billing-page.spec.ts).
  'account/billing': [app('/account/billing', ['learner'])],
  // An unknown certificate: the page's own 404, rendered by the same route.
  'certificates/:id': [content('/certificates/00000000-0000-4000-8000-000000000000', ['anonymous'])],
  'forgot-password': [app('/forgot-password', ['anonymous'])],
  'reset-password': [app('/reset-password?token=not-a-real-token', ['anonymous'])],
  'verify-email': [app('/verify-email?token=not-a-real-token', ['anonymous', 'learner'])],
  courses: [content('/courses')],
  'course/free': [content('/course/free')],
  // Issue 43: an offer's sales page is a reading page; a learner gets the free offer's enrol form, still no script.
  'offer/:slug': [content('/offer/premium'), content('/offer/starter')],
  'course/premium': [content('/course/premium')],
  // A real course's page is measured by e2e/admin-courses.spec.ts, which creates one.
  'course/:slug': [content('/course/no-such-course')],
  'checkout/:courseId': [app('/checkout/premium-course', ['learner'])],
  'checkout/offer/:offerId': [app('/checkout/offer/premium', ['learner'])],
  dashboard: [app('/dashboard', ['learner'])],
  search: [content('/search?q=chatgpt')],
  'course/:courseId/module/:moduleId/lesson/:lessonId': [app('/course/free-course/module/1/lesson/1', ['learner'])],
  newsletter: [content('/newsletter')],
  'newsletter/unsubscribe': [app('/newsletter/unsubscribe', ['anonymous'])],
  'newsletter/confirm': [app('/newsletter/confirm', ['anonymous'])],
  'newsletter/archive': [content('/newsletter/archive')],
  // No issue has been sent on a fresh database: the archive's own 404.
  'newsletter/archive/:slug': [content('/newsletter/archive/no-such-issue', ['anonymous'])],
  blog: [content('/blog')],
  'blog/:slug': [content('/blog/ai-business-ideas-for-beginners')],
  'business-ideas': [content('/business-ideas')],
  'business-ideas/:slug': [content('/business-ideas/website-chatbot-setup')],
  help: [content('/help')],
  'preview/:token': [content('/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ['anonymous'])],
  contact: [content('/contact')],
  privacy: [content('/privacy')],
  terms: [content('/terms')],
  'refund-policy': [content('/refund-policy')],
  premium: [app('/premium', ['learner'])],
  'premium/templates': [app('/premium/templates', ['learner'])],
  'premium/templates/:slug': [],
  'premium/calls': [app('/premium/calls', ['learner'])],
  'premium/community': [app('/premium/community', ['learner'])],
  'premium/community/:threadId': [app('/premium/community/00000000-0000-4000-8000-000000000000', ['learner'])],
  'premium/coaching': [app('/premium/coaching', ['learner'])],
  community: [content('/community')],
  'discussions/unsubscribe': [app('/discussions/unsubscribe', ['anonymous'])],
  'email/unsubscribe': [app('/email/unsubscribe', ['anonymous'])],
  // The owner's area answers everyone else the 404 page; its own bundles are the owner's, measured by hand.
  admin: [],
  'admin/purchases': [],
  'admin/subscriptions': [],
  'admin/learners': [],
  'admin/learners/:id': [],
  'admin/audit': [],
  'admin/subscribers': [],
  'admin/newsletter': [],
  'admin/messages': [],
  'admin/calls': [],
  'admin/coaching': [],
  'admin/reports': [],
  'admin/analytics': [],
  'admin/sequences': [],
  'admin/sequences/:id': [],
  'admin/coupons': [],
  // The owner's offers (issue 43): their first load is measured as the owner by e2e/offers-admin.spec.ts.
  'admin/offers': [],
  'admin/offers/:id': [],
  // Measured as the owner by e2e/admin-courses.spec.ts.
  'admin/courses': [],
  'admin/referrals': [],
  'admin/settings': [],
  'admin/invoices': [],
  // The studio's first load (the editor lazy) is measured as the owner by e2e/content-studio.spec.ts.
  'admin/content': [],
  'admin/content/:kind/:id': [],
  '*': [content('/no-such-page', ['anonymous'])],
};

interface Measured {
  path: string;
  visitor: Visitor;
  kind: Kind;
  files: { name: string; gzip: number }[];
  inlineGzip: number;
  total: number;
  framework: string[];
  hydrationData: boolean;
  preloadedFonts: string[];
}

/** Every module a page loads: its script tags, module preloads and their static imports, read from the build. */
function scriptsOf(html: string): { files: Set<string>; inline: string[] } {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*>/g)) files.add(tag.match(/src="([^"]+)"/)![1]!);
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(href!);
  for (const [, href] of html.matchAll(/<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) files.add(href!);
  for (const [, href] of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(href!);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const code = readFileSync(join(CLIENT_DIR, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) {
      const next = `/assets/${spec!.slice(2)}`;
      if (!files.has(next)) {
        files.add(next);
        queue.push(next);
      }
    }
  }
  return { files, inline };
}

/** React Router's and React's own code, and any route module of the framework's manifest. */
const isFramework = (file: string) => !/^\/assets\/enhance-[\w-]+\.js$/.test(file);

async function measure(client: APIRequestContext, { path, kind }: Case, visitor: Visitor): Promise<Measured> {
  const response = await client.get(path);
  const html = await response.text();
  const { files, inline } = scriptsOf(html);
  const sized = [...files].map((name) => ({ name, gzip: gzipSync(readFileSync(join(CLIENT_DIR, name))).length }));
  const inlineGzip = inline.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return {
    path,
    visitor,
    kind,
    files: sized,
    inlineGzip,
    total: sized.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip,
    framework: [...files].filter(isFramework),
    hydrationData: html.includes('__reactRouterContext'),
    preloadedFonts: [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
      .map((tag) => tag.match(/\bhref="([^"]+)"/)?.[1] ?? tag),
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** A response's bytes on the wire as a browser asks for it (compressed), status line and headers included. */
function bytesOnTheWire(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes + 2));
    }).on('error', reject);
  });
}

test.describe('byte budgets', () => {
  test('every page route is classified as a reading page or an app page', () => {
    const declared = declaredPaths(routes);
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(declared)].sort());
  });

  test('reading pages load no framework script and ≤ 10 KiB of their own; app pages ≤ 140 KiB (gzip); no page preloads a web font', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const learner = await playwrightRequest.newContext({ baseURL });
    const user = newUser();
    const signup = await learner.post('/api/auth/signup', {
      data: { username: user.username, email: user.email, password: user.password },
    });
    expect(signup.status(), await signup.text()).toBe(201);

    const results: Measured[] = [];
    for (const cases of Object.values(ROUTES)) {
      for (const page of cases) {
        for (const visitor of page.visitors) results.push(await measure(visitor === 'anonymous' ? anonymous : learner, page, visitor));
      }
    }
    await anonymous.dispose();
    await learner.dispose();

    const rows = results.map((r) => {
      const limit = r.kind === 'content' ? CONTENT_LIMIT : APP_LIMIT;
      const over = r.kind === 'content' ? r.framework.length > 0 || r.hydrationData || r.total > limit : r.total > limit;
      return { ...r, limit, over };
    });
    console.log(
      [
        '\nFirst-load JavaScript (gzip, files and inline scripts):',
        `${'page'.padEnd(48)} ${'visitor'.padEnd(10)} ${'kind'.padEnd(8)} ${'files'.padStart(5)} ${'KiB'.padStart(7)} ${'limit'.padStart(6)}`,
        ...rows.map(
          (r) =>
            `${r.path.padEnd(48)} ${r.visitor.padEnd(10)} ${r.kind.padEnd(8)} ${String(r.files.length).padStart(5)} ${kib(r.total).padStart(7)} ${kib(r.limit).padStart(6)}${r.over ? '  OVER' : ''}`,
        ),
      ].join('\n'),
    );

    const failures = rows
      .filter((r) => r.over)
      .map((r) =>
        r.kind === 'content'
          ? `${r.path} (${r.visitor}): a reading page loads ${r.framework.length ? r.framework.join(', ') : ''}${r.hydrationData ? ' and the route manifest' : ''} (${kib(r.total)} KiB)`
          : `${r.path} (${r.visitor}): ${kib(r.total)} KiB > 140 KiB`,
      );
    expect(failures, failures.join('\n')).toEqual([]);

    // The site sets its text in the device's own face (docs/decisions/030c-system-fonts.md): a web font is a
    // download before the largest paint and a second layout of every line when it arrives.
    const fontFailures = rows
      .filter((r) => r.preloadedFonts.length > 0)
      .map((r) => `${r.path} (${r.visitor}): preloads ${r.preloadedFonts.join(', ')}`);
    const stylesheets = readdirSync(join(CLIENT_DIR, 'assets')).filter((file) => file.endsWith('.css'));
    for (const file of stylesheets)
      if (readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8').includes('@font-face'))
        fontFailures.push(`${file}: declares a @font-face`);
    expect(fontFailures, fontFailures.join('\n')).toEqual([]);
  });

  // What a cached reading page's first paint waits for (server/http/critical-css.ts, docs/decisions/030b-critical-css.md):
  // the HTML alone, with its rules and its enhancement module in it.
  test('a cached reading page needs no stylesheet or script request for its first paint, and arrives in two round trips', async ({
    baseURL,
  }) => {
    const article = (await (await fetch(new URL('/api/search?q=ai&type=article&limit=1', baseURL))).json()) as {
      results: { href: string }[];
    };
    const failures: string[] = [];
    for (const path of ['/', '/blog', article.results[0]!.href, '/business-ideas', '/courses', '/help', '/privacy']) {
      const url = new URL(path, baseURL);
      // The first answer renders the page and fills the cache; the second is what visitors get.
      await bytesOnTheWire(url);
      const bytes = await bytesOnTheWire(url);
      const html = await (await fetch(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const outsideNoscript = head.replace(/<noscript\b[\s\S]*?<\/noscript>/g, '');
      console.log(`${path} on the wire: ${bytes} bytes (two round trips ${TWO_WINDOWS})`);
      if (/<link\b[^>]*rel="stylesheet"/.test(outsideNoscript)) failures.push(`${path}: a stylesheet link outside <noscript>`);
      if (!/<style>[^<]*\.min-h-screen\{/.test(head)) failures.push(`${path}: no inlined rules (the body's own class)`);
      if (!/<noscript data-stylesheet="\/assets\/app-[\w-]+\.css"><link rel="stylesheet"/.test(head))
        failures.push(`${path}: no whole stylesheet for a browser without scripts`);
      if (/<script\b[^>]*\bsrc=/.test(html)) failures.push(`${path}: a script file`);
      if (bytes > TWO_WINDOWS) failures.push(`${path}: ${bytes} bytes on the wire > ${TWO_WINDOWS}`);
    }
    // A page with a query string is cached as it renders: anyone can make up new ones, and picking the rules costs CPU.
    const search = await (await fetch(new URL('/search?q=chatgpt', baseURL))).text();
    if (!/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/.test(search))
      failures.push('/search?q=chatgpt: not its stylesheet link');
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
