import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

// Resolved next to this module; the production build copies the folder beside its bundle.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every process of this app: two servers starting together must not both migrate.
export const MIGRATION_LOCK_ID = 7_302_114;

export async function applyMigrations(database: Database): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    // Loaded here, like the drivers in ./client, so that only the database in use is.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // PGlite is a single in-process connection; the lock still documents intent and costs nothing.
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePglite(db as never, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  // A pool hands out many connections, and a session-level lock belongs to one of them; a
  // transaction-scoped lock taken in the very transaction that runs the migrations cannot leak.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as never, { migrationsFolder });
  });
}
