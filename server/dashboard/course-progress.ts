import { FREE_COURSE_ID, FREE_COURSE_OUTLINE, PREMIUM_COURSE_ID, PREMIUM_COURSE_OUTLINE } from '../../content/courses/courses';
import { nextStep, type LessonMeta, type ProgressRow, type Step } from './dashboard-stats';

export interface CourseProgress {
  /** The course's own lessons: the page's main button. */
  course: Step;
  /** One per module of the course page's outline, in order. */
  modules: Step[];
}

/**
 * A learner's standing on a course page (issue 18): the course as a whole and each module of its
 * outline. Premium module 1 is the starter course itself (its page links there), so it stands for
 * every starter lesson; the premium course's own lessons start at module 2.
 */
export function courseProgress(
  courseId: typeof FREE_COURSE_ID | typeof PREMIUM_COURSE_ID,
  lessons: readonly LessonMeta[],
  progress: readonly ProgressRow[],
): CourseProgress {
  const progressById = new Map(progress.map((p) => [p.lessonKey, p]));
  const of = (id: string, module?: number) =>
    nextStep(
      lessons.filter((l) => l.courseId === id && (module === undefined || l.module === module)),
      progressById,
    );
  const outline = courseId === FREE_COURSE_ID ? FREE_COURSE_OUTLINE : PREMIUM_COURSE_OUTLINE;
  return {
    course: of(courseId),
    modules: outline.map((_, index) => (courseId === PREMIUM_COURSE_ID && index === 0 ? of(FREE_COURSE_ID) : of(courseId, index + 1))),
  };
}
