import { DataDirLockedError } from '../db/data-dir-lock';
import { DomainError } from '../errors/domain-error';
import { stageImageFiles } from '../images/image-backup-files';
import { BackupFileError, backupLines, type BackupFile, type BackupHeader, type BackupRow } from './backup-format';
import { applyMigrationsInSession, listMigrations, type Migration } from './schema-migrations';
import { ident, inTransaction, type SqlSession } from './sql-session';
import { verifyBackup } from './verify-backup';
import { tablesInForeignKeyOrder } from './write-backup';
import type { Database } from '../db/client';

/** Rows inserted per statement. */
const BATCH = 500;

export interface RestoreSummary {
  /** The migration the backup was taken at, and the one the database is at now (newer ones applied). */
  fromMigration: string;
  toMigration: string;
  tables: number;
  rows: number;
  /** Image files written to DATA_DIR/images. */
  files: number;
  /** True when --force replaced a database that had data. */
  replaced: boolean;
}

/**
 * Restores `file` into the database `openDatabase` opens (on PGlite that takes DATA_DIR's lock, so a
 * running server is refused). The file is verified whole before the database is even opened; then, in ONE
 * transaction: the existing schema dropped (only with `force`; otherwise a database holding anything is
 * refused), the migrations up to the backup's applied, every row loaded, sequences reset, the row counts
 * checked, and the newer migrations applied. Any failure rolls all of it back.
 */
export async function restoreBackup({
  file,
  force,
  openDatabase,
  filesDir,
}: {
  file: string;
  force: boolean;
  openDatabase: () => Promise<Database>;
  /** DATA_DIR, where the backup's image files go (replacing DATA_DIR/images); undefined: they are not restored. */
  filesDir?: string | undefined;
}): Promise<RestoreSummary> {
  const { header, rows, files } = await verifyBackup(file);
  const migrations = listMigrations();
  const at = migrations.findIndex((m) => m.when === header.migration.when);
  if (at === -1) {
    throw new BackupFileError(
      `${file} was taken at migration ${header.migration.tag ?? `of ${new Date(header.migration.when).toISOString()}`}, which this version of the site does not have (it knows up to ${migrations.at(-1)!.tag}): restore it with the version of the site that made it, or a newer one`,
    );
  }
  let database: Database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new DomainError(
        'conflict',
        `${error.message} A restore replaces the database under a running server: stop the server, then restore.`,
      );
    }
    throw error;
  }
  // The image files are written aside first and swapped in once the database is restored: a failed restore
  // leaves both as they were.
  const staged = filesDir && files > 0 ? await stageImageFiles(filesDir) : undefined;
  try {
    if (staged) await extractFiles(file, staged);
    const replaced = await inTransaction(database, 'write', (session) =>
      restoreInSession(session, file, header, migrations, migrations[at]!, force),
    );
    await staged?.commit();
    return {
      fromMigration: migrations[at]!.tag,
      toMigration: migrations.at(-1)!.tag,
      tables: header.tables.length,
      rows,
      files: staged ? staged.count : 0,
      replaced,
    };
  } catch (error) {
    await staged?.discard();
    throw error;
  } finally {
    await database.close();
  }
}

async function restoreInSession(
  session: SqlSession,
  file: string,
  header: BackupHeader,
  migrations: Migration[],
  target: Migration,
  force: boolean,
): Promise<boolean> {
  const existing = await describeExisting(session);
  if (existing && !force) {
    throw new DomainError(
      'conflict',
      `The database is not empty (${existing}). A restore replaces everything in it: run the restore again with --force to do that.`,
    );
  }
  if (existing) await dropEverything(session);
  await applyMigrationsInSession(session, migrations, target.tag);
  const tables = await tablesInForeignKeyOrder(session);
  const missing = header.tables.find(({ name }) => !tables.includes(name));
  if (missing)
    throw new BackupFileError(`${file} holds table ${missing.name}, which the schema at migration ${target.tag} does not have: damaged`);
  // A migration may insert rows of its own; the backup's are the truth.
  if (tables.length > 0) await session.exec(`truncate ${tables.map(ident).join(', ')}`);
  // Nor may a trigger derive rows while they load (a purchase's entitlements, migration 0049): the backup holds
  // those rows already. Only the site's own triggers; the constraints' stay.
  for (const table of tables) await session.exec(`alter table ${ident(table)} disable trigger user`);
  await loadRows(session, file);
  for (const table of tables) await session.exec(`alter table ${ident(table)} enable trigger user`);
  await resetSequences(session);
  for (const { name, rows } of header.tables) {
    const [row] = await session.query<{ n: string | number }>(`select count(*) as n from ${ident(name)}`);
    if (Number(row!.n) !== rows) throw new Error(`table ${name} has ${String(row!.n)} rows after the restore instead of ${rows}`);
  }
  await applyMigrationsInSession(session, migrations);
  return Boolean(existing);
}

