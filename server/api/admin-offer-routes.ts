import { Hono, type Context } from 'hono';
import { createOfferBodySchema, offerIdParamSchema, updateOfferBodySchema } from '../../common/offer-schemas';
import { parseJsonBody, parseParams } from '../http/errors';
import { listOwnerOffers, loadOwnerOffer } from '../offers/owner-offers';
import { createOffer, updateOffer } from '../offers/save-offer';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `/api/admin/offers` (issue 43): the owner's offers with their prices, grants and sales, behind ownerOnly. */
export function adminOfferRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/offers', async (c) => c.json(await listOwnerOffers({ db, now: services.now() })))
    .post('/offers', async (c) => {
      const body = await parseJsonBody(c, createOfferBodySchema);
      return c.json(await createOffer({ db, body, actorId: owner(c).id, now: services.now() }), 201);
    })
    .get('/offers/:id', async (c) => {
      const { id } = parseParams(offerIdParamSchema, c.req.param());
      return c.json(await loadOwnerOffer({ db, offerId: id, now: services.now() }));
    })
    .patch('/offers/:id', async (c) => {
      const { id } = parseParams(offerIdParamSchema, c.req.param());
      const body = await parseJsonBody(c, updateOfferBodySchema);
      return c.json(await updateOffer({ db, offerId: id, body, actorId: owner(c).id, now: services.now() }));
    });
}
