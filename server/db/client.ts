import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; business code depends on this common type only.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` set: a PostgreSQL pool. Otherwise PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is `memory://`, as the tests do).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when the server drops an idle pooled connection (restart, failover, an administrator). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // connectionTimeoutMillis: while the server is unreachable a request fails within seconds (503) instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener, pg re-throws such an error as an uncaught exception and the process dies.
    // The pool has already discarded that connection; the next query opens a new one.
    pool.on('error', (error) => opts.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let location = opts.dataDir;
  if (!location.startsWith('memory://')) {
    location = `${opts.dataDir.replace(/\/$/, '')}/pglite`;
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
