import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { callReminders, strategyCalls, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { callCancelledEmail } from './call-emails';
import { callEndsAt, toCallView, type CallView } from './call-view';
import { findCall } from './find-call';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface CancelCallOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  actorId: string;
  id: string;
}

export interface CancelledCall {
  call: CallView;
  /** Members emailed about the cancellation by this request (those who had the reminder). */
  notified: number;
  /** It was cancelled before: nothing changed and nobody was emailed again. */
  alreadyCancelled: boolean;
}

/**
 * An owner cancels a call that has not ended (issue 19). In one transaction: the call is marked cancelled,
 * each member who was sent its reminder gets one cancellation email (marked on their reminder row, so a
 * retried request emails nobody twice), and the audit row is written. Cancelling again changes nothing.
 */
export async function cancelCall({ db, mailer, now, actorId, id }: CancelCallOptions): Promise<CancelledCall> {
  return db.transaction(async (tx) => {
    const call = await findCall({ db: tx, id, forUpdate: true });
    if (call.status === 'cancelled') return { call: toCallView(call), notified: 0, alreadyCancelled: true };
    if (callEndsAt(call).getTime() <= now.getTime()) throw new DomainError('conflict', 'This call is over; it can no longer be cancelled.');
    const [cancelled] = await tx
      .update(strategyCalls)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, revision: call.revision + 1 })
      .where(eq(strategyCalls.id, id))
      .returning();
    const reminded = await tx
      .update(callReminders)
      .set({ cancellationQueuedAt: now })
      .where(and(eq(callReminders.callId, id), isNull(callReminders.cancellationQueuedAt)))
      .returning({ userId: callReminders.userId });
    for (const { userId } of reminded) {
      const [member] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, userId));
      if (!member) continue;
      const message = callCancelledEmail(mailer.siteUrl, cancelled!, member.username);
      await mailer.queue(tx, { kind: 'call-cancelled', to: member.email, userId, ...message }, now);
    }
    await recordAudit({
      db: tx,
      actorId,
      action: 'call.cancel',
      target: { type: 'strategy_call', id },
      details: { title: call.title, startsAt: call.startsAt.toISOString(), notified: reminded.length },
      now,
    });
    return { call: toCallView(cancelled!), notified: reminded.length, alreadyCancelled: false };
  });
}
