import { formatMinutes } from '../../common/format';
import { COURSES } from '../../content/courses/courses';
import { courseDurations } from './course-durations';

/**
 * The specification's two courses as the first rows of the `courses` table (issue 43: "the first import of the
 * specification's content"), made from content/courses/courses.ts. Inserted when missing; from then on the rows are
 * the owner's (server/courses/seed-courses.ts).
 */
export const COURSE_CATALOG = COURSES.map((course, index) => ({
  id: course.id,
  slug: course.pagePath.slice('/course/'.length),
  title: course.title,
  description: course.description,
  // Derived from the lessons, never typed (issue 26): "5 h 40 min".
  duration: formatMinutes(courseDurations(course.id).minutes),
  level: course.level,
  modules: course.outline.map((m) => m.title),
  moduleCourses: Object.fromEntries(Object.entries(course.moduleCourses).map(([module, id]) => [module, id as string])),
  price: course.price,
  currency: course.currency,
  isPremium: course.isPremium,
  status: 'published' as const,
  passMark: course.passMark,
  position: index,
}));
