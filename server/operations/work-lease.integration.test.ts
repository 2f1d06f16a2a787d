import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/test-db';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { withWorkLease, WorkLeaseLost } from './work-lease';

/**
 * Issue 41 §6: a process that loses its lease stops at its next step, so each unit of leased work is done once,
 * although the process that held it stalled past the lease while another took it over.
 */
let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  await applyMigrations(database);
  await database.db.execute(sql`create table lease_test_units (unit int not null, holder text not null)`);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe('work under a lease', () => {
  it('stops at its next step once its lease ran out and another holder took the work over: each unit done once', async () => {
    const LEASE_MS = 60_000;
    let at = new Date('2026-11-28T10:00:00Z');
    const now = () => at;
    const done: Array<[number, string]> = [];
    const unitsOf = async (holder: string, from: number[], between?: () => Promise<void>) =>
      withWorkLease({
        db: database.db,
        name: 'units',
        holder,
        now,
        leaseMs: LEASE_MS,
        period: 'day-1',
        work: async (lease) => {
          for (const unit of from) {
            lease.throwIfLost();
            done.push([unit, holder]);
            await between?.();
          }
        },
      });
    // The first holder stalls after its second unit for longer than its lease, and the second takes over then.
    let taken: Promise<unknown> | undefined;
    const first = unitsOf('first', [1, 2, 3, 4], async () => {
      if (done.length !== 2) return;
      at = new Date(at.getTime() + LEASE_MS + 1_000);
      taken = unitsOf('second', [3, 4]);
      await taken;
    });
    await expect(first).rejects.toBeInstanceOf(WorkLeaseLost);
    expect(await taken).toEqual({ result: undefined });
    expect(done).toEqual([
      [1, 'first'],
      [2, 'first'],
      [3, 'second'],
      [4, 'second'],
    ]);
    // The period is the second holder's, recorded as done; nobody claims it again.
    expect(await unitsOf('third', [1])).toBeNull();
  });

  it('stops when a renewal finds another holder', async () => {
    let at = new Date('2026-11-28T12:00:00Z');
    const steps: number[] = [];
    await expect(
      withWorkLease({
        db: database.db,
        name: 'renewed',
        holder: 'first',
        now: () => at,
        leaseMs: 300,
        work: async (lease) => {
          for (let step = 0; step < 20; step++) {
            lease.throwIfLost();
            steps.push(step);
            if (step === 1)
              // Another process took the lease (as after an expiry this process did not notice).
              await database.db.execute(sql`update work_leases set holder = 'second' where name = 'renewed'`);
            await new Promise((resolve) => setTimeout(resolve, 60));
            at = new Date(at.getTime() + 60);
          }
        },
      }),
    ).rejects.toThrow(/another process holds it/);
    // The renewal every 100 ms found it within a step or three.
    expect(steps.length).toBeLessThan(6);
  });
});

/** The same over real processes on PostgreSQL: the first is stalled (its event loop blocked) past its lease. */
describe.runIf(testDbKind() === 'postgres')('work under a lease, over several processes', { timeout: 60_000 }, () => {
  function worker(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/lease-worker.ts'], {
      env: { ...process.env, DATABASE_URL: testDb.databaseUrl!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Array<Record<string, unknown>> = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<void>((resolve, reject) =>
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${env.HOLDER} exited ${code}: ${stderr}`)))),
    );
    return { lines, exited, result: () => lines.find((line) => 'outcome' in line) };
  }

  it('does each unit once: the stalled holder stops at its next step and the other finishes the job', async () => {
    const units = 12;
    const common = { UNITS: String(units), LEASE_MS: '1500', PERIOD: `run-${randomBytes(4).toString('hex')}` };
    const stalled = worker({ ...common, HOLDER: 'stalled', STALL_AFTER: '3', STALL_MS: '4500' });
    await expect.poll(() => stalled.lines.some((line) => line.claimed), { timeout: 30_000 }).toBe(true);
    const other = worker({ ...common, HOLDER: 'other' });
    await Promise.all([stalled.exited, other.exited]);

    const client = new pg.Client({ connectionString: testDb.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ unit: number; n: number }>(
      'select unit, count(*)::int as n from lease_test_units group by unit order by unit',
    );
    await client.end();
    expect(rows).toEqual(Array.from({ length: units }, (_, unit) => ({ unit, n: 1 })));
    expect(stalled.result()).toEqual({ holder: 'stalled', outcome: 'stopped', did: [0, 1, 2, 3] });
    expect(other.result()).toEqual({ holder: 'other', outcome: 'finished', did: [4, 5, 6, 7, 8, 9, 10, 11] });
  });
});
