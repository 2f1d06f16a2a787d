import { minutesOf, WEEKDAYS, type CoachingAvailability, type TimeRange } from '../../common/coaching-schemas';
import { addDays, localDate, wallClockToUtc, weekdayOf } from '../../common/wall-clock';

export interface Slot {
  /** UTC ISO 8601. */
  start: string;
  end: string;
}

/** A session that holds its time: booked (or done/missed), with the end of its buffer when it was booked. */
export interface BusySession {
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
}

export interface GenerateSlotsOptions {
  settings: Pick<
    CoachingAvailability,
    'timeZone' | 'sessionMinutes' | 'bufferMinutes' | 'minNoticeHours' | 'maxDaysAhead' | 'maxPerDay' | 'weekly' | 'overrides'
  >;
  bookings: BusySession[];
  now: Date;
  from: Date;
  to: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Sunday-first index → the availability body's key. */
const KEY_OF_WEEKDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The open times between `from` and `to` (a start in [from, to)), in UTC, oldest first (issue 28).
 *
 * Each of the owner's local dates takes its override's ranges if it has one (none: a day off), else its
 * weekday's. A range's ends are wall-clock times in the owner's zone, turned into instants by
 * common/wall-clock.ts, so every week offers exactly the local hours the owner set, on both sides
 * of a clock change. Inside a range, sessions follow one another every `sessionMinutes + bufferMinutes`
 * of real time from its start, and the last one ends by its end. A range that spans the change itself
 * (01:00–03:00 on the night the clocks move) is as long as the real time between its ends: an hour the
 * clocks skip offers nothing, an hour they repeat is offered twice (two real times, both at the owner's
 * hours); a range end that falls in the skipped hour is read as the same distance past the change.
 *
 * Left out: starts sooner than the minimum notice or later than `maxDaysAhead` days from now; any time
 * whose session and following buffer would meet a booked session or the buffer that follows it (the
 * larger of the buffer then and now); and every time of a local day that already has `maxPerDay` sessions.
 */
export function generateSlots({ settings, bookings, now, from, to }: GenerateSlotsOptions): Slot[] {
  const earliest = Math.max(from.getTime(), now.getTime() + settings.minNoticeHours * HOUR);
  const latest = Math.min(to.getTime(), now.getTime() + settings.maxDaysAhead * DAY + 1);
  if (earliest >= latest) return [];
  const { timeZone } = settings;
  const length = settings.sessionMinutes * MINUTE;
  const step = length + settings.bufferMinutes * MINUTE;
  const busy = bookings.map((b) => ({
    start: b.startsAt.getTime(),
    end: Math.max(b.blockedUntil.getTime(), b.endsAt.getTime() + settings.bufferMinutes * MINUTE),
  }));
  const perDay = new Map<string, number>();
  for (const b of bookings) {
    const day = localDate(b.startsAt.getTime(), timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const overrides = new Map(settings.overrides.map((o) => [o.date, o.ranges]));
  const starts = new Set<number>();
  const last = localDate(latest, timeZone);
  for (let date = localDate(earliest, timeZone); date <= last; date = addDays(date, 1)) {
    if (settings.maxPerDay !== null && (perDay.get(date) ?? 0) >= settings.maxPerDay) continue;
    const ranges: TimeRange[] = overrides.get(date) ?? settings.weekly[KEY_OF_WEEKDAY[weekdayOf(date)]!] ?? [];
    for (const range of ranges) {
      const rangeStart = wallClockToUtc(date, minutesOf(range.start), timeZone);
      const rangeEnd = wallClockToUtc(date, minutesOf(range.end), timeZone);
      for (let start = rangeStart; start + length <= rangeEnd; start += step) {
        if (start < earliest || start >= latest) continue;
        const claimEnd = start + step;
        if (busy.some((b) => start < b.end && b.start < claimEnd)) continue;
        starts.add(start);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() }));
}

/** Every weekday with no hours and no overrides: what an owner who has set nothing offers. */
export const NO_HOURS = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as CoachingAvailability['weekly'];
