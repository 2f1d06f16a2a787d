/**
 * GET /metrics: the Prometheus text a scraper with METRICS_TOKEN reads, counters that move with requests,
 * figures read from the database, and nothing for anyone else.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { purchases } from '../db/schema';

const TOKEN = randomBytes(24).toString('hex');
const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the text exposition format (version 0.0.4): every line is a HELP or TYPE comment or a
 * sample `name{label="value",…} number`, and every sample belongs to a family declared by TYPE. Throws otherwise.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    // Values as Go's ParseFloat reads them (Prometheus does): NaN and Inf in any case (prom-client writes `Nan`).
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
    if (!sample) throw new Error(`not a line of the Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) labels[pair[1]!] = pair[2]!;
    const name = sample[1]!;
    const family = [name, name.replace(/_(bucket|sum|count|total|created)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`sample ${name} has no TYPE line`);
    samples.push({ name, labels, value: Number(sample[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

let t: TestApp;
let scraper: TestClient;
async function scrape(): Promise<{ samples: Sample[]; text: string }> {
  const res = await scraper.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { samples: parseExposition(res.text), text: res.text };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN },
    // A public page, so the page cache has something to keep.
    pages: async (request) =>
      new URL(request.url).pathname === '/blog/some-public-page'
        ? new Response('<!doctype html><title>Page</title><p>Hello</p>', { headers: { 'content-type': 'text/html' } })
        : new Response('<!doctype html><title>Not found</title>', { status: 404, headers: { 'content-type': 'text/html' } }),
  });
  scraper = t.client();
});
afterAll(() => t?.close());

describe('who may read /metrics', () => {
  it('without the token, or with another, /metrics answers 404 like an unknown API path', async () => {
    const unknown = await t.client().get('/api/no-such-path');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await t.client().get('/metrics', { headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it('does not exist when METRICS_TOKEN is not set', async () => {
    const bare = t.variant({ env: {} });
    const res = await bare.client().get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });
});

describe('what a scraper reads', () => {
  it('parses as the Prometheus text format, with process, event-loop, memory and database figures', async () => {
    const { samples } = await scrape();
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'academy_database_up')).toBe(1);
    if (testDbKind() === 'postgres') {
      expect(value(samples, 'academy_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'academy_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(value(samples, 'academy_db_pool_connections')).toBeUndefined();
    }
  });

  it('request counters and latency move with requests, labelled by route pattern and status, never by raw path', async () => {
    const before = (await scrape()).samples;
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await client.get('/api/courses')).status).toBe(200);
    const lesson = await client.get('/api/lessons/free-course/1/secret-lesson-nobody-wrote');
    expect((await client.get('/api/no-such-thing-xyz')).status).toBe(404);
    const { samples, text } = await scrape();

    const courses = { method: 'GET', route: '/api/courses', status: '200' };
    expect(value(samples, 'http_requests_total', courses)).toBe((value(before, 'http_requests_total', courses) ?? 0) + 3);
    expect(value(samples, 'http_request_duration_seconds_count', courses)).toBe(
      (value(before, 'http_request_duration_seconds_count', courses) ?? 0) + 3,
    );
    expect(value(samples, 'http_request_duration_seconds_bucket', { ...courses, le: '+Inf' })).toBe(
      value(samples, 'http_request_duration_seconds_count', courses),
    );
    const lessonRoute = { method: 'GET', route: '/api/lessons/:courseId/:moduleId/:lessonId', status: String(lesson.status) };
    expect(value(samples, 'http_requests_total', lessonRoute)).toBe((value(before, 'http_requests_total', lessonRoute) ?? 0) + 1);
    expect(value(samples, 'http_requests_total', { method: 'GET', route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('secret-lesson-nobody-wrote');
    expect(text).not.toContain('no-such-thing-xyz');
  });

  it('counts page-cache hits and misses', async () => {
    const before = (await scrape()).samples;
    const visitor = t.client();
    expect((await visitor.get('/blog/some-public-page')).headers.get('x-page-cache')).toBe('MISS');
    expect((await visitor.get('/blog/some-public-page')).headers.get('x-page-cache')).toBe('HIT');
    const { samples } = await scrape();
    for (const result of ['hit', 'miss']) {
      expect(value(samples, 'academy_page_cache_requests_total', { result })).toBe(
        (value(before, 'academy_page_cache_requests_total', { result }) ?? 0) + 1,
      );
    }
  });

  it('purchases, refunds, accounts and the email queue are read from the database, with no address or name in any label', async () => {
    const before = (await scrape()).samples;
    const buyer = t.client();
    const email = uniqueEmail('metrics-buyer');
    await buyer.signUp({ email, password: GOOD_PASSWORD, username: 'metricsbuyer' });
    const opened = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    const paid = await buyer.post('/api/local-payments/confirm', {
      clientSecret: opened.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: future,
      cvc: '123',
    });
    expect((await buyer.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);

    const { samples: afterPurchase, text } = await scrape();
    let samples = afterPurchase;
    const paidBefore = value(before, 'academy_purchases', { status: 'paid' })!;
    expect(value(samples, 'academy_accounts')).toBe(value(before, 'academy_accounts')! + 1);
    expect(value(samples, 'academy_purchases', { status: 'paid' })).toBe(paidBefore + 1);
    expect(value(samples, 'academy_email_outbox_messages', { status: 'pending' })).toBeGreaterThan(0);
    expect(text).not.toContain(email);
    expect(text).not.toContain('metricsbuyer');

    // A refund (as the payment provider's webhook records it) moves the purchase from paid to refunded.
    await t.db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.paymentIntentId, paid.body.paymentIntentId));
    await t.mail.drain();
    samples = (await scrape()).samples;
    expect(value(samples, 'academy_purchases', { status: 'paid' })).toBe(paidBefore);
    expect(value(samples, 'academy_purchases', { status: 'refunded' })).toBe(
      (value(before, 'academy_purchases', { status: 'refunded' }) ?? 0) + 1,
    );
    expect(value(samples, 'academy_email_outbox_messages', { status: 'pending' })).toBe(0);
    expect(value(samples, 'academy_email_outbox_messages', { status: 'sent' })).toBeGreaterThan(0);
    expect(value(samples, 'academy_email_outbox_oldest_due_seconds')).toBe(0);
  });
});
