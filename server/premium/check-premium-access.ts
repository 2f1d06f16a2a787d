// `.server`: what it lets through is the member area's premium content.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { findCourse } from '../courses/find-course';
import { DomainError } from '../errors/domain-error';
import { withPriceIn } from '../money/course-prices';
import { pagePrices } from '../money/visitor-currency';
import { findSellingOffer } from '../offers/selling-offer';
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
  /** What is asked for: the member area (default), or the community, which offers may grant apart. */
  product?: 'member_area' | 'community';
}

/**
 * Who may open the premium member area (issue 19) or the community (issue 28): a live entitlement to it (issue
 * 43), read afresh on every request. Anyone else learns what would give access
 * and its price, and nothing of the area's content. Returns the member.
 */
export async function checkPremiumAccess({ db, user, currency, product = 'member_area' }: CheckPremiumAccessOptions): Promise<SessionUser> {
  if (!user) throw new DomainError('unauthenticated', MEMBER_AREA_LOGIN_REQUIRED);
  if (!(product === 'community' ? user.access.community : user.access.memberArea)) {
    const offer = await findSellingOffer({ db, grant: product });
    const [found, page] = await Promise.all([
      offer?.courseId ? findCourse({ db, courseId: offer.courseId }) : undefined,
      pagePrices({ db, wanted: currency ?? BASE_CURRENCY }),
    ]);
    // The price as the visitor's pages show it (docs/decisions/028a-prices-per-currency.md).
    const course = found && withPriceIn(found, page.prices, page.currency);
    throw new DomainError(
      'forbidden',
      MEMBER_AREA_PURCHASE_REQUIRED,
      course ? { offer: { courseTitle: course.title, coursePrice: course.price, currency: course.currency } } : undefined,
    );
  }
  return user;
}
