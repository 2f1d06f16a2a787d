import { formatPrice } from '../../common/format';
import { safeRedirect } from '../../common/safe-redirect';
import { findCourse } from '../../server/courses/find-course.server';
import type { Db } from '../../server/db/client';

export interface CheckoutIntent {
  courseTitle: string;
  priceLabel: string;
}

const CHECKOUT_PATH = /^\/checkout\/([a-z0-9-]{1,64})$/;

/**
 * When sign-up or sign-in will return to a course's checkout (issue 18 §14), the course being bought,
 * with its title and price read from the course data, so the page can say what comes next.
 */
export async function checkoutIntent({ db, redirectTo }: { db: Db; redirectTo: string | null }): Promise<CheckoutIntent | null> {
  const courseId = CHECKOUT_PATH.exec(safeRedirect(redirectTo))?.[1];
  if (!courseId) return null;
  const course = await findCourse({ db, courseId });
  if (!course?.isPremium) return null;
  return { courseTitle: course.title, priceLabel: formatPrice(course.price, course.currency) };
}
