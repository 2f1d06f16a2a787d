import { eq } from 'drizzle-orm';
import { courses } from '../db/schema';
import { COURSE_COLUMNS, shownCourse, type Course } from './list-courses';
import type { Db } from '../db/client';

/** One course by id, or undefined when there is none (callers decide whether that is a 404). */
export async function findCourse({ db, courseId }: { db: Db; courseId: string }): Promise<Course | undefined> {
  const [course] = await db.select(COURSE_COLUMNS).from(courses).where(eq(courses.id, courseId)).limit(1);
  return course && shownCourse(course);
}
