/**
 * Vitest globalSetup of the `postgres` project: starts a throw-away PostgreSQL server for the run
 * (test/postgres-server.ts) and removes it in teardown.
 * Each test file then creates its own database on this server (see test/test-db.ts).
 */
import pg from 'pg';
import { startPostgresServer } from './postgres-server';
import { prepareDatabase } from './prepared-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL server (database `postgres`). */
    postgresAdminUrl: string;
    /** A database as a server's first start leaves it (test/prepared-database.ts), the template of each app's. */
    postgresPreparedDatabase: string;
  }
}

const MISSING_HINT =
  'The `postgres` test project runs the integration tests against a real PostgreSQL server that it starts itself, ' +
  "from the machine's PostgreSQL server binaries (initdb, pg_ctl, postgres); " +
  'or run only the other projects with `npx vitest run --project unit --project pglite`.';

const PREPARED = 'prepared_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresServer({ prefix: 'vitest-pg-', missingHint: MISSING_HINT });
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${PREPARED}`).finally(() => admin.end());
    const url = new URL(server.url);
    url.pathname = `/${PREPARED}`;
    await prepareDatabase({ databaseUrl: url.toString(), dataDir: '' });
  } catch (error) {
    await server.destroy();
    throw error;
  }
  project.provide('postgresAdminUrl', server.url);
  project.provide('postgresPreparedDatabase', PREPARED);
  return () => server.destroy();
}
