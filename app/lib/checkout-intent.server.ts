import { formatPrice } from '../../common/format';
import { safeRedirect } from '../../common/safe-redirect';
import { findCourse } from '../../server/courses/find-course';
import { withPriceIn } from '../../server/money/course-prices';
import { pagePrices } from '../../server/money/visitor-currency';
import type { Currency } from '../../common/currencies';
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
export async function checkoutIntent({
  db,
  redirectTo,
  currency,
}: {
  db: Db;
  redirectTo: string | null;
  /** The currency the visitor wants (RequestContext.currency): the checkout will charge in it, or in pounds. */
  currency: Currency;
}): Promise<CheckoutIntent | null> {
  const courseId = CHECKOUT_PATH.exec(safeRedirect(redirectTo))?.[1];
  if (!courseId) return null;
  const [found, page] = await Promise.all([findCourse({ db, courseId }), pagePrices({ db, wanted: currency })]);
  if (!found?.isPremium) return null;
  const course = withPriceIn(found, page.prices, page.currency);
  return { courseTitle: course.title, priceLabel: formatPrice(course.price, course.currency) };
}
