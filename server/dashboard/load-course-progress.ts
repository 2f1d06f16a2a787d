// `.server`: reads the lesson catalogue (which holds premium text) for lesson links; never bundled for the browser.
import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { courseProgress, type CourseProgress } from './course-progress';
import { dashboardLessons } from './dashboard-lessons';
import { readProgress } from './read-progress';
import type { Db } from '../db/client';

/** The signed-in learner's standing on both course pages, from the progress the dashboard reads too. */
export async function loadCourseProgress({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<Record<typeof FREE_COURSE_ID | typeof PREMIUM_COURSE_ID, CourseProgress>> {
  const progress = await readProgress({ db, userId });
  return {
    [FREE_COURSE_ID]: courseProgress(FREE_COURSE_ID, dashboardLessons(), progress),
    [PREMIUM_COURSE_ID]: courseProgress(PREMIUM_COURSE_ID, dashboardLessons(), progress),
  };
}
