import type { Database } from '../db/client';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/**
 * Plain SQL on one connection, for backup and restore: they read every table of the schema as it is in
 * the database (tables other changes add included), which Drizzle's typed schema cannot express.
 */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (a migration's SQL). */
  exec(text: string): Promise<void>;
}

/**
 * Runs `fn` in one transaction on one connection, committed when it returns and rolled back when it throws.
 * `snapshot`: a read-only repeatable-read transaction on PostgreSQL, so every table is read as of one moment
 * while the site keeps writing. PGlite has a single connection: its transaction holds it, so the site's own
 * queries wait until it ends and the same holds there.
 */
export async function inTransaction<T>(
  database: Database,
  mode: 'snapshot' | 'write',
  fn: (session: SqlSession) => Promise<T>,
): Promise<T> {
  // Drizzle keeps the driver's client as `$client` (a pg Pool or a PGlite); not part of its PgDatabase type.
  const client = (database.db as unknown as { $client: Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    return (client as PGlite).transaction((tx) => fn(pgliteSession(tx)));
  }
  const connection = await (client as Pool).connect();
  try {
    await connection.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
    const result = await fn(pgSession(connection));
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

function pgliteSession(tx: Transaction): SqlSession {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
    exec: async (text) => void (await tx.exec(text)),
  };
}

function pgSession(connection: PoolClient): SqlSession {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as T[],
    exec: async (text) => void (await connection.query(text)),
  };
}

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
