/**
 * Wall-clock times in a time zone ⇄ UTC instants, with the disambiguation written down (the one
 * Temporal calls "compatible", and RFC 5545 uses for calendar events):
 * - a wall-clock time the clocks skip (02:30 on the spring-forward night in New York) is read with the
 *   offset before the change, so it lands as far after the change as it was into the gap (03:30 EDT);
 * - a wall-clock time the clocks show twice (01:30 on the fall-back night in London) is the earlier one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `utcMs`, as if it were UTC (milliseconds), to the second. */
function wallAsUtc(utcMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The offset of `timeZone` from UTC at `utcMs`, in milliseconds (3 600 000 for London in summer). */
export function offsetMs(utcMs: number, timeZone: string): number {
  return wallAsUtc(Math.floor(utcMs / 1000) * 1000, timeZone) - Math.floor(utcMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;

/** The UTC instant of `date` (YYYY-MM-DD) at `minutes` after its midnight (0–1440) on the wall clock of `timeZone`. */
export function wallClockToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Clock changes are hours apart from any wall time we ask about: the offsets 12 hours either side are
  // the only two that can apply.
  const before = offsetMs(naive - 12 * HOUR_MS, timeZone);
  const after = offsetMs(naive + 12 * HOUR_MS, timeZone);
  const valid = [...new Set([before, after])].map((offset) => naive - offset).filter((utc) => utc + offsetMs(utc, timeZone) === naive);
  if (valid.length > 0) return Math.min(...valid);
  // Skipped: read with the offset before the change.
  return naive - before;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) on the wall clock of `timeZone` at `utcMs`. */
export function localDate(utcMs: number, timeZone: string): string {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, format);
  }
  return format.format(new Date(utcMs));
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * A wall-clock time typed in a form (`YYYY-MM-DDTHH:MM`, an <input type="datetime-local">) in `timeZone`, as an ISO
 * moment, with the same disambiguation as every other wall-clock time on the site; null when it is not one.
 */
export function zonedTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls 2026-02-30 over into March: such a day is not one.
  if (h > 23 || mi > 59 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return new Date(wallClockToUtc(local.slice(0, 10), h * 60 + mi, timeZone)).toISOString();
}

/** An ISO moment as `YYYY-MM-DDTHH:MM` in `timeZone`, for a datetime-local input's value. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const at = new Date(iso).getTime();
  return new Date(at + offsetMs(at, timeZone)).toISOString().slice(0, 16);
}
