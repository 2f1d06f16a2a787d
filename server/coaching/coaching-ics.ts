import { SITE_NAME } from '../../common/site';
import { escapeIcsText, icsDocument, icsParamValue, icsTime, icsUri } from '../calendar/ics-format';

export interface SessionInvitation {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/**
 * The calendar invitation sent with each coaching email (RFC 5545 and iTIP, RFC 5546): METHOD:REQUEST
 * for a booking or a new time, METHOD:CANCEL when it is off. The UID is the booking's id, so every
 * calendar updates one entry; SEQUENCE is the booking's, raised on each change, so a later invitation
 * replaces an earlier one and never the other way round.
 */
export function sessionInvitation({
  booking,
  method,
  siteUrl,
  organizer,
  attendee,
  meetingUrl,
  now,
}: {
  booking: { id: string; startsAt: Date; endsAt: Date; sequence: number; topic: string };
  method: 'REQUEST' | 'CANCEL';
  siteUrl: string;
  /** The owner's address (the organizer of every session). */
  organizer: string;
  /** The learner's name and address. */
  attendee: { name: string; email: string };
  meetingUrl: string | null;
  now: Date;
}): SessionInvitation {
  const host = new URL(siteUrl).hostname;
  const manage = new URL('/premium/coaching', siteUrl).toString();
  const description = [
    `1-on-1 coaching with ${attendee.name}.`,
    ...(booking.topic ? ['', `Topic: ${booking.topic}`] : []),
    '',
    meetingUrl ? `Join: ${meetingUrl}` : 'The meeting link will follow by email.',
    `Reschedule or cancel: ${manage}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(SITE_NAME)}//Coaching//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:coaching-${booking.id}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTART:${icsTime(booking.startsAt)}`,
    `DTEND:${icsTime(booking.endsAt)}`,
    `SUMMARY:${escapeIcsText(`1-on-1 coaching (${SITE_NAME})`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(meetingUrl ? [`LOCATION:${escapeIcsText(meetingUrl)}`, `URL:${icsUri(meetingUrl)}`] : [`URL:${icsUri(manage)}`]),
    `ORGANIZER;CN=${icsParamValue(SITE_NAME)}:${icsUri(`mailto:${organizer}`)}`,
    `ATTENDEE;CN=${icsParamValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${icsUri(`mailto:${attendee.email}`)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    method,
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: icsDocument(lines),
  };
}
