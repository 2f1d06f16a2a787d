/**
 * Backup and restore on the database the Vitest project selects (PGlite or PostgreSQL): the site's data made
 * through its API, backed up, restored into an empty database, and every row and answer back; files that are
 * cut, foreign or damaged refused before anything changes.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, GOOD_PASSWORD, silentLogger, TestClient, uniqueEmail, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/test-db';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createServices } from '../create-services';
import { openDatabase, type Database } from '../db/client';
import { contentItems, contentPreviews, contentRedirects } from '../db/schema';
import { createOutboxTransport } from '../email/transport';
import { BackupFileError } from './backup-format';
import { startControlSocket, requestBackup } from './control-socket';
import { restoreBackup } from './restore-backup';
import { applyMigrationsInSession, currentMigration, listMigrations } from './schema-migrations';
import { ident, inTransaction } from './sql-session';
import { COORDINATION_TABLES, writeBackupFile, type BackupSummary } from './write-backup';

/** Each test opens, migrates and fills whole databases (PGlite starts in seconds on a busy machine): a generous limit, not a timing check. */
const SLOW = 120_000;

const future = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const now = () => new Date();

let source: TestApp;
let scratch: string;
let backupFile: string;
let summary: BackupSummary;
/** Sessions of the accounts made in the source, to ask the restored site as the same people. */
const people: { cookies: Map<string, string>; email: string }[] = [];

async function buyPremium(client: TestClient): Promise<void> {
  const opened = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  expect(opened.status).toBe(200);
  const paid = await client.post('/api/local-payments/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: future,
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  expect((await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
}

/**
 * Every row of every table, as text, sorted: two databases with the same data give the same snapshot. The
 * coordination tables are not data and not backed up (docs/decisions/024k-shared-state-in-postgresql.md).
 */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return inTransaction(database, 'snapshot', async (session) => {
    const tables = await session.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
    const result: Record<string, string[]> = {};
    for (const { name } of tables.filter((table) => !COORDINATION_TABLES.includes(table.name))) {
      const rows = await session.query<{ r: string }>(`select to_jsonb(t)::text as r from ${ident(name)} t`);
      result[name] = rows.map((row) => row.r).sort();
    }
    return result;
  });
}

function open(target: TestDatabase): () => Promise<Database> {
  return () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
}

/** The site on a restored database, as a server starting on it would run. */
async function startSite(target: TestDatabase) {
  const outbox = mkdtempSync(join(scratch, 'outbox-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const services = await createServices(config, {
    logger: silentLogger,
    mailTransport: createOutboxTransport({ dir: outbox, from: config.mail.from, logger: silentLogger }),
    startMailWorker: false,
  });
  const app = createApp(services);
  return {
    services,
    client: (cookies: Map<string, string>) => {
      const client = new TestClient(app, '198.51.100.77', 'http://localhost');
      for (const [name, value] of cookies) client.cookies.set(name, value);
      return client;
    },
    close: async () => {
      await services.mailWorker.stop();
      await services.database.close();
    },
  };
}

/** What a person sees of their own data through the API. */
async function whatTheySee(client: TestClient) {
  const me = await client.get('/api/auth/me');
  const purchases = await client.get('/api/account/purchases');
  const lesson = await client.get('/api/lessons/free-course/1/1');
  return { me: me.body, purchases: purchases.body, progress: lesson.body?.progress, courses: (await client.get('/api/courses')).body };
}

async function expectEmptyOrAbsent(target: TestDatabase) {
  const database = await open(target)();
  try {
    const tables = await inTransaction(database, 'snapshot', (s) => s.query(`select 1 from pg_tables where schemaname = 'public'`));
    expect(tables).toEqual([]);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'backup-test-'));
  backupFile = join(scratch, 'site.backup.gz');
  source = await createTestApp();
  // Two learners: one buys the premium course and reads a lesson; both subscribe to the newsletter.
  for (const label of ['buyer', 'reader']) {
    const client = source.client();
    const { email } = await client.signUp({ email: uniqueEmail(label), password: GOOD_PASSWORD });
    if (label === 'buyer') await buyPremium(client);
    expect((await client.post('/api/lessons/free-course/1/1/progress', { type: 'continue', section: 0 })).status).toBe(200);
    expect((await client.post('/api/newsletter', { email, source: 'home' })).status).toBeLessThan(300);
    people.push({ cookies: new Map(client.cookies), email });
  }
  // The content studio's tables (issue 29): the imported items and revisions, an old address and a preview link.
  const [item] = await source.db.select({ id: contentItems.id }).from(contentItems).limit(1);
  await source.db.insert(contentRedirects).values({ kind: 'articles', fromSlug: 'an-old-address', itemId: item!.id, createdAt: now() });
  await source.db.insert(contentPreviews).values({ tokenHash: 'a'.repeat(64), itemId: item!.id, expiresAt: now(), createdAt: now() });
  summary = await writeBackupFile({ database: source.services.database, file: backupFile, now });
});

