// `.server`: this module reaches the premium ideas' text; React Router refuses to bundle it for the browser.
import { formatPrice } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { PREMIUM_COURSE } from '../../content/courses/courses';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { listCourses } from '../courses/list-courses.server';
import { localizeStrings } from '../money/localize-amounts.server';
import { visitorCurrency } from '../money/visitor-currency.server';
import { ideaCountTable, ideaViews, type IdeaViewer } from './idea-views.server';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface PremiumOffer {
  courseId: string;
  /** "£9.99", from the course's price and currency in the database. */
  price: string;
  checkoutHref: string;
}

export interface LoadIdeasPageOptions {
  db: Db;
  /** The course price failing to load is logged, and the page still shows the ideas. */
  logger: Logger;
  viewer: IdeaViewer;
}

/**
 * Everything /business-ideas renders, for this viewer: the ideas' amounts (written in dollars) in the visitor's
 * currency, the one the premium price beside them is in (docs/decisions/024j-one-currency-per-page.md).
 */
export async function loadIdeasPage({ db, logger, viewer }: LoadIdeasPageOptions) {
  const ideas = loadIdeas();
  const [premium, currency] = await Promise.all([
    premiumOffer(db, logger),
    // Like the price, the currency failing to load must not take the ideas away: they are then in the catalogue's.
    visitorCurrency({ db }).catch(() => PREMIUM_COURSE.currency),
  ]);
  return {
    ideas: localizeStrings(ideaViews(ideas, viewer), { currency }),
    counts: ideaCountTable(ideas),
    hasPremiumAccess: viewer.hasPremiumAccess,
    premium,
  };
}

/** The premium course of the course list (spec 001 §2, §7), or null when it cannot be read. */
async function premiumOffer(db: Db, logger: Logger): Promise<PremiumOffer | null> {
  try {
    const course = (await listCourses({ db })).find((c) => c.isPremium);
    if (!course) return null;
    return { courseId: course.id, price: formatPrice(course.price, course.currency), checkoutHref: checkoutPath(course.id) };
  } catch (error) {
    logger.error({ err: error }, 'course list could not be read for the business ideas page');
    return null;
  }
}
