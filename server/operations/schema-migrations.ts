import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATION_LOCK_ID, migrationsFolder } from '../db/migrate';
import type { SqlSession } from './sql-session';

/** One migration of server/db/migrations, as Drizzle's migrator reads and records it. */
export interface Migration {
  tag: string;
  /** The journal's `when`: Drizzle records it as `created_at` and applies every migration newer than the last recorded. */
  when: number;
  /** SHA-256 of the SQL file, as Drizzle records it. */
  hash: string;
  statements: string[];
}

/** Which migration a database is at, as a backup's header records it. */
export interface MigrationMark {
  /** Null when this version of the site does not know the migration (a database from a newer version). */
  tag: string | null;
  when: number;
  hash: string;
}

export function listMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({
    tag: journal.entries[i]!.tag,
    when: migration.folderMillis,
    hash: migration.hash,
    statements: migration.sql,
  }));
}

/** The last migration recorded in the database, or undefined when none is (not a database of this site). */
export async function currentMigration(session: SqlSession, migrations = listMigrations()): Promise<MigrationMark | undefined> {
  const [{ present } = { present: false }] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present) return undefined;
  const [last] = await session.query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return undefined;
  const when = Number(last.created_at);
  return { tag: migrations.find((m) => m.when === when)?.tag ?? null, when, hash: last.hash };
}

/**
 * Applies, in this session's transaction, the migrations after the last recorded one, up to and including
 * `upTo` (all when absent), recording each exactly as Drizzle's migrator does (drizzle-orm/pg-core/dialect.js),
 * so the server's own migrator at start-up (server/db/migrate.ts) carries on from there. Drizzle's migrator
 * runs its own transaction; restore needs these steps inside its single one, so that a failure changes nothing.
 */
export async function applyMigrationsInSession(session: SqlSession, migrations: Migration[], upTo?: string): Promise<void> {
  await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
  await session.exec('create schema if not exists "drizzle"');
  await session.exec(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  const [last] = await session.query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const lastWhen = last ? Number(last.created_at) : -Infinity;
  const end = upTo === undefined ? migrations.length : migrations.findIndex((m) => m.tag === upTo) + 1;
  if (end === 0) throw new Error(`unknown migration ${upTo}`);
  for (const migration of migrations.slice(0, end)) {
    if (migration.when <= lastWhen) continue;
    for (const statement of migration.statements) if (statement.trim()) await session.exec(statement);
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.when]);
  }
}
