import { asc, eq } from 'drizzle-orm';
import { courses } from '../db/schema';
import type { Db } from '../db/client';

export type Course = typeof courses.$inferSelect;

export function listCourses(db: Db): Promise<Course[]> {
  // Premium last: the free course is the first step of the offer.
  return db.select().from(courses).orderBy(asc(courses.isPremium), asc(courses.id));
}

export async function getCourse(db: Db, courseId: string): Promise<Course | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return course;
}
