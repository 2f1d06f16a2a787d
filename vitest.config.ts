import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects:
 * - `unit`: every *.test.ts that needs no database, run once;
 * - `pglite`: the integration tests (server/**\/*.integration.test.ts) on a PGlite of their own per file;
 * - `postgres`: the same integration tests on a real PostgreSQL server that
 *   test/postgres-global-setup.ts starts for the run (one fresh database per file).
 * `TEST_DB` tells test/test-db.ts which database to use. End-to-end specs (e2e/) belong to Playwright.
 */
const exclude = [...configDefaults.exclude, 'e2e/**', 'build/**', 'data/**', '.react-router/**', 'test-results/**', 'playwright-report/**'];
const integration = ['server/**/*.integration.test.ts'];
// The integration files import the whole server (a third of their time went to importing it again for each
// file) and keep no state in modules: each builds its own app and database (test/test-app.ts), none mocks a
// module or changes process.env. So a worker runs them one after another in one module graph (issue 25:
// 261 → 181 s for the PGlite project on this machine).
const INTEGRATION_ISOLATE = false;

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    // Child processes: PGlite's WASM heap and @node-rs/argon2's native threads stay out of the main process.
    pool: 'forks',
    // Vitest's default (CPUs - 1) means one worker on a 2-core machine; the integration files spend much of
    // their time waiting on PGlite start-up and PostgreSQL, so two overlap well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    exclude,
    testTimeout: 20_000,
    setupFiles: ['test/fail-on-console-error.ts'],
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...exclude, '**/*.integration.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: integration,
          env: { TEST_DB: 'pglite' },
          isolate: INTEGRATION_ISOLATE,
          // One PGlite initdb per run; each file copies the empty cluster (much faster than its own initdb).
          globalSetup: ['test/pglite-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: integration,
          env: { TEST_DB: 'postgres' },
          isolate: INTEGRATION_ISOLATE,
          // Runs only when this project has files to run (not with --project unit/pglite).
          globalSetup: ['test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
