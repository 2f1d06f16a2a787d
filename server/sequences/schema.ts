import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SEQUENCE_TRIGGERS } from '../../common/sequence-rules';
import { users } from '../auth/schema';
import { newsletterSubscribers } from '../newsletter/schema';

/**
 * Email sequences (issue 30, docs/decisions/027a-email-sequences.md): the owner's sequences and their steps,
 * who is enrolled where and when their next step is due, each step sent, and the addresses that unsubscribed.
 */
export const sequences = pgTable(
  'sequences',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    trigger: text({ enum: SEQUENCE_TRIGGERS }).notNull(),
    /** Off: nobody is enrolled and nothing is sent; enrolments wait where they are until it is on again. */
    active: boolean().notNull().default(false),
    /** checkout_abandoned: hours an unpaid checkout waits before its first step's delay starts. */
    abandonAfterHours: integer().notNull().default(24),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('sequences_abandon_after_hours', sql`${t.abandonAfterHours} between 1 and 720`)],
);

/** A sequence's emails, in order (`position` from 0). Counts are kept here, so they outlive deleted accounts. */
export const sequenceSteps = pgTable(
  'sequence_steps',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequenceId: uuid()
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** After the trigger (the first step) or after the previous step was sent; 0: at once. */
    delayMinutes: integer().notNull(),
    subject: text().notNull(),
    /** Markdown with {{name}}. */
    body: text().notNull(),
    sentCount: integer().notNull().default(0),
    /** Recipients who clicked a link in this step's email (one each). */
    clickCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('sequence_steps_sequence_position_idx').on(t.sequenceId, t.position),
    check('sequence_steps_delay', sql`${t.delayMinutes} >= 0`),
    check('sequence_steps_position', sql`${t.position} >= 0`),
  ],
);

/**
 * One recipient in one sequence, for one trigger event (`eventKey`: `user:<id>`, `purchase:<id>`,
 * `checkout:<user>:<course>`, `newsletter:<subscriber>:<confirmed at>`): enrolled once per sequence per event
 * by the unique index. The schedule is `nextStep` and `dueAt`, here in the database, so it survives restarts.
 * Deleted with the account or the subscription it came from (nothing of the address is kept).
 */
export const sequenceEnrolments = pgTable(
  'sequence_enrolments',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequenceId: uuid()
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    eventKey: text().notNull(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    subscriberId: uuid().references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** checkout_abandoned: the course left at checkout (a purchase of it ends the reminder). */
    courseId: text(),
    state: text({ enum: ['active', 'left', 'finished'] })
      .notNull()
      .default('active'),
    /** Why it left: bought (the checkout reminder), unsubscribed (consent withdrawn or one-click unsubscribe). */
    leftReason: text({ enum: ['bought', 'unsubscribed'] }),
    /** The position of the step to send next. */
    nextStep: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    enrolledAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sequence_enrolments_event_idx').on(t.sequenceId, t.eventKey),
    index('sequence_enrolments_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'active'`),
    index('sequence_enrolments_user_idx').on(t.userId),
    index('sequence_enrolments_subscriber_idx').on(t.subscriberId),
    index('sequence_enrolments_email_idx').on(t.email),
    check('sequence_enrolments_left_reason', sql`(${t.state} = 'left') = (${t.leftReason} is not null)`),
  ],
);

/**
 * One step sent to one enrolment: the outbox key. Inserted in the transaction that queues the message and
 * moves the enrolment on, so each step goes once per enrolment whatever crashes or processes run.
 */
export const sequenceSends = pgTable(
  'sequence_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    enrolmentId: uuid()
      .notNull()
      .references(() => sequenceEnrolments.id, { onDelete: 'cascade' }),
    stepId: uuid()
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    outboxId: uuid(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    /** The first click on one of its links; later clicks count nothing more. */
    clickedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sequence_sends_enrolment_step_idx').on(t.enrolmentId, t.stepId), index('sequence_sends_step_idx').on(t.stepId)],
);

/**
 * Addresses that unsubscribed from marketing sequences (the one-click link), as SHA-256 of the lower-cased
 * address: a suppression list that keeps no address (docs/decisions/024b-account-deletion-leaves-no-text.md).
 */
export const sequenceOptOuts = pgTable('sequence_opt_outs', {
  emailHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
