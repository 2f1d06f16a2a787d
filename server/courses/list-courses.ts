import { asc, eq } from 'drizzle-orm';
import { courses } from '../db/schema';
import { courseById } from './course-catalogue';
import type { Db } from '../db/client';

/**
 * A course as pages and the public API show it (spec 000 §3's shape): the row's public facts, without the owner's
 * settings (the drip schedule is read through server/drip/, the rest through server/courses/course-catalogue.ts).
 */
export const COURSE_COLUMNS = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  duration: courses.duration,
  level: courses.level,
  modules: courses.modules,
  price: courses.price,
  currency: courses.currency,
  isPremium: courses.isPremium,
};

/**
 * The row as shown: `isPremium` (the specification's field) says whether the course is sold, i.e. no published free
 * offer opens it (issue 43), whatever the seeded column holds; a course the owner adds is sold unless a free offer
 * gives it.
 */
export function shownCourse<T extends { id: string; isPremium: boolean }>(row: T): T {
  const course = courseById(row.id);
  return course ? { ...row, isPremium: !course.open } : row;
}

export type Course = Pick<typeof courses.$inferSelect, keyof typeof COURSE_COLUMNS>;

/** Every published course in the catalogue's order (the owner's; the free course first as seeded): drafts are the owner's alone. */
export function listCourses({ db }: { db: Db }): Promise<Course[]> {
  return db
    .select(COURSE_COLUMNS)
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.position), asc(courses.id))
    .then((rows) => rows.map(shownCourse));
}
