/**
 * The real app for an integration test file: real config, real services (migrations, seeding),
 * real middleware, on the database the Vitest project selects (see test-db.ts), with a small
 * cookie-jar client on top of `app.request`.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t?.close());
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createApp, type AppOptions } from '../server/app';
import { loadConfig } from '../server/config';
import { createServices } from '../server/create-services';
import { createOutboxTransport, type MailTransport } from '../server/email/transport';
import { testClock } from '../server/operations/clock';
import { emailsTo, readOutbox, type OutboxEmail } from './outbox';
import { createTestDatabase, type TestDatabase } from './test-db';
import type { AuthLimits } from '../server/auth/limits';
import type { Db } from '../server/db/client';
import type { OutboxPass } from '../server/email/outbox';
import type { PaymentGateway } from '../server/payments/gateway';
import type { Services } from '../server/services';

export const silentLogger = pino({ level: 'silent' });

/** A clock the app reads through `services.now()`; tests move it to exercise expiry. */
export class TestClock {
  offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flag attributes (HttpOnly, Secure) map to true. */
  attributes: Map<string, string | true>;
  raw: string;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...parts] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const part of parts) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const i = trimmed.indexOf('=');
    if (i === -1) attributes.set(trimmed.toLowerCase(), true);
    else attributes.set(trimmed.slice(0, i).trim().toLowerCase(), trimmed.slice(i + 1).trim());
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes, raw: header };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body's bytes as sent (a file's byte-order mark, which `text` drops as a browser does). */
  bytes: Uint8Array;
  /** The parsed JSON body (undefined when the body is not JSON). Typed loosely on purpose: tests assert its shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  setCookies: ParsedCookie[];
}

export interface RequestOptions {
  method?: string;
  /** Serialised as the body, with Content-Type: application/json. */
  json?: unknown;
  /** A string, or multipart form data (an upload), or raw bytes. */
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

type App = ReturnType<typeof createApp>;

let ipCounter = 0;
/** A distinct client address per call (TEST-NET-2), so per-IP rate limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${randomBytes(4).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Violet-Harbour-42';

/** A browser-like client: keeps the cookies the app sets and sends them back; one client address. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    readonly ip: string,
    readonly baseUrl: string,
  ) {}

  async request(path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const env = { incoming: { socket: { remoteAddress: this.ip } } };
    const response = await this.app.request(new URL(path, this.baseUrl).toString(), { method, headers, body }, env);

    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const maxAge = cookie.attributes.get('max-age');
      const expires = cookie.attributes.get('expires');
      const expired =
        (typeof maxAge === 'string' && Number(maxAge) <= 0) || (typeof expires === 'string' && new Date(expires).getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // The bytes as sent, and the text as a browser decodes them (a UTF-8 byte-order mark dropped, as Response.text does).
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    // No response may ever carry a stack trace or a source path: checked on every response of every test.
    expectNoStackTrace(text);
    let parsed: unknown;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, text, bytes, body: parsed, setCookies };
  }

  get(path: string, options: Omit<RequestOptions, 'json' | 'body'> = {}): Promise<TestResponse> {
    return this.request(path, { ...options, method: 'GET' });
  }

  post(path: string, json?: unknown, options: Omit<RequestOptions, 'json'> = {}): Promise<TestResponse> {
    return this.request(path, { ...options, method: 'POST', ...(json === undefined ? {} : { json }) });
  }

  /** Signs up a fresh account (unique email unless given) and returns the API's user and credentials. */
  async signUp(fields: { username?: string; email?: string; password?: string } = {}) {
    const credentials = {
      username: fields.username ?? 'learner',
      email: fields.email ?? uniqueEmail(),
      password: fields.password ?? GOOD_PASSWORD,
    };
    const res = await this.post('/api/auth/signup', credentials);
    if (res.status !== 201) throw new Error(`sign-up failed with ${res.status}: ${res.text}`);
    return { ...credentials, user: res.body.user as { id: string; username: string; email: string; hasPremiumAccess: boolean }, res };
  }
}

export interface TestAppOptions {
  /** Environment for loadConfig, over NODE_ENV=production (so production rules such as the CSP apply) and LOG_LEVEL=silent. */
  env?: Record<string, string>;
  authLimits?: AuthLimits;
  pages?: AppOptions['pages'];
  /** Replace the database handle (e.g. with one that fails) in a variant. */
  db?: Db;
  /** Replace the payment gateway (otherwise the one the configuration selects, as at start-up). */
  payments?: PaymentGateway;
  /** Where mail goes (otherwise .eml files in a temporary outbox folder of this test file, see `mail`). */
  mailTransport?: MailTransport;
}

