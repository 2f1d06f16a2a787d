import { asc } from 'drizzle-orm';
import { courses } from '../db/schema';
import type { Db } from '../db/client';

export type Course = typeof courses.$inferSelect;

/** Every course, the free one first: it is the first step of the offer. */
export function listCourses({ db }: { db: Db }): Promise<Course[]> {
  return db.select().from(courses).orderBy(asc(courses.isPremium), asc(courses.id));
}
