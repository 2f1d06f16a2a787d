// `.server`: this module reaches the premium ideas' text; React Router refuses to bundle it for the browser.
import { PREMIUM_COURSE } from '../../content/courses/courses';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { localizeStrings } from '../money/localize-amounts.server';
import { visitorCurrency } from '../money/visitor-currency.server';
import { ideaCountTable, ideaViews, type IdeaViewer } from './idea-views.server';
import { readPremiumOffer } from './read-premium-offer.server';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

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
    readPremiumOffer({ db, logger }),
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
