import { recordAudit } from '../admin/record-audit';
import { strategyCalls } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { toCallView, type CallView } from './call-view';
import type { ScheduleCallInput } from '../../common/premium-schemas';
import type { Db } from '../db/client';

export interface ScheduleCallOptions {
  db: Db;
  now: Date;
  actorId: string;
  call: ScheduleCallInput;
}

/** An owner schedules a strategy call (issue 19), with its audit row in the same transaction. */
export async function scheduleCall({ db, now, actorId, call }: ScheduleCallOptions): Promise<CallView> {
  if (call.startsAt.getTime() <= now.getTime()) throw new DomainError('invalid', 'startsAt must be in the future', { field: 'startsAt' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(strategyCalls)
      .values({ ...call, createdBy: actorId, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'call.schedule',
      target: { type: 'strategy_call', id: row!.id },
      details: { title: call.title, startsAt: call.startsAt.toISOString(), durationMinutes: call.durationMinutes },
      now,
    });
    return toCallView(row!);
  });
}
