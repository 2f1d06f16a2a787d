import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NO_DRIP, type DripSchedule } from '../../common/drip';

/** Where a course stands (issue 43): only published courses have public pages; archived ones keep their learners' progress. */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * Courses are rows the owner creates (issue 43, decision 033f). The specification's two courses are the first two
 * rows, seeded from content/courses/courses.ts once; the owner's edits are never overwritten by a later start.
 */
export const courses = pgTable(
  'courses',
  {
    id: text().primaryKey(),
    /** The course page's address, /course/<slug>; the first two courses keep /course/free and /course/premium. */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** Derived from the lessons when seeded ("5 h 40 min"); pages compute it from the lessons (server/courses/course-durations.ts). */
    duration: text().notNull().default(''),
    level: text().notNull(),
    /** Module titles, in order (spec 000 §3: a list of text): module N is entry N-1. */
    modules: jsonb().$type<string[]>().notNull(),
    /**
     * Modules that are another course, by module number: their lessons are that course's (the specification's
     * premium course begins with the starter course as its module 1). Empty for a course of its own lessons only.
     */
    moduleCourses: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Kept from before offers held prices (decision 033c); a new course has none. */
    price: integer().notNull().default(0),
    currency: text().notNull().default('GBP'),
    isPremium: boolean().notNull().default(false),
    /** When the course's lessons open for each learner (common/drip.ts, issue 43); set by the owner, never by the seed. */
    drip: jsonb().$type<DripSchedule>().notNull().default(NO_DRIP),
    status: text({ enum: COURSE_STATUSES }).notNull().default('draft'),
    /** "What you will learn": short sentences shown on the course page. */
    outcomes: jsonb().$type<string[]>().notNull().default([]),
    /** An image's address (the studio's image library), or none. */
    coverImage: text(),
    /** The share (0–1) of a lesson's knowledge check a learner must answer correctly to complete it. */
    passMark: doublePrecision().notNull().default(0.7),
    issuesCertificate: boolean().notNull().default(true),
    hasDiscussions: boolean().notNull().default(true),
    /** The order of the catalogue's listings. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_slug_idx').on(t.slug),
    check('courses_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('courses_pass_mark', sql`${t.passMark} > 0 and ${t.passMark} <= 1`),
  ],
);
