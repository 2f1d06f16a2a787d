/**
 * One process of the work-lease suite (server/operations/work-lease.integration.test.ts): does the units of a
 * job under the lease `lease-test` (server/operations/work-lease.ts), each unit one row in `lease_test_units`,
 * resuming from the units already done, and optionally stalls (a blocked event loop: no timer, no renewal) after
 * one unit. Tries for the lease until it holds it or the job is done, then prints one JSON line and exits.
 * Configured by the environment: DATABASE_URL, HOLDER, UNITS, LEASE_MS, PERIOD, STALL_AFTER, STALL_MS.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { withWorkLease, WorkLeaseLost } from '../server/operations/work-lease';

const env = (name: string, fallback?: string) => process.env[name] ?? fallback ?? '';
const holder = env('HOLDER');
const units = Number(env('UNITS'));
const leaseMs = Number(env('LEASE_MS'));
const period = env('PERIOD');
const stallAfter = Number(env('STALL_AFTER', '-1'));
const stallMs = Number(env('STALL_MS', '0'));
const UNIT_MS = 100;

const database = await openDatabase({ databaseUrl: env('DATABASE_URL'), dataDir: '' });
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const did: number[] = [];
let outcome: 'finished' | 'stopped' | 'nothing to do' | undefined;
while (!outcome) {
  try {
    const held = await withWorkLease({
      db,
      name: 'lease-test',
      holder,
      now: () => new Date(),
      leaseMs,
      period,
      work: async (lease) => {
        process.stdout.write(`${JSON.stringify({ holder, claimed: true })}\n`);
        const done = new Set((await rows<{ unit: number }>(sql`select unit from lease_test_units`)).map((row) => row.unit));
        for (let unit = 0; unit < units; unit++) {
          if (done.has(unit)) continue;
          lease.throwIfLost();
          await db.execute(sql`insert into lease_test_units (unit, holder) values (${unit}, ${holder})`);
          did.push(unit);
          await new Promise((resolve) => setTimeout(resolve, UNIT_MS));
          if (unit === stallAfter) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stallMs);
        }
      },
    });
    if (held) outcome = 'finished';
    else if (
      (await rows<{ n: number }>(sql`select count(*)::int as n from work_leases where name = 'lease-test' and done_for = ${period}`))[0]!.n
    )
      outcome = 'nothing to do';
    else await new Promise((resolve) => setTimeout(resolve, 100));
  } catch (error) {
    if (!(error instanceof WorkLeaseLost)) throw error;
    outcome = 'stopped';
  }
}
process.stdout.write(`${JSON.stringify({ holder, outcome, did })}\n`);
await database.close();
