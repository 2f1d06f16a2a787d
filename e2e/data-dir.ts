import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server's DATA_DIR that starts where a first start leaves an empty one: a copy of the run's prepared embedded
 * database (PGlite's initdb done, every migration applied, the courses and content files imported), which
 * e2e/start-test-server.mjs makes once per run (e2e/prepare-database.ts). A copy takes well under a second; a
 * first start from empty 10–25 s on this machine, most of it initdb. A test *about* starting from empty gives
 * its server an empty folder instead (e2e/operations.spec.ts keeps one). Answers `dir`.
 */
export function preparedDataDir(dir: string): string {
  const template = join(process.env.E2E_TEMPLATE_DIR ?? '', 'pglite');
  if (!process.env.E2E_TEMPLATE_DIR || !existsSync(template)) {
    throw new Error(`No prepared database at ${template}: e2e/start-test-server.mjs makes it when Playwright starts the web server.`);
  }
  mkdirSync(dir, { recursive: true });
  cpSync(template, join(dir, 'pglite'), { recursive: true });
  return dir;
}
