/**
 * Which database an integration test file runs against, chosen by the Vitest project:
 * `TEST_DB=pglite` (a PGlite of its own per file, copied from the empty cluster that
 * test/pglite-global-setup.ts initialised, or in memory when run outside that project) or
 * `TEST_DB=postgres` (a fresh database per file on the server that test/postgres-global-setup.ts started).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`TEST_DB must be pglite or postgres (got ${JSON.stringify(kind)})`);
  }
  return kind;
}

export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for PGlite. */
  databaseUrl: string | undefined;
  /** DATA_DIR for the app (its PGlite folder; ignored when databaseUrl is set). */
  dataDir: string;
  /** Drops the per-file PostgreSQL database, or deletes the PGlite folder (after the app closed it). */
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('postgresAdminUrl was not provided: is test/postgres-global-setup.ts the globalSetup of this project?');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database of this file's own: PostgreSQL, or a PGlite folder. Empty, or `prepared` as a server's first start
 * leaves it (migrations applied, content imported: test/prepared-database.ts), which is what an app needs.
 */
export async function createTestDatabase({ prepared = false }: { prepared?: boolean } = {}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const template = inject(prepared ? 'pglitePreparedDir' : 'pgliteTemplateDir');
    if (!template) return { databaseUrl: undefined, dataDir: 'memory://', drop: async () => {} };
    const dataDir = mkdtempSync(join(inject('pgliteScratchDir'), 'db-'));
    // server/db/client.ts keeps PGlite's files in <DATA_DIR>/pglite.
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { databaseUrl: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `test_${randomBytes(8).toString('hex')}`;
  const adminUrl = inject('postgresAdminUrl');
  await withAdmin((client) => client.query(`create database ${name}${prepared ? ` template ${inject('postgresPreparedDatabase')}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The database is PostgreSQL's; DATA_DIR still holds files (uploaded images), in a folder of this file's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'test-data-'));
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      await withAdmin(async (client) => void (await client.query(`drop database if exists ${name} with (force)`)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
