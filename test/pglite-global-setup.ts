/**
 * Vitest globalSetup of the `pglite` project: runs PGlite's initdb once for the whole run, and prepares a
 * second cluster as a server's first start leaves it (test/prepared-database.ts).
 *
 * A fresh PGlite spends most of its start-up in initdb (seconds on a busy 2-core machine), then in the
 * migrations. Each test file instead copies one of these into a folder of its own: the prepared one for an
 * app (test/test-app.ts), the empty one where a test needs a database with nothing in it (restores, migrations).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { prepareDatabase } from './prepared-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised PGlite data folder to copy (never to open directly). */
    pgliteTemplateDir: string;
    /** The same with the migrations applied and the content imported (test/prepared-database.ts), to copy. */
    pglitePreparedDir: string;
    /** Where test files put their copies; deleted in teardown. */
    pgliteScratchDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'vitest-pglite-'));
  const teardown = () => rmSync(root, { recursive: true, force: true });
  try {
    const template = join(root, 'template');
    const pglite = await PGlite.create(template);
    await pglite.query('select 1');
    await pglite.close();
    // server/db/client.ts keeps PGlite's files in <DATA_DIR>/pglite.
    const prepared = join(root, 'prepared');
    cpSync(template, join(prepared, 'pglite'), { recursive: true });
    await prepareDatabase({ dataDir: prepared });
    project.provide('pgliteTemplateDir', template);
    project.provide('pglitePreparedDir', join(prepared, 'pglite'));
    project.provide('pgliteScratchDir', root);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
