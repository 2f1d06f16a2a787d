/**
 * `npm run content -- export <dir>` (server/cli/content-command.ts) on the database the Vitest project selects: a
 * database the site never ran on exports the release's content/ as files, and the command refuses what it cannot do
 * with one line saying why.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { runContentCommand } from './content-command';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

let database: TestDatabase;
let env: Record<string, string>;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase({ prepared: true });
  env = database.databaseUrl
    ? { DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }
    : { DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' };
  dir = mkdtempSync(join(tmpdir(), 'content-export-'));
});
afterAll(async () => {
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run content', () => {
  it('refuses an unknown action or a missing folder with its usage, and touches nothing', async () => {
    for (const args of [['import', dir], ['export'], ['export', dir, 'extra']]) {
      const run = io();
      expect(await runContentCommand(args, env, run.io)).toBe(2);
      expect(run.err.join('\n')).toContain('npm run content -- export <dir>');
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names a wrong setting instead of starting', async () => {
    const run = io();
    expect(await runContentCommand(['export', dir], { ...env, LOG_LEVEL: 'loud' }, run.io)).toBe(1);
    expect(run.err.join('\n')).toContain('LOG_LEVEL');
    expect(readdirSync(dir)).toEqual([]);
  });

  it("exports the release's articles, ideas, help answers and lessons in content/'s formats", async () => {
    const run = io();
    expect(await runContentCommand(['export', dir], env, run.io)).toBe(0);
    expect(run.err).toEqual([]);
    expect(run.out.join('\n')).toMatch(/^Wrote \d+ articles, \d+ ideas, \d+ help answers and \d+ lessons under /);
    for (const folder of ['blog', 'ideas', 'help', 'lessons']) expect(existsSync(join(dir, folder))).toBe(true);
    // An article the release ships is written back as the same Markdown file name.
    const articles = readdirSync(join(dir, 'blog'));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles).toEqual(
      expect.arrayContaining(
        readdirSync('content/blog')
          .filter((name) => name.endsWith('.md'))
          .slice(0, 1),
      ),
    );
    expect(readFileSync(join(dir, 'help', 'questions.yaml'), 'utf8').length).toBeGreaterThan(0);
  });
});
