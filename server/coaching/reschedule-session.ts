import { eq } from 'drizzle-orm';
import { lockLearner } from '../admin/lock-learner';
import { coachingBookings } from '../db/schema';
import { queueSessionEmails } from './coaching-emails';
import { loadCoachingSettings } from './coaching-settings';
import { checkChangeable, findSession } from './find-session';
import { checkOpenTime, claimCells, releaseCells, withSlotClaim } from './session-time';
import { toSessionView, type SessionView } from './session-view';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface RescheduleSessionOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  userId: string;
  id: string;
  start: Date;
  /** The zone the learner reads times in now (kept with the session for its emails). */
  timeZone: string;
}

/**
 * A learner moves their session to another open time, up to the minimum notice before it (issue 28). The
 * same locks as a booking; the old cells are given back and the new ones claimed in one transaction. The
 * invitation keeps its UID with SEQUENCE raised, and the reminders are due again. Asking for the time it
 * already has changes nothing and emails nobody.
 */
export async function rescheduleSession({ db, mailer, now, userId, id, start, timeZone }: RescheduleSessionOptions): Promise<SessionView> {
  return withSlotClaim(() =>
    db.transaction(async (tx) => {
      await lockLearner({ tx, learnerId: userId });
      const settings = await loadCoachingSettings({ db: tx, forUpdate: true });
      const current = await findSession({ db: tx, id, userId });
      checkChangeable(current, settings.minNoticeHours, now, 'moved');
      if (current.startsAt.getTime() === start.getTime()) return toSessionView(current, settings, now);
      const { endsAt, blockedUntil } = await checkOpenTime({ db: tx, settings, start, now, ignoreId: id });
      await releaseCells({ db: tx, bookingId: id });
      const [moved] = await tx
        .update(coachingBookings)
        .set({
          startsAt: start,
          endsAt,
          blockedUntil,
          sequence: current.sequence + 1,
          learnerTimeZone: timeZone,
          dayReminderQueuedAt: null,
          hourReminderQueuedAt: null,
          updatedAt: now,
        })
        .where(eq(coachingBookings.id, id))
        .returning();
      await claimCells({ db: tx, bookingId: id, startsAt: start, blockedUntil });
      await queueSessionEmails({
        db: tx,
        mailer,
        booking: moved!,
        event: { kind: 'rescheduled', previousStart: current.startsAt },
        timeZone: settings.timeZone,
        meetingUrl: settings.meetingUrl,
        now,
      });
      return toSessionView(moved!, settings, now);
    }),
  );
}
