/**
 * Public JSON answered in the node:http listener (issue 45, server/http/public-json-listener.ts): GET /api/courses,
 * /api/prices and /api/offers are the same answers, byte for byte and header for header (but the CSP's per-answer
 * nonce), as the app gives; per currency, from the cookie or `?currency=`; in every encoding, 304 and HEAD; the body
 * the route itself builds; and made afresh within a second of a change to any table they read.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app';
import { createApp } from '../app';
import { watchChanges, type ChangeWatcher } from '../operations/watch-changes';
import { answeringFirst } from '../serve';
import { createPublicJsonRoutes } from './public-json-listener';
import type { AddressInfo } from 'node:net';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const ROUTES = ['/api/courses', '/api/prices', '/api/offers'] as const;
const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;

let t: TestApp;
let watcher: ChangeWatcher;
let appOnly: ServerType;
let withListener: ServerType;
let listened = 0;
let appPort = 0;
let listenerPort = 0;

function listening(server: ServerType): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  t = await createTestApp();
  watcher = watchChanges({ database: t.services.database, changes: t.services.changes, logger: silentLogger, pollMs: 60_000 });
  // Its first look drops whatever was kept before it: done before any answer is made here.
  await watcher.check();
  const publicJson = createPublicJsonRoutes();
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    const answered = publicJson.answer(req, res);
    if (answered) listened++;
    return answered;
  };
  appOnly = createAdaptorServer({ fetch: createApp(t.services).fetch });
  withListener = createAdaptorServer({
    fetch: createApp(t.services, { publicJson }).fetch,
    createServer: answeringFirst(counted) as never,
  });
  appPort = await listening(appOnly);
  listenerPort = await listening(withListener);
});
afterAll(async () => {
  await new Promise((r) => appOnly?.close(r));
  await new Promise((r) => withListener?.close(r));
  await watcher?.stop();
  await t?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every header but those node:http adds per connection, the CSP's per-answer nonce made alike. */
function answerHeaders(response: Raw): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
  const csp = rest['content-security-policy'];
  if (typeof csp === 'string') rest['content-security-policy'] = csp.replace(/'nonce-[^']+'/g, "'nonce-N'");
  return rest;
}

/** The listener's answer, checked to come from the listener, beside the app's to the same request. */
async function bothWays(path: string, headers: Record<string, string>, method = 'GET') {
  // Made by the app on a first request. The catalogue's and the content's reloads after the watcher's first look
  // (each drops kept answers, as a change in another process would) may still be landing: ask until it is kept.
  await expect
    .poll(async () => {
      const seen = listened;
      await raw(listenerPort, path, headers);
      return listened - seen;
    })
    .toBe(1);
  const before = listened;
  const direct = await raw(listenerPort, path, headers, method);
  expect(listened, `${method} ${path} ${JSON.stringify(headers)} from the listener`).toBe(before + 1);
  return { direct, viaApp: await raw(appPort, path, headers, method) };
}

