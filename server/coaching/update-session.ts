import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { coachingBookings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadCoachingSettings } from './coaching-settings';
import { findSession } from './find-session';
import { toOwnerSessionView, type OwnerSessionView } from './list-sessions';
import { markSessionCancelled } from './mark-session-cancelled';
import type { OwnerBookingUpdate } from '../../common/coaching-schemas';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface UpdateSessionOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  actorId: string;
  id: string;
  changes: OwnerBookingUpdate;
}

/**
 * The owner's hand on one session (issue 28): cancel it before it ends (with a message both emails
 * carry; the learner gets the session back), mark it done or missed once it has started, write notes the
 * learner sees once it is done. Audited with what changed; cancelling again changes nothing.
 */
export async function updateSession({ db, mailer, now, actorId, id, changes }: UpdateSessionOptions): Promise<OwnerSessionView> {
  return db.transaction(async (tx) => {
    const settings = await loadCoachingSettings({ db: tx });
    let row = await findSession({ db: tx, id });
    const { status, notes, message } = changes;
    if (status === 'cancelled' && row.status !== 'cancelled') {
      if (row.status !== 'booked')
        throw new DomainError('conflict', `This session is ${row.status}; it can no longer be cancelled.`, { field: 'status' });
      if (row.endsAt.getTime() <= now.getTime()) {
        throw new DomainError('conflict', 'This session is over: mark it done or missed instead.', { field: 'status' });
      }
      row = await markSessionCancelled({ db: tx, mailer, now, row, event: { kind: 'cancelled', by: 'owner', message: message ?? null } });
    } else if (status === 'done' || status === 'missed') {
      if (row.status === 'cancelled') throw new DomainError('conflict', 'This session was cancelled.', { field: 'status' });
      if (row.startsAt.getTime() > now.getTime()) {
        throw new DomainError('conflict', 'A session can be marked done or missed once it has started.', { field: 'status' });
      }
    }
    const [updated] = await tx
      .update(coachingBookings)
      .set({
        ...(status === 'done' || status === 'missed' ? { status } : {}),
        ...(notes === undefined ? {} : { notes: notes || null }),
        updatedAt: now,
      })
      .where(eq(coachingBookings.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorId,
      action: 'coaching.update',
      target: { type: 'coaching_booking', id },
      details: { status: status ?? null, notes: notes !== undefined, userId: row.userId },
      now,
    });
    return toOwnerSessionView(updated!, settings, now);
  });
}
