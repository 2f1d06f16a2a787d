// `.server`: this module reaches the premium lesson text; React Router refuses to bundle it for the browser.
import { z } from 'zod';
import { progressPercent, type ProgressState } from '../../common/lesson-progress';
import { lessonPath } from '../../common/routes';
import { FREE_COURSE_OUTLINE, PREMIUM_COURSE, PREMIUM_COURSE_ID, PREMIUM_COURSE_OUTLINE } from '../../content/courses/courses';
import { adjacentLessons, findLesson, type LessonRef } from '../../content/lessons/lesson-registry.server';
import { getCourse } from '../courses/list-courses.server';
import { loadProgress } from './progress-store.server';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { LessonResponse, LessonView, PurchaseRequired } from '../../content/lessons/lesson-view';
import type { SessionUser } from '../auth/sessions.server';
import type { Db } from '../db/client';

export const LOGIN_REQUIRED = 'Please log in to access course lessons.';
export const PURCHASE_REQUIRED = 'You need to purchase this course to access the lessons.';

/** Route parameters as they arrive in the URL; malformed ones are a 400 for the API. */
export const lessonParamsSchema = z.object({
  courseId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'courseId must contain only lower-case letters, digits and -'),
  moduleId: z.coerce
    .number({ message: 'moduleId must be a number' })
    .int('moduleId must be a whole number')
    .min(1, 'moduleId must be 1 or more')
    .max(99, 'moduleId must be 99 or less'),
  lessonId: z.coerce
    .number({ message: 'lessonId must be a number' })
    .int('lessonId must be a whole number')
    .min(1, 'lessonId must be 1 or more')
    .max(99, 'lessonId must be 99 or less'),
});
export type LessonParams = z.infer<typeof lessonParamsSchema>;

export type LessonAccess =
  | { status: 401; message: string }
  | { status: 404; message: string }
  | { status: 403; body: PurchaseRequired }
  | { status: 200; lesson: Lesson };

/** Who may read which lesson (DESIGN §4): a session for the starter course, the purchase for premium. */
export async function checkLessonAccess(db: Db, user: SessionUser | null, params: LessonParams): Promise<LessonAccess> {
  if (!user) return { status: 401, message: LOGIN_REQUIRED };
  const lesson = findLesson(params.courseId, params.moduleId, params.lessonId);
  if (!lesson) return { status: 404, message: 'Lesson not found' };
  if (lesson.courseId === PREMIUM_COURSE_ID && !user.hasPremiumAccess) {
    const course = await getCourse(db, PREMIUM_COURSE_ID);
    return {
      status: 403,
      body: {
        message: PURCHASE_REQUIRED,
        courseTitle: course?.title ?? PREMIUM_COURSE.title,
        coursePrice: course?.price ?? PREMIUM_COURSE.price,
        currency: course?.currency ?? PREMIUM_COURSE.currency,
      },
    };
  }
  return { status: 200, lesson };
}

function linkTo(ref: LessonRef | null) {
  return ref ? { title: ref.title, href: lessonPath(ref.courseId, ref.module, ref.order) } : null;
}

/** The lesson as its reader receives it: the quiz answer only once answered. */
export function lessonView(lesson: Lesson, progress: ProgressState, courseTitle: string): LessonView {
  const { prev, next } = adjacentLessons(lesson.courseId, lesson.module, lesson.order);
  const outline = lesson.courseId === PREMIUM_COURSE_ID ? PREMIUM_COURSE_OUTLINE : FREE_COURSE_OUTLINE;
  const answered = progress.quizAnswer !== null;
  return {
    ...lesson,
    quiz: {
      question: lesson.quiz.question,
      options: lesson.quiz.options,
      ...(answered ? { correct: lesson.quiz.correct, explanation: lesson.quiz.explanation } : {}),
    },
    courseTitle,
    moduleTitle: outline[lesson.module - 1]?.title ?? `Module ${lesson.module}`,
    prev: linkTo(prev),
    next: linkTo(next),
  };
}

export async function readLesson(db: Db, user: SessionUser, lesson: Lesson): Promise<LessonResponse> {
  const [progress, course] = await Promise.all([loadProgress(db, user.id, lesson), getCourse(db, lesson.courseId)]);
  return {
    lesson: lessonView(lesson, progress, course?.title ?? ''),
    progress: { ...progress, percent: progressPercent(progress, lesson.sections.length) },
  };
}
