import { loadCoachingSettings } from './coaching-settings';
import { checkChangeable, findSession } from './find-session';
import { markSessionCancelled } from './mark-session-cancelled';
import { toSessionView, type SessionView } from './session-view';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface CancelSessionOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  userId: string;
  id: string;
}

/**
 * A learner cancels their session, up to the minimum notice before it (issue 28): the time is free again,
 * the session goes back to their balance, and both sides get a CANCEL invitation. Cancelling a cancelled
 * session changes nothing and emails nobody (a retried request).
 */
export async function cancelSession({ db, mailer, now, userId, id }: CancelSessionOptions): Promise<SessionView> {
  return db.transaction(async (tx) => {
    const settings = await loadCoachingSettings({ db: tx });
    const current = await findSession({ db: tx, id, userId });
    if (current.status === 'cancelled') return toSessionView(current, settings, now);
    checkChangeable(current, settings.minNoticeHours, now, 'cancelled');
    const cancelled = await markSessionCancelled({ db: tx, mailer, now, row: current, event: { kind: 'cancelled', by: 'learner' } });
    return toSessionView(cancelled, settings, now);
  });
}
