/**
 * Vitest globalSetup of the `pglite` project: runs PGlite's initdb once for the whole run.
 *
 * A fresh PGlite spends most of its start-up in initdb (seconds on a busy 2-core machine). Each test
 * file instead copies this freshly initialised, still empty cluster into a folder of its own and starts
 * the app on it: the app's own start-up (migrations, seeding) then runs on a fresh database as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised PGlite data folder to copy (never to open directly). */
    pgliteTemplateDir: string;
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
    project.provide('pgliteTemplateDir', template);
    project.provide('pgliteScratchDir', root);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
