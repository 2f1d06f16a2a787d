import { z } from 'zod';
import { CANCEL_MESSAGE_MAX, COACHING_NOTES_MAX, minutesOf, SLOTS_MAX_DAYS, TOPIC_MAX, WEEKDAYS, type Weekday } from './coaching-rules';
import { textField } from './validation';

export * from './coaching-rules';

const wallTime = (label: string) =>
  z
    .string({ message: `${label} must be a time such as 09:00` })
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${label} must be a time such as 09:00`)
    .refine((value) => minutesOf(value) % 5 === 0, `${label} must be on a 5-minute mark`);

const rangeSchema = z
  .object({ start: wallTime('start'), end: wallTime('end') })
  .refine((range) => minutesOf(range.end) > minutesOf(range.start), { message: 'end must be after start', path: ['end'] });

/** Several ranges a day, none overlapping another. */
const rangesSchema = z
  .array(rangeSchema, { message: 'must be a list of {start, end} ranges' })
  .max(12, 'at most 12 ranges a day')
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      return sorted.every((range, i) => i === 0 || minutesOf(range.start) >= minutesOf(sorted[i - 1]!.end));
    },
    { message: 'ranges of one day must not overlap' },
  );

const timeZoneSchema = z
  .string({ message: 'timeZone must be an IANA time zone such as Europe/London' })
  .max(64, 'timeZone must be an IANA time zone such as Europe/London')
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'timeZone must be an IANA time zone such as Europe/London');

const isoDate = z
  .string({ message: 'date must be a date such as 2026-12-24' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date such as 2026-12-24')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'date must be a date such as 2026-12-24',
  });

const int = (label: string, min: number, max: number, step = 1) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} to ${max}`)
    .max(max, `${label} must be ${min} to ${max}`)
    .refine((value) => value % step === 0, `${label} must be a multiple of ${step}`);

const httpsUrl = textField('meetingUrl')
  .trim()
  .max(500, 'meetingUrl must be at most 500 characters')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'meetingUrl must be an https:// address');

/** PUT /api/admin/coaching/availability (and what GET answers). Times are the owner's wall clock in timeZone. */
export const availabilitySchema = z.object({
  timeZone: timeZoneSchema,
  sessionMinutes: int('sessionMinutes', 15, 240, 5),
  bufferMinutes: int('bufferMinutes', 0, 120, 5),
  minNoticeHours: int('minNoticeHours', 0, 720),
  maxDaysAhead: int('maxDaysAhead', 1, 365),
  maxPerDay: int('maxPerDay', 1, 48).nullable(),
  meetingUrl: z.union([z.literal(''), httpsUrl]).nullable(),
  bookingWindowDays: int('bookingWindowDays', 1, 730).optional(),
  weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, rangesSchema])) as Record<Weekday, typeof rangesSchema>, {
    message: 'weekly must list mon to sun',
  }),
  overrides: z
    .array(z.object({ date: isoDate, ranges: rangesSchema }), { message: 'overrides must be a list of {date, ranges}' })
    .max(400, 'at most 400 overrides')
    .refine((overrides) => new Set(overrides.map((o) => o.date)).size === overrides.length, { message: 'one override per date' }),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;

const instant = (label: string) =>
  z
    .string({ message: `${label} must be a date and time in ISO 8601` })
    .max(40, `${label} must be a date and time in ISO 8601`)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
      `${label} must be a date and time in ISO 8601 with its offset`,
    )
    .transform((value) => new Date(value));

/** GET /api/coaching/slots?from=&to= (both optional: from now, for the next 28 days). */
export const slotsQuerySchema = z
  .object({ from: instant('from').optional(), to: instant('to').optional() })
  .refine((q) => !q.from || !q.to || q.to.getTime() > q.from.getTime(), { message: 'to must be after from', path: ['to'] })
  .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= SLOTS_MAX_DAYS * 86_400_000, {
    message: `to must be at most ${SLOTS_MAX_DAYS} days after from`,
    path: ['to'],
  });

const topicSchema = textField('topic', { multiline: true }).trim().max(TOPIC_MAX, `topic must be at most ${TOPIC_MAX} characters`);

/**
 * POST /api/coaching/bookings. `timeZone`: the zone the learner reads times in, for their emails (without
 * it, the zone of their cookies: the one chosen on /premium/coaching, else the browser's).
 */
export const bookSessionSchema = z.object({ start: instant('start'), topic: topicSchema.optional(), timeZone: timeZoneSchema.optional() });
/** PATCH /api/coaching/bookings/:id: reschedule. */
export const rescheduleSessionSchema = z.object({ start: instant('start'), timeZone: timeZoneSchema.optional() });
export const bookingParamsSchema = z.object({ id: z.uuid({ message: 'id must be a booking id' }) });

/** PATCH /api/admin/coaching/bookings/:id: the owner marks a session, writes notes, or cancels it with a message. */
export const ownerBookingUpdateSchema = z
  .object({
    status: z.enum(['cancelled', 'done', 'missed'], { message: 'status must be cancelled, done or missed' }).optional(),
    notes: textField('notes', { multiline: true })
      .trim()
      .max(COACHING_NOTES_MAX, `notes must be at most ${COACHING_NOTES_MAX} characters`)
      .optional(),
    message: textField('message', { multiline: true })
      .trim()
      .max(CANCEL_MESSAGE_MAX, `message must be at most ${CANCEL_MESSAGE_MAX} characters`)
      .optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, { message: 'status or notes is required', path: ['status'] });
export type OwnerBookingUpdate = z.infer<typeof ownerBookingUpdateSchema>;

/** POST /api/admin/learners/:id/coaching-sessions. */
export const grantSessionsSchema = z.object({
  count: int('count', 1, 20),
  reason: textField('reason').trim().min(3, 'reason must be 3 to 500 characters').max(500, 'reason must be 3 to 500 characters'),
});
