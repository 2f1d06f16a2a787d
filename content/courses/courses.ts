/**
 * Every fact about the two courses, in one place (docs/decisions/012-content-model.md): ids, titles,
 * descriptions, the pass mark of the knowledge checks, the module lists of the course pages (spec 000 §3 "Static module lists"), which modules
 * carry lessons, and the price in minor units with its currency.
 *
 * Read by the catalogue seeding (server/courses/catalog.ts → the `courses` table), the lesson schema and
 * registry, the course pages, the dashboard and the search index. Plain data, safe for the browser bundle
 * (no lesson text here); checked against course-schema.ts by content/courses/courses.test.ts.
 */

export const FREE_COURSE_ID = 'free-course';
export const PREMIUM_COURSE_ID = 'premium-course';

/**
 * One row of a course page's module list. Its duration is not typed here: it is the sum of its lessons'
 * (server/courses/course-durations.ts, issue 26), passed to pages as a number.
 */
export interface OutlineModule {
  title: string;
}

export const FREE_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'AI Tools Introduction' },
  { title: 'ChatGPT for Business' },
  { title: 'Basic Automation Setup' },
  { title: 'AI Content Creation Basics' },
  { title: 'Community Access & Next Steps' },
];

export const PREMIUM_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'Free Course Foundation' },
  { title: 'Advanced AI Workflows' },
  { title: 'Revenue Optimization with AI' },
  { title: 'Advanced Content Systems' },
  { title: 'AI-Powered Lead Generation' },
  { title: 'Business Scaling Systems' },
  { title: 'AI Strategy Generator Tool' },
];

export const COURSES = [
  {
    id: FREE_COURSE_ID,
    title: 'AI Business Starter Course',
    description:
      'Learn the AI tools that matter for a small business, use ChatGPT for real business tasks, set up your first automation and create content with AI — no technical skills needed.',
    level: 'Beginner',
    /** The course's page (spec 000 §3's routes). */
    pagePath: '/course/free',
    outline: FREE_COURSE_OUTLINE,
    /** The module numbers that carry lessons under content/lessons/free-course/. */
    lessonModules: [1, 2, 3, 4, 5],
    /** Modules that are another course (none here). */
    moduleCourses: {},
    /** Minor units of `currency` (pence). */
    price: 499,
    currency: 'GBP',
    isPremium: false,
    /** The share of a lesson's knowledge check a learner must answer correctly to complete it (issue 26). */
    passMark: 0.7,
  },
  {
    id: PREMIUM_COURSE_ID,
    title: 'AI Business Mastery (Premium)',
    description:
      'The complete system for building and scaling an AI-powered business: advanced workflows, revenue optimisation, content systems, lead generation, scaling systems and the AI Strategy Generator.',
    level: 'Intermediate',
    pagePath: '/course/premium',
    outline: PREMIUM_COURSE_OUTLINE,
    /** Module 1 is the starter course itself (its course page links to the free-course lessons). */
    lessonModules: [2, 3, 4, 5, 6, 7],
    moduleCourses: { 1: FREE_COURSE_ID },
    price: 999,
    currency: 'GBP',
    isPremium: true,
    passMark: 0.7,
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

/** A course's page, for links from lessons, the dashboard and emails; the catalogue for a course without one. */
export function coursePagePath(courseId: string): string {
  return courseById(courseId)?.pagePath ?? '/courses';
}