afterAll(async () => {
  await source?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup, then restore into an empty database', { timeout: SLOW }, () => {
  let target: TestDatabase;
  afterAll(() => target?.drop());

  it('brings back every row, and the site answers each person as before', async () => {
    expect(summary.migration).toBe(listMigrations().at(-1)!.tag);
    const before = await snapshot(source.services.database);
    expect(before.users).toHaveLength(2);
    expect(before.purchases).toHaveLength(1);
    expect(before.lesson_progress!.length).toBeGreaterThanOrEqual(2);
    expect(before.newsletter_subscribers).toHaveLength(2);
    for (const table of ['content_items', 'content_revisions', 'content_redirects', 'content_previews']) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    expect(summary.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));

    target = await createTestDatabase();
    const restored = await restoreBackup({ file: backupFile, force: false, openDatabase: open(target) });
    expect(restored).toMatchObject({ rows: summary.rows, replaced: false, toMigration: summary.migration });

    const database = await open(target)();
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }

    const site = await startSite(target);
    try {
      for (const person of people) {
        const there = await whatTheySee(site.client(person.cookies));
        const here = await whatTheySee(
          (() => {
            const client = source.client();
            for (const [name, value] of person.cookies) client.cookies.set(name, value);
            return client;
          })(),
        );
        expect(there.me.user.email).toBe(person.email);
        expect(there).toEqual(here);
      }
      // And the password still signs in.
      const login = await site.client(new Map()).post('/api/auth/login', { email: people[0]!.email, password: GOOD_PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('refuses to restore over a database that has data, unless --force, which replaces it', async () => {
    const refused = restoreBackup({ file: backupFile, force: false, openDatabase: open(target) });
    await expect(refused).rejects.toThrow(
      /The database is not empty \(\d+ tables holding \d+ rows\)\. A restore replaces everything in it: run the restore again with --force/,
    );

    // Change the restored database, then force the backup over it: the change is gone.
    const database = await open(target)();
    await inTransaction(database, 'write', (s) => s.exec(`delete from newsletter_subscribers`));
    await database.close();
    const forced = await restoreBackup({ file: backupFile, force: true, openDatabase: open(target) });
    expect(forced.replaced).toBe(true);
    const after = await open(target)();
    try {
      expect(await snapshot(after)).toEqual(await snapshot(source.services.database));
    } finally {
      await after.close();
    }
  });
});

describe('a file that is not a whole backup of this site is refused, and nothing changes', { timeout: SLOW }, () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase();
  });
  afterAll(() => target?.drop());

  const cases: [string, (whole: Buffer) => Buffer, RegExp][] = [
    [
      'cut in half (compressed)',
      (whole) => whole.subarray(0, Math.floor(whole.length / 2)),
      /is incomplete: its compressed data ends early/,
    ],
    [
      'missing its closing line',
      (whole) => {
        const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
        return gzipSync(`${lines.slice(0, -1).join('\n')}\n`);
      },
      /is incomplete: it ends after \d+ lines without its closing line/,
    ],
    [
      'with a row changed',
      (whole) =>
        gzipSync(
          gunzipSync(whole)
            .toString('utf8')
            .replace(/"status": ?"paid"/, '"status": "refunded"'),
        ),
      /is damaged: its checksum does not match/,
    ],
    ['not gzip at all', () => Buffer.from('name,email\nada,ada@example.com\n'), /is not a backup of this site \(not gzip data/],
    ['gzip of something else', () => gzipSync('{"hello":"world"}\n'), /is not a backup made by `npm run backup`/],
  ];

  it.each(cases)('%s', async (_what, damage, message) => {
    const file = join(scratch, `bad-${Math.random().toString(36).slice(2)}.gz`);
    writeFileSync(file, damage(readFileSync(backupFile)));
    const attempt = restoreBackup({ file, force: true, openDatabase: open(target) });
    await expect(attempt).rejects.toBeInstanceOf(BackupFileError);
    await expect(restoreBackup({ file, force: true, openDatabase: open(target) })).rejects.toThrow(message);
    await expectEmptyOrAbsent(target);
  });

  it('a backup from a newer version of the site (a migration this one lacks) is refused', async () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    header.migration = { tag: '9999_future', when: header.migration.when + 1_000, hash: 'x' };
    // A well-formed file (its checksum right), only from the future.
    const body = [JSON.stringify(header), ...lines.slice(1, -1)].map((line) => `${line}\n`).join('');
    const trailer = { ...JSON.parse(lines.at(-1)!), sha256: createHash('sha256').update(body).digest('hex') };
    const file = join(scratch, 'future.gz');
    writeFileSync(file, gzipSync(`${body}${JSON.stringify(trailer)}\n`));
    await expect(restoreBackup({ file, force: true, openDatabase: open(target) })).rejects.toThrow(
      /was taken at migration 9999_future, which this version of the site does not have/,
    );
    await expectEmptyOrAbsent(target);
  });
});

