import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startRepeatingPass, type RepeatingPass } from './repeating-pass';
import { withWorkLease, WorkLeaseLost } from './work-lease';
import { writeBackupFile } from './write-backup';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** `academy-backup-2026-11-23.ndjson.gz`: one file per UTC day, so several processes on one machine make one. */
const FILE_PATTERN = /^academy-backup-(\d{4}-\d{2}-\d{2})\.ndjson\.gz$/;
const PARTIAL_PATTERN = /^\.academy-backup-.*\.partial$/;
const DAY_MS = 86_400_000;
/** Renewed every third of it while the backup is written: a process that dies mid-backup frees the day within a minute. */
const BACKUP_LEASE_MS = 60_000;

export function dailyBackupName(day: Date): string {
  return `academy-backup-${day.toISOString().slice(0, 10)}.ndjson.gz`;
}

/** runDue: makes today's backup if it is missing, then prunes; what a timer runs every hour. */
export type DailyBackups = RepeatingPass<void>;

/**
 * BACKUP_DIR set: the server keeps one backup per day there (written atomically, server/operations/write-backup.ts),
 * checked soon after start-up and every hour, so a server restarted at any time neither skips a day nor
 * makes two; files of days older than BACKUP_KEEP are deleted. Failures are logged and retried next hour.
 *
 * Several processes on one database (docs/decisions/024k-shared-state-in-postgresql.md): the day's backup is
 * a piece of work under the lease `daily-backup`, done for one UTC day at a time, so exactly one process
 * writes it and prunes, whatever the number of processes; the others find the day done (or in hand) and
 * do nothing. Issue 27: every process used to write its own at start-up, and the losers of the race logged
 * a failure although the backup existed.
 */
export function startDailyBackups({
  dir,
  keepDays,
  database,
  logger,
  now,
  firstCheckMs = 5_000,
  intervalMs = 3_600_000,
  holder,
  filesDir,
}: {
  dir: string;
  keepDays: number;
  database: Database;
  logger: Logger;
  now: () => Date;
  firstCheckMs?: number;
  intervalMs?: number;
  /** Who this process is, as its leases say (tests run several "processes" in one). */
  holder?: string;
  /** DATA_DIR when the backups carry its image files (server/images/image-backup-files.ts). */
  filesDir?: string | undefined;
}): DailyBackups {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const runOnce = async () => {
    const today = now();
    const file = join(dir, dailyBackupName(today));
    try {
      await withWorkLease({
        db: database.db,
        name: 'daily-backup',
        holder,
        now,
        leaseMs: BACKUP_LEASE_MS,
        period: today.toISOString().slice(0, 10),
        work: async (lease) => {
          if (!(await exists(file))) {
            const started = performance.now();
            const summary = await writeBackupFile({ database, file, now, filesDir });
            logger.info(
              { file, ...summary, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started) },
              'daily backup written',
            );
          }
          // Lost while writing (this process stalled): the process that took the day over prunes.
          lease.throwIfLost();
          await prune(dir, keepDays, today, logger);
        },
      });
    } catch (error) {
      if (error instanceof WorkLeaseLost) logger.warn({ reason: error.message }, 'daily backup: another process took the day over');
      else logger.error({ err: error, file }, 'daily backup failed; trying again in an hour');
    }
  };
  return startRepeatingPass({ firstRunMs: firstCheckMs, intervalMs, pass: runOnce });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Deletes daily backups of days before the last `keepDays` (today included), and partial files a crash left. */
async function prune(dir: string, keepDays: number, today: Date, logger: Logger): Promise<void> {
  const oldestKept = new Date(today.getTime() - (keepDays - 1) * DAY_MS).toISOString().slice(0, 10);
  for (const name of await readdir(dir)) {
    const day = FILE_PATTERN.exec(name)?.[1];
    const stale =
      (day !== undefined && day < oldestKept) ||
      (PARTIAL_PATTERN.test(name) &&
        ((await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? Infinity) < today.getTime() - DAY_MS);
    if (!stale) continue;
    await rm(join(dir, name), { force: true });
    logger.info({ file: join(dir, name) }, 'old backup deleted');
  }
}
