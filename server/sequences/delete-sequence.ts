import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { sequences } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/** Deletes a sequence with its steps and enrolments (messages already queued still go), and writes its audit row. */
export async function deleteSequence({ db, actorId, id, now }: { db: Db; actorId: string; id: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(sequences).where(eq(sequences.id, id)).returning({ name: sequences.name });
    if (!row) throw new DomainError('not_found', 'No such sequence. It may have been deleted already.');
    await recordAudit({ db: tx, actorId, action: 'sequence.delete', target: { type: 'sequence', id }, details: { name: row.name }, now });
  });
}
