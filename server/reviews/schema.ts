import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/**
 * A learner's rating (1–5) and short review of a course they completed (DESIGN §12). One per learner and
 * course; the learner may change it, an owner may hide it (audited) but never edit it. `featuredConsent`:
 * the learner agreed to it being quoted on the home and premium pages.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    rating: integer().notNull(),
    /** As typed, 0–1,000 characters; rendered as text, never HTML. */
    body: text().notNull(),
    featuredConsent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('course_reviews_user_course_idx').on(t.userId, t.courseId),
    index('course_reviews_course_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('course_reviews_body_length', sql`char_length(${t.body}) <= 1000`),
  ],
);
