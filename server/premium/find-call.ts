import { eq } from 'drizzle-orm';
import { strategyCalls } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';
import type { CallRow } from './call-view';

/** One call by id (locked for update when `forUpdate`, inside a transaction), or not_found. */
export async function findCall({ db, id, forUpdate = false }: { db: Db; id: string; forUpdate?: boolean }): Promise<CallRow> {
  const query = db.select().from(strategyCalls).where(eq(strategyCalls.id, id));
  const [call] = forUpdate ? await query.for('update') : await query;
  if (!call) throw new DomainError('not_found', 'Call not found');
  return call;
}
