/**
 * Vitest globalSetup of the `postgres` project: starts a throw-away PostgreSQL server for the run
 * (test/postgres-server.ts) and removes it in teardown.
 * Each test file then creates its own database on this server (see test/test-db.ts).
 */
import { startPostgresServer } from './postgres-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL server (database `postgres`). */
    postgresAdminUrl: string;
  }
}

const MISSING_HINT =
  'The `postgres` test project runs the integration tests against a real PostgreSQL server that it starts itself, ' +
  "from the machine's PostgreSQL server binaries (initdb, pg_ctl, postgres); " +
  'or run only the other projects with `npx vitest run --project unit --project pglite`.';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresServer({ prefix: 'vitest-pg-', missingHint: MISSING_HINT });
  project.provide('postgresAdminUrl', server.url);
  return () => server.destroy();
}