describe('an older backup', { timeout: SLOW }, () => {
  it('is restored at its own schema, then brought up to date by the newer migrations', async () => {
    const migrations = listMigrations();
    const older = migrations.at(-2)!;
    // A database as an older version of the site left it: migrated up to the one before last, with an account.
    const old = await createTestDatabase();
    const target = await createTestDatabase();
    let written: BackupSummary | undefined;
    try {
      const database = await open(old)();
      try {
        await inTransaction(database, 'write', async (s) => {
          await applyMigrationsInSession(s, migrations, older.tag);
          await s.query(`insert into users (username, email, password_hash) values ('old', 'old@example.com', 'x')`);
        });
        // The rows the backup holds: the account, and any a migration made itself (0049 makes the first offers).
        written = await writeBackupFile({ database, file: join(scratch, 'older.gz'), now });
      } finally {
        await database.close();
      }
      const summary = await restoreBackup({ file: join(scratch, 'older.gz'), force: false, openDatabase: open(target) });
      expect(written!.rows).toBeGreaterThanOrEqual(1);
      expect(summary).toMatchObject({ fromMigration: older.tag, toMigration: migrations.at(-1)!.tag, rows: written!.rows });
      const restored = await open(target)();
      try {
        await inTransaction(restored, 'snapshot', async (s) => {
          expect((await currentMigration(s))?.tag).toBe(migrations.at(-1)!.tag);
          expect(await s.query(`select email from users`)).toEqual([{ email: 'old@example.com' }]);
        });
      } finally {
        await restored.close();
      }
    } finally {
      await old.drop();
      await target.drop();
    }
  });
});

describe.runIf(testDbKind() === 'pglite')('the embedded database while its server runs', { timeout: SLOW }, () => {
  it('restore is refused while a server holds DATA_DIR, naming the process', async () => {
    const attempt = restoreBackup({
      file: backupFile,
      force: true,
      openDatabase: () => openDatabase({ dataDir: source.services.config.dataDir }),
    });
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `is in use by process ${process.pid}.*A restore replaces the database under a running server: stop the server, then restore\\.`,
      ),
    );
    expect((await snapshot(source.services.database)).users).toHaveLength(2);
  });

  it('backup asks the running server through its socket, and the file restores', async () => {
    const { dataDir } = source.services.config;
    const socket = await startControlSocket({ dataDir, database: source.services.database, logger: silentLogger, now });
    const target = await createTestDatabase();
    try {
      const file = join(scratch, 'through-socket.gz');
      const summary = await requestBackup({ dataDir, file, holderPid: process.pid });
      expect(summary.rows).toBeGreaterThan(0);
      await restoreBackup({ file, force: false, openDatabase: open(target) });
      const restored = await open(target)();
      try {
        expect(await snapshot(restored)).toEqual(await snapshot(source.services.database));
      } finally {
        await restored.close();
      }
    } finally {
      await socket!.close();
      await target.drop();
    }
  });
});
