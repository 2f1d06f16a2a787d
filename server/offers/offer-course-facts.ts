import { allLessons } from '../../content/lessons/lesson-registry.server';
import { courseById } from '../courses/course-catalogue';
import { courseDurations } from '../courses/course-durations';
import type { Lesson } from '../../content/lessons/lesson-schema';

/** What a sales page says of a course an offer grants: its size, as the course page counts it. */
export interface OfferCourseFacts {
  modules: number;
  lessons: number;
  /** Summed from the lessons (server/courses/course-durations.ts, issue 26). */
  minutes: number;
}

/**
 * The modules, lessons and minutes of a course, from its modules and its lessons. A module that is another course
 * (the premium course's first module is the starter course) counts that course's lessons, as course-durations counts
 * its time. Server-only: it reads the lessons, and only the numbers reach the page.
 */
export function offerCourseFacts(courseId: string, moduleCount: number, lessons: readonly Lesson[] = allLessons()): OfferCourseFacts {
  const course = courseById(courseId);
  const count = (id: string) => lessons.filter((lesson) => lesson.courseId === id).length;
  const included = Object.values(course?.moduleCourses ?? {}).filter((other) => other !== courseId);
  return {
    modules: course?.modules.length ?? moduleCount,
    lessons: count(courseId) + included.reduce((sum, other) => sum + count(other), 0),
    minutes: courseDurations(courseId, lessons).minutes,
  };
}
