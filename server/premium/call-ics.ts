import { SITE_NAME } from '../../common/site';
import type { CallView } from './call-view';

/** 20261201T180000Z */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An "Add to calendar" file for one call (RFC 5545): one VEVENT in UTC with the join link as its location
 * and URL, and the agenda as its description. The UID is the call's id, so downloading it again after an
 * edit updates the same calendar entry (SEQUENCE follows the last change), and a cancelled call's file
 * says STATUS:CANCELLED.
 */
export function callIcs({ call, siteUrl, updatedAt, now }: { call: CallView; siteUrl: string; updatedAt: Date; now: Date }): string {
  const host = new URL(siteUrl).hostname;
  const description = [...call.agenda.map((item) => `• ${item}`), '', `Join: ${call.joinUrl}`, `Details: ${siteUrl}/premium/calls`].join(
    '\n',
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(SITE_NAME)}//Strategy calls//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${call.id}@${host}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `SEQUENCE:${Math.floor(updatedAt.getTime() / 1000)}`,
    `DTSTART:${icsTime(call.startsAt)}`,
    `DTEND:${icsTime(call.endsAt)}`,
    `SUMMARY:${escapeIcsText(call.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(call.joinUrl)}`,
    `URL:${call.joinUrl}`,
    `STATUS:${call.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(call.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
