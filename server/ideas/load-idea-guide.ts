// `.server`: this module reaches the premium ideas' text; React Router refuses to bundle it for the browser.
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { loadIdeas } from '../../content/ideas/load-ideas';
import { DomainError } from '../errors/domain-error';
import { localizeStrings } from '../money/localize-amounts';
import { visitorCurrency } from '../money/visitor-currency';
import { ideaView, type IdeaView, type IdeaViewer } from './idea-views';
import { readPremiumOffer, type PremiumOffer } from './read-premium-offer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface LoadIdeaGuideOptions {
  db: Db;
  logger: Logger;
  viewer: IdeaViewer;
  /** The currency the visitor wants (RequestContext.currency). */
  wanted: Currency;
  /** The idea's id, as in its address (`/business-ideas/<id>`). */
  ideaId: string;
}

export interface IdeaGuide {
  /** Locked (the fields its card shows) for a premium idea the viewer has no access to. */
  idea: IdeaView;
  premium: PremiumOffer | null;
}

/**
 * One idea's guide page, for this viewer: the whole guide, or a premium idea's locked card, whose text never
 * leaves the server (server/ideas/idea-views.ts). Amounts in the visitor's currency, as on the list.
 */
export async function loadIdeaGuide({ db, logger, viewer, ideaId, wanted }: LoadIdeaGuideOptions): Promise<IdeaGuide> {
  const idea = loadIdeas().find((candidate) => candidate.id === ideaId);
  if (!idea) throw new DomainError('not_found', 'Business idea not found');
  const currency = await visitorCurrency({ db, wanted }).catch(() => BASE_CURRENCY);
  const premium = await readPremiumOffer({ db, logger, currency });
  return { idea: localizeStrings(ideaView(idea, viewer), { currency }), premium };
}
