import { eq } from 'drizzle-orm';
import { SITE_NAME } from '../../common/site';
import { coachingBookings, users } from '../db/schema';
import { renderEmail } from '../email/email-layout';
import { sessionInvitation } from './coaching-ics';
import type { Db } from '../db/client';
import type { EmailKind, Mailer } from '../email/outbox';

type BookingRow = typeof coachingBookings.$inferSelect;

/** What happened to a session, for its emails. */
export type SessionEvent =
  | { kind: 'booked' }
  | { kind: 'rescheduled'; previousStart: Date }
  | { kind: 'cancelled'; by: 'learner' | 'owner' | 'access_ended'; message?: string | null }
  | { kind: 'reminder'; lead: 'day' | 'hour' };

/** "Tuesday 1 December 2026, 18:00 (Europe/Berlin)": a time on the reader's clock, with the zone named. */
function zonedTime(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${text} (${timeZone})`;
}

const SUBJECTS: Record<SessionEvent['kind'], string> = {
  booked: 'Booked',
  rescheduled: 'New time',
  cancelled: 'Cancelled',
  reminder: 'Reminder',
};

function paragraphsFor(event: SessionEvent, forOwner: boolean, learnerName: string, timeZone: string): string[] {
  const who = forOwner ? `${learnerName}'s` : 'your';
  switch (event.kind) {
    case 'booked':
      return [
        forOwner
          ? `${learnerName} booked a 1-on-1 coaching session.`
          : 'Your 1-on-1 coaching session is booked. The invitation is attached.',
      ];
    case 'rescheduled':
      return [`${forOwner ? learnerName : 'You'} moved ${who} session from ${zonedTime(event.previousStart, timeZone)} to the time below.`];
    case 'cancelled': {
      const why =
        event.by === 'learner'
          ? `${forOwner ? learnerName : 'You'} cancelled ${who} session${forOwner ? '.' : ': the session is back in your balance.'}`
          : event.by === 'owner'
            ? `The instructor cancelled ${who} session${forOwner ? '.' : ': the session is back in your balance, so you can book another time.'}`
            : `${forOwner ? `${learnerName}'s` : 'Your'} premium access ended (a refund, a dispute or a revocation), so the session is cancelled.`;
      return [why, ...(event.message ? [`Message from the instructor: ${event.message}`] : [])];
    }
    case 'reminder':
      return [
        `${forOwner ? `The session with ${learnerName}` : 'Your 1-on-1 coaching session'} starts in about ${event.lead === 'day' ? 'a day' : 'an hour'}.`,
      ];
  }
}

/**
 * Queues the emails of one change to a session, in the caller's transaction (so they exist exactly when
 * the change was committed, and a retried request that changes nothing queues nothing): one to the
 * learner and one to each owner account, each with the calendar invitation (REQUEST, or CANCEL when the
 * session is off) unless it is a reminder. `booking` is the row after the change.
 */
export async function queueSessionEmails({
  db,
  mailer,
  booking,
  event,
  timeZone,
  meetingUrl,
  now,
}: {
  db: Db;
  mailer: Mailer;
  booking: BookingRow;
  event: SessionEvent;
  /** The owner's time zone, for the owner's copy (the learner's is the booking's `learnerTimeZone`). */
  timeZone: string;
  meetingUrl: string | null;
  now: Date;
}): Promise<void> {
  const [learner] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, booking.userId));
  const owners = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isOwner, true));
  if (!learner) return;
  const organizer = owners[0]?.email ?? `coaching@${new URL(mailer.siteUrl).hostname}`;
  const manage = new URL('/premium/coaching', mailer.siteUrl).toString();
  const calendar =
    event.kind === 'reminder'
      ? undefined
      : sessionInvitation({
          booking,
          method: event.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
          siteUrl: mailer.siteUrl,
          organizer,
          attendee: { name: learner.username, email: learner.email },
          meetingUrl,
          now,
        });
  const kind = `coaching-${event.kind}` as EmailKind;
  // Each side reads the time on their own clock: the learner in the zone they booked in, the owner in the coaching settings' zone.
  const recipients = [
    { to: learner.email, userId: booking.userId, forOwner: false, timeZone: booking.learnerTimeZone },
    ...owners.map((o) => ({ to: o.email, userId: o.id, forOwner: true, timeZone })),
  ];
  for (const recipient of recipients) {
    const when = zonedTime(booking.startsAt, recipient.timeZone);
    const message = renderEmail(
      {
        subject: `${SUBJECTS[event.kind]}: 1-on-1 coaching${recipient.forOwner ? ` with ${learner.username}` : ''}, ${when}`,
        heading: `${SUBJECTS[event.kind]}: 1-on-1 coaching`,
        paragraphs: paragraphsFor(event, recipient.forOwner, learner.username, recipient.timeZone),
        details: [
          [
            'When',
            recipient.forOwner && booking.learnerTimeZone !== timeZone
              ? `${when}; ${zonedTime(booking.startsAt, booking.learnerTimeZone)} for ${learner.username}`
              : when,
          ],
          ['Length', `${Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000)} minutes`],
          ...(booking.topic ? ([['Topic', booking.topic.replace(/\s*\n\s*/g, '; ')]] as [string, string][]) : []),
          ...(event.kind !== 'cancelled' && meetingUrl ? ([['Join', meetingUrl]] as [string, string][]) : []),
        ],
        action: recipient.forOwner
          ? { label: 'See your sessions', url: new URL('/admin/coaching', mailer.siteUrl).toString() }
          : { label: event.kind === 'cancelled' ? 'Book another time' : 'Reschedule or cancel', url: manage },
        after: recipient.forOwner ? [] : [`Your own time zone and your sessions: ${manage}`],
        footer: [`You received this email about a 1-on-1 coaching session of the premium course at ${SITE_NAME}.`],
      },
      mailer.siteUrl,
    );
    await mailer.queue(db, { kind, to: recipient.to, userId: recipient.userId, ...message, ...(calendar ? { calendar } : {}) }, now);
  }
}
