import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { workLeases } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Leases on pieces of scheduled or background work, shared by every process on one database
 * (docs/decisions/024k-shared-state-in-postgresql.md). A process claims a piece by name; while its lease
 * runs no other process may, and it renews the lease as it works (a third of the lease apart), so a
 * lease can be short: a process that dies leaves a lease that expires within a minute, and the next
 * process to look takes the work over. Rows rather than advisory locks: a session advisory lock is lost
 * or leaked behind PgBouncer in transaction mode, and a row is also what the embedded database has.
 */

/** This process, as it signs its leases: host, process id and a random part (a pid is reused after a restart). */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface WorkLease {
  db: Db;
  /** The piece of work, e.g. `daily-backup`. */
  name: string;
  holder?: string;
  now: Date;
}

/**
 * Takes the lease when it is free, expired or already ours; with `period`, only while the work is not
 * yet done for that period (a UTC day). Returns whether this process now holds it.
 */
export async function claimWork({
  db,
  name,
  holder = PROCESS_ID,
  now,
  leaseMs,
  period,
}: WorkLease & { leaseMs: number; period?: string }): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(workLeases)
    .values({ name, holder, expiresAt: new Date(now.getTime() + leaseMs) })
    .onConflictDoUpdate({
      target: workLeases.name,
      set: { holder, expiresAt: new Date(now.getTime() + leaseMs) },
      setWhere: and(
        sql`(${workLeases.expiresAt} <= ${at} or ${workLeases.holder} = ${holder})`,
        period === undefined ? undefined : sql`${workLeases.doneFor} is distinct from ${period}`,
      ),
    })
    .returning({ name: workLeases.name });
  return rows.length > 0;
}

/** Extends a lease this process holds; false when it was lost (it expired and another process took it). */
export async function renewWork({ db, name, holder = PROCESS_ID, now, leaseMs }: WorkLease & { leaseMs: number }): Promise<boolean> {
  const rows = await db
    .update(workLeases)
    .set({ expiresAt: new Date(now.getTime() + leaseMs) })
    .where(and(eq(workLeases.name, name), eq(workLeases.holder, holder)))
    .returning({ name: workLeases.name });
  return rows.length > 0;
}

/** Gives the lease up now; with `period`, records that the work is done for it. */
export async function releaseWork({ db, name, holder = PROCESS_ID, now, period }: WorkLease & { period?: string }): Promise<void> {
  await db
    .update(workLeases)
    .set({ expiresAt: now, ...(period !== undefined && { doneFor: period }) })
    .where(and(eq(workLeases.name, name), eq(workLeases.holder, holder)));
}

/**
 * What `work` is given while it holds a lease. Losing the lease (a renewal found another process holding it,
 * or no renewal succeeded before it expired: this process stalled or could not reach the database) aborts
 * `signal`; the work calls `throwIfLost()` between its steps, so it stops at its next step instead of doing
 * again what the process that took over does (issue 41 §6). A step itself must be shorter than the lease.
 */
export interface LeaseHold {
  signal: AbortSignal;
  /** Throws (the signal's reason, a `WorkLeaseLost`) once the lease is lost or has run out unrenewed. */
  throwIfLost(): void;
}

export class WorkLeaseLost extends Error {
  constructor(name: string, why: string) {
    super(`lease ${name} lost: ${why}`);
    this.name = 'WorkLeaseLost';
  }
}

/**
 * Runs `work` holding the lease `name`, renewed every third of `leaseMs` while it runs (on the wall clock,
 * from `now()`); null, without running it, when another process holds the lease or the period is done.
 * The lease is released when the work ends, recording `period` as done only if it succeeded. Work that
 * stops because the lease was lost rejects with `WorkLeaseLost`, and the period stays open (the process that
 * took the lease over records it).
 */
export async function withWorkLease<T>({
  db,
  name,
  holder = PROCESS_ID,
  now,
  leaseMs,
  period,
  work,
}: {
  db: Db;
  name: string;
  holder?: string;
  now: () => Date;
  leaseMs: number;
  period?: string;
  work: (lease: LeaseHold) => Promise<T>;
}): Promise<{ result: T } | null> {
  const claimedAt = now();
  if (!(await claimWork({ db, name, holder, now: claimedAt, leaseMs, period }))) return null;
  // Ours until then for certain: the row says at least as long, as it was written from the same clock reading.
  let heldUntil = claimedAt.getTime() + leaseMs;
  const lost = new AbortController();
  const lose = (why: string) => {
    if (!lost.signal.aborted) lost.abort(new WorkLeaseLost(name, why));
  };
  const renew = async () => {
    const at = now();
    try {
      if (await renewWork({ db, name, holder, now: at, leaseMs })) heldUntil = Math.max(heldUntil, at.getTime() + leaseMs);
      else lose('another process holds it');
    } catch {
      // One failed renewal is not a loss while the lease still runs; the next one comes before it ends.
      if (now().getTime() + leaseMs / 3 >= heldUntil) lose('it could not be renewed before it ran out');
    }
  };
  const keepAlive = setInterval(() => {
    if (!lost.signal.aborted) void renew();
  }, leaseMs / 3);
  keepAlive.unref();
  const hold: LeaseHold = {
    signal: lost.signal,
    throwIfLost() {
      // A process that stalled past its lease (a long pause, a blocked event loop) may not have run a renewal
      // since: its own clock says the lease is over, and another process may already be doing the work.
      if (now().getTime() >= heldUntil) lose('it ran out before it was renewed');
      lost.signal.throwIfAborted();
    },
  };
  let done = false;
  try {
    const result = await work(hold);
    done = true;
    return { result };
  } finally {
    clearInterval(keepAlive);
    // By holder: a lease another process took over is left alone (it records the period when it is done).
    await releaseWork({ db, name, holder, now: now(), period: done ? period : undefined });
  }
}
