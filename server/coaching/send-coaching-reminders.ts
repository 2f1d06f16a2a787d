import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import { queueSessionEmails } from './coaching-emails';
import { loadCoachingSettings } from './coaching-settings';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

const HOUR = 3_600_000;

/**
 * Queues the reminders of coaching sessions to the learner and the owner (issue 28): "a day before" once
 * a session is within 24 hours (if it was booked or moved earlier than that, and not already within the
 * hour), "an hour before" once it is within the hour. Each is claimed by a conditional update of its
 * column in the transaction that queues its emails, so however many processes run this at once, each
 * goes out once. A moved session's columns are cleared, so its reminders are due again. Returns how
 * many sessions were reminded. `dueBy` (default `now`) is the time the leads count from: only the end-to-end
 * server moves it ahead (server/operations/clock.ts); the reminders are still queued and stamped at `now`.
 */
export async function sendCoachingReminders({
  db,
  mailer,
  now,
  dueBy = now,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  dueBy?: Date;
}): Promise<number> {
  let queued = 0;
  for (const lead of ['day', 'hour'] as const) {
    const column = lead === 'day' ? coachingBookings.dayReminderQueuedAt : coachingBookings.hourReminderQueuedAt;
    const due = await db
      .select({ id: coachingBookings.id, startsAt: coachingBookings.startsAt, updatedAt: coachingBookings.updatedAt })
      .from(coachingBookings)
      .where(
        and(
          eq(coachingBookings.status, 'booked'),
          isNull(column),
          gt(coachingBookings.startsAt, new Date(dueBy.getTime() + (lead === 'day' ? HOUR : 0))),
          lte(coachingBookings.startsAt, new Date(dueBy.getTime() + (lead === 'day' ? 24 : 1) * HOUR)),
        ),
      );
    for (const session of due) {
      // Booked or moved within the last day: the confirmation was the reminder.
      if (lead === 'day' && session.startsAt.getTime() - session.updatedAt.getTime() < 24 * HOUR) continue;
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(coachingBookings)
          .set(lead === 'day' ? { dayReminderQueuedAt: now } : { hourReminderQueuedAt: now })
          .where(and(eq(coachingBookings.id, session.id), eq(coachingBookings.status, 'booked'), isNull(column)))
          .returning();
        if (!claimed) return false;
        const settings = await loadCoachingSettings({ db: tx });
        await queueSessionEmails({
          db: tx,
          mailer,
          booking: claimed,
          event: { kind: 'reminder', lead },
          timeZone: settings.timeZone,
          meetingUrl: settings.meetingUrl,
          now,
        });
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
