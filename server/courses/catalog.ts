import { formatMinutes } from '../../common/format';
import { COURSES } from '../../content/courses/courses';
import { courseDurations } from './course-durations';

/**
 * The two courses of the offer as rows of the `courses` table, made from content/courses/courses.ts (the one
 * source of every course fact). Seeded (inserted or brought up to date) at every start-up.
 */
export const COURSE_CATALOG = COURSES.map((course) => ({
  id: course.id,
  title: course.title,
  description: course.description,
  // Derived from the lessons, never typed (issue 26): "5 h 40 min".
  duration: formatMinutes(courseDurations(course.id).minutes),
  level: course.level,
  modules: course.outline.map((m) => m.title),
  price: course.price,
  currency: course.currency,
  isPremium: course.isPremium,
}));