describe('public JSON answered before the app', () => {
  it('is the app’s bytes and headers for each route and currency, asked or from the cookie, in every encoding, with 304 and HEAD', async () => {
    for (const route of ROUTES) {
      for (const currency of CURRENCIES) {
        for (const [path, signals] of [
          [route, { cookie: `currency=${currency}` }],
          [`${route}?currency=${currency}`, {}],
        ] as const) {
          for (const encoding of [BROWSER, { 'accept-encoding': 'gzip' }, {}]) {
            const headers = { ...signals, ...encoding };
            const { direct, viaApp } = await bothWays(path, headers);
            expect(direct.status, path).toBe(200);
            expect(answerHeaders(direct), path).toEqual(answerHeaders(viaApp));
            expect(direct.headers['content-security-policy']).toMatch(/'nonce-/);
            expect(direct.headers['x-content-type-options']).toBe('nosniff');
            expect(direct.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language, CF-IPCountry');
            expect(direct.body.equals(viaApp.body), `${path} ${JSON.stringify(headers)}`).toBe(true);
          }
          const etag = String((await raw(listenerPort, path, { ...signals, ...BROWSER })).headers.etag);
          const notModified = await bothWays(path, { ...signals, ...BROWSER, 'if-none-match': etag });
          expect(notModified.direct.status).toBe(304);
          expect(notModified.direct.body.length).toBe(0);
          expect(answerHeaders(notModified.direct)).toEqual(answerHeaders(notModified.viaApp));
          const head = await bothWays(path, { ...signals, ...BROWSER }, 'HEAD');
          expect(head.direct.status).toBe(200);
          expect(head.direct.body.length).toBe(0);
          expect(answerHeaders(head.direct)).toEqual(answerHeaders(head.viaApp));
        }
      }
    }
  });

  it('sends the body the route itself builds for that currency (a query string the listener leaves to the route)', async () => {
    // `&_=1` is neither the bare path nor `?currency=` alone: the route's own handler answers it, uncompressed.
    for (const route of ['/api/prices', '/api/offers']) {
      for (const currency of CURRENCIES) {
        const { direct } = await bothWays(`${route}?currency=${currency}`, {});
        const before = listened;
        const fromRoute = await raw(listenerPort, `${route}?currency=${currency}&_=1`);
        expect(listened).toBe(before);
        expect(fromRoute.headers.etag).toBeUndefined();
        expect(direct.body.toString(), `${route} ${currency}`).toBe(fromRoute.body.toString());
      }
    }
  });

  it('leaves the rest to the app: other methods, other query strings, a bad currency, signed-in cookies, other paths', async () => {
    for (const route of ROUTES) await raw(listenerPort, route, BROWSER);
    const before = listened;
    await raw(listenerPort, '/api/offers', BROWSER, 'POST');
    expect((await raw(listenerPort, '/api/offers?currency=XXX', BROWSER)).status).toBe(400);
    expect((await raw(listenerPort, '/api/prices?currency=XXX', BROWSER)).status).toBe(400);
    expect((await raw(listenerPort, '/api/prices?country=DE', BROWSER)).status).toBe(200);
    await raw(listenerPort, '/api/courses/premium-course', BROWSER);
    await raw(listenerPort, '/api/offers', { ...BROWSER, cookie: 'sid=dead' });
    expect(listened).toBe(before);
  });
});

describe('public JSON made afresh when what it reads changes', () => {
  const json = async (path: string) => JSON.parse((await raw(listenerPort, path)).body.toString()) as unknown;
  /** Whether this request went to the app, the listener holding no answer for it (the app then makes one). */
  const dropped = async (path: string) => {
    const before = listened;
    await raw(listenerPort, path);
    return listened === before;
  };

  it('shows a new offer price, course title, offer title and tax setting within a second', async () => {
    const premiumPrice = async () =>
      ((await json('/api/courses?currency=GBP')) as Array<{ id: string; price: number }>).find((c) => c.id === 'premium-course')!.price;
    const offerPrice = async () =>
      ((await json('/api/offers?currency=GBP')) as Array<{ id: string; price: { amount?: number } }>).find((o) => o.id === 'premium')!.price
        .amount;
    const listedAmount = async () =>
      ((await json('/api/prices?currency=GBP')) as { courses: Record<string, { amount: number }> }).courses['premium-course']!.amount;
    const [course, offer, listed] = [await premiumPrice(), await offerPrice(), await listedAmount()];
    await t.db.execute(sql`update offer_prices set amount = amount + 700 where offer_id = 'premium' and currency = 'GBP'`);
    await expect.poll(premiumPrice, { timeout: 1_000 }).toBe(course + 700);
    await expect.poll(offerPrice, { timeout: 1_000 }).toBe(offer! + 700);
    await expect.poll(listedAmount, { timeout: 1_000 }).toBe(listed + 700);

    const offerTitle = async () =>
      ((await json('/api/offers')) as Array<{ id: string; title: string }>).find((o) => o.id === 'premium')!.title;
    await offerTitle();
    await t.db.execute(sql`update offers set title = 'Premium, renamed' where id = 'premium'`);
    await expect.poll(offerTitle, { timeout: 1_000 }).toBe('Premium, renamed');

    const courseTitle = async () =>
      ((await json('/api/courses')) as Array<{ id: string; title: string }>).find((c) => c.id === 'premium-course')!.title;
    await courseTitle();
    await t.db.execute(sql`update courses set title = 'Premium course, renamed' where id = 'premium-course'`);
    await expect.poll(courseTitle, { timeout: 1_000 }).toBe('Premium course, renamed');

    const inclusive = async () => ((await json('/api/prices')) as { taxInclusive: boolean }).taxInclusive;
    const before = await inclusive();
    await t.db.execute(
      sql`insert into sales_settings (id, tax_inclusive, updated_at) values (true, ${!before}, now())
          on conflict (id) do update set tax_inclusive = excluded.tax_inclusive`,
    );
    await expect.poll(inclusive, { timeout: 1_000 }).toBe(!before);
  });

  it('drops every stored answer when the exchange rates change', async () => {
    for (const route of ROUTES) await raw(listenerPort, route);
    for (const route of ROUTES) expect(await dropped(route)).toBe(false);
    await t.db.execute(
      sql`insert into exchange_rates (currency, per_dollar, rate_date, source, updated_at) values ('EUR', 0.91, current_date, 'owner', now())
          on conflict (currency) do update set per_dollar = excluded.per_dollar + 0.01`,
    );
    for (const route of ROUTES) await expect.poll(() => dropped(route), { timeout: 1_000 }).toBe(true);
  });
});
