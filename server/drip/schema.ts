import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { courses } from '../courses/schema';

/** The owner opened every lesson of a course for one learner, whatever its drip schedule says (issue 43). */
export const dripUnlocks = pgTable(
  'drip_unlocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
