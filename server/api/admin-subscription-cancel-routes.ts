import { Hono } from 'hono';
import { idParamSchema, ownerCancelSubscriptionBodySchema } from '../../common/admin-schemas';
import { ownerCancelSubscription } from '../billing/owner-cancel-subscription';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** The owner cancels a subscription (issue 44), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminSubscriptionCancelRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>().post('/subscriptions/:id/cancel', async (c) => {
    const { id } = parseParams(idParamSchema, c.req.param());
    const { atPeriodEnd, reason } = await parseJsonBody(c, ownerCancelSubscriptionBodySchema);
    return c.json(
      await ownerCancelSubscription({
        db,
        mailer: services.mailer,
        gateway: services.payments,
        subscriptionId: id,
        atPeriodEnd,
        reason,
        actorId: c.get('user')!.id,
        now: services.now(),
      }),
    );
  });
}
