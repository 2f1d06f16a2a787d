import { and, eq, gte } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { sequenceSteps, sequences } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { listSequences, type SequenceView } from './list-sequences';
import type { UpdateSequenceInput } from '../../common/sequence-schema';
import type { Db } from '../db/client';

export interface UpdateSequenceOptions {
  db: Db;
  actorId: string;
  id: string;
  changes: UpdateSequenceInput;
  now: Date;
}

/**
 * Changes a sequence (on/off, name, trigger, waiting hours, steps) with its audit row. New steps replace the
 * list place by place: a step keeps its id and counts where one was, later places are added or removed.
 * Enrolments keep their place, so a recipient half-way through gets the new text of the steps still to come.
 */
export async function updateSequence({ db, actorId, id, changes, now }: UpdateSequenceOptions): Promise<SequenceView> {
  await db.transaction(async (tx) => {
    const { steps, ...fields } = changes;
    const [row] = await tx
      .update(sequences)
      .set({ ...fields, updatedAt: now })
      .where(eq(sequences.id, id))
      .returning({ id: sequences.id });
    if (!row) throw new DomainError('not_found', 'No such sequence. It may have been deleted.');
    if (steps) {
      for (const [position, step] of steps.entries()) {
        await tx
          .insert(sequenceSteps)
          .values({ sequenceId: id, position, ...step })
          .onConflictDoUpdate({ target: [sequenceSteps.sequenceId, sequenceSteps.position], set: step });
      }
      await tx.delete(sequenceSteps).where(and(eq(sequenceSteps.sequenceId, id), gte(sequenceSteps.position, steps.length)));
    }
    await recordAudit({
      db: tx,
      actorId,
      action: 'sequence.update',
      target: { type: 'sequence', id },
      details: { ...fields, ...(steps ? { steps: steps.length } : {}) },
      now,
    });
  });
  return (await listSequences({ db, id }))[0]!;
}
