import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { NO_DRIP, type DripSchedule } from '../../common/drip';

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
  /** When the course's lessons open for each learner (common/drip.ts, issue 43); set by the owner, never by the seed. */
  drip: jsonb().$type<DripSchedule>().notNull().default(NO_DRIP),
});
