import { recordAudit } from '../admin/record-audit';
import { sequenceSteps, sequences } from '../db/schema';
import { listSequences, type SequenceView } from './list-sequences';
import type { CreateSequenceInput } from '../../common/sequence-schema';
import type { Db } from '../db/client';

export interface CreateSequenceOptions extends CreateSequenceInput {
  db: Db;
  /** The owner (the audit row's actor). */
  actorId: string;
  now: Date;
}

/** A new sequence with its steps and its audit row, in one transaction. */
export async function createSequence({
  db,
  actorId,
  now,
  name,
  trigger,
  active,
  abandonAfterHours,
  steps,
}: CreateSequenceOptions): Promise<SequenceView> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sequences)
      .values({ name, trigger, active, abandonAfterHours, createdAt: now, updatedAt: now })
      .returning({ id: sequences.id });
    await tx.insert(sequenceSteps).values(steps.map((step, position) => ({ sequenceId: row!.id, position, ...step })));
    await recordAudit({
      db: tx,
      actorId,
      action: 'sequence.create',
      target: { type: 'sequence', id: row!.id },
      details: { name, trigger, active, steps: steps.length },
      now,
    });
    return row!.id;
  });
  return (await listSequences({ db, id }))[0]!;
}
