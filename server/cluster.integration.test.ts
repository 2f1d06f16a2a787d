/**
 * Three server processes on one PostgreSQL (issue 27; docs/decisions/024k-shared-state-in-postgresql.md):
 * each with its own DATA_DIR (so its own .eml outbox), one shared BACKUP_DIR, TRUSTED_PROXIES set and a
 * client address per visitor, as an operator runs them behind a load balancer. API-level, from source (no
 * build); PostgreSQL only (the embedded database is one process). A PostgreSQL server of its own, because
 * the suite restarts it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPostgresServer, type PostgresServer } from '../test/postgres-server';
import { GOOD_PASSWORD } from '../test/test-app';
import { testDbKind } from '../test/test-db';
import { DEFAULT_SEARCH_LIMIT } from './search/search-rate-limit';

interface Node {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Its JSON log lines. */
  log: Array<{ level: number; msg: string; [key: string]: unknown }>;
}

const RESUME_MS = 2_000;
/** How often each process runs the billing pass (production: every minute). */
const BILLING_MS = 300;

/** undici's "other side closed" (or a reset): the connection was closed under the request before any answer. */
function socketClosed(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/** The one error line a process writes when the database becomes unreachable (server/db/outage-log.ts). */
const OUTAGE_ERROR = 'database unreachable; answering 503 until it is back';
/**
 * Bundled once, as scripts/build-server.mjs bundles server/main.ts: three processes transpiling the source
 * on start (tsx) took a minute and a half each on a busy 2-core machine, a bundle starts in a second or two.
 * Inside the project, so its imports find node_modules; the migrations beside it, as in build/server.
 */
const BUNDLE_DIR = 'build/cluster-test';

async function bundleServer(): Promise<string> {
  await build({
    entryPoints: { 'cluster-server': 'test/cluster-server.ts' },
    outdir: BUNDLE_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', join(BUNDLE_DIR, 'migrations'), { recursive: true });
  return join(BUNDLE_DIR, 'cluster-server.js');
}

describe.runIf(testDbKind() === 'postgres')('three processes on one PostgreSQL', { timeout: 60_000 }, () => {
  let server: PostgresServer;
  let databaseUrl: string;
  let backupDir: string;
  let sql: pg.Client;
  let entry: string;
  /** The session the first test signs up (used while the database is down). */
  let cookie = '';
  const nodes: Node[] = [];

  async function startNode(name: string): Promise<Node> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), `cluster-${name}-`));
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'info',
        CLUSTER_RESUME_MS: String(RESUME_MS),
        CLUSTER_BILLING_MS: String(BILLING_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node: Node = { name, url: `http://127.0.0.1:${port}`, dataDir, child, log: [] };
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) node.log.push(JSON.parse(line) as Node['log'][number]);
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const deadline = Date.now() + 45_000;
    while (!node.log.some((l) => l.msg.startsWith('listening on'))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start: ${stderr.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return node;
  }

  /** A request from the visitor at `ip`, through the "proxy" (TRUSTED_PROXIES) to `node`. */
  async function request(node: Node, path: string, ip: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
    const method = init.method ?? 'GET';
    const send = () =>
      fetch(`${node.url}${path}`, {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
    let res: Response;
    try {
      res = await send();
    } catch (error) {
      // Issue 41 §22: fetch reuses an idle kept-alive connection, and the server closes those after 5 s (Node's
      // keepAliveTimeout). When this process's event loop was blocked past that (the synchronous `pg_ctl stop`
      // under load), the request goes out on a connection whose close it has not read yet: "other side closed".
      // An idempotent request is sent again once, on a new connection, as browsers do.
      if (!(method === 'GET' && socketClosed(error))) throw error;
      res = await send();
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  }

  /**
   * Requests sent one after another to `node` over one kept-alive connection (node:http's agent, one socket): each
   * answer's status and whether it came on the connection the previous one used.
   */
  async function overOneConnection(node: Node, requests: Array<{ path: string; method?: string; body?: unknown }>, ip: string) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers: Array<{ path: string; status: number; reused: boolean }> = [];
    try {
      for (const { path, method = 'GET', body } of requests) {
        answers.push(
          await new Promise((resolve, reject) => {
            const req = http.request(
              `${node.url}${path}`,
              { agent, method, headers: { 'x-forwarded-for': ip, cookie, ...(body ? { 'content-type': 'application/json' } : {}) } },
              (res) => {
                res.resume();
                res.on('end', () => resolve({ path, status: res.statusCode!, reused: req.reusedSocket }));
              },
            );
            req.on('error', reject);
            req.end(body ? JSON.stringify(body) : undefined);
          }),
        );
      }
    } finally {
      agent.destroy();
    }
    return answers;
  }

  /** Every .eml file the processes wrote, as [process, file text]. */
  function mail(): Array<[string, string]> {
    return nodes.flatMap((node) => {
      const dir = join(node.dataDir, 'outbox');
      let names: string[];
      try {
        names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
      } catch {
        return [];
      }
      return names.map((n): [string, string] => [node.name, readFileSync(join(dir, n), 'utf8')]);
    });
  }

  const errors = () => nodes.flatMap((node) => node.log.filter((l) => l.level >= 50).map((l) => `${node.name}: ${l.msg}`));

  beforeAll(async () => {
    [server, entry] = await Promise.all([startPostgresServer({ prefix: 'cluster-pg-' }), bundleServer()]);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database cluster');
    await admin.end();
    const url = new URL(server.url);
    url.pathname = '/cluster';
    databaseUrl = url.toString();
    backupDir = mkdtempSync(join(tmpdir(), 'cluster-backups-'));
    nodes.push(...(await Promise.all(['a', 'b', 'c'].map(startNode))));
    sql = new pg.Client({ connectionString: databaseUrl });
    sql.on('error', () => {});
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end().catch(() => {});
    for (const node of nodes) node.child.kill('SIGKILL');
    await server?.destroy();
    for (const node of nodes) rmSync(node.dataDir, { recursive: true, force: true });
    if (backupDir) rmSync(backupDir, { recursive: true, force: true });
  });

  it('shares sessions, and sends each sign-up its mail once, from one process', async () => {
    const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await request(nodes[0]!, '/api/auth/signup', '198.51.100.1', {
      method: 'POST',
      body: { username: `c${randomBytes(4).toString('hex')}`, email, password: GOOD_PASSWORD },
    });
    expect(signUp.status).toBe(201);
    cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    for (const node of nodes) expect((await request(node, '/api/auth/me', '198.51.100.1', { cookie })).body.user.email).toBe(email);
    // The welcome and the address check, each once, whichever process's worker took it.
    await expect.poll(() => mail().filter(([, text]) => text.includes(`To: ${email}`)).length, { timeout: 15_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(mail().filter(([, text]) => text.includes(`To: ${email}`))).toHaveLength(2);
  });

  it('holds a client to one search budget for the whole site', async () => {
    const started = Date.now();
    let allowed = 0;
    for (let i = 0; i < DEFAULT_SEARCH_LIMIT.burst + 6; i++) {
      const res = await request(nodes[i % 3]!, '/api/search?q=pricing', '203.0.113.9');
      if (res.status === 200) allowed += 1;
      else expect(res.status).toBe(429);
    }
    // The burst, and what the steady rate refilled while the requests ran; per process it was 3 × 40.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * DEFAULT_SEARCH_LIMIT.perSecond);
    expect(allowed).toBeGreaterThanOrEqual(DEFAULT_SEARCH_LIMIT.burst);
    expect(allowed).toBeLessThanOrEqual(DEFAULT_SEARCH_LIMIT.burst + refilled + 1);
  });

  it('imports the content once although every process started at once, and shows a publish on every process', async () => {
    // Issue 29: the three processes imported content/ at the same moment; each item (and its revision 1) is there once.
    const items = await sql.query<{ kind: string }>('select distinct kind from content_items order by kind');
    expect(items.rows.map((row) => row.kind)).toEqual(['articles', 'help', 'ideas', 'lessons']);
    const [{ duplicates }] = (
      await sql.query<{ duplicates: string }>('select count(*) - count(distinct item_id) as duplicates from content_revisions')
    ).rows as [{ duplicates: string }];
    expect(Number(duplicates)).toBe(0);
    // A publish written once (as the studio's publish writes it) is served by every process within a second or two.
    const slug = `cluster-published-${randomBytes(3).toString('hex')}`;
    await sql.query(
      `insert into content_items (kind, slug, published, published_at, first_published_at, created_at, updated_at)
       select 'articles', $1, published || jsonb_build_object('slug', $1::text, 'id', $1::text, 'title', 'Published once, served by every process'), now(), now(), now(), now()
       from content_items where kind = 'articles' and deleted_at is null limit 1`,
      [slug],
    );
    for (const node of nodes) {
      await expect
        .poll(async () => String((await request(node, '/blog/rss.xml', '198.51.100.40')).body).includes(slug), { timeout: 5_000 })
        .toBe(true);
      expect(String((await request(node, '/sitemap.xml', '198.51.100.40')).body)).toContain(`/blog/${slug}`);
    }
  });

  it('charges a learner once for checkouts opened and paid at once on every process', async () => {
    const ip = '198.51.100.7';
    const signUp = await request(nodes[1]!, '/api/auth/signup', ip, {
      method: 'POST',
      body: {
        username: `b${randomBytes(4).toString('hex')}`,
        email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
        password: GOOD_PASSWORD,
      },
    });
    expect(signUp.status).toBe(201);
    const buyer = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const userId = (await request(nodes[2]!, '/api/auth/me', ip, { cookie: buyer })).body.user.id as string;
    // Two tabs per process, all at once: one intent for all of them (the checkout lock is PostgreSQL's).
    const opened = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(nodes[i % 3]!, '/api/create-payment-intent', ip, { method: 'POST', cookie: buyer, body: { courseId: 'premium-course' } }),
      ),
    );
    for (const res of opened) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const secrets = new Set(opened.map((res) => res.body.clientSecret as string));
    expect(secrets.size).toBe(1);
    const [secret] = [...secrets] as [string];
    const expiry = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    const paid = await Promise.all(
      nodes.map((node) =>
        request(node, '/api/local-payments/confirm', ip, {
          method: 'POST',
          cookie: buyer,
          body: { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
        }),
      ),
    );
    for (const res of paid) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paymentIntentId = secret.slice(0, secret.indexOf('_secret_'));
    const confirmed = await Promise.all(
      nodes.map((node) => request(node, '/api/payment-success', ip, { method: 'POST', cookie: buyer, body: { paymentIntentId } })),
    );
    for (const res of confirmed) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows } = await sql.query(`select status from purchases where user_id = $1 and course_id = 'premium-course'`, [userId]);
    expect(rows).toEqual([{ status: 'paid' }]);
    // Every process now lets the buyer in.
    for (const node of nodes)
      expect((await request(node, '/api/account', ip, { cookie: buyer })).body).toMatchObject({ hasPremiumAccess: true });
  });

  it('gives a code limited to 2 to two of five buyers opening payment at once on three processes; the others are told before paying (issue 41)', async () => {
    const code = `RACE-${randomBytes(3).toString('hex').toUpperCase()}`;
    const {
      rows: [coupon],
    } = await sql.query<{ id: string }>(`insert into coupons (code, percent_off, max_redemptions) values ($1, 10, 2) returning id`, [code]);
    const expiry = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const ip = `198.51.100.${20 + i}`;
        const signUp = await request(nodes[i % 3]!, '/api/auth/signup', ip, {
          method: 'POST',
          body: {
            username: `r${randomBytes(4).toString('hex')}`,
            email: `race-${randomBytes(4).toString('hex')}@example.com`,
            password: GOOD_PASSWORD,
          },
        });
        expect(signUp.status).toBe(201);
        return { ip, cookie: signUp.headers.get('set-cookie')!.split(';')[0]! };
      }),
    );
    const opened = await Promise.all(
      buyers.map((b, i) =>
        request(nodes[i % 3]!, '/api/create-payment-intent', b.ip, {
          method: 'POST',
          cookie: b.cookie,
          body: { courseId: 'premium-course', couponCode: code },
        }),
      ),
    );
    const winners = opened.flatMap((res, i) => (res.status === 200 ? [{ ...buyers[i]!, secret: res.body.clientSecret as string }] : []));
    expect(winners).toHaveLength(2);
    for (const res of opened.filter((r) => r.status === 200))
      expect(res.body).toMatchObject({ couponCode: code, discount: expect.any(Number) });
    for (const res of opened.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'couponCode', message: `The code ${code} has been used up.` });
    }
    // Only the two winners have a payment with the code: nobody else can be charged for it.
    const intents = await sql.query(`select id from local_payment_intents where metadata->>'couponId' = $1`, [coupon!.id]);
    expect(intents.rows).toHaveLength(2);
    for (const [i, w] of winners.entries()) {
      const paid = await request(nodes[i % 3]!, '/api/local-payments/confirm', w.ip, {
        method: 'POST',
        cookie: w.cookie,
        body: { clientSecret: w.secret, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const paymentIntentId = w.secret.slice(0, w.secret.indexOf('_secret_'));
      const reported = await Promise.all(
        nodes.map((node) => request(node, '/api/payment-success', w.ip, { method: 'POST', cookie: w.cookie, body: { paymentIntentId } })),
      );
      for (const res of reported) expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const counts = await sql.query(`select redemptions, held from coupons where id = $1`, [coupon!.id]);
    expect(counts.rows).toEqual([{ redemptions: 2, held: 0 }]);
    // Nobody was charged and refunded.
    const refunded = await sql.query(`select id from local_payment_intents where metadata->>'couponId' = $1 and refund_id is not null`, [
      coupon!.id,
    ]);
    expect(refunded.rows).toEqual([]);
  });

  it('gives one coaching time to one of two learners booking it at once on different processes (issue 28)', async () => {
    const allDay = [{ start: '00:00', end: '24:00' }];
    const weekly = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]));
    await sql.query(
      `insert into coaching_settings (id, time_zone, session_minutes, buffer_minutes, min_notice_hours, max_days_ahead, weekly, overrides, updated_at)
       values (true, 'Europe/London', 30, 0, 0, 30, $1, '[]', now())`,
      [JSON.stringify(weekly)],
    );
    const learners = await Promise.all(
      ['198.51.100.31', '198.51.100.32'].map(async (ip, i) => {
        const signUp = await request(nodes[i]!, '/api/auth/signup', ip, {
          method: 'POST',
          body: { username: `coach${i}`, email: `coached-${i}-${randomBytes(4).toString('hex')}@example.com`, password: GOOD_PASSWORD },
        });
        expect(signUp.status).toBe(201);
        const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
        const id = (await request(nodes[i]!, '/api/auth/me', ip, { cookie })).body.user.id as string;
        await sql.query(
          `insert into purchases (user_id, course_id, amount, currency, status, grant_reason) values ($1, 'premium-course', 0, 'GBP', 'granted', 'cluster test')`,
          [id],
        );
        return { ip, cookie };
      }),
    );
    for (let round = 0; round < 4; round += 1) {
      const slots = (await request(nodes[2]!, '/api/coaching/slots', learners[0]!.ip, { cookie: learners[0]!.cookie })).body.slots as {
        start: string;
      }[];
      const start = slots[10 + round * 7]!.start;
      const answers = await Promise.all(
        learners.map((learner, i) =>
          request(nodes[i]!, '/api/coaching/bookings', learner.ip, { method: 'POST', cookie: learner.cookie, body: { start } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toBe('slot_taken');
      // Give the winner's session back, so both race again next round.
      const winner = answers.findIndex((a) => a.status === 201);
      const id = answers[winner]!.body.booking.id as string;
      const cancel = await request(nodes[2]!, `/api/coaching/bookings/${id}`, learners[winner]!.ip, {
        method: 'DELETE',
        cookie: learners[winner]!.cookie,
      });
      expect(cancel.status).toBe(200);
    }
    const { rows } = await sql.query(`select count(*)::int as n from coaching_bookings where status = 'booked'`);
    expect(rows[0].n).toBe(0);
  });

  it('publishes a scheduled article at its time, once, whichever of the processes gets to it (issue 29)', async () => {
    const ip = '198.51.100.29';
    const signUp = await request(nodes[0]!, '/api/auth/signup', ip, {
      method: 'POST',
      body: {
        username: `o${randomBytes(4).toString('hex')}`,
        email: `owner-${randomBytes(4).toString('hex')}@example.com`,
        password: GOOD_PASSWORD,
      },
    });
    const owner = signUp.headers.get('set-cookie')!.split(';')[0]!;
    await sql.query('update users set is_owner = true where id = $1', [signUp.body.user.id]);
    const created = await request(nodes[1]!, '/api/admin/content/articles', ip, {
      method: 'POST',
      cookie: owner,
      body: {
        slug: `cluster-${randomBytes(4).toString('hex')}`,
        title: 'Published by one of three processes',
        excerpt: 'Scheduled on one process; every process looks for due items, and exactly one publishes it.',
        category: 'Testing',
        tags: ['One', 'Two', 'Three'],
        author: 'The cluster',
        body: 'A short text.',
      },
    });
    expect(created.status).toBe(201);
    const at = new Date(Date.now() + 3_000);
    const item = `/api/admin/content/articles/${created.body.id}`;
    const scheduled = await request(nodes[2]!, `${item}/publish`, ip, { method: 'POST', cookie: owner, body: { at: at.toISOString() } });
    expect(scheduled.body.status).toBe('scheduled');
    await expect
      .poll(async () => (await request(nodes[0]!, item, ip, { cookie: owner })).body.status, { timeout: 15_000, interval: 500 })
      .toBe('published');
    const { publishedAt } = (await request(nodes[1]!, item, ip, { cookie: owner })).body;
    expect(new Date(publishedAt).getTime()).toBeGreaterThanOrEqual(at.getTime());
    // Every process has looked again since (they pass every 5 s): still one revision, one publish in the audit log.
    await new Promise((r) => setTimeout(r, 6_000));
    const revisions = await sql.query('select count(*)::int as n from content_revisions where item_id = $1', [created.body.id]);
    const publishes = await sql.query("select count(*)::int as n from audit_log where target_id = $1 and action = 'content.publish'", [
      created.body.id,
    ]);
    expect([revisions.rows[0].n, publishes.rows[0].n]).toEqual([1, 1]);
  });

  it('answers the new price on /api/courses, /api/offers and /api/prices, and a new tax setting, in every process once the database has it', async () => {
    const price = async (node: Node) => (await request(node, '/api/courses/premium-course', '198.51.100.2')).body.price as number;
    const before = await Promise.all(nodes.map(price));
    expect(new Set(before).size).toBe(1);
    // The lists kept per currency and answered from each process's node:http listener once made (issue 45).
    const offered = async (node: Node) =>
      ((await request(node, '/api/offers?currency=GBP', '198.51.100.2')).body as Array<{ id: string; price: { amount: number } }>).find(
        (offer) => offer.id === 'premium',
      )!.price.amount;
    const listed = async (node: Node) =>
      ((await request(node, '/api/prices?currency=GBP', '198.51.100.2')).body as { courses: Record<string, { amount: number }> }).courses[
        'premium-course'
      ]!.amount;
    const [offeredBefore, listedBefore] = [await offered(nodes[0]!), await listed(nodes[0]!)];
    for (const node of nodes) expect([await offered(node), await listed(node)]).toEqual([offeredBefore, listedBefore]);
    await sql.query(`update offer_prices set amount = amount + 700 where offer_id = 'premium' and currency = 'GBP'`);
    for (const node of nodes) await expect.poll(() => price(node), { timeout: 5_000 }).toBe(before[0]! + 700);
    for (const node of nodes) await expect.poll(() => offered(node), { timeout: 1_000 }).toBe(offeredBefore + 700);
    for (const node of nodes) await expect.poll(() => listed(node), { timeout: 1_000 }).toBe(listedBefore + 700);

    // Whether prices include tax is a sales setting (migration 0059 tells every process of a change).
    const inclusive = async (node: Node) =>
      ((await request(node, '/api/prices', '198.51.100.2')).body as { taxInclusive: boolean }).taxInclusive;
    const was = await inclusive(nodes[0]!);
    for (const node of nodes) expect(await inclusive(node)).toBe(was);
    await sql.query(
      `insert into sales_settings (id, tax_inclusive, updated_at) values (true, $1, now())
       on conflict (id) do update set tax_inclusive = excluded.tax_inclusive`,
      [!was],
    );
    for (const node of nodes) await expect.poll(() => inclusive(node), { timeout: 1_000 }).toBe(!was);
  });

  it('renews each due subscription once with the billing pass running in every process: one payment, purchase, invoice and receipt (issue 44)', async () => {
    const tag = randomBytes(4).toString('hex');
    const offerId = `cluster-club-${tag}`;
    await sql.query(
      `insert into offers (id, slug, title, price_type, status, position) values ($1, $1, 'Cluster club', 'subscription', 'published', 90)`,
      [offerId],
    );
    await sql.query(`insert into offer_grants (offer_id, position, type, course_id) values ($1, 0, 'course', 'premium-course')`, [offerId]);
    await sql.query(`insert into offer_prices (offer_id, currency, interval, amount, set_at) values ($1, 'GBP', 'month', 1900, now())`, [
      offerId,
    ]);
    // Twelve learners whose month ended a minute ago, each with its first charge paid and a card that pays,
    // committed at once: every process's next pass finds them all due.
    const emails = Array.from({ length: 12 }, (_, i) => `renew-${tag}-${i}@example.com`);
    await sql.query('begin');
    for (const [i, email] of emails.entries()) {
      await sql.query(
        `with u as (
           insert into users (username, email, password_hash, email_verified_at) values ($1, $2, 'not-used', now()) returning id
         ), card as (
           insert into local_payment_methods (id, user_id, number, exp_month, exp_year, created_at)
           select $3, id, '4242424242424242', 12, 2099, now() from u
         ), s as (
           insert into subscriptions (user_id, offer_id, kind, interval, currency, amount, status, current_period_start,
             current_period_end, gateway, payment_method_id, billing, created_at, updated_at)
           select id, $4, 'subscription', 'month', 'GBP', 1900, 'active', now() - interval '31 days', now() - interval '1 minute',
             'local', $3, '{"country":"GB"}', now(), now() from u returning id
         )
         insert into subscription_charges (subscription_id, sequence, period_start, period_end, due_at, amount, currency, status,
           attempts, paid_at, created_at, updated_at)
         select id, 1, now() - interval '31 days', now() - interval '1 minute', now() - interval '31 days', 1900, 'GBP', 'paid', 1,
           now(), now(), now() from s`,
        [`r${tag}${i}`, email, `pm_local_${tag}${i}`, offerId],
      );
    }
    await sql.query('commit');

    const renewals = async () =>
      (
        await sql.query<{ n: number }>(
          `select count(*)::int as n from subscription_charges c join subscriptions s on s.id = c.subscription_id
           where s.offer_id = $1 and c.sequence = 2 and c.status = 'paid'`,
          [offerId],
        )
      ).rows[0]!.n;
    await expect.poll(renewals, { timeout: 20_000 }).toBe(emails.length);
    // A few more passes in every process change nothing.
    await new Promise((r) => setTimeout(r, 4 * BILLING_MS));
    const perLearner = await sql.query<{
      charges: number;
      payments: number;
      purchases: number;
      invoices: number;
      period_end_moved: boolean;
    }>(
      `select
         (select count(*)::int from subscription_charges c where c.subscription_id = s.id) as charges,
         (select count(*)::int from local_payment_intents p join subscription_charges c on p.metadata->>'chargeId' = c.id::text
            where c.subscription_id = s.id and p.status = 'succeeded') as payments,
         (select count(*)::int from purchases p where p.user_id = s.user_id and p.recurring) as purchases,
         (select count(*)::int from invoices i join purchases p on p.id = i.purchase_id where p.user_id = s.user_id) as invoices,
         s.current_period_end > now() + interval '27 days' as period_end_moved
       from subscriptions s where s.offer_id = $1`,
      [offerId],
    );
    expect(perLearner.rows).toHaveLength(emails.length);
    for (const row of perLearner.rows) expect(row).toEqual({ charges: 2, payments: 1, purchases: 1, invoices: 1, period_end_moved: true });
    const receipts = () => mail().filter(([, text]) => emails.some((email) => text.includes(`To: ${email}`)));
    await expect.poll(() => receipts().length, { timeout: 15_000 }).toBe(emails.length);
    for (const email of emails) expect(receipts().filter(([, text]) => text.includes(`To: ${email}`))).toHaveLength(1);
    // Which processes renewed (for a reader of a failure): the claims are what keep them from charging twice.
    const renewedBy = nodes.map((node) =>
      node.log.filter((l) => l.msg === 'billing: pass done').reduce((sum, l) => sum + Number(l.renewed ?? 0), 0),
    );
    expect(
      renewedBy.reduce((a, b) => a + b, 0),
      `renewed by a, b, c: ${renewedBy.join(', ')}`,
    ).toBe(emails.length);
    expect(errors()).toEqual([]);
  });

  it('writes one daily backup whatever the number of processes, and no process logs an error', async () => {
    // Each process looks 5 s after it starts.
    await expect.poll(() => readdirSync(backupDir).filter((n) => n.endsWith('.ndjson.gz')).length, { timeout: 15_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(readdirSync(backupDir).filter((n) => n.endsWith('.ndjson.gz'))).toHaveLength(1);
    expect(nodes.flatMap((node) => node.log.filter((l) => l.msg === 'daily backup written'))).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  it('emails the holder of an account guessed at on every process at once, once (issue 41 §8)', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await request(nodes[0]!, '/api/auth/signup', '198.51.100.60', {
      method: 'POST',
      body: { username: `g${randomBytes(4).toString('hex')}`, email, password: GOOD_PASSWORD },
    });
    expect(signUp.status).toBe(201);
    const alerts = () => mail().filter(([, text]) => text.includes(`To: ${email}`) && /^Subject: Someone is trying to sign in/m.test(text));
    // Ten wrong passwords per process, all at once, each from an address of its own: three times the account's limit.
    const burst = (from: number) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          request(nodes[i % 3]!, '/api/auth/login', `198.51.101.${from + i}`, {
            method: 'POST',
            body: { email, password: 'Wrong-Guess-123' },
          }),
        ),
      );
    for (const answer of await burst(1)) expect([401, 429]).toContain(answer.status);
    await expect.poll(() => alerts().length, { timeout: 15_000 }).toBe(1);
    // Guessing goes on: no second email that day, whichever process the attempts reach.
    await burst(101);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(alerts()).toHaveLength(1);
  });

  it('finishes the newsletter issue of a process killed mid-send from the others, each subscriber mailed once', async () => {
    const subscribers = 40;
    const tag = randomBytes(4).toString('hex');
    await sql.query(
      `insert into newsletter_subscribers (email, status, source, token_hash)
       select 'reader-' || n || '-${tag}@example.com', 'subscribed', 'cluster-test', md5(random()::text || n) from generate_series(1, $1) n`,
      [subscribers],
    );
    // What the sending process had written when it was killed: the issue and its recipients, none queued.
    const {
      rows: [issue],
    } = await sql.query<{ id: string }>(
      `insert into newsletter_issues (slug, subject, markdown, content_hash, status)
       values ('cluster-${tag}', 'Cluster issue ${tag}', 'Hello.', md5('${tag}'), 'sending') returning id`,
    );
    await sql.query(
      `insert into newsletter_deliveries (issue_id, subscriber_id) select $1, id from newsletter_subscribers where source = 'cluster-test'`,
      [issue!.id],
    );
    nodes[0]!.child.kill('SIGKILL');
    const live = nodes.slice(1);
    await expect
      .poll(async () => (await sql.query(`select status from newsletter_issues where id = $1`, [issue!.id])).rows[0].status, {
        timeout: 20_000,
      })
      .toBe('sent');
    await expect
      .poll(() => mail().filter(([, text]) => text.includes(`Cluster issue ${tag}`)).length, { timeout: 20_000 })
      .toBe(subscribers);
    const recipients = mail()
      .filter(([, text]) => text.includes(`Cluster issue ${tag}`))
      .map(([name, text]) => {
        expect(live.map((n) => n.name)).toContain(name);
        return /^To: (.*)$/m.exec(text)![1];
      });
    expect(new Set(recipients).size).toBe(subscribers);
  });

  it('keeps answering after one process is killed, and after PostgreSQL restarts, and logs the outage once per process', async () => {
    const live = nodes.slice(1);
    for (const node of live) expect((await request(node, '/api/health', '198.51.100.3')).status).toBe(200);
    const before = live.map((node) => node.log.length);
    await sql.end();
    const stopped = Date.now();
    server.stop('fast');
    // While it is down: 503, not a crash, and the session is not taken for signed out.
    expect((await request(live[0]!, '/api/auth/me', '198.51.100.3', { cookie })).status).toBe(503);
    // Issue 41 §9, §22: for a few seconds (the mail worker and the background passes fail meanwhile), a load balancer's
    // health checks and visitors' requests, one after another on one kept-alive connection per process: every one
    // is answered 503, and the server keeps the connection.
    const during = [
      { path: '/api/health' },
      { path: '/api/auth/me' },
      { path: '/api/account' },
      { path: '/api/auth/login', method: 'POST', body: { email: 'someone@example.com', password: 'not the password' } },
    ];
    for (let round = 0; round < 3; round++) {
      for (const node of live) {
        const answers = await overOneConnection(node, [...during, ...during], '198.51.100.5');
        expect(answers.map(({ path, status }) => [path, status])).toEqual([...during, ...during].map(({ path }) => [path, 503]));
        expect(answers.map((answer) => answer.reused)).toEqual([false, ...Array<boolean>(2 * during.length - 1).fill(true)]);
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
    await server.start();
    const downFor = Date.now() - stopped;
    for (const node of live)
      await expect.poll(async () => (await request(node, '/api/health', '198.51.100.3')).status, { timeout: 15_000 }).toBe(200);
    // The processes listen again: a change made after the restart reaches their caches.
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    const price = async (node: Node) => (await request(node, '/api/courses/premium-course', '198.51.100.4')).body.price as number;
    const before2 = await price(live[0]!);
    await sql.query(`update offer_prices set amount = amount + 1 where offer_id = 'premium' and currency = 'GBP'`);
    for (const node of live) await expect.poll(() => price(node), { timeout: 10_000 }).toBe(before2 + 1);
    expect((await request(live[1]!, '/api/auth/me', '198.51.100.3', { cookie })).status).toBe(200);
    // The log of the outage, per process: one error when it started, one info line with how long it lasted, and no
    // other warning or error (the refusals above, the health checks and the failed passes are at debug).
    for (const [i, node] of live.entries()) {
      const lines = node.log.slice(before[i]);
      expect(
        lines.filter((line) => line.level >= 40).map((line) => [line.level, line.msg]),
        node.name,
      ).toEqual([[50, OUTAGE_ERROR]]);
      const back = lines.filter((line) => line.msg.startsWith('database reachable again'));
      expect(back, node.name).toHaveLength(1);
      expect(back[0]!.downMs).toBeGreaterThan(3_000);
      expect(back[0]!.downMs).toBeLessThan(downFor + 15_000);
    }
    expect(errors().filter((line) => !line.endsWith(OUTAGE_ERROR))).toEqual([]);
  });
});
