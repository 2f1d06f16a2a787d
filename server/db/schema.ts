import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    // Stored trimmed and lower-cased; the unique index on lower() guards against any writer that forgets.
    email: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 (hex) of the cookie token: a leaked table does not yield usable cookies.
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const courses = pgTable('courses', {
  id: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  duration: text().notNull(),
  level: text().notNull(),
  /** Module titles, in order (spec 000 §3: a list of text). */
  modules: jsonb().$type<string[]>().notNull(),
  price: integer().notNull(),
  currency: text().notNull(),
  isPremium: boolean().notNull(),
});

export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    courseId: text()
      .notNull()
      .references(() => courses.id),
    paymentIntentId: text().notNull().unique(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ['paid', 'refunded', 'disputed'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchases_user_course_idx').on(t.userId, t.courseId)],
);

export const rateLimits = pgTable('rate_limits', {
  // "<bucket>:<subject>", e.g. "login-ip:203.0.113.9"
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
