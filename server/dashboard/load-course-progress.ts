// `.server`: reads the lesson catalogue (which holds premium text) for lesson links; never bundled for the browser.
import { publishedCourses } from '../courses/course-catalogue';
import { courseProgress, type CourseProgress } from './course-progress';
import { dashboardLessons } from './dashboard-lessons';
import { readProgress } from './read-progress';
import type { Db } from '../db/client';

/** The signed-in learner's standing on every published course's page, by course id, from the progress the dashboard reads too. */
export async function loadCourseProgress({ db, userId }: { db: Db; userId: string }): Promise<Record<string, CourseProgress>> {
  const progress = await readProgress({ db, userId });
  const lessons = dashboardLessons();
  return Object.fromEntries(publishedCourses().map((course) => [course.id, courseProgress(course.id, lessons, progress)]));
}
