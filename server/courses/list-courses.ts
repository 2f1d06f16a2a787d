import { asc, getTableColumns } from 'drizzle-orm';
import { courses } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A course as pages and the public API show it (spec 000 §3's shape): its row without the owner's settings
 * (the drip schedule is read through server/drip/).
 */
const { drip: _drip, ...COURSE_COLUMNS } = getTableColumns(courses);
export { COURSE_COLUMNS };

export type Course = Omit<typeof courses.$inferSelect, 'drip'>;

/** Every course, the free one first: it is the first step of the offer. */
export function listCourses({ db }: { db: Db }): Promise<Course[]> {
  return db.select(COURSE_COLUMNS).from(courses).orderBy(asc(courses.isPremium), asc(courses.id));
}
