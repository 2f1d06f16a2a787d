import { formatPrice } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { listCourses } from '../courses/list-courses';
import { loadCoursePrices, priceIn } from '../money/course-prices';
import { offeredCurrencies } from '../money/visitor-currency';
import type { Currency } from '../../common/currencies';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface PremiumOffer {
  courseId: string;
  /** "£9.99", from the course's price and currency in the database. */
  price: string;
  checkoutHref: string;
  /** For the currency picker beside the price (issue 41): the price's currency and the ones the course is sold in. */
  currencies: { current: Currency; offered: Currency[] };
}

export interface ReadPremiumOfferOptions {
  db: Db;
  /** The course price failing to load is logged, and the page still shows the ideas. */
  logger: Logger;
  /** The page's currency (visitorCurrency): the price is in it. */
  currency: Currency;
}

/** The premium course of the course list (spec 001 §2, §7), or null when it cannot be read. */
export async function readPremiumOffer({ db, logger, currency }: ReadPremiumOfferOptions): Promise<PremiumOffer | null> {
  try {
    const [list, prices] = await Promise.all([listCourses({ db }), loadCoursePrices({ db })]);
    const course = list.find((c) => c.isPremium);
    if (!course) return null;
    const { price, currency: shown } = priceIn(prices, course, currency);
    return {
      courseId: course.id,
      price: formatPrice(price, shown),
      checkoutHref: checkoutPath(course.id),
      currencies: { current: shown as Currency, offered: offeredCurrencies(prices) },
    };
  } catch (error) {
    logger.error({ err: error }, 'course list could not be read for the business ideas page');
    return null;
  }
}
