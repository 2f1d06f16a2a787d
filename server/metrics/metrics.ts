import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Pool } from 'pg';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a Prometheus scraper reads at GET /metrics (docs/decisions/013-backups-and-metrics.md). Built only
 * when METRICS_TOKEN is set: prom-client is loaded then and not otherwise (docs/decisions/008-server-memory.md).
 * Labels are bounded: a route's pattern (never the raw path), the method, the status; never a user or an address.
 */
export interface Metrics {
  contentType: string;
  /** A request answered: its method, its route's pattern, its status, how long it took. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number; pageCache: string | null }): void;
  /** The exposition text, with the database's figures read now. */
  render(): Promise<string>;
  /** Constant-time check of an Authorization header against METRICS_TOKEN. */
  authorized(authorization: string | undefined): boolean;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PURCHASE_STATUSES = ['paid', 'refunded', 'disputed'];
const OUTBOX_STATUSES = ['pending', 'sent', 'failed'];

export async function createMetrics({ database, logger, token }: { database: Database; logger: Logger; token: string }): Promise<Metrics> {
  const client = await import('prom-client');
  // A registry per app, not prom-client's global one: tests build several apps in one process.
  const registry: Registry = new client.Registry();
  // Process memory, CPU, event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), heap, GC.
  client.collectDefaultMetrics({ register: registry });

  const requests: Counter<'method' | 'route' | 'status'> = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration: Histogram<'method' | 'route' | 'status'> = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until its headers), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache: Counter<'result'> = new client.Counter({
    name: 'academy_page_cache_requests_total',
    help: 'Public pages asked for by anonymous visitors: answered from the in-memory page cache (hit) or rendered (miss).',
    labelNames: ['result'],
    registers: [registry],
  });
  pageCache.inc({ result: 'hit' }, 0);
  pageCache.inc({ result: 'miss' }, 0);

  const databaseUp: Gauge = new client.Gauge({
    name: 'academy_database_up',
    help: '1 when the database answered this scrape, 0 when it did not.',
    registers: [registry],
  });
  const accounts: Gauge = new client.Gauge({ name: 'academy_accounts', help: 'Accounts in the database.', registers: [registry] });
  const purchases: Gauge<'status'> = new client.Gauge({
    name: 'academy_purchases',
    help: 'Course purchases in the database, by status (refunded: refunds; disputed: chargebacks).',
    labelNames: ['status'],
    registers: [registry],
  });
  const outbox: Gauge<'status'> = new client.Gauge({
    name: 'academy_email_outbox_messages',
    help: 'Email in the outbox table, by status: pending (queued or retrying), sent (kept a while), failed (gave up).',
    labelNames: ['status'],
    registers: [registry],
  });
  const retrying: Gauge = new client.Gauge({
    name: 'academy_email_outbox_retrying_messages',
    help: 'Pending email that failed at least once and waits for another attempt.',
    registers: [registry],
  });
  const overdue: Gauge = new client.Gauge({
    name: 'academy_email_outbox_oldest_due_seconds',
    help: 'How long the oldest pending email has been due (0 when none is): a stuck mail worker shows here.',
    registers: [registry],
  });

  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    new client.Gauge({
      name: 'academy_db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  async function readDatabase(): Promise<void> {
    try {
      const result = await database.db.execute(sql`
        select
          (select count(*) from users)::int as accounts,
          (select coalesce(json_object_agg(status, n), '{}') from (select status, count(*)::int as n from purchases group by status) p) as purchases,
          (select coalesce(json_object_agg(status, n), '{}') from (select status, count(*)::int as n from email_outbox group by status) o) as outbox,
          (select count(*)::int from email_outbox where status = 'pending' and attempts > 0) as retrying,
          (select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 from email_outbox
             where status = 'pending' and next_attempt_at <= now()) as overdue`);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
      const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;
      accounts.set(Number(row.accounts));
      const byPurchase = parse(row.purchases);
      for (const status of new Set([...PURCHASE_STATUSES, ...Object.keys(byPurchase)])) purchases.set({ status }, byPurchase[status] ?? 0);
      const byOutbox = parse(row.outbox);
      for (const status of new Set([...OUTBOX_STATUSES, ...Object.keys(byOutbox)])) outbox.set({ status }, byOutbox[status] ?? 0);
      retrying.set(Number(row.retrying));
      overdue.set(Math.max(0, Number(row.overdue)));
      databaseUp.set(1);
    } catch (error) {
      // The scrape still answers (process figures are worth having while the database is away).
      logger.warn({ err: error }, 'metrics: the database did not answer');
      databaseUp.set(0);
    }
  }

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  return {
    contentType: registry.contentType,
    observeRequest({ method, route, status, seconds, pageCache: cacheResult }) {
      const labels = { method: METHODS.has(method) ? method : 'other', route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (cacheResult === 'HIT') pageCache.inc({ result: 'hit' });
      else if (cacheResult === 'MISS') pageCache.inc({ result: 'miss' });
    },
    async render() {
      await readDatabase();
      return registry.metrics();
    },
    authorized(authorization) {
      // Digests of equal length, so the comparison takes the same time whatever was sent.
      return timingSafeEqual(
        createHash('sha256')
          .update(authorization ?? '')
          .digest(),
        expected,
      );
    },
  };
}

/**
 * The label for a request's route: the first route registered for it with a pattern of its own (e.g.
 * `/api/blog/:slug`, `/assets/*`), else the page's pattern from React Router's routes (`pagePattern`), else `*`.
 * Middleware matching every path (`*`) never names a route.
 */
export function routeLabel(
  matched: { path: string; handler: { length: number } }[],
  pathname: string,
  pagePattern?: (pathname: string) => string,
): string {
  const specific = matched.filter((route) => route.path !== '*' && route.path !== '/*');
  const route = specific.find((r) => r.handler.length < 2) ?? specific[0];
  if (route) return route.path;
  return pagePattern ? pagePattern(pathname) : '*';
}
