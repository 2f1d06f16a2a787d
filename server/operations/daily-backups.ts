import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeBackupFile } from './write-backup';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** `academy-backup-2026-11-23.ndjson.gz`: one file per UTC day, so several processes on one machine make one. */
const FILE_PATTERN = /^academy-backup-(\d{4}-\d{2}-\d{2})\.ndjson\.gz$/;
const PARTIAL_PATTERN = /^\.academy-backup-.*\.partial$/;
const DAY_MS = 86_400_000;

export function dailyBackupName(day: Date): string {
  return `academy-backup-${day.toISOString().slice(0, 10)}.ndjson.gz`;
}

export interface DailyBackups {
  /** Makes today's backup if it is missing, then prunes; what a timer runs every hour. */
  runDue(): Promise<void>;
  /** Stops the timers and waits for a backup in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * BACKUP_DIR set: the server keeps one backup per day there (written atomically, server/operations/write-backup.ts),
 * checked soon after start-up and every hour, so a server restarted at any time neither skips a day nor
 * makes two; files of days older than BACKUP_KEEP are deleted. Failures are logged and retried next hour.
 */
export function startDailyBackups({
  dir,
  keepDays,
  database,
  logger,
  now,
  firstCheckMs = 5_000,
  intervalMs = 3_600_000,
}: {
  dir: string;
  keepDays: number;
  database: Database;
  logger: Logger;
  now: () => Date;
  firstCheckMs?: number;
  intervalMs?: number;
}): DailyBackups {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let running: Promise<void> | undefined;
  const runDue = () => {
    running ??= runOnce().finally(() => (running = undefined));
    return running;
  };
  const runOnce = async () => {
    const today = now();
    const file = join(dir, dailyBackupName(today));
    try {
      if (!(await exists(file))) {
        const started = performance.now();
        const summary = await writeBackupFile({ database, file, now });
        logger.info(
          { file, ...summary, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started) },
          'daily backup written',
        );
      }
      await prune(dir, keepDays, today, logger);
    } catch (error) {
      logger.error({ err: error, file }, 'daily backup failed; trying again in an hour');
    }
  };
  const first = setTimeout(() => void runDue(), firstCheckMs);
  const timer = setInterval(() => void runDue(), intervalMs);
  first.unref();
  timer.unref();
  return {
    runDue,
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
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
      (PARTIAL_PATTERN.test(name) && (await stat(join(dir, name))).mtimeMs < today.getTime() - DAY_MS);
    if (!stale) continue;
    await rm(join(dir, name), { force: true });
    logger.info({ file: join(dir, name) }, 'old backup deleted');
  }
}
