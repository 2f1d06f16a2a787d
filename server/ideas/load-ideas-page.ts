// `.server`: this module reaches the premium ideas' text; React Router refuses to bundle it for the browser.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { localizeStrings } from '../money/localize-amounts';
import { visitorCurrency } from '../money/visitor-currency';
import { ideaCountTable, ideaViews, type IdeaViewer } from './idea-views';
import { readPremiumOffer } from './read-premium-offer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface LoadIdeasPageOptions {
  db: Db;
  /** The course price failing to load is logged, and the page still shows the ideas. */
  logger: Logger;
  viewer: IdeaViewer;
  /** The currency the visitor wants (RequestContext.currency). */
  wanted: Currency;
}

/**
 * Everything /business-ideas renders, for this viewer: the ideas' amounts (written in dollars) in the visitor's
 * currency, the one the premium price beside them is in (docs/decisions/024j-one-currency-per-page.md).
 */
export async function loadIdeasPage({ db, logger, viewer, wanted }: LoadIdeasPageOptions) {
  const ideas = loadIdeas();
  // Like the price, the currency failing to load must not take the ideas away: they are then in pounds.
  const currency = await visitorCurrency({ db, wanted }).catch(() => BASE_CURRENCY);
  const premium = await readPremiumOffer({ db, logger, currency });
  return {
    ideas: localizeStrings(ideaViews(ideas, viewer), { currency }),
    counts: ideaCountTable(ideas),
    hasPremiumAccess: viewer.hasPremiumAccess,
    premium,
  };
}