/** What the database holds, in words, or undefined when it holds nothing of ours or anyone's. */
async function describeExisting(session: SqlSession): Promise<string | undefined> {
  const [state] = await session.query<{ relations: string | number; migrations: boolean }>(
    `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as relations,
            to_regclass('drizzle.__drizzle_migrations') is not null as migrations`,
  );
  if (Number(state!.relations) === 0 && !state!.migrations) return undefined;
  const tables = await tablesInForeignKeyOrder(session);
  let rows = 0;
  for (const table of tables) {
    const [row] = await session.query<{ n: string | number }>(`select count(*) as n from ${ident(table)}`);
    rows += Number(row!.n);
  }
  return `${tables.length} tables holding ${rows} rows`;
}

/** Everything in the `public` schema and Drizzle's record of migrations, inside the restore's transaction. */
async function dropEverything(session: SqlSession): Promise<void> {
  await session.exec('drop schema if exists "drizzle" cascade');
  const relations = await session.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') order by c.relkind = 'S', c.relkind`,
  );
  // Sequences last: an identity column's sequence cannot be dropped on its own, only with its table.
  const dropOf: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', f: 'foreign table', S: 'sequence' };
  for (const { name, kind } of relations) await session.exec(`drop ${dropOf[kind]} if exists public.${ident(name)} cascade`);
  const types = await session.query<{ name: string; kind: string }>(
    `select t.typname as name, t.typtype as kind from pg_type t join pg_namespace n on n.oid = t.typnamespace
     left join pg_class c on c.oid = t.typrelid
     where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'c') and (t.typrelid = 0 or c.relkind = 'c')`,
  );
  for (const { name, kind } of types)
    await session.exec(`drop ${kind === 'd' ? 'domain' : 'type'} if exists public.${ident(name)} cascade`);
}

async function loadRows(session: SqlSession, file: string): Promise<void> {
  let table: string | undefined;
  let batch: string[] = [];
  let insert = '';
  const flush = async () => {
    if (batch.length > 0) await session.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  let first = true;
  for await (const { line } of backupLines(file)) {
    if (first) {
      first = false;
      continue;
    }
    const value = JSON.parse(line) as Partial<BackupRow> & { end?: string; f?: string };
    if (value.end !== undefined) break;
    // Image files come after every row (extractFiles writes them).
    if (value.f !== undefined) break;
    if (value.t !== table) {
      await flush();
      table = value.t!;
      insert = await insertStatement(session, table);
    }
    batch.push(JSON.stringify(value.r));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** The backup's image files, into the restore's staging folder (the file was verified whole already). */
async function extractFiles(file: string, staged: Awaited<ReturnType<typeof stageImageFiles>>): Promise<void> {
  for await (const { line } of backupLines(file)) {
    if (!line.startsWith('{"f":')) continue;
    const value = JSON.parse(line) as BackupFile;
    await staged.write(value.f, Buffer.from(value.b, 'base64'));
  }
}

/** INSERT … SELECT from the JSON rows, naming every column that takes a value (generated ones do not). */
async function insertStatement(session: SqlSession, table: string): Promise<string> {
  const columns = await session.query<{ name: string; identity: string }>(
    `select column_name as name, is_identity as identity from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const list = columns.map((c) => ident(c.name)).join(', ');
  const overriding = columns.some((c) => c.identity === 'YES') ? ' overriding system value' : '';
  return `insert into ${ident(table)} (${list})${overriding} select ${list} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`;
}

/** Serial and identity columns continue after the restored rows' largest value. */
async function resetSequences(session: SqlSession): Promise<void> {
  const owned = await session.query<{ table: string; column: string; sequence: string }>(
    `select c.table_name as table, c.column_name as column, s.seq as sequence
     from information_schema.columns c, lateral (select pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq) s
     where c.table_schema = 'public' and s.seq is not null`,
  );
  for (const { table, column, sequence } of owned) {
    await session.query(`select setval($1, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`, [sequence]);
  }
}
