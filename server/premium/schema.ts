import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * A live strategy call of the premium member area (issue 19), scheduled by an owner in /admin/calls. Only
 * buyers see the join link; after the call, its notes and recording link are shown under past calls. A
 * cancelled call stays (with `cancelledAt`) so members who had it in their calendar see that it is off.
 */
export const strategyCalls = pgTable(
  'strategy_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Plain text, one agenda item a line. */
    agenda: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    joinUrl: text().notNull(),
    status: text({ enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Written after the call (plain text), and where its recording can be watched. */
    notes: text(),
    recordingUrl: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The calendar file's SEQUENCE: 0 when scheduled, raised by one with each edit and the cancellation (RFC 5546). */
    revision: integer().notNull().default(0),
  },
  (t) => [
    index('strategy_calls_starts_at_idx').on(t.startsAt),
    check('strategy_calls_duration', sql`${t.durationMinutes} between 15 and 240`),
  ],
);

/**
 * The reminder email a member was sent a day before a call: at most one per member and call (the primary
 * key), inserted in the same transaction that queues the message, so however many processes run the
 * reminder job, and however often it restarts, each member gets one reminder (server/premium/send-call-reminders.ts).
 * A cancellation emails exactly these members, once (`cancellationQueuedAt`).
 */
export const callReminders = pgTable(
  'call_reminders',
  {
    callId: uuid()
      .notNull()
      .references(() => strategyCalls.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    cancellationQueuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] })],
);
