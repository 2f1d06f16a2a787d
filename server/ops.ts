/**
 * `npm run backup -- <file>` and `npm run restore -- [--force] <file>` (scripts/ops.mjs runs this, bundled as
 * build/server/ops.js). Reads the same environment as the server (DATA_DIR or DATABASE_URL).
 * docs/deploy.md says when to use each; docs/decisions/013-backups-and-metrics.md why they work this way.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { backupFilesDir } from './images/image-backup-files';
import { systemClock } from './operations/clock';
import { requestBackup } from './operations/control-socket';
import { restoreBackup } from './operations/restore-backup';
import { writeBackupFile, type BackupSummary } from './operations/write-backup';
import type { Config } from './config';

const USAGE = 'usage: npm run backup -- <file>\n       npm run restore -- [--force] <file>';

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** `npm run` starts commands in the project folder; a relative file is meant relative to where the person typed it. */
function fromWhereTyped(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function backup(config: Config, file: string): Promise<BackupSummary> {
  const now = systemClock;
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await writeBackupFile({ database, file, now, filesDir: backupFilesDir(config) });
    } finally {
      await database.close();
    }
  }
  if (!existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) fail(`There is no database in DATA_DIR ${config.dataDir} to back up.`);
  try {
    // No server runs on DATA_DIR: open it here (taking its lock, so none starts meanwhile).
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      return await writeBackupFile({ database, file, now, filesDir: backupFilesDir(config) });
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server holds it: only that process may read the database, so it makes the backup.
    return requestBackup({ dataDir: config.dataDir, file, holderPid: error.pid });
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const unknown = files.find((arg) => arg.startsWith('--'));
  if (unknown) fail(`unknown option ${unknown}\n${USAGE}`, 2);
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || (command === 'backup' && force)) fail(USAGE, 2);
  const file = fromWhereTyped(files[0]!);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...process.env });
  const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in DATA_DIR ${config.dataDir}`;
  if (command === 'backup') {
    const summary = await backup(config, file);
    process.stdout.write(
      `Backed up ${where} to ${file}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} image files, schema at migration ${summary.migration ?? '(unknown to this version)'}.\n`,
    );
    return;
  }
  const logger = pino({ level: config.logLevel });
  const summary = await restoreBackup({
    file,
    force,
    filesDir: backupFilesDir(config),
    openDatabase: () =>
      openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        onConnectionError: (err) => logger.warn({ err }, 'database connection lost'),
      }),
  });
  const upgraded =
    summary.fromMigration === summary.toMigration ? '' : `, then migrated from ${summary.fromMigration} to ${summary.toMigration}`;
  process.stdout.write(
    `Restored ${file} into ${where}${summary.replaced ? ' (replacing what it held)' : ''}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} image files${upgraded}.\n`,
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
