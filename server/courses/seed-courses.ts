import { sql } from 'drizzle-orm';
import { courses } from '../db/schema';
import { COURSE_CATALOG } from './catalog';
import type { Db } from '../db/client';

/**
 * Idempotent: a second run (or a second process) leaves the same rows. The two first courses are inserted when
 * missing and never rewritten after (issue 43): their title, modules, status and the rest are the owner's to edit in
 * /admin/courses. Only `duration`, derived from the lessons and never typed, is brought up to date.
 */
export async function seedCourses({ db }: { db: Db }): Promise<void> {
  await db
    .insert(courses)
    .values(COURSE_CATALOG)
    .onConflictDoUpdate({ target: courses.id, set: { duration: sql`excluded.duration` } });
}
