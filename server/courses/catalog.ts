import { COURSES } from '../../content/courses/courses';

/**
 * The two courses of the offer as rows of the `courses` table, made from content/courses/courses.ts (the one
 * source of every course fact). Seeded (inserted or brought up to date) at every start-up.
 */
export const COURSE_CATALOG = COURSES.map((course) => ({
  id: course.id,
  title: course.title,
  description: course.description,
  duration: course.duration,
  level: course.level,
  modules: course.outline.map((m) => m.title),
  price: course.price,
  currency: course.currency,
  isPremium: course.isPremium,
}));
