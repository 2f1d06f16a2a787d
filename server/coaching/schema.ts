import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * 1-on-1 coaching (issue 28, docs/decisions/025a-coaching-bookings.md): the owner's availability, one row
 * (id is always true; absent means the defaults in server/coaching/coaching-settings.ts). `weekly` and
 * `overrides` are the owner's wall-clock ranges in `timeZone` ("09:00"–"12:00"); the slots are computed
 * from them at each request (server/coaching/generate-slots.ts). Lengths are multiples of 5 minutes so
 * that every booking claims whole 5-minute cells (coaching_booked_cells).
 */
export const coachingSettings = pgTable(
  'coaching_settings',
  {
    id: boolean().primaryKey().default(true),
    timeZone: text().notNull(),
    sessionMinutes: integer().notNull().default(30),
    bufferMinutes: integer().notNull().default(0),
    minNoticeHours: integer().notNull().default(24),
    maxDaysAhead: integer().notNull().default(30),
    /** At most this many sessions on one of the owner's local days; null: no limit. */
    maxPerDay: integer(),
    /** The one video-call link every session uses; null until the owner sets it (the emails then say it will follow). */
    meetingUrl: text(),
    weekly: jsonb().$type<Record<string, { start: string; end: string }[]>>().notNull(),
    overrides: jsonb().$type<{ date: string; ranges: { start: string; end: string }[] }[]>().notNull(),
    /** A session a purchase or a grant includes must be booked within this many days of it. */
    bookingWindowDays: integer().notNull().default(90),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('coaching_settings_one_row', sql`${t.id}`),
    check('coaching_settings_session', sql`${t.sessionMinutes} between 15 and 240 and ${t.sessionMinutes} % 5 = 0`),
    check('coaching_settings_buffer', sql`${t.bufferMinutes} between 0 and 120 and ${t.bufferMinutes} % 5 = 0`),
    check('coaching_settings_notice', sql`${t.minNoticeHours} between 0 and 720`),
    check('coaching_settings_ahead', sql`${t.maxDaysAhead} between 1 and 365`),
    check('coaching_settings_per_day', sql`${t.maxPerDay} is null or ${t.maxPerDay} between 1 and 48`),
    check('coaching_settings_window', sql`${t.bookingWindowDays} between 1 and 730`),
  ],
);

/**
 * Sessions an owner gave a learner on top of the one each premium purchase includes (that one is implied
 * by the purchase row, see server/coaching/coaching-balance.ts). Audited; a refund, dispute or revocation
 * that ends the learner's access voids them (`voidedAt`), so buying again does not bring them back.
 */
export const coachingGrants = pgTable(
  'coaching_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer().notNull(),
    reason: text().notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('coaching_grants_user_idx').on(t.userId), check('coaching_grants_count', sql`${t.count} between 1 and 20`)],
);

/**
 * A learner's 1-on-1 session. Times are UTC; `blockedUntil` is the end plus the buffer at booking time.
 * `sequence` is the invitation's SEQUENCE (raised on each reschedule and on cancellation); the id is its UID.
 * The reminder columns are claimed by a conditional update in the transaction that queues the reminders,
 * so each goes out once however many processes run the job.
 */
export const coachingBookings = pgTable(
  'coaching_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }).notNull(),
    /** What the learner wants to talk about, as typed (≤ 2,000 characters, rendered as text). */
    topic: text().notNull().default(''),
    status: text({ enum: ['booked', 'cancelled', 'done', 'missed'] })
      .notNull()
      .default('booked'),
    /** The owner's notes, which the learner sees once the session is done. */
    notes: text(),
    sequence: integer().notNull().default(0),
    /** The zone the learner saw the times in when booking or moving it: their emails give the time there. */
    learnerTimeZone: text().notNull().default('UTC'),
    dayReminderQueuedAt: timestamp({ withTimezone: true }),
    hourReminderQueuedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Who cancelled: the learner, the owner (with a message), or the site when access ended (refund…). */
    cancelledBy: text({ enum: ['learner', 'owner', 'access_ended'] }),
    cancelMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('coaching_bookings_user_idx').on(t.userId, t.startsAt),
    index('coaching_bookings_starts_at_idx').on(t.startsAt),
    check('coaching_bookings_times', sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    check('coaching_bookings_topic_length', sql`char_length(${t.topic}) <= 2000`),
  ],
);

/**
 * No double booking, by a constraint that holds across processes and on both databases
 * (docs/decisions/025a-coaching-bookings.md): a booked session claims every 5-minute cell from its start
 * to its `blockedUntil`, and the primary key lets one session have each cell. Whatever the session length
 * and buffer were when each was booked, two sessions cannot overlap. A cancellation deletes its cells.
 */
export const coachingBookedCells = pgTable(
  'coaching_booked_cells',
  {
    cell: timestamp({ withTimezone: true }).primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => coachingBookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('coaching_booked_cells_booking_idx').on(t.bookingId),
    check('coaching_booked_cells_grid', sql`extract(epoch from ${t.cell})::bigint % 300 = 0`),
  ],
);