/**
 * The mail queue, driven by the test: the worker is not started, so nothing is sent until `drain()`;
 * then the messages can be read back from the outbox folder.
 */
export interface TestMail {
  /** Sends everything due (at the app's clock unless `now` is given). */
  drain(now?: Date): Promise<OutboxPass>;
  /** The outbox folder of this test file. */
  dir: string;
  /** Drains, then returns the messages to one address, oldest first. */
  to(address: string): Promise<OutboxEmail[]>;
  /** Drains, then returns every message in the outbox folder. */
  all(): Promise<OutboxEmail[]>;
}

export interface TestApp {
  app: App;
  services: Services;
  db: Db;
  clock: TestClock;
  mail: TestMail;
  /** A new cookie jar with its own client address (unless given). */
  client(options?: { ip?: string; baseUrl?: string }): TestClient;
  /** Another app over the same database, with other configuration, limits or a clock of its own. */
  variant(options: TestAppOptions): TestApp;
  /** Closes the database (and drops the per-file PostgreSQL database). Only on the value createTestApp returned. */
  close(): Promise<void>;
}

function configFor(testDb: TestDatabase, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDb.dataDir,
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    ...env,
  });
}

function wrap(
  services: Services,
  clock: TestClock,
  options: TestAppOptions,
  testDb: TestDatabase,
  mail: TestMail,
  close: () => Promise<void>,
): TestApp {
  const app = createApp(services, { pages: options.pages });
  const baseUrl = services.config.publicUrl ?? 'http://localhost';
  return {
    app,
    services,
    db: services.db,
    clock,
    mail,
    client: (opts = {}) => new TestClient(app, opts.ip ?? nextIp(), opts.baseUrl ?? baseUrl),
    variant: (variantOptions) => {
      const variantClock = new TestClock();
      const variantConfig = configFor(testDb, variantOptions.env);
      const variantServices: Services = {
        ...services,
        config: variantConfig,
        db: variantOptions.db ?? services.db,
        authLimits: variantOptions.authLimits ?? services.authLimits,
        payments: variantOptions.payments ?? services.payments,
        now: variantClock.now,
        dueBy: testClock(variantClock.now, variantConfig.testClockFile),
      };
      // The variant's queue is the same table, drained at the variant's clock by default.
      const variantMail = testMail(services, mail.dir, variantClock.now);
      return wrap(variantServices, variantClock, variantOptions, testDb, variantMail, async () => {
        throw new Error('close() the TestApp that createTestApp returned, not a variant');
      });
    },
    close,
  };
}

function testMail(services: Services, dir: string, now: () => Date): TestMail {
  const drain = (at?: Date) => services.mailWorker.drain(at ?? now());
  return {
    drain,
    dir,
    to: async (address) => {
      await drain();
      return emailsTo(dir, address);
    },
    all: async () => {
      await drain();
      return readOutbox(dir);
    },
  };
}

/** Builds the app on a fresh database: migrations applied and courses seeded, as at start-up. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase({ prepared: true });
  const clock = new TestClock();
  const config = configFor(testDb, options.env);
  const outboxDir = mkdtempSync(join(tmpdir(), 'test-outbox-'));
  const services = await createServices(config, {
    logger: silentLogger,
    now: clock.now,
    ...(options.authLimits ? { authLimits: options.authLimits } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    mailTransport: options.mailTransport ?? createOutboxTransport({ dir: outboxDir, from: config.mail.from, logger: silentLogger }),
    startMailWorker: false,
  });
  const mail = testMail(services, outboxDir, clock.now);
  return wrap(services, clock, options, testDb, mail, async () => {
    await services.mailWorker.stop();
    await services.database.close();
    await testDb.drop();
    rmSync(outboxDir, { recursive: true, force: true });
  });
}

/** Throws when a response body carries a stack trace or a source location. */
export function expectNoStackTrace(text: string): void {
  const leaks = [
    /(?:\n|\\n)\s+at (?:async )?(?:[^\s()]+ \()?(?:file:\/\/|node:|\/)/, // V8 stack frames, raw or JSON-escaped
    /[\w/.-]+\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/, // a source file with line and column
    /node_modules[\\/]/,
  ];
  for (const pattern of leaks) {
    if (pattern.test(text)) throw new Error(`response body leaks internals (${pattern}): ${text.slice(0, 500)}`);
  }
}
