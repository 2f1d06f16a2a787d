import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * A certificate of completion (issue 14, docs/decisions/018-certificates.md): earned once per learner and
 * course on completing its last unfinished lesson. Whether a premium one still stands is not stored: it is
 * read from the learner's purchases each time (server/certificates/certificate-status.ts), so a refund,
 * dispute or revoked grant takes it back whichever way it happens.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** Random and unguessable (the public page's address); not the row order. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    /** The facts as they were when it was earned: a later change to the course does not rewrite it. */
    courseTitle: text().notNull(),
    lessonCount: integer().notNull(),
    /** Measured study time over the course's lessons, in whole minutes (issue 26; not the advertised durations). */
    minutes: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The learner took its public page down (they may put it back). */
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('certificates_user_course_idx').on(t.userId, t.courseId)],
);
