// `.server`: it hands out the premium lesson text to whoever it lets through; React Router refuses to bundle it for the browser.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { formatDateTime } from '../../common/format';
import { findLesson } from '../../content/lessons/lesson-registry.server';
import { courseById } from '../courses/course-catalogue';
import { findCourse } from '../courses/find-course';
import { lockedLessons } from '../drip/lesson-lock';
import { DomainError } from '../errors/domain-error';
import { withPriceIn } from '../money/course-prices';
import { pagePrices } from '../money/visitor-currency';
import type { LessonParams } from '../../common/lesson-params-schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export const LOGIN_REQUIRED = 'Please log in to access course lessons.';
export const PURCHASE_REQUIRED = 'You need to purchase this course to access the lessons.';

export interface CheckLessonAccessOptions extends LessonParams {
  db: Db;
  /** The visitor, or null when signed out. */
  user: SessionUser | null;
  /** The currency the visitor wants (RequestContext.currency): the offer's price is in it. Default: pounds. */
  currency?: Currency;
  /**
   * The time a dripped lesson's opening is judged by (issue 43): callers pass `services.dueBy()`, the request's time
   * everywhere but on the end-to-end server, whose test clock moves it as it moves the lesson-open emails
   * (docs/decisions/033h-drip-opens-by-the-test-clock.md).
   */
  now: Date;
}

/**
 * Who may read which lesson (DESIGN §4, issue 43): a signed-in learner whose access holds the lesson's course
 * (an entitlement, or a course every learner may open).
 * Returns the lesson; a visitor without access learns what would give it (and its price), nothing more.
 */
export async function checkLessonAccess({
  db,
  user,
  courseId,
  moduleId,
  lessonId,
  currency,
  now,
}: CheckLessonAccessOptions): Promise<Lesson> {
  if (!user) throw new DomainError('unauthenticated', LOGIN_REQUIRED);
  const lesson = findLesson(courseId, moduleId, lessonId);
  if (!lesson) throw new DomainError('not_found', 'Lesson not found');
  // A course the owner has not published yet is the owner's alone (issue 43): to anyone else its lessons do not exist.
  if (courseById(lesson.courseId)?.status === 'draft' && !user.isOwner) throw new DomainError('not_found', 'Lesson not found');
  if (!user.access.courseIds.includes(lesson.courseId)) {
    const [found, page] = await Promise.all([
      findCourse({ db, courseId: lesson.courseId }),
      pagePrices({ db, wanted: currency ?? BASE_CURRENCY }),
    ]);
    if (!found) throw new DomainError('not_found', 'Lesson not found');
    // The price as the visitor's pages show it (docs/decisions/028a-prices-per-currency.md).
    const course = withPriceIn(found, page.prices, page.currency);
    throw new DomainError('forbidden', PURCHASE_REQUIRED, {
      offer: {
        courseId: course.id,
        courseTitle: course.title,
        coursePrice: course.price,
        currency: course.currency,
      },
    });
  }
  // A lesson the course's drip schedule still holds back: its title and when it opens, nothing of its text.
  const opensAt = (await lockedLessons({ db, user, courseId: lesson.courseId, now })).get(lesson.id);
  if (opensAt) {
    throw new DomainError('forbidden', `This lesson opens on ${formatDateTime(opensAt)}.`, {
      locked: { title: lesson.title, opensAt: opensAt.toISOString() },
    });
  }
  return lesson;
}
