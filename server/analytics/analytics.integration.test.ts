/**
 * Analytics without cookies and the funnel (issue 30), on the database the Vitest project selects: which
 * requests count, batching under concurrent requests, first touch at sign-up, the funnel's numbers for a
 * scripted scenario, the daily roll-up and retention, and the owner's API.
 */
import { request as httpRequest } from 'node:http';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { createApp, createSitePageCache, type PageHandler } from '../app';
import { analyticsDayCounts, analyticsDays, analyticsEvents, checkoutOpens, lessonProgress, userFirstTouches, users } from '../db/schema';
import { cachedPageListener } from '../http/cached-page-listener';
import { answeringFirst } from '../serve';
import { countCachedPageView } from './count-page-views';
import { rollUpAnalytics, startAnalyticsRollUp } from './roll-up-analytics';
import type { AddressInfo } from 'node:net';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** Every page is an HTML page, but /missing (404). */
const pages: PageHandler = async (request) => {
  const { pathname } = new URL(request.url);
  return new Response(`<!doctype html><title>${pathname}</title>`, {
    status: pathname === '/missing' ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

let t: TestApp;
let ownerEmail: string;

/** The owner, signed in at the app's clock (a session made at another time would have expired). */
async function ownerClient(): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email: ownerEmail, password: GOOD_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return client;
}

/** Puts the app's clock at `iso`. */
function setClock(iso: string) {
  t.clock.offsetMs = Date.parse(iso) - Date.now();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what the test asserts
async function report(query = ''): Promise<any> {
  const res = await (await ownerClient()).get(`/api/admin/analytics${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const view = (client: TestClient, path: string, headers: Record<string, string> = {}) =>
  client.get(path, { headers: { 'user-agent': CHROME, ...headers } });

/** Signs up from the same browser as its page views (the user agent is part of the visitor's hash). */
async function signUp(client: TestClient, username = 'reader'): Promise<string> {
  const res = await client.post(
    '/api/auth/signup',
    { username, email: uniqueEmail(), password: GOOD_PASSWORD },
    { headers: { 'user-agent': CHROME } },
  );
  expect(res.status, res.text).toBe(201);
  return res.body.user.id as string;
}

/** The views written (a row stands for a visitor's repeated views of a page in one flush). */
const eventCount = async () => Number((await t.db.select({ n: sum(analyticsEvents.views) }).from(analyticsEvents))[0]!.n ?? 0);

beforeAll(async () => {
  t = await createTestApp({ pages });
  const { user, email } = await t.client().signUp({ username: 'owner' });
  ownerEmail = email;
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.services.analytics.flush();
  await t.db.delete(analyticsEvents);
  await t.db.delete(analyticsDays);
  t.clock.reset();
});

describe('what counts', () => {
  it('counts a person’s page views with their source, campaign, entry page and device, and nothing else', async () => {
    setClock('2027-03-10T12:00:00Z');
    const reader = t.client();
    await view(reader, '/blog/first-article?utm_source=Newsletter&utm_medium=email&utm_campaign=spring', {
      referer: 'https://www.example.org/links',
    });
    await view(reader, '/courses', { referer: 'http://localhost/blog/first-article' });
    await view(t.client(), '/', { 'user-agent': IPHONE, referer: 'https://news.ycombinator.com/item?id=1' });

    // Not counted: a bot, prefetches and prerenders, Do Not Track and Global Privacy Control, data requests,
    // the API, health checks, files, a page that is not found, a HEAD, and the owner's own visits.
    const other = t.client();
    await view(other, '/blog/first-article', { 'user-agent': GOOGLEBOT });
    await view(other, '/blog/first-article', { 'sec-purpose': 'prefetch' });
    await view(other, '/blog/first-article', { 'sec-purpose': 'prefetch;prerender' });
    await view(other, '/blog/first-article', { purpose: 'prefetch' });
    await view(other, '/blog/first-article', { dnt: '1' });
    await view(other, '/blog/first-article', { 'sec-gpc': '1' });
    await view(other, '/blog/first-article.data');
    await view(other, '/api/health');
    await view(other, '/favicon.ico');
    await view(other, '/missing');
    await other.request('/blog/first-article', { method: 'HEAD', headers: { 'user-agent': CHROME } });
    const owner = await ownerClient();
    await view(owner, '/blog/first-article');
    await view(owner, '/admin');

    await t.services.analytics.flush();
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
    // No address anywhere: the visitor is a 64-hex hash.
    for (const row of rows) expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(reader.ip);

    const body = await report('?from=2027-03-10&to=2027-03-10');
    expect(body.totals).toEqual({ visitors: 2, pageviews: 3 });
    expect(body.series).toEqual([{ day: '2027-03-10', visitors: 2, pageviews: 3 }]);
    expect(body.pages).toEqual(
      expect.arrayContaining([
        { value: '/blog/first-article', visitors: 1, pageviews: 1 },
        { value: '/courses', visitors: 1, pageviews: 1 },
        { value: '/', visitors: 1, pageviews: 1 },
      ]),
    );
    expect(body.entryPages).toEqual(
      expect.arrayContaining([
        { value: '/blog/first-article', visitors: 1, pageviews: 2 },
        { value: '/', visitors: 1, pageviews: 1 },
      ]),
    );
    // The UTM source wins over the referrer; a link within the site is not a referrer.
    expect(body.sources).toEqual(
      expect.arrayContaining([
        { value: 'newsletter', visitors: 1, pageviews: 2 },
        { value: 'news.ycombinator.com', visitors: 1, pageviews: 1 },
      ]),
    );
    expect(body.referrers).toEqual(
      expect.arrayContaining([
        { value: 'example.org', visitors: 1, pageviews: 2 },
        { value: 'news.ycombinator.com', visitors: 1, pageviews: 1 },
      ]),
    );
    expect(body.campaigns).toEqual([{ value: 'spring', visitors: 1, pageviews: 2 }]);
    expect(body.devices).toEqual(
      expect.arrayContaining([
        { value: 'desktop', visitors: 1, pageviews: 2 },
        { value: 'mobile', visitors: 1, pageviews: 1 },
      ]),
    );
  });

  it('counts a visitor once a day, and again the next day', async () => {
    setClock('2027-03-10T10:00:00Z');
    const reader = t.client();
    await view(reader, '/');
    await view(reader, '/blog');
    setClock('2027-03-11T10:00:00Z');
    await view(reader, '/');
    await t.services.analytics.flush();
    const body = await report('?from=2027-03-10&to=2027-03-11');
    expect(body.series).toEqual([
      { day: '2027-03-10', visitors: 1, pageviews: 2 },
      { day: '2027-03-11', visitors: 1, pageviews: 1 },
    ]);
    expect(body.totals).toEqual({ visitors: 2, pageviews: 3 });
  });

  it('counts a prefetched page that was shown through its beacon, with the same rules', async () => {
    setClock('2027-03-10T12:00:00Z');
    const reader = t.client();
    const beacon = (json: unknown, headers: Record<string, string> = {}) =>
      reader.post('/api/analytics/views', json, { headers: { 'user-agent': CHROME, origin: 'http://localhost', ...headers } });
    expect((await beacon({ path: '/blog/first-article?utm_source=x', referrer: 'https://example.org/' })).status).toBe(204);
    expect((await beacon({ path: '/blog' }, { 'user-agent': GOOGLEBOT })).status).toBe(204);
    expect((await beacon({ path: '/blog' }, { dnt: '1' })).status).toBe(204);
    const bad = await beacon({ path: '/api/admin/anything' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('path');
    expect((await beacon({ path: 42 })).body.field).toBe('path');
    await t.services.analytics.flush();
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows.map((row) => [row.path, row.utmSource, row.referrerHost])).toEqual([['/blog/first-article', 'x', 'example.org']]);
  });
});

describe('batching', () => {
  it('writes many concurrent views once each, whatever the flushes running meanwhile', async () => {
    setClock('2027-03-12T09:00:00Z');
    const readers = Array.from({ length: 40 }, () => t.client());
    const flushes: Promise<number>[] = [];
    await Promise.all(
      readers.flatMap((reader, i) =>
        [0, 1, 2, 3, 4].map(async (j) => {
          await view(reader, `/blog/article-${(i + j) % 7}`);
          if (j % 2 === 0) flushes.push(t.services.analytics.flush());
        }),
      ),
    );
    await Promise.all(flushes);
    await t.services.analytics.flush();
    await t.services.analytics.flush();
    expect(await eventCount()).toBe(200);
    expect((await report('?from=2027-03-12&to=2027-03-12')).totals).toEqual({ visitors: 40, pageviews: 200 });
  });

  it('writes a visitor’s repeated views of a page in one flush as one row with their number, all of them counted', async () => {
    setClock('2027-03-12T09:00:00Z');
    const reader = t.client();
    await view(reader, '/blog/first-article');
    t.clock.advance(1000);
    await view(reader, '/courses');
    await view(reader, '/blog/first-article');
    await view(reader, '/blog/first-article');
    // Another source is another row, and so is another visitor.
    await view(reader, '/blog/first-article?utm_source=podcast');
    await view(t.client(), '/blog/first-article');
    expect(await t.services.analytics.flush()).toBe(6);

    const rows = await t.db.select().from(analyticsEvents).orderBy(analyticsEvents.seq);
    expect(rows.map((row) => [row.path, row.utmSource, row.views])).toEqual([
      ['/blog/first-article', null, 3],
      ['/courses', null, 1],
      ['/blog/first-article', 'podcast', 1],
      ['/blog/first-article', null, 1],
    ]);
    // The row keeps its first view's time: the visitor's first view (entry page, source) is still the first row.
    expect(rows[0]!.at.getTime()).toBeLessThan(Date.parse('2027-03-12T09:00:01Z'));
    expect(rows[1]!.at.getTime()).toBeGreaterThanOrEqual(Date.parse('2027-03-12T09:00:01Z'));
    const body = await report('?from=2027-03-12&to=2027-03-12');
    expect(body.totals).toEqual({ visitors: 2, pageviews: 6 });
    expect(body.pages).toEqual(
      expect.arrayContaining([
        { value: '/blog/first-article', visitors: 2, pageviews: 5 },
        { value: '/courses', visitors: 1, pageviews: 1 },
      ]),
    );
    expect(body.entryPages).toEqual(expect.arrayContaining([{ value: '/blog/first-article', visitors: 2, pageviews: 6 }]));
  });

  it('counts the same request repeated across midnight in one flush on each of its days', async () => {
    setClock('2027-03-12T23:59:59Z');
    const reader = t.client();
    await view(reader, '/courses');
    await view(reader, '/courses');
    t.clock.advance(2000);
    await view(reader, '/courses');
    await view(reader, '/courses');
    await view(reader, '/courses');
    expect(await t.services.analytics.flush()).toBe(5);
    const rows = await t.db.select().from(analyticsEvents).orderBy(analyticsEvents.seq);
    expect(rows.map((row) => [row.day, row.path, row.views])).toEqual([
      ['2027-03-12', '/courses', 2],
      ['2027-03-13', '/courses', 3],
    ]);
    // Each day's row keeps the time of its own first view.
    expect(rows[1]!.at.getTime()).toBeGreaterThanOrEqual(Date.parse('2027-03-13T00:00:01Z'));
    expect(rows[1]!.at.getTime()).toBeLessThan(Date.parse('2027-03-13T00:00:02Z'));
  });

  it('writes a view whose campaign tags hold control characters (PostgreSQL refuses NUL), so no batch is stuck', async () => {
    setClock('2027-03-12T09:00:00Z');
    await view(t.client(), '/blog?utm_source=%00news%0A&utm_campaign=%7F');
    expect(await t.services.analytics.flush()).toBe(1);
    const [row] = await t.db.select().from(analyticsEvents);
    expect([row!.utmSource, row!.utmCampaign]).toEqual(['news', null]);
  });

  it('writes nothing to the database until the flush, and keeps a batch the database refused', async () => {
    setClock('2027-03-12T09:00:00Z');
    await view(t.client(), '/');
    expect(await eventCount()).toBe(0);
    // The table is away: the flush fails and the view waits for the next one.
    await t.db.execute('alter table analytics_events rename to analytics_events_away');
    await expect(t.services.analytics.flush()).rejects.toThrow();
    await t.db.execute('alter table analytics_events_away rename to analytics_events');
    expect(await t.services.analytics.flush()).toBe(1);
    expect(await eventCount()).toBe(1);
  });

  it('answers cached pages from node:http and counts them there, but not a prefetch', async () => {
    setClock('2027-03-12T09:00:00Z');
    const pageCache = createSitePageCache(t.services);
    const app = createApp(t.services, { pages, pageCache });
    const listener = cachedPageListener({
      pageCache,
      logger: t.services.logger,
      countView: countCachedPageView({ recorder: t.services.analytics, trustedProxies: undefined, now: t.services.now }),
    });
    const server: ServerType = createAdaptorServer({ fetch: app.fetch, createServer: answeringFirst(listener) as never });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    const get = (headers: Record<string, string>) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/blog?utm_source=feed', headers: { host: 'localhost', 'user-agent': CHROME, ...headers } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers['x-page-cache'] as string | undefined));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get({})).toBe('MISS');
      expect(await get({})).toBe('HIT');
      expect(await get({ 'sec-purpose': 'prefetch' })).toBe('HIT');
      expect(await get({ 'sec-gpc': '1' })).toBe('HIT');
      expect(await get({ 'user-agent': GOOGLEBOT })).toBe('HIT');
    } finally {
      await new Promise((r) => server.close(r));
    }
    await t.services.analytics.flush();
    const rows = await t.db.select().from(analyticsEvents);
    // The two views from one browser in one flush: one row that stands for both.
    expect(rows.map((row) => [row.path, row.utmSource, row.views])).toEqual([['/blog', 'feed', 2]]);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
  });
});

describe('first touch and the funnel', () => {
  it('keeps the source of the visitor’s first view today with the account, flushed or not; direct without one', async () => {
    setClock('2027-03-13T08:00:00Z');
    const fromNewsletter = t.client();
    await view(fromNewsletter, '/blog/why?utm_source=newsletter&utm_campaign=march', { referer: 'https://mail.example.com/' });
    await view(fromNewsletter, '/courses?utm_source=other');
    const fromForum = t.client();
    await view(fromForum, '/business-ideas', { referer: 'https://forum.example.net/t/1' });
    await t.services.analytics.flush();
    const direct = t.client();

    // A later view, not written yet, does not change the first touch.
    await view(fromNewsletter, '/signup');
    const ids = [await signUp(fromNewsletter), await signUp(fromForum), await signUp(direct)];
    const touches = await t.db.select().from(userFirstTouches);
    const of = (id: string) => touches.find((touch) => touch.userId === id);
    expect(of(ids[0]!)).toMatchObject({
      source: 'newsletter',
      campaign: 'march',
      referrerHost: 'mail.example.com',
      entryPath: '/blog/why',
    });
    expect(of(ids[1]!)).toMatchObject({ source: 'forum.example.net', campaign: null, entryPath: '/business-ideas' });
    expect(of(ids[2]!)).toMatchObject({ source: 'direct', entryPath: null });
  });

  it('finds the first touch among views not written yet', async () => {
    setClock('2027-03-13T09:00:00Z');
    const reader = t.client();
    await view(reader, '/blog/unflushed?utm_source=podcast');
    const id = await signUp(reader);
    const [touch] = await t.db.select().from(userFirstTouches).where(eq(userFirstTouches.userId, id));
    expect(touch).toMatchObject({ source: 'podcast', entryPath: '/blog/unflushed' });
  });

  it('gives the funnel of a scripted period by source, with rates and revenue', async () => {
    setClock('2027-04-01T10:00:00Z');
    // Four visitors from "launch": three sign up; two start a lesson; two open checkout (one twice); one buys.
    const launch = Array.from({ length: 4 }, () => t.client());
    for (const client of launch) await view(client, '/blog/launch-post?utm_source=launch');
    // Two direct visitors, one signs up and buys.
    const direct = [t.client(), t.client()];
    for (const client of direct) await view(client, '/');
    const ids: string[] = [];
    for (const client of [...launch.slice(0, 3), direct[0]!]) ids.push(await signUp(client, 'funnel'));
    for (const id of [ids[0]!, ids[1]!, ids[3]!]) {
      await t.db.insert(lessonProgress).values({ userId: id, courseId: FREE_COURSE_ID, lessonKey: 'm1-l1', startedAt: t.clock.now() });
    }
    const buy = async (client: TestClient) => {
      const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(intent.status, intent.text).toBe(200);
      const paid = await client.post('/api/local-payments/confirm', { ...CARD, clientSecret: intent.body.clientSecret });
      expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
    };
    await buy(launch[0]!);
    expect((await launch[1]!.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })).status).toBe(200);
    expect((await launch[1]!.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID })).status).toBe(200);
    await buy(direct[0]!);
    expect(await t.db.select({ n: count() }).from(checkoutOpens).where(eq(checkoutOpens.userId, ids[1]!))).toEqual([{ n: 1 }]);
    await t.services.analytics.flush();

    const body = await report('?from=2027-04-01&to=2027-04-01');
    const launchRow = body.funnel.bySource.find((row: { source: string }) => row.source === 'launch');
    const directRow = body.funnel.bySource.find((row: { source: string }) => row.source === 'direct');
    expect(launchRow).toMatchObject({ visits: 4, signups: 3, lessonStarted: 2, checkoutOpened: 2, purchased: 1 });
    expect(launchRow.rates).toEqual({ signup: 0.75, lesson: 2 / 3, checkout: 2 / 3, purchase: 0.5, overall: 0.25 });
    expect(launchRow.revenue).toHaveLength(1);
    expect(launchRow.revenue[0].amount).toBeGreaterThan(0);
    expect(directRow).toMatchObject({ visits: 2, signups: 1, lessonStarted: 1, checkoutOpened: 1, purchased: 1 });
    expect(body.funnel.totals).toMatchObject({ visits: 6, signups: 4, lessonStarted: 3, checkoutOpened: 3, purchased: 2 });
    expect(body.funnel.totals.revenue[0].amount).toBe(launchRow.revenue[0].amount * 2);
    expect(body.funnel.byEntryPage).toEqual(
      expect.arrayContaining([
        { path: '/blog/launch-post', signups: 3, purchased: 1, revenue: launchRow.revenue },
        { path: '/', signups: 1, purchased: 1, revenue: directRow.revenue },
      ]),
    );
    // A period before any of it shows none of it.
    expect((await report('?from=2027-03-31&to=2027-03-31')).funnel.totals).toMatchObject({ visits: 0, signups: 0, purchased: 0 });
  });
});

describe('the funnel counts people within the step before (issue 41)', () => {
  it('never shows more sign-ups than visits, keeps sign-ups without a visit apart, and gives revenue per currency', async () => {
    setClock('2027-04-20T10:00:00Z');
    const owner = await ownerClient();
    const prices = (EUR: number | null) =>
      owner.request('/api/admin/prices', { method: 'PUT', json: { courses: { [PREMIUM_COURSE_ID]: { GBP: 999, EUR } } } });
    expect((await prices(1199)).status).toBe(200);
    try {
      const buy = async (client: TestClient, currency: 'GBP' | 'EUR') => {
        const intent = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, currency });
        expect(intent.status, intent.text).toBe(200);
        const paid = await client.post('/api/local-payments/confirm', { ...CARD, clientSecret: intent.body.clientSecret });
        expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
      };
      // One browser, one visit from "twin": two accounts made from it that day; one pays in pounds, one in euros.
      const first = t.client();
      await view(first, '/blog/twin-post?utm_source=twin');
      const second = t.client({ ip: first.ip });
      await signUp(first, 'twin');
      await signUp(second, 'twin');
      await buy(first, 'GBP');
      await buy(second, 'EUR');
      // A reader with Do Not Track: no visit counted, an account made, a purchase in pounds.
      const private_ = t.client();
      await view(private_, '/', { dnt: '1' });
      const res = await private_.post(
        '/api/auth/signup',
        { username: 'private', email: uniqueEmail(), password: GOOD_PASSWORD },
        { headers: { 'user-agent': CHROME, dnt: '1' } },
      );
      expect(res.status, res.text).toBe(201);
      await buy(private_, 'GBP');
      await t.services.analytics.flush();

      const { funnel } = await report('?from=2027-04-20&to=2027-04-20');
      const twin = funnel.bySource.find((row: { source: string }) => row.source === 'twin');
      expect(twin).toMatchObject({ visits: 1, signups: 1, checkoutOpened: 1, purchased: 1 });
      expect(twin.rates).toMatchObject({ signup: 1, checkout: 1, purchase: 1, overall: 1 });
      expect(twin.revenue).toEqual([
        { currency: 'EUR', amount: 1199 },
        { currency: 'GBP', amount: 999 },
      ]);
      for (const row of [...funnel.bySource, funnel.totals]) {
        for (const value of Object.values(row.rates)) if (value !== null) expect(value).toBeLessThanOrEqual(1);
        expect(row.signups).toBeLessThanOrEqual(row.visits);
      }
      expect(funnel.bySource.find((row: { source: string }) => row.source === 'direct')).toBeUndefined();
      expect(funnel.withoutVisit).toMatchObject({
        signups: 1,
        checkoutOpened: 1,
        purchased: 1,
        revenue: [{ currency: 'GBP', amount: 999 }],
      });
      expect(funnel.accounts).toBe(3);
      expect(funnel.totals.revenue).toEqual([
        { currency: 'EUR', amount: 1199 },
        { currency: 'GBP', amount: 999 },
      ]);

      // The overview adds no euros to pounds: each currency on its own.
      const summary = await owner.get('/api/admin/summary?range=7d');
      expect(summary.status).toBe(200);
      expect(summary.body.revenue.byCurrency).toEqual([
        { currency: 'GBP', gross: 1998, refunded: 0, net: 1998 },
        { currency: 'EUR', gross: 1199, refunded: 0, net: 1199 },
      ]);
      expect(summary.body.revenue.gross).toBe(1998);
    } finally {
      expect((await prices(null)).status).toBe(200);
    }
  });
});

describe('roll-up and retention', () => {
  it('stores finished days once, answers the same from them, and deletes raw events past 30 days', async () => {
    const reader = t.client();
    for (const at of ['2027-05-01T10:00:00Z', '2027-06-08T10:00:00Z', '2027-06-09T23:59:00Z']) {
      setClock(at);
      await view(reader, '/blog?utm_source=feed');
      await view(reader, '/courses');
    }
    await t.services.analytics.flush();
    setClock('2027-06-10T00:30:00Z');
    const before = await report('?from=2027-05-01&to=2027-06-10');
    expect(before.totals).toEqual({ visitors: 3, pageviews: 6 });

    expect(await rollUpAnalytics({ db: t.db, now: t.clock.now() })).toEqual(['2027-05-01', '2027-06-08', '2027-06-09']);
    expect(await rollUpAnalytics({ db: t.db, now: t.clock.now() })).toEqual([]);
    const events = await t.db.select({ day: analyticsEvents.day }).from(analyticsEvents);
    expect([...new Set(events.map((e) => e.day))].sort()).toEqual(['2027-06-08', '2027-06-09']);
    expect(await report('?from=2027-05-01&to=2027-06-10')).toEqual(before);
    const stored = await t.db.select().from(analyticsDayCounts).where(eq(analyticsDayCounts.day, '2027-05-01'));
    expect(stored).toEqual(expect.arrayContaining([{ day: '2027-05-01', dimension: 'source', value: 'feed', visitors: 1, pageviews: 2 }]));
  });

  it('rolls a day up in one process when several try at once (lease)', async () => {
    setClock('2027-07-01T10:00:00Z');
    await view(t.client(), '/');
    await t.services.analytics.flush();
    setClock('2027-07-02T01:00:00Z');
    const jobs = [0, 1, 2].map(() => startAnalyticsRollUp({ db: t.db, logger: t.services.logger, now: t.clock.now, firstRunMs: 60_000 }));
    await Promise.all(jobs.map((job) => job.runDue()));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(await t.db.select().from(analyticsDays).where(eq(analyticsDays.day, '2027-07-01'))).toEqual([
      { day: '2027-07-01', visitors: 1, pageviews: 1 },
    ]);
  });
});

describe('GET /api/admin/analytics', () => {
  it('defaults to the last 30 days and names the field it refuses', async () => {
    setClock('2027-03-10T12:00:00Z');
    const owner = await ownerClient();
    const body = await report();
    expect(body.from).toBe('2027-02-09');
    expect(body.to).toBe('2027-03-10');
    expect(body.series).toHaveLength(30);
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?from=2027-02-30', 'from'],
      ['?to=2027-13-01', 'to'],
      ['?from=2027-03-10&to=2027-03-01', 'from'],
      ['?from=2024-01-01&to=2027-01-01', 'from'],
    ] as const) {
      const res = await owner.get(`/api/admin/analytics${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });

  it('is the ordinary 404 for anyone but the owner', async () => {
    const learner = t.client();
    await learner.signUp();
    for (const client of [t.client(), learner]) {
      const res = await client.get('/api/admin/analytics');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });
});
