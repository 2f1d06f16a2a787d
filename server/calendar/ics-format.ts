/**
 * The pieces every iCalendar file of the site is written with (coaching invitations, strategy-call files):
 * one place that decides how text, parameters and addresses are written, so that no value a learner or an
 * owner typed can end its content line and start another (issue 41: a topic with a bare carriage return
 * made a calendar show the owner an event the learner wrote).
 */

/**
 * Every line break a calendar program may split a line on: CRLF, CR, LF, NEL (U+0085), and the Unicode
 * line and paragraph separators. RFC 5545 §3.1 says only CRLF ends a line, but parsers are lenient (some
 * split on a bare CR or LF, some on any Unicode break), so each is written as the escaped `\n`.
 */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Control characters TEXT may not hold (RFC 5545 §3.3.11: TSAFE-CHAR allows tab among them), once line breaks are escaped. */
// eslint-disable-next-line no-control-regex
const OTHER_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** RFC 5545 §3.3.11: a TEXT value with backslash, semicolon and comma escaped and each line break as `\n`. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(LINE_BREAK, '\\n').replace(OTHER_CONTROLS, '');
}

/**
 * RFC 5545 §3.2: a parameter value (a CN) as a quoted string, which may hold neither a double quote nor a
 * control character and has no escapes: those are dropped, and a line break becomes a space.
 */
export function icsParamValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(LINE_BREAK, ' ').replace(/["\u0000-\u001F\u007F]/g, '')}"`;
}

/**
 * A URI value (URL, the mailto of ORGANIZER and ATTENDEE) as the WHATWG parser writes it: whatever was
 * stored, any space, line break or separator comes out percent-encoded, so it stays inside its line.
 */
export function icsUri(value: string): string {
  return new URL(value).href;
}

/** 20261201T180000Z: a UTC DATE-TIME. */
export function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
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
 * The file: content lines folded and ended by CRLF. A content line that still holds a line break is a
 * property written without the functions above, a bug that would let a value end its line: refused here
 * rather than sent.
 */
export function icsDocument(lines: string[]): string {
  for (const line of lines) {
    if (new RegExp(LINE_BREAK.source).test(line)) throw new Error(`An iCalendar content line holds a raw line break: ${line.slice(0, 40)}`);
  }
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
