import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { subscriptions } from '../billing/schema';
import { courses } from '../courses/schema';
import { GRANT_TYPES, offers } from '../offers/schema';
import { purchases } from '../payments/schema';

/**
 * Who may use what, from when, until when, and why (issue 43; DESIGN §13): the one source of access. Every check
 * (lessons, downloads, the member area, the community, coaching sessions, certificates, search of paid text,
 * /api/auth/me) reads this table. A purchase's offer gives one row per grant; a refund, dispute or revocation ends
 * the rows of that purchase and no other (server/entitlements/). Rows are never deleted while the learner exists:
 * an ended row is the history of what they had.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it gives: a course, the member area, the community, or coaching sessions. */
    kind: text({ enum: GRANT_TYPES }).notNull(),
    /** The course of a `course` row; null otherwise. */
    courseId: text().references(() => courses.id),
    /** The sessions of a `coaching` row; null otherwise. */
    sessions: integer(),
    /**
     * purchase: bought through an offer; grant: given by the owner (a granted purchase row); free_enrolment: the
     * learner enrolled in a course that a free offer gives; subscription: a subscription or payment plan in good
     * standing (issue 44: its rows end when it is cancelled or paused, and new ones begin when it is paid again).
     */
    source: text({ enum: ['purchase', 'grant', 'free_enrolment', 'subscription'] }).notNull(),
    /** The purchase (paid or granted) it came from; null for a free enrolment. */
    purchaseId: uuid().references(() => purchases.id, { onDelete: 'cascade' }),
    /** The subscription or payment plan it came from (source `subscription`). */
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'cascade' }),
    offerId: text().references(() => offers.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Null while it lasts; set when a refund, dispute or revocation ends it. */
    endsAt: timestamp({ withTimezone: true }),
    /** subscription_ended: cancelled and its paid period over; paused: its renewal failed through the grace period. */
    endedReason: text({ enum: ['refunded', 'disputed', 'revoked', 'subscription_ended', 'paused'] }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('entitlements_user_idx').on(t.userId, t.kind),
    index('entitlements_purchase_idx').on(t.purchaseId),
    // A purchase gives each thing once, however often its payment is reported.
    uniqueIndex('entitlements_purchase_thing_idx')
      .on(t.purchaseId, t.kind, sql`coalesce(${t.courseId}, '')`)
      .where(sql`${t.purchaseId} is not null`),
    // One free enrolment per learner and course: opening a lesson twice enrols once.
    uniqueIndex('entitlements_one_free_enrolment_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.source} = 'free_enrolment'`),
    // One free enrolment per learner, offer and non-course grant (the member area, the community, coaching): a
    // double click on a free offer's "Enrol", or two processes, enrol once (POST /api/offers/:id/enrol).
    uniqueIndex('entitlements_one_free_grant_idx')
      .on(t.userId, t.offerId, t.kind)
      .where(sql`${t.source} = 'free_enrolment' and ${t.courseId} is null`),
    check('entitlements_course', sql`(${t.courseId} is not null) = (${t.kind} = 'course')`),
    check('entitlements_sessions', sql`(${t.sessions} is not null and ${t.sessions} > 0) = (${t.kind} = 'coaching')`),
    // A subscription gives each thing once at a time: a renewal reported twice does not give it twice.
    uniqueIndex('entitlements_subscription_live_idx')
      .on(t.subscriptionId, t.kind, sql`coalesce(${t.courseId}, '')`)
      .where(sql`${t.subscriptionId} is not null and ${t.endsAt} is null`),
    check('entitlements_purchase', sql`(${t.purchaseId} is null) = (${t.source} in ('free_enrolment', 'subscription'))`),
    check('entitlements_subscription', sql`(${t.subscriptionId} is not null) = (${t.source} = 'subscription')`),
    check('entitlements_ended_when', sql`${t.endedReason} is null or ${t.endsAt} is not null`),
  ],
);
