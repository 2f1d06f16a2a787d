import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs `work` in a transaction that holds the learner's checkout lock for one offer: a PostgreSQL
 * transaction-scoped advisory lock (as server/certificates/award-certificate.ts takes per learner and course),
 * so opening a checkout and recording a payment happen one at a time per learner and offer, across every
 * process on the database; the lock goes with the transaction's end. PGlite has one connection and takes
 * the same lock. `work` must do its database work through the transaction it is given (the local gateway
 * too: `gateway.within(tx)`), or on PGlite it would wait for itself. Re-entrant: a nested call in the same
 * transaction (openCheckout recording a payment it finds paid) takes the lock it already holds.
 * docs/decisions/024a-one-charge-per-course.md
 */
export async function withCheckoutLock<T>(
  { db, userId, offerId }: { db: Db; userId: string; offerId: string },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}:${offerId}`}))`);
    return work(tx);
  });
}
