// `.server`: what it lets through is the member area's premium content.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { PREMIUM_COURSE, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { findCourse } from '../courses/find-course';
import { DomainError } from '../errors/domain-error';
import { withPriceIn } from '../money/course-prices';
import { pagePrices } from '../money/visitor-currency';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export const MEMBER_AREA_LOGIN_REQUIRED = 'Please log in to open the premium member area.';
export const MEMBER_AREA_PURCHASE_REQUIRED =
  'The member area is part of the premium course: buy it to open the templates, strategy calls and community.';

export interface CheckPremiumAccessOptions {
  db: Db;
  /** The visitor, or null when signed out. */
  user: SessionUser | null;
  /** The currency the visitor wants (RequestContext.currency): the offer's price is in it. Default: pounds. */
  currency?: Currency;
}

/**
 * Who may open the premium member area (issue 19): a buyer of the premium course (paid or granted), as for
 * premium lessons (server/lessons/check-lesson-access.ts). Anyone else learns what would give access
 * and its price, and nothing of the area's content. Returns the member.
 */
export async function checkPremiumAccess({ db, user, currency }: CheckPremiumAccessOptions): Promise<SessionUser> {
  if (!user) throw new DomainError('unauthenticated', MEMBER_AREA_LOGIN_REQUIRED);
  if (!user.hasPremiumAccess) {
    const [found, page] = await Promise.all([
      findCourse({ db, courseId: PREMIUM_COURSE_ID }),
      pagePrices({ db, wanted: currency ?? BASE_CURRENCY }),
    ]);
    // The price as the visitor's pages show it (docs/decisions/028a-prices-per-currency.md).
    const course = withPriceIn(found ?? PREMIUM_COURSE, page.prices, page.currency);
    throw new DomainError('forbidden', MEMBER_AREA_PURCHASE_REQUIRED, {
      offer: {
        courseTitle: course.title,
        coursePrice: course.price,
        currency: course.currency,
      },
    });
  }
  return user;
}
