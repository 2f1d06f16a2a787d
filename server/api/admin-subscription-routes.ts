import { Hono } from 'hono';
import { subscriptionsQuerySchema } from '../../common/admin-subscription-schemas';
import { listSubscriptions } from '../billing/list-subscriptions';
import { loadRecurringFigures } from '../billing/recurring-figures';
import { parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * The owner's recurring money (issue 44), behind ownerOnly: `GET /api/admin/subscriptions` lists subscriptions and
 * payment plans (filters: status, offerId, q, page); `GET /api/admin/recurring` gives /admin's figures (MRR, trials,
 * churn, dunning, the next renewals).
 */
export function adminSubscriptionRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/subscriptions', async (c) => c.json(await listSubscriptions({ db, ...parseParams(subscriptionsQuerySchema, c.req.query()) })))
    .get('/recurring', async (c) => c.json(await loadRecurringFigures({ db, now: services.now() })));
}
