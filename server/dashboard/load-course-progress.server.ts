// `.server`: reads the lesson catalogue (which holds premium text) for lesson links; never bundled for the browser.
import type { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../common/course-outline';
import type { Db } from '../db/client';
import { courseProgress, type CourseProgress } from './course-progress';
import { LESSONS, readProgress } from './load-dashboard.server';

/** The signed-in learner's standing on a course page, from the progress the dashboard reads too. */
export async function loadCourseProgress(
  db: Db,
  userId: string,
  courseId: typeof FREE_COURSE_ID | typeof PREMIUM_COURSE_ID,
): Promise<CourseProgress> {
  return courseProgress(courseId, LESSONS, await readProgress(db, userId));
}
