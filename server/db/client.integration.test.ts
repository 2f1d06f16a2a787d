import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/test-db';
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

  describe('the lock on DATA_DIR (one process per embedded database)', () => {
    let fresh: TestDatabase;
    let lockFile: string;
    const children: Array<ReturnType<typeof spawn>> = [];
    afterEach(async () => {
      for (const child of children.splice(0)) child.kill('SIGKILL');
      await fresh?.drop();
    });
    async function prepare() {
      fresh = await createTestDatabase(); // a copy of an empty cluster, in a folder of its own
      lockFile = join(fresh.dataDir, 'server.lock');
    }
    /** A process that is running, and one that ran and is gone. */
    function liveNode() {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' });
      children.push(child);
      return child.pid!;
    }
    async function deadPid() {
      const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      await new Promise((r) => child.once('exit', r));
      return child.pid!;
    }

    it('a second open while the first holds it fails at once, naming the holder and what to do; after close it opens', async () => {
      await prepare();
      const first = await openDatabase({ dataDir: fresh.dataDir });
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir: fresh.dataDir })).rejects.toThrow(
        `DATA_DIR ${fresh.dataDir} is in use by process ${process.pid}: one process at a time may open the embedded database. Stop process ${process.pid} first`,
      );
      await first.close();
      expect(existsSync(lockFile)).toBe(false);
      const again = await openDatabase({ dataDir: fresh.dataDir });
      await again.close();
    });

    it('held by another live server process: refused, naming its pid, and its lock left alone', async () => {
      await prepare();
      const holder = liveNode();
      writeFileSync(lockFile, `${holder}\n`);
      await expect(openDatabase({ dataDir: fresh.dataDir })).rejects.toThrow(`is in use by process ${holder}`);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(holder));
    });

    it('a lock left by a dead process, or by a pid now running another program, is taken over', async () => {
      await prepare();
      for (const stale of [await deadPid(), spawnSleep()]) {
        writeFileSync(lockFile, `${stale}\n`);
        const database = await openDatabase({ dataDir: fresh.dataDir });
        expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
        await database.close();
      }
      function spawnSleep() {
        const child = spawn('sleep', ['600'], { stdio: 'ignore' });
        children.push(child);
        return child.pid!;
      }
    });
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
