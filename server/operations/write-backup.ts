import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { imageFilesIn } from '../images/image-backup-files';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTrailer } from './backup-format';
import { currentMigration } from './schema-migrations';
import { ident, inTransaction, type SqlSession } from './sql-session';
import type { Database } from '../db/client';
import type { Writable } from 'node:stream';

/** Rows fetched per round trip: bounded memory however large a table grows. */
const BATCH = 500;

export interface BackupSummary {
  kind: Database['kind'];
  migration: string | null;
  tables: number;
  rows: number;
  /** Image files carried from DATA_DIR. */
  files: number;
  createdAt: string;
}

/**
 * Streams a backup of the whole database (every table of the `public` schema) into `out`, gzip'd, read in
 * one snapshot transaction (server/operations/sql-session.ts): consistent while the site keeps serving.
 */
export async function writeBackup({
  database,
  out,
  now,
  filesDir,
}: {
  database: Database;
  out: Writable;
  now: () => Date;
  /** DATA_DIR, whose uploaded images the backup carries after the rows (server/images/image-backup-files.ts). */
  filesDir?: string | undefined;
}): Promise<BackupSummary> {
  const gzip = createGzip();
  const piped = pipeline(gzip, out);
  // Errors surface through `piped`; without this listener an early one would also be thrown as unhandled.
  piped.catch(() => {});
  const hash = createHash('sha256');
  const write = async (line: string) => {
    hash.update(line);
    if (!gzip.write(line)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  try {
    const summary = await inTransaction(database, 'snapshot', async (session) => {
      const migration = await currentMigration(session);
      if (!migration) throw new Error('this database has no schema of this site (no migrations recorded): nothing to back up');
      const tables = await tablesInForeignKeyOrder(session);
      const counted: BackupHeader['tables'] = [];
      for (const name of tables) {
        const [row] = await session.query<{ n: string | number }>(`select count(*) as n from ${ident(name)}`);
        counted.push({ name, rows: Number(row!.n) });
      }
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        kind: database.kind,
        migration,
        createdAt: now().toISOString(),
        tables: counted,
      };
      await write(`${JSON.stringify(header)}\n`);
      const rows: Record<string, number> = {};
      for (const name of tables) {
        rows[name] = 0;
        // to_jsonb keeps every type this schema uses exactly (timestamps to the microsecond, with their offset);
        // restore turns it back with jsonb_populate_recordset.
        await session.exec(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as r from ${ident(name)} t`);
        for (;;) {
          const batch = await session.query<{ r: string }>(`fetch forward ${BATCH} from backup_rows`);
          if (batch.length === 0) break;
          const prefix = `{"t":${JSON.stringify(name)},"r":`;
          await write(batch.map(({ r }) => `${prefix}${r}}\n`).join(''));
          rows[name] += batch.length;
        }
        await session.exec('close backup_rows');
      }
      // Listed after the rows were read: an image is stored before its row, so every row of the snapshot has its files.
      let files = 0;
      if (filesDir) {
        for await (const { name, bytes } of imageFilesIn(filesDir)) {
          await write(`{"f":${JSON.stringify(name)},"b":"${bytes.toString('base64')}"}\n`);
          files += 1;
        }
      }
      const trailer: BackupTrailer = { end: BACKUP_FORMAT, rows, files, sha256: hash.digest('hex') };
      gzip.write(`${JSON.stringify(trailer)}\n`);
      return {
        kind: database.kind,
        migration: migration.tag,
        tables: tables.length,
        rows: Object.values(rows).reduce((a, b) => a + b, 0),
        files,
        createdAt: header.createdAt,
      };
    });
    gzip.end();
    await piped;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await piped.catch(() => {});
    throw error;
  }
}

/**
 * Writes a backup to `file` atomically: into a temporary file beside it, flushed to disk, then renamed, so
 * `file` is either absent (or the previous one) or complete; never half written.
 */
export async function writeBackupFile({
  database,
  file,
  now,
  filesDir,
}: {
  database: Database;
  file: string;
  now: () => Date;
  filesDir?: string | undefined;
}): Promise<BackupSummary> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  const out = createWriteStream(temporary, { mode: 0o600 });
  try {
    const summary = await writeBackup({ database, out, now, filesDir });
    await syncAndRename(temporary, file);
    return summary;
  } catch (error) {
    await discardPartial(out, temporary);
    throw error;
  }
}

/**
 * Removes a failed backup's temporary file. A backup that fails at once fails before its write stream has opened
 * the file, and the stream still creates it, after a removal made then: remove it once the stream has closed.
 */
export async function discardPartial(out: WriteStream, temporary: string): Promise<void> {
  out.destroy();
  if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
  await rm(temporary, { force: true });
}

export async function syncAndRename(temporary: string, file: string): Promise<void> {
  const handle = await open(temporary, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * What processes say to each other through the database (docs/decisions/024k-shared-state-in-postgresql.md),
 * not data: who holds which piece of work, and the counters that invalidate caches. A restore starts them
 * afresh (and the triggers that raise the counters fire while it loads the tables they watch).
 */
export const COORDINATION_TABLES = ['work_leases', 'change_versions'];

/** The schema's tables (but the coordination tables), each after the tables its foreign keys point to (then by name). */
export async function tablesInForeignKeyOrder(session: SqlSession): Promise<string[]> {
  const tables = (
    await session.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !COORDINATION_TABLES.includes(name));
  const edges = await session.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint fk
       join pg_class child on child.oid = fk.conrelid join pg_namespace n on n.oid = child.relnamespace
       join pg_class parent on parent.oid = fk.confrelid
     where fk.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables];
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      edges.every((e) => e.child !== table || placed.has(e.parent) || !tables.includes(e.parent)),
    );
    // A cycle of foreign keys (none in this schema): keep the rest in name order rather than loop.
    const [table] = remaining.splice(next === -1 ? 0 : next, 1);
    ordered.push(table!);
    placed.add(table!);
  }
  return ordered;
}
