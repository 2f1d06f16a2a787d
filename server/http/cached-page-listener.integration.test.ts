/**
 * The server's shortest path for cached pages (issue 25, docs/decisions/024h-lighter-server.md): a hit
 * answered in the node:http listener is the same answer, byte for byte and header for header, as the
 * app's cache middleware gives, and nothing the cache rules keep out of the cache gets it.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createApp, createSitePageCache, type PageHandler } from '../app';
import { answeringFirst } from '../serve';
import { cachedPageListener } from './cached-page-listener';
import type { AddressInfo } from 'node:net';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A page that shows whether it was rendered for someone (a session, a notice), in which theme and for which currency. */
const pages: PageHandler = async (request, context) => {
  const body =
    `<!doctype html><html data-theme="${context.theme}"><title>${new URL(request.url).pathname}</title>` +
    `<p>user: ${context.user?.username ?? 'nobody'}; notice: ${context.flash?.title ?? 'none'}; currency: ${context.currency}</p>` +
    `<script>window.__page = ${JSON.stringify({ long: 'x'.repeat(2000) })};</script>`;
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let t: TestApp;
let appOnly: ServerType;
let withFastPath: ServerType;
let fastAnswers = 0;

function listening(server: ServerType): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
let appPort = 0;
let fastPort = 0;

beforeAll(async () => {
  t = await createTestApp();
  // One cache for both servers: the one without the fast path answers hits through the app's middleware.
  const pageCache = createSitePageCache(t.services);
  const app = createApp(t.services, { pages, pageCache });
  const fast = cachedPageListener({ pageCache, logger: t.services.logger });
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    const answered = fast(req, res);
    if (answered) fastAnswers++;
    return answered;
  };
  appOnly = createAdaptorServer({ fetch: app.fetch });
  withFastPath = createAdaptorServer({ fetch: app.fetch, createServer: answeringFirst(counted) as never });
  appPort = await listening(appOnly);
  fastPort = await listening(withFastPath);
});
afterAll(async () => {
  await new Promise((r) => appOnly?.close(r));
  await new Promise((r) => withFastPath?.close(r));
  await t?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent, with the Host header both servers see alike (the cache is keyed by the full URL). */
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

/** Every header but those node:http adds per connection. */
function answerHeaders(response: Raw): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
  return rest;
}

describe('a cached page answered before the app', () => {
  it('is the same bytes and headers the app sends, in every encoding and for a conditional request', async () => {
    await raw(appPort, '/courses', BROWSER);
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }, {}, { 'accept-encoding': 'br;q=0, gzip;q=0.5' }]) {
      const before = fastAnswers;
      const viaApp = await raw(appPort, '/courses', headers);
      const direct = await raw(fastPort, '/courses', headers);
      expect(fastAnswers, JSON.stringify(headers)).toBe(before + 1);
      expect(viaApp.headers['x-page-cache']).toBe('HIT');
      expect(direct.status).toBe(viaApp.status);
      expect(answerHeaders(direct)).toEqual(answerHeaders(viaApp));
      expect(direct.body.equals(viaApp.body)).toBe(true);
    }
    const etag = String((await raw(fastPort, '/courses', BROWSER)).headers.etag);
    const viaApp = await raw(appPort, '/courses', { ...BROWSER, 'if-none-match': etag });
    const direct = await raw(fastPort, '/courses', { ...BROWSER, 'if-none-match': etag });
    expect(direct.status).toBe(304);
    expect(answerHeaders(direct)).toEqual(answerHeaders(viaApp));
    expect(direct.body.length).toBe(0);
  });

  it('answers HEAD with the headers a GET gets and no body', async () => {
    await raw(appPort, '/blog', BROWSER);
    const get = await raw(fastPort, '/blog', BROWSER);
    const before = fastAnswers;
    const head = await raw(fastPort, '/blog', BROWSER, 'HEAD');
    expect(fastAnswers).toBe(before + 1);
    expect(head.status).toBe(200);
    expect(answerHeaders(head)).toEqual(answerHeaders(get));
    expect(head.body.length).toBe(0);
  });

  it('leaves every request with a session or notice cookie to the app, which renders it for that visitor', async () => {
    await raw(appPort, '/help', BROWSER);
    const buyer = t.client();
    await buyer.signUp({ username: 'fast_path_buyer' });
    const token = buyer.cookies.get('sid')!;
    for (const cookie of [`sid=${token}`, `theme=dark; sid =${token}`, 'sid=dead', '__Host-sid=x', 'flash=x', '__Host-flash=x']) {
      const before = fastAnswers;
      const response = await raw(fastPort, '/help', { ...BROWSER, cookie });
      expect(fastAnswers, cookie).toBe(before);
      expect(response.headers['x-page-cache'], cookie).toBeUndefined();
      expect(response.headers['cache-control'], cookie).toBe('private, no-store');
    }
    // The app still reads repeated Cookie headers its own way: such a request is never the fast path's.
    const before = fastAnswers;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: fastPort,
          path: '/help',
          headers: [
            ['host', 'localhost'],
            ['cookie', 'a=1'],
            ['cookie', `sid=${token}`],
          ] as never,
        },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
      req.end();
    });
    expect(fastAnswers).toBe(before);
  });

  it('keeps the copy of each theme apart', async () => {
    const light = await raw(fastPort, '/privacy', { ...BROWSER, cookie: 'theme=light' });
    await raw(fastPort, '/privacy', { ...BROWSER, cookie: 'theme=light' });
    const dark = await raw(fastPort, '/privacy', { ...BROWSER, cookie: 'theme=dark' });
    expect(light.headers['x-page-cache']).toBe('MISS');
    expect(dark.headers['x-page-cache']).toBe('MISS');
    const darkAgain = await raw(fastPort, '/privacy', { cookie: 'theme=dark' });
    expect(darkAgain.headers['x-page-cache']).toBe('HIT');
    expect(darkAgain.body.toString()).toContain('data-theme="dark"');
  });

  it('keeps the copy of each currency apart, decided as the app decides it, a country header from anyone but a trusted proxy ignored', async () => {
    const german = { ...BROWSER, 'accept-language': 'de-DE,de;q=0.9' };
    const euros = await raw(appPort, '/terms', german);
    expect(euros.headers['x-page-cache']).toBe('MISS');
    expect(euros.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language, CF-IPCountry');
    const before = fastAnswers;
    const again = await raw(fastPort, '/terms', { 'accept-language': 'de-DE' });
    expect(fastAnswers).toBe(before + 1);
    expect(again.body.toString()).toContain('currency: EUR');
    // The picker's choice wins over the language; pounds are another copy, rendered by the app, then answered first.
    const chosen = await raw(fastPort, '/terms', { 'accept-language': 'de-DE', cookie: 'currency=GBP' });
    expect(chosen.headers['x-page-cache']).toBe('MISS');
    expect(chosen.body.toString()).toContain('currency: GBP');
    const chosenAgain = await raw(fastPort, '/terms', { 'accept-language': 'de-DE', cookie: 'currency=GBP' });
    expect(chosenAgain.headers['x-page-cache']).toBe('HIT');
    expect(chosenAgain.body.toString()).toContain('currency: GBP');
    // This test's peer is no trusted proxy: its CF-IPCountry says nothing, on either path.
    for (const port of [fastPort, appPort]) {
      const forged = await raw(port, '/terms', { 'accept-language': 'en-GB', 'cf-ipcountry': 'DE' });
      expect(forged.body.toString(), String(port)).toContain('currency: GBP');
    }
  });

  it('does not answer what is not a cached public page', async () => {
    const before = fastAnswers;
    for (const path of ['/contact', '/account', '/courses.data', '/./courses', '/courses/../courses']) await raw(fastPort, path, BROWSER);
    await raw(fastPort, '/courses', BROWSER, 'POST');
    expect(fastAnswers).toBe(before);
  });
});
