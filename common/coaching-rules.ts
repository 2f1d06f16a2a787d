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
 * What a premium purchase includes in coaching (issue 28), in the words the course page, the checkout and the
 * receipt use: one session per purchase, of the owner's length, to be booked within the owner's window.
 */
export function coachingPromise({ sessionMinutes, bookingWindowDays }: { sessionMinutes: number; bookingWindowDays: number }): string {
  return `One ${sessionMinutes}-minute 1-on-1 coaching session with the instructor, booked within ${bookingWindowDays} days`;
}
