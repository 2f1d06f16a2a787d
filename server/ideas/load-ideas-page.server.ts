// `.server`: this module reaches the premium ideas' text; React Router refuses to bundle it for the browser.
import { formatPrice } from '../../common/format';
import { checkoutPath } from '../../common/routes';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { listCourses } from '../courses/list-courses.server';
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

/** Everything /business-ideas renders, for this viewer. */
export async function loadIdeasPage({ db, logger, viewer }: LoadIdeasPageOptions) {
  const ideas = loadIdeas();
  return {
    ideas: ideaViews(ideas, viewer),
    counts: ideaCountTable(ideas),
    hasPremiumAccess: viewer.hasPremiumAccess,
    premium: await premiumOffer(db, logger),
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
