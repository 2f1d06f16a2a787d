import { lockLearner } from '../admin/lock-learner';
import { coachingBookings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadBalance } from './coaching-balance';
import { queueSessionEmails } from './coaching-emails';
import { loadCoachingSettings } from './coaching-settings';
import { checkOpenTime, claimCells, withSlotClaim } from './session-time';
import { toSessionView, type SessionView } from './session-view';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export const NO_SESSION_LEFT =
  'You have no coaching session left to book. Each premium purchase includes one; the instructor can add more.';

export interface BookSessionOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** A premium learner (checked by the caller). */
  userId: string;
  start: Date;
  topic?: string;
  /** The zone the learner reads times in: their emails give the time there. */
  timeZone: string;
}

/**
 * A learner books a 1-on-1 session at one of the open times (issue 28). One transaction: the learner's row
 * is locked (their bookings run one after another, so the balance cannot go below zero), then the
 * settings row (every booking runs after the one before it committed, so the day limit holds); the time
 * is checked against the open times and the session claims its cells, whose primary key is what makes two
 * sessions at once impossible whatever the code does. Both emails and invitations are queued with it.
 */
export async function bookSession({ db, mailer, now, userId, start, topic = '', timeZone }: BookSessionOptions): Promise<SessionView> {
  return withSlotClaim(() =>
    db.transaction(async (tx) => {
      await lockLearner({ tx, learnerId: userId });
      const settings = await loadCoachingSettings({ db: tx, forUpdate: true });
      const balance = await loadBalance({ db: tx, userId, bookingWindowDays: settings.bookingWindowDays, now });
      if (balance.available < 1) throw new DomainError('forbidden', NO_SESSION_LEFT);
      const { endsAt, blockedUntil } = await checkOpenTime({ db: tx, settings, start, now });
      const [booking] = await tx
        .insert(coachingBookings)
        .values({ userId, startsAt: start, endsAt, blockedUntil, topic, learnerTimeZone: timeZone, createdAt: now, updatedAt: now })
        .returning();
      await claimCells({ db: tx, bookingId: booking!.id, startsAt: start, blockedUntil });
      await queueSessionEmails({
        db: tx,
        mailer,
        booking: booking!,
        event: { kind: 'booked' },
        timeZone: settings.timeZone,
        meetingUrl: settings.meetingUrl,
        now,
      });
      return toSessionView(booking!, settings, now);
    }),
  );
}
