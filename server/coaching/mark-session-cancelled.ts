import { eq } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import { queueSessionEmails, type SessionEvent } from './coaching-emails';
import { loadCoachingSettings } from './coaching-settings';
import { releaseCells } from './session-time';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { BookingRow } from './session-view';

/** Cancels a booked session in the caller's transaction: frees its cells, raises its SEQUENCE, emails both sides. */
export async function markSessionCancelled({
  db,
  mailer,
  now,
  row,
  event,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  row: BookingRow;
  event: Extract<SessionEvent, { kind: 'cancelled' }>;
}): Promise<BookingRow> {
  const settings = await loadCoachingSettings({ db });
  const [cancelled] = await db
    .update(coachingBookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: event.by,
      cancelMessage: event.message || null,
      sequence: row.sequence + 1,
      updatedAt: now,
    })
    .where(eq(coachingBookings.id, row.id))
    .returning();
  await releaseCells({ db, bookingId: row.id });
  await queueSessionEmails({ db, mailer, booking: cancelled!, event, timeZone: settings.timeZone, meetingUrl: settings.meetingUrl, now });
  return cancelled!;
}
