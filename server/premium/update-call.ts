import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { strategyCalls } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { toCallView, type CallView } from './call-view';
import { findCall } from './find-call';
import type { UpdateCallInput } from '../../common/premium-schemas';
import type { Db } from '../db/client';

export interface UpdateCallOptions {
  db: Db;
  now: Date;
  actorId: string;
  id: string;
  changes: UpdateCallInput;
}

/**
 * An owner edits a call: its details before it, its notes and recording link after it. A cancelled call
 * is not edited (conflict). Audited with the names of the fields changed.
 */
export async function updateCall({ db, now, actorId, id, changes }: UpdateCallOptions): Promise<CallView> {
  return db.transaction(async (tx) => {
    const call = await findCall({ db: tx, id, forUpdate: true });
    if (call.status === 'cancelled') throw new DomainError('conflict', 'This call was cancelled; schedule a new one instead.');
    if (changes.startsAt && changes.startsAt.getTime() !== call.startsAt.getTime() && changes.startsAt.getTime() <= now.getTime()) {
      throw new DomainError('invalid', 'startsAt must be in the future', { field: 'startsAt' });
    }
    const { notes, recordingUrl, ...details } = changes;
    const [row] = await tx
      .update(strategyCalls)
      .set({
        ...details,
        ...(notes === undefined ? {} : { notes: notes || null }),
        ...(recordingUrl === undefined ? {} : { recordingUrl: recordingUrl || null }),
        updatedAt: now,
        revision: call.revision + 1,
      })
      .where(eq(strategyCalls.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'call.update',
      target: { type: 'strategy_call', id },
      details: { fields: Object.keys(changes).filter((key) => changes[key as keyof UpdateCallInput] !== undefined) },
      now,
    });
    return toCallView(row!);
  });
}
