import { SITE_NAME } from '../../common/site';
import { escapeIcsText, icsDocument, icsTime, icsUri } from '../calendar/ics-format';
import type { CallView } from './call-view';

/**
 * An "Add to calendar" file for one call (RFC 5545): one VEVENT in UTC with the join link as its location
 * and URL, and the agenda as its description. The UID is the call's id, so downloading it again after an
 * edit updates the same calendar entry (SEQUENCE is the call's revision, raised by each edit and the
 * cancellation: RFC 5546 wants it to grow by one per change, where epoch seconds jumped by millions), and a cancelled call's file
 * says STATUS:CANCELLED.
 */
export function callIcs({ call, siteUrl, revision, now }: { call: CallView; siteUrl: string; revision: number; now: Date }): string {
  const host = new URL(siteUrl).hostname;
  const description = [
    ...call.agenda.map((item) => `• ${item}`),
    '',
    `Join: ${call.joinUrl}`,
    `Details: ${new URL('/premium/calls', siteUrl).href}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(SITE_NAME)}//Strategy calls//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${call.id}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `SEQUENCE:${revision}`,
    `DTSTART:${icsTime(new Date(call.startsAt))}`,
    `DTEND:${icsTime(new Date(call.endsAt))}`,
    `SUMMARY:${escapeIcsText(call.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(call.joinUrl)}`,
    `URL:${icsUri(call.joinUrl)}`,
    `STATUS:${call.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(call.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsDocument(lines);
}
