import { allLessons } from '../../content/lessons/lesson-registry.server';
import { allCatalogueCourses, courseById } from './course-catalogue';
import type { Lesson } from '../../content/lessons/lesson-schema';

/**
 * How long each course and each of its modules takes, summed from the lessons' derived durations
 * (content/lessons/lesson-minutes.ts; issue 26, DESIGN §12). Server-only: it reads the lessons, whose text
 * must not reach the browser, so pages receive these numbers from their loaders and nothing else.
 */
export interface CourseDurations {
  /** The whole course, in minutes. */
  minutes: number;
  /** One entry per row of the course's outline (index = module number − 1), in minutes. */
  modules: number[];
}

export function courseDurations(courseId: string, lessons: readonly Lesson[] = allLessons()): CourseDurations {
  // The course's modules as the owner has them (issue 43).
  const course = courseById(courseId);
  const modules = (course?.modules ?? []).map((_, index) => {
    const module = index + 1;
    // A module that is another course (the premium course's module 1 is the starter course) takes that course's time.
    const other = course?.moduleCourses[String(module)];
    if (other && other !== courseId) return courseDurations(other, lessons).minutes;
    return lessons.filter((l) => l.courseId === courseId && l.module === module).reduce((sum, l) => sum + l.duration, 0);
  });
  return { minutes: modules.reduce((sum, m) => sum + m, 0), modules };
}

/** Every course's durations, by course id, as loaders pass them to pages. */
export function allCourseDurations(lessons: readonly Lesson[] = allLessons()): Record<string, CourseDurations> {
  return Object.fromEntries(allCatalogueCourses().map((c) => [c.id, courseDurations(c.id, lessons)]));
}
