import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { openDatabase } from '../db/client';
import { dailyBackupName, startDailyBackups } from './daily-backups';
import { restoreBackup } from './restore-backup';

/** Each test opens, migrates and fills whole databases (PGlite starts in seconds on a busy machine): a generous limit, not a timing check. */
const SLOW = 120_000;

let t: TestApp;
let dir: string;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  await t.client().signUp();
  dir = mkdtempSync(join(tmpdir(), 'daily-backups-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The log lines the schedule writes, as objects. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('daily backups (BACKUP_DIR, BACKUP_KEEP)', { timeout: SLOW }, () => {
  it("writes one file per day, keeps BACKUP_KEEP days, removes a crash's partial files, and logs each step", async () => {
    let today = new Date('2026-11-23T10:00:00Z');
    const { logger, lines } = capturingLogger();
    // Files an earlier server left: two kept days, one too old, a partial file from a crash, and someone else's file.
    const old = ['2026-11-20', '2026-11-21', '2026-11-10'].map((day) => dailyBackupName(new Date(`${day}T03:00:00Z`)));
    for (const name of old) writeFileSync(join(dir, name), 'an old backup');
    const partial = join(dir, `.${dailyBackupName(new Date('2026-11-19T00:00:00Z'))}.abcd1234.partial`);
    writeFileSync(partial, 'half a backup');
    utimesSync(partial, new Date(today.getTime() - 2 * DAY), new Date(today.getTime() - 2 * DAY));
    writeFileSync(join(dir, 'notes.txt'), 'not ours');

    const schedule = startDailyBackups({
      dir,
      keepDays: 3,
      database: t.services.database,
      logger,
      now: () => today,
      firstCheckMs: 3_600_000,
    });
    try {
      await schedule.runDue();
      expect(readdirSync(dir).sort()).toEqual(
        ['academy-backup-2026-11-21.ndjson.gz', 'academy-backup-2026-11-23.ndjson.gz', 'notes.txt'].sort(),
      );
      expect(lines.find((l) => l.msg === 'daily backup written')).toMatchObject({
        file: join(dir, 'academy-backup-2026-11-23.ndjson.gz'),
        rows: expect.any(Number),
      });
      expect(lines.filter((l) => l.msg === 'old backup deleted')).toHaveLength(3);

      // Later the same day: today's file is there, so nothing is written again.
      const written = statSync(join(dir, 'academy-backup-2026-11-23.ndjson.gz')).mtimeMs;
      today = new Date('2026-11-23T22:00:00Z');
      await schedule.runDue();
      expect(statSync(join(dir, 'academy-backup-2026-11-23.ndjson.gz')).mtimeMs).toBe(written);
      expect(lines.filter((l) => l.msg === 'daily backup written')).toHaveLength(1);

      // The next day: a new file, and the oldest kept one goes.
      today = new Date('2026-11-24T01:00:00Z');
      await schedule.runDue();
      expect(
        readdirSync(dir)
          .filter((name) => name.startsWith('academy-backup-'))
          .sort(),
      ).toEqual(['academy-backup-2026-11-23.ndjson.gz', 'academy-backup-2026-11-24.ndjson.gz']);
    } finally {
      await schedule.stop();
    }

    // What it wrote restores.
    const target = await createTestDatabase();
    try {
      const restored = await restoreBackup({
        file: join(dir, 'academy-backup-2026-11-24.ndjson.gz'),
        force: false,
        openDatabase: () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }),
      });
      expect(restored.rows).toBeGreaterThan(0);
    } finally {
      await target.drop();
    }
  });

  it('a failed backup is logged as an error, leaves no file, and is tried again', async () => {
    const failing = mkdtempSync(join(tmpdir(), 'daily-backups-failing-'));
    const { logger, lines } = capturingLogger();
    // The database itself works (the day's lease is taken); only the backup's own reads fail.
    const broken = {
      ...t.services.database,
      db: Object.assign(Object.create(t.services.db) as object, {
        $client: { transaction: () => Promise.reject(new Error('disk on fire')), connect: () => Promise.reject(new Error('disk on fire')) },
      }),
    };
    const schedule = startDailyBackups({
      dir: failing,
      keepDays: 3,
      database: broken as never,
      logger,
      now: () => new Date(),
      firstCheckMs: 3_600_000,
    });
    try {
      await schedule.runDue();
      expect(lines.find((l) => l.level === 50)).toMatchObject({
        msg: 'daily backup failed; trying again in an hour',
        err: { message: 'disk on fire' },
      });
      expect(readdirSync(failing)).toEqual([]);
    } finally {
      await schedule.stop();
      rmSync(failing, { recursive: true, force: true });
    }
  });
  it("with several processes on one database and one BACKUP_DIR, one of them writes the day's backup and none logs a failure (issue 27)", async () => {
    const shared = mkdtempSync(join(tmpdir(), 'daily-backups-shared-'));
    const { logger, lines } = capturingLogger();
    const today = new Date('2026-12-01T09:00:00Z');
    // Three schedules over one database are what three server processes run; their leases need three holders.
    const schedules = ['a', 'b', 'c'].map((holder) =>
      startDailyBackups({
        dir: shared,
        keepDays: 3,
        database: t.services.database,
        logger,
        now: () => today,
        firstCheckMs: 3_600_000,
        holder,
      }),
    );
    try {
      await Promise.all(schedules.map((schedule) => schedule.runDue()));
      expect(readdirSync(shared)).toEqual(['academy-backup-2026-12-01.ndjson.gz']);
      expect(lines.filter((l) => l.msg === 'daily backup written')).toHaveLength(1);
      expect(lines.filter((l) => (l.level as number) >= 40)).toEqual([]);
      // Later that day the others look again: the day is done.
      await Promise.all(schedules.map((schedule) => schedule.runDue()));
      expect(lines.filter((l) => l.msg === 'daily backup written')).toHaveLength(1);
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      rmSync(shared, { recursive: true, force: true });
    }
  });
});
