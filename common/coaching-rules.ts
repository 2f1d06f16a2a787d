// The coaching rules the pages share with the server, without zod (it stays out of the pages' bundles).

/** The weekdays of the availability body, in its order (Monday first, as the owner's page lists them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A wall-clock range of the owner's day, "09:00"–"12:00" ("24:00": the end of the day). */
export interface TimeRange {
  start: string;
  end: string;
}

export const TOPIC_MAX = 2000;
export const COACHING_NOTES_MAX = 5000;
export const CANCEL_MESSAGE_MAX = 1000;
/** The longest stretch one slots request may ask for. */
export const SLOTS_MAX_DAYS = 62;

/** "HH:MM" → minutes after midnight; "24:00" is the end of the day. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export interface CoachingAvailability {
  timeZone: string;
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  maxDaysAhead: number;
  maxPerDay: number | null;
  meetingUrl: string | null;
  bookingWindowDays: number;
  weekly: Record<Weekday, TimeRange[]>;
  overrides: { date: string; ranges: TimeRange[] }[];
}

/**
 * Whether the owner has opened any hours for coaching: a weekly range, or a date with ranges of its own.
 * Until then nothing can be booked, so nothing promises a session (issue 41) and /admin asks for hours.
 */
export function hasCoachingHours({ weekly, overrides }: Pick<CoachingAvailability, 'weekly' | 'overrides'>): boolean {
  return WEEKDAYS.some((day) => (weekly[day]?.length ?? 0) > 0) || overrides.some((override) => override.ranges.length > 0);
}

/**
 * What a premium purchase includes in coaching (issue 28), in the words the course page, the checkout and the
 * receipt use: one session per purchase, of the owner's length, to be booked within the owner's window. None
 * (null) while the owner has set no hours: a session that cannot be booked is not promised (issue 41).
 */
export function coachingPromise(
  settings: Pick<CoachingAvailability, 'sessionMinutes' | 'bookingWindowDays' | 'weekly' | 'overrides'>,
): string | null {
  if (!hasCoachingHours(settings)) return null;
  return `One ${settings.sessionMinutes}-minute 1-on-1 coaching session with the instructor, booked within ${settings.bookingWindowDays} days`;
}
