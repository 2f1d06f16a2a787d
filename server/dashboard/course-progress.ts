import { courseById } from '../courses/course-catalogue';
import { nextStep, type LessonMeta, type ProgressRow, type Step } from './dashboard-stats';

export interface CourseProgress {
  /** The course's own lessons: the page's main button. */
  course: Step;
  /** One per module of the course page's outline, in order. */
  modules: Step[];
}

/**
 * A learner's standing on a course page (issue 18): the course as a whole and each module of its outline. A module
 * that is another course (the premium course's module 1 is the starter course, whose page it links to) stands for
 * every lesson of that course.
 */
export function courseProgress(courseId: string, lessons: readonly LessonMeta[], progress: readonly ProgressRow[]): CourseProgress {
  const progressById = new Map(progress.map((p) => [p.lessonKey, p]));
  const of = (id: string, module?: number) =>
    nextStep(
      lessons.filter((l) => l.courseId === id && (module === undefined || l.module === module)),
      progressById,
    );
  const course = courseById(courseId);
  return {
    course: of(courseId),
    modules: (course?.modules ?? []).map((_, index) => {
      const other = course?.moduleCourses[String(index + 1)];
      return other ? of(other) : of(courseId, index + 1);
    }),
  };
}
