import { sql } from 'drizzle-orm';
import { documentCounters } from '../db/schema';
import type { Db } from '../db/client';

export type DocumentSeries = 'INV' | 'CN';

/**
 * The next number of a series in a year (INV-2026-000123), from a gap-free sequence (DESIGN §12 "Money"). `db`
 * must be the transaction that writes the document: the counter row stays locked by the update until it ends, so
 * allocations are one at a time across every process, and a rollback takes the number back with it. (A PostgreSQL
 * sequence would be faster but gives a number away for good, leaving a gap, whenever a transaction rolls back.)
 * The year's first number inserts its row; a second transaction inserting it at once waits for the first and
 * then increments it.
 */
export async function allocateDocumentNumber({ db, series, year }: { db: Db; series: DocumentSeries; year: number }): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error(`document_counters returned no number for ${series} ${year}`);
  const { last } = row;
  return `${series}-${year}-${String(last).padStart(6, '0')}`;
}
