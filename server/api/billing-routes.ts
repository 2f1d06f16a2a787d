import { Hono, type Context } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { cancelSubscriptionSchema, paymentMethodSchema, switchIntervalSchema } from '../../common/billing-schemas';
import { cancelSubscription } from '../billing/cancel-subscription';
import { localBillingGateway } from '../billing/local-billing-gateway';
import { loadMyBilling } from '../billing/my-billing';
import { resumeSubscription } from '../billing/resume-subscription';
import { switchInterval } from '../billing/switch-interval';
import { updatePaymentMethod } from '../billing/update-payment-method';
import { HttpError, parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

function requireUser(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}

/**
 * The learner's subscriptions and payment plans (issue 44, decision 034d): GET /api/billing, and each change, which
 * answers the billing state as it is after it. Theirs only: another learner's id answers 404.
 */
export function billingRoutes(services: Services) {
  const { db, mailer } = services;
  const state = async (c: Context<AppEnv>, userId: string, extra: object = {}) =>
    c.json({ ...(await loadMyBilling({ db, userId, now: services.now() })), ...extra });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/', async (c) => state(c, requireUser(c).id))
    .post('/subscriptions/:id/cancel', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(idParamSchema, c.req.param());
      const { reason } = await parseJsonBody(c, cancelSubscriptionSchema);
      await cancelSubscription({
        db,
        mailer,
        gateway: services.payments,
        userId: user.id,
        subscriptionId: id,
        reason,
        now: services.now(),
      });
      return state(c, user.id);
    })
    .post('/subscriptions/:id/resume', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(idParamSchema, c.req.param());
      await resumeSubscription({ db, gateway: services.payments, userId: user.id, subscriptionId: id, now: services.now() });
      return state(c, user.id);
    })
    .post('/subscriptions/:id/interval', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(idParamSchema, c.req.param());
      const { interval } = await parseJsonBody(c, switchIntervalSchema);
      const switched = await switchInterval({
        db,
        mailer,
        local: () => localBillingGateway(services),
        userId: user.id,
        subscriptionId: id,
        interval,
        now: services.now(),
      });
      return state(c, user.id, { switched });
    })
    .post('/payment-method', async (c) => {
      const user = requireUser(c);
      const { card } = await parseJsonBody(c, paymentMethodSchema);
      const { retried } = await updatePaymentMethod({
        db,
        mailer,
        local: () => localBillingGateway(services),
        userId: user.id,
        card,
        now: services.now(),
      });
      return state(c, user.id, { retried });
    });
}
