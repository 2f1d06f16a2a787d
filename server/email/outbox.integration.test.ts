import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../common/site';
import { createTestApp, silentLogger, TestClock, uniqueEmail, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createServices } from '../create-services';
import { emailOutbox } from '../db/schema';
import { MAX_ATTEMPTS, processOutbox, queueEmail, retryDelayMs } from './outbox';
import { parseEmail } from './parse-email';
import { createOutboxTransport, type MailTransport, type OutgoingMessage } from './transport';
import type { Services } from '../services';
import type { AddressInfo } from 'node:net';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function message(to: string, subject = 'Hello'): Parameters<typeof queueEmail>[0]['email'] {
  return { kind: 'welcome', to, subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` };
}

async function rowsTo(to: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

/** A transport that records messages, or throws while `failing` is set. */
function recordingTransport() {
  const sent: OutgoingMessage[] = [];
  const transport: MailTransport & { sent: OutgoingMessage[]; failing: boolean } = {
    kind: 'smtp',
    sent,
    failing: false,
    async send(m) {
      if (transport.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(m);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return transport;
}

describe('the outbox file transport', () => {
  it('writes real RFC 822 messages with a text and an HTML part, and the site as sender', async () => {
    const to = uniqueEmail('eml');
    await queueEmail({ db: t.db, email: message(to, 'Café receipt £9.99'), now: t.clock.now() });
    const [email] = await t.mail.to(to);
    expect(email).toBeDefined();
    expect(email!.file).toMatch(/^\d{8}T\d{9}Z-welcome-[0-9a-f]{8}\.eml$/);
    expect(email!.subject).toBe('Café receipt £9.99');
    expect(email!.from).toContain(SITE_NAME);
    expect(email!.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(email!.headers.get('date')).toBeTruthy();
    expect(email!.headers.get('mime-version')).toBe('1.0');
    expect(email!.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(email!.text).toBe('Text of Café receipt £9.99');
    expect(email!.html).toBe('<p>HTML of Café receipt £9.99</p>');
    const raw = readFileSync(join(t.mail.dir, email!.file), 'utf8');
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('marks sent messages and clears their bodies (a reset link is a credential)', async () => {
    const to = uniqueEmail('purge');
    await queueEmail({ db: t.db, email: message(to), now: t.clock.now() });
    await t.mail.drain();
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: '', htmlBody: '', lastError: null, lockedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe('/dev/outbox', () => {
  it('lists the outbox in development and shows each message; it does not exist in production', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dev-outbox-'));
    try {
      const dev = t.variant({ env: { NODE_ENV: 'development', DATA_DIR: dataDir } });
      const transport = createOutboxTransport({ dir: join(dataDir, 'outbox'), from: dev.services.config.mail.from, logger: silentLogger });
      await transport.send({
        kind: 'welcome',
        to: 'ada@example.com',
        subject: 'Hello <Ada>',
        text: 'Plain words',
        html: '<p>Rich words</p>',
      });
      const list = await dev.client().get('/dev/outbox');
      expect(list.status).toBe(200);
      expect(list.text).toContain('Hello &lt;Ada&gt;');
      expect(list.text).toContain('ada@example.com');
      const file = /href="\/dev\/outbox\/([^"/]+\.eml)\/text"/.exec(list.text)?.[1];
      expect(file).toBeDefined();
      expect((await dev.client().get(`/dev/outbox/${file}/text`)).text).toContain('Plain words');
      const html = await dev.client().get(`/dev/outbox/${file}/html`);
      expect(html.text).toBe('<p>Rich words</p>');
      expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect((await dev.client().get(`/dev/outbox/${file}`)).text).toMatch(/^Content-Type: multipart\/alternative/m);
      expect((await dev.client().get('/dev/outbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);

      const production = t.variant({ env: { DATA_DIR: dataDir } });
      expect((await production.client().get('/dev/outbox')).status).toBe(404);
      expect((await production.client().get(`/dev/outbox/${file}`)).status).toBe(404);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('processOutbox', () => {
  it('has a queued request written once by its preparer: a failed send retries the same message, a dropped request leaves nothing', async () => {
    const [known, unknown] = [uniqueEmail('request'), uniqueEmail('request')];
    const transport = recordingTransport();
    transport.failing = true;
    let prepared = 0;
    const prepare = {
      'password-reset-request': async (_db: unknown, address: string) => {
        if (address !== known) return null;
        prepared += 1;
        return { kind: 'password-reset' as const, to: address, subject: `Link ${prepared}`, text: 'text', html: '<p>html</p>' };
      },
    };
    const now = new Date(Date.UTC(2032, 0, 1));
    // The unknown one first: a failed send ends the pass.
    for (const [to, at] of [
      [unknown, new Date(now.getTime() - 1000)],
      [known, now],
    ] as const) {
      await queueEmail({ db: t.db, email: { kind: 'password-reset-request', to, subject: '', text: '', html: '' }, now: at });
    }

    const failed = await processOutbox(t.db, transport, { now, logger: silentLogger, prepare });
    expect(failed).toMatchObject({ sent: 0, deferred: 1, dropped: 1 });
    expect(await rowsTo(unknown)).toEqual([]);
    expect(await rowsTo(known)).toEqual([
      expect.objectContaining({ kind: 'password-reset', subject: 'Link 1', status: 'pending', attempts: 1 }),
    ]);

    transport.failing = false;
    const [row] = await rowsTo(known);
    await processOutbox(t.db, transport, { now: row!.nextAttemptAt, logger: silentLogger, prepare });
    expect(prepared).toBe(1);
    expect(transport.sent.map((m) => [m.to, m.subject])).toEqual([[known, 'Link 1']]);
  });

  it('retries a failed message with growing delays, and gives up after MAX_ATTEMPTS', async () => {
    const to = uniqueEmail('retry');
    const transport = recordingTransport();
    transport.failing = true;
    let now = new Date(Date.UTC(2031, 0, 1));
    await queueEmail({ db: t.db, email: message(to), now });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const pass = await processOutbox(t.db, transport, { now, logger: silentLogger });
      expect(pass.claimed).toBeGreaterThanOrEqual(1);
      const [row] = await rowsTo(to);
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toContain('ECONNREFUSED');
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        delays.push(row!.nextAttemptAt.getTime() - now.getTime());
        // Not due a moment before its time.
        expect(
          (await processOutbox(t.db, transport, { now: new Date(row!.nextAttemptAt.getTime() - 1), logger: silentLogger })).claimed,
        ).toBe(0);
        now = row!.nextAttemptAt;
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBe(60 * 60 * 1000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThan(20 * 60 * 60 * 1000);
    expect(transport.sent).toHaveLength(0);
  });

  it('stops a pass at the first failure, leaving the rest queued and untouched', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const now = new Date(Date.UTC(2032, 0, 1));
    const addresses = [uniqueEmail('batch'), uniqueEmail('batch'), uniqueEmail('batch')];
    for (const [i, to] of addresses.entries()) await queueEmail({ db: t.db, email: message(to), now: new Date(now.getTime() + i) });
    const pass = await processOutbox(t.db, transport, { now: new Date(now.getTime() + 10), logger: silentLogger });
    expect(pass).toMatchObject({ sent: 0, deferred: 1 });
    const rows = await Promise.all(addresses.map(async (to) => (await rowsTo(to))[0]!));
    expect(rows.map((r) => r.attempts)).toEqual([1, 0, 0]);
    expect(rows.map((r) => r.lockedUntil)).toEqual([null, null, null]);
    transport.failing = false;
    await processOutbox(t.db, transport, { now: new Date(now.getTime() + 10), logger: silentLogger });
    expect(transport.sent.map((m) => m.to)).toEqual(addresses.slice(1));
  });

  it('sends each message once when two workers run at the same time', async () => {
    const transport = recordingTransport();
    const now = new Date(Date.UTC(2033, 0, 1));
    const addresses = Array.from({ length: 8 }, () => uniqueEmail('race'));
    for (const to of addresses) await queueEmail({ db: t.db, email: message(to), now });
    await Promise.all([
      processOutbox(t.db, transport, { now, logger: silentLogger, batchSize: 3 }),
      processOutbox(t.db, transport, { now, logger: silentLogger, batchSize: 3 }),
      processOutbox(t.db, transport, { now, logger: silentLogger, batchSize: 3 }),
    ]);
    await processOutbox(t.db, transport, { now, logger: silentLogger });
    // (Messages left queued by other tests in this file may be due too; only these are counted.)
    expect(
      transport.sent
        .map((m) => m.to)
        .filter((to) => addresses.includes(to))
        .sort(),
    ).toEqual([...addresses].sort());
  });

  it("takes over a dead worker's message within a minute and a half and sends it with the same Message-ID (issue 27)", async () => {
    const now = new Date(Date.UTC(2034, 0, 1));
    const to = uniqueEmail('orphan');
    await queueEmail({ db: t.db, email: message(to, 'Your receipt'), now });
    // A worker claims the message and dies while its mail server has it (the send never returns).
    const dying: MailTransport = { kind: 'smtp', send: () => new Promise(() => {}), close() {} };
    void processOutbox(t.db, dying, { now, logger: silentLogger });
    await expect.poll(async () => (await rowsTo(to))[0]?.lockedUntil).not.toBeNull();
    const files = mkdtempSync(join(tmpdir(), 'orphan-'));
    try {
      const survivor = createOutboxTransport({ dir: files, from: `Academy <mail@academy.example>`, logger: silentLogger });
      // Still claimed a moment later; a minute and a half later another worker sends it, once.
      await processOutbox(t.db, survivor, { now: new Date(now.getTime() + 30_000), logger: silentLogger });
      expect(readdirSync(files)).toEqual([]);
      await processOutbox(t.db, survivor, { now: new Date(now.getTime() + 90_000), logger: silentLogger });
      const [row] = await rowsTo(to);
      expect(row).toMatchObject({ status: 'sent' });
      const [file] = readdirSync(files);
      // The Message-ID is the row's, so the receiving side can tell a resend from a second message.
      expect(readFileSync(join(files, file!), 'utf8')).toMatch(new RegExp(`^Message-ID: <${row!.id}@academy\\.example>$`, 'mi'));
      survivor.close();
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  it('keeps its claim alive while a slow send runs, so no other worker sends the message again', async () => {
    const start = Date.UTC(2035, 0, 1);
    const to = uniqueEmail('slow');
    // Queued long ago, so it is the first of the batch whatever other tests left queued.
    await queueEmail({ db: t.db, email: message(to), now: new Date(Date.UTC(2000, 0, 1)) });
    let release = () => {};
    const sent: string[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: (m) =>
        m.to === to
          ? new Promise((resolve) => (release = () => resolve({ messageId: `<${sent.push(m.to)}@slow>` })))
          : Promise.resolve({ messageId: '<other@slow>' }),
      close() {},
    };
    const began = performance.now();
    const first = processOutbox(t.db, slow, { now: new Date(start), logger: silentLogger, leaseMs: 300 });
    // Well past the 300 ms the claim was first taken for, on the same clock.
    await new Promise((resolve) => setTimeout(resolve, 900));
    const other = recordingTransport();
    await processOutbox(t.db, other, { now: new Date(start + (performance.now() - began)), logger: silentLogger, leaseMs: 300 });
    release();
    await first;
    expect(other.sent.map((m) => m.to)).not.toContain(to);
    expect(sent).toEqual([to]);
  });

  it('backs off from 30 s, doubling, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the mail worker in the server process', () => {
  it('sends what requests queue without being asked, and stops cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-outbox-'));
    const testDb = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: testDb.databaseUrl ? dir : testDb.dataDir,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    });
    const services = await createServices(config, { logger: silentLogger });
    try {
      const to = uniqueEmail('worker');
      await services.mailer.queue(services.db, message(to, 'From the worker'), services.now());
      const outbox = join(config.dataDir, 'outbox');
      await expect.poll(() => readdirSync(outbox).filter((f) => f.endsWith('.eml')).length, { timeout: 10_000 }).toBe(1);
      const [file] = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(parseEmail(readFileSync(join(outbox, file!), 'utf8')).subject).toBe('From the worker');
    } finally {
      await services.mailWorker.stop();
      await services.database.close();
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('over SMTP', () => {
  interface Received {
    to: string[];
    raw: string;
  }
  let server: SMTPServer;
  let accepting = false;
  const received: Received[] = [];
  let port = 0;
  let services: Services | undefined;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        if (accepting) return callback();
        // As a mail server that is up but refusing work would: a temporary failure.
        const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
        return callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(async () => {
    if (services) {
      await services.mailWorker.stop();
      await services.database.close();
      services = undefined;
    }
  });

  it('keeps mail queued while the server refuses, across a restart, and delivers it once the server accepts', async () => {
    const testDb = await createTestDatabase();
    const clock = new TestClock();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: testDb.dataDir,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: `${SITE_NAME} <hello@academy.example>`,
      PUBLIC_URL: 'http://localhost:3999',
    };
    const start = () => createServices(loadConfig(env), { logger: silentLogger, now: clock.now, startMailWorker: false });
    try {
      services = await start();
      const app = createApp(services);
      const email = uniqueEmail('smtp');
      const signup = await app.request('http://localhost:3999/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'smtp_user', email, password: 'Violet-Harbour-42' }),
      });
      // The mail server being down costs the request nothing.
      expect(signup.status).toBe(201);

      // Sign-up queues two messages: the welcome and the address check. The first refusal ends the pass,
      // so the server is asked once and the second message is left untouched for the next pass.
      const refused = await services.mailWorker.drain();
      expect(refused).toMatchObject({ claimed: 2, sent: 0, deferred: 1 });
      expect(received).toHaveLength(0);
      // Both were queued in one transaction, at one instant, so either may be the one asked first.
      const queuedRows = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(queuedRows.map((row) => row.kind).sort()).toEqual(['email-verification', 'welcome']);
      const refusedRow = queuedRows.find((row) => row.attempts === 1);
      expect(refusedRow).toMatchObject({ status: 'pending' });
      expect(refusedRow!.lastError).toMatch(/421|not available/i);
      const untouchedRow = queuedRows.find((row) => row.attempts === 0);
      expect(untouchedRow).toMatchObject({ status: 'pending', lastError: null });

      // The process stops (as on SIGTERM: worker first, then the database) and starts again.
      await services.mailWorker.stop();
      await services.database.close();
      services = await start();

      accepting = true;
      // The untouched message goes at once; the refused one waits its 30 s.
      expect(await services.mailWorker.drain()).toMatchObject({ claimed: 1, sent: 1 });
      expect(received).toHaveLength(1);
      const firstSubject = parseEmail(received[0]!.raw).subject;
      expect(firstSubject).toBe(untouchedRow!.subject);
      clock.advance(31_000);
      expect(await services.mailWorker.drain()).toMatchObject({ sent: 1, deferred: 0 });

      expect(received).toHaveLength(2);
      expect(received.every((message) => message.to.join() === email)).toBe(true);
      const delivered = parseEmail(received.find((message) => message.raw.includes('Welcome to'))!.raw);
      expect(delivered.subject).toBe(`Welcome to ${SITE_NAME}, smtp_user!`);
      expect(delivered.from).toBe(`${SITE_NAME} <hello@academy.example>`);
      expect(delivered.text).toContain('http://localhost:3999/course/free');
      expect(delivered.html).toContain('http://localhost:3999/course/free');
      const sentRows = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(sentRows.find((row) => row.id === refusedRow!.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sentRows.find((row) => row.id === untouchedRow!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      // Nothing is sent twice.
      clock.advance(60 * 60 * 1000);
      await services.mailWorker.drain();
      expect(received).toHaveLength(2);
    } finally {
      if (services) {
        await services.mailWorker.stop();
        await services.database.close();
        services = undefined;
      }
      await testDb.drop();
    }
  });
});
