import { Hono } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { courseIdParamSchema, formerPriceBodySchema, settingsBodySchema } from '../../common/truthful-schemas';
import { parseJsonBody, parseParams } from '../http/errors';
import { listReviewsForOwner, setReviewHidden } from '../reviews/course-reviews';
import { clearFormerPrice, loadSiteSettings, setFormerPrice, updateSiteSettings } from '../settings/site-settings';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The owner's settings for the public pages' claims and the learners' reviews (DESIGN §12), mounted under
 * /api/admin behind ownerOnly: every request here is an owner's, and every change writes an audit row.
 */
export function adminSettingsRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/settings', async (c) => c.json(await loadSiteSettings({ db })))
    .put('/settings', async (c) => {
      const changes = await parseJsonBody(c, settingsBodySchema);
      return c.json(await updateSiteSettings({ db, now: services.now(), actorId: c.get('user')!.id, changes }));
    })
    .put('/settings/former-price/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParamSchema, c.req.param());
      const price = await parseJsonBody(c, formerPriceBodySchema);
      return c.json(await setFormerPrice({ db, now: services.now(), actorId: c.get('user')!.id, courseId, price }));
    })
    .delete('/settings/former-price/:courseId', async (c) => {
      const { courseId } = parseParams(courseIdParamSchema, c.req.param());
      return c.json(await clearFormerPrice({ db, now: services.now(), actorId: c.get('user')!.id, courseId }));
    })
    .get('/reviews', async (c) => c.json({ reviews: await listReviewsForOwner({ db }) }))
    .post('/reviews/:id/hide', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      return c.json(await setReviewHidden({ db, now: services.now(), actorId: c.get('user')!.id, reviewId: id, hidden: true }));
    })
    .post('/reviews/:id/unhide', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      return c.json(await setReviewHidden({ db, now: services.now(), actorId: c.get('user')!.id, reviewId: id, hidden: false }));
    });
}
