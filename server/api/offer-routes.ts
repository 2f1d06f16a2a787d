import { Hono } from 'hono';
import { offerIdParamSchema, offerListQuerySchema } from '../../common/public-offer-schemas';
import { DomainError } from '../errors/domain-error';
import { parseParams } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { pagePrices } from '../money/visitor-currency';
import { enrolInOffer } from '../offers/enrol-in-offer';
import { listOffers } from '../offers/list-offers';
import type { Currency } from '../../common/currencies';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** The same answer for everyone with the same currency signals, as GET /api/courses's. */
export const OFFER_LIST_HEADERS = {
  'cache-control': 'public, max-age=60',
  vary: 'Accept-Encoding, Cookie, Accept-Language, CF-IPCountry',
} as const;

/** The published offers priced in the page's currency, decided as the pages, /api/prices and /api/courses decide it (pageCurrency). */
export async function offerList(services: Pick<Services, 'db'>, wanted: Currency) {
  const { db } = services;
  const { currency } = await pagePrices({ db, wanted });
  return listOffers({ db, currency });
}

/**
 * `/api/offers` (issue 43): the published offers with their prices in the visitor's currency, and a signed-in
 * learner's enrolment in a free one.
 */
export function offerRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseParams(offerListQuerySchema, c.req.query());
      const answer = await offerList(services, query.currency ?? requestCurrency(c, services.config.trustedProxies));
      c.header('Cache-Control', OFFER_LIST_HEADERS['cache-control']);
      c.header('Vary', OFFER_LIST_HEADERS.vary);
      return c.json(answer);
    })
    .post('/:id/enrol', async (c) => {
      const user = c.get('user');
      if (!user) throw new DomainError('unauthenticated', 'Sign in to enrol.');
      const { id } = parseParams(offerIdParamSchema, c.req.param());
      return c.json(await enrolInOffer({ db, userId: user.id, offerId: id, now: services.now() }));
    });
}
