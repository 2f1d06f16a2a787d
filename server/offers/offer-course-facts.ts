import { courseById, FREE_COURSE_ID } from '../../content/courses/courses';
import { allLessons } from '../../content/lessons/lesson-registry.server';
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
 * The modules, lessons and minutes of a course, from its outline and its lessons. A module of the outline that has
 * no lessons of its own is read as course-durations reads it (the premium course's first module is the starter
 * course): its lessons are that course's. Server-only: it reads the lessons, and only the numbers reach the page.
 */
export function offerCourseFacts(courseId: string, moduleCount: number, lessons: readonly Lesson[] = allLessons()): OfferCourseFacts {
  const known = courseById(courseId);
  const own = lessons.filter((lesson) => lesson.courseId === courseId);
  if (!known) {
    // A course the owner made: its lessons as they stand, its row's modules.
    return { modules: moduleCount, lessons: own.length, minutes: own.reduce((sum, l) => sum + l.duration, 0) };
  }
  const withLessons = new Set<number>(known.lessonModules);
  const borrowed = known.outline.filter((_, index) => !withLessons.has(index + 1)).length;
  // As course-durations counts such a module: the starter course's lessons.
  const borrowedLessons = borrowed > 0 ? lessons.filter((l) => l.courseId === FREE_COURSE_ID).length * borrowed : 0;
  return {
    modules: known.outline.length,
    lessons: own.length + borrowedLessons,
    minutes: courseDurations(known.id, lessons).minutes,
  };
}
