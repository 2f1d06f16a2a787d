import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { testDbKind } from '../../test/test-db';
import { openDatabase } from './client';

const rows = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-test-'));
  dirs.push(dir);
  return dir;
}

// The embedded database lives in DATA_DIR; with DATABASE_URL the folder holds no database.
if (testDbKind() === 'pglite') {
  describe('the embedded database in DATA_DIR', () => {
    it('is created on first start, sized for the site, and keeps its rows across a restart', async () => {
      const dataDir = freshDataDir();
      const first = await openDatabase({ dataDir });
      expect(await rows<{ shared_buffers: string }>(first.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '16MB' }]);
      await first.db.execute(sql`create table kept (word text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await rows(second.db.execute(sql`select word from kept`))).toEqual([{ word: 'still here' }]);
      await second.close();
      // initdb takes seconds, and many more on a busy machine.
    }, 120_000);
  });
} else {
  describe('PostgreSQL (DATABASE_URL)', () => {
    it('leaves DATA_DIR without a database of its own', async () => {
      const dataDir = freshDataDir();
      const database = await openDatabase({ databaseUrl: inject('postgresAdminUrl'), dataDir });
      expect(await rows(database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      await database.close();
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });
}
