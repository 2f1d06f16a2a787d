/**
 * Every fact about the two courses, in one place (docs/decisions/012-content-model.md): ids, titles,
 * descriptions, the module lists of the course pages (spec 000 §3 "Static module lists"), which modules
 * carry lessons, and the price in minor units with its currency.
 *
 * Read by the catalogue seeding (server/courses/catalog.ts → the `courses` table), the lesson schema and
 * registry, the course pages, the dashboard and the search index. Plain data, safe for the browser bundle
 * (no lesson text here); checked against course-schema.ts by content/courses/courses.test.ts.
 */

export const FREE_COURSE_ID = 'free-course';
export const PREMIUM_COURSE_ID = 'premium-course';

/** One row of a course page's module list. */
export interface OutlineModule {
  title: string;
  duration: string;
}

export const FREE_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'AI Tools Introduction', duration: '30 mins' },
  { title: 'ChatGPT for Business', duration: '45 mins' },
  { title: 'Basic Automation Setup', duration: '35 mins' },
  { title: 'AI Content Creation Basics', duration: '40 mins' },
  { title: 'Community Access & Next Steps', duration: '15 mins' },
];

export const PREMIUM_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'Free Course Foundation', duration: '2 hours' },
  { title: 'Advanced AI Workflows', duration: '90 mins' },
  { title: 'Revenue Optimization with AI', duration: '75 mins' },
  { title: 'Advanced Content Systems', duration: '60 mins' },
  { title: 'AI-Powered Lead Generation', duration: '45 mins' },
  { title: 'Business Scaling Systems', duration: '60 mins' },
  { title: 'AI Strategy Generator Tool', duration: '60 mins' },
];

export const COURSES = [
  {
    id: FREE_COURSE_ID,
    title: 'AI Business Starter Course',
    description:
      'Learn the AI tools that matter for a small business, use ChatGPT for real business tasks, set up your first automation and create content with AI — no technical skills needed.',
    duration: '2 hours 45 mins',
    level: 'Beginner',
    outline: FREE_COURSE_OUTLINE,
    /** The module numbers that carry lessons under content/lessons/free-course/. */
    lessonModules: [1, 2, 3, 4, 5],
    /** Minor units of `currency` (pence). */
    price: 499,
    currency: 'GBP',
    isPremium: false,
  },
  {
    id: PREMIUM_COURSE_ID,
    title: 'AI Business Mastery (Premium)',
    description:
      'The complete system for building and scaling an AI-powered business: advanced workflows, revenue optimisation, content systems, lead generation, scaling systems and the AI Strategy Generator.',
    duration: '8 hours 30 mins',
    level: 'Intermediate',
    outline: PREMIUM_COURSE_OUTLINE,
    /** Module 1 is the starter course itself (its course page links to the free-course lessons). */
    lessonModules: [2, 3, 4, 5, 6, 7],
    price: 999,
    currency: 'GBP',
    isPremium: true,
  },
] as const;

export type Course = (typeof COURSES)[number];
export type CourseId = Course['id'];
export const COURSE_IDS = [FREE_COURSE_ID, PREMIUM_COURSE_ID] as const satisfies readonly CourseId[];

export const FREE_COURSE = COURSES[0];
export const PREMIUM_COURSE = COURSES[1];

export function courseById(id: string): Course | undefined {
  return COURSES.find((course) => course.id === id);
}
