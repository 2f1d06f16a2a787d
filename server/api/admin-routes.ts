import { Hono, type Context } from 'hono';
import {
  DEFAULT_REFUND_REASON,
  auditQuerySchema,
  grantBodySchema,
  idParamSchema,
  learnersQuerySchema,
  purchasesQuerySchema,
  refundBodySchema,
  revokeBodySchema,
  signOutBodySchema,
  summaryQuerySchema,
} from '../../common/admin-schemas';
import { confirmRecentAuth } from '../admin/confirm-recent-auth';
import { endLearnerSessions } from '../admin/end-learner-sessions';
import { grantPremium } from '../admin/grant-premium';
import { listAudit } from '../admin/list-audit';
import { listLearners } from '../admin/list-learners';
import { listPurchases } from '../admin/list-purchases';
import { loadLearner } from '../admin/load-learner';
import { loadSummary } from '../admin/load-summary';
import { refundPurchase } from '../admin/refund-purchase';
import { revokePremium } from '../admin/revoke-premium';
import { parseJsonBody, parseParams } from '../http/errors';
import { adminCallRoutes } from './admin-call-routes';
import { adminCoachingRoutes } from './admin-coaching-routes';
import { adminContentRoutes } from './admin-content-routes';
import { adminCouponRoutes } from './admin-coupon-routes';
import { adminCourseRoutes } from './admin-course-routes';
import { adminMessageRoutes } from './admin-message-routes';
import { adminNewsletterRoutes } from './admin-newsletter-routes';
import { adminOfferRoutes } from './admin-offer-routes';
import { adminSequenceRoutes } from './admin-sequence-routes';
import { adminSettingsRoutes } from './admin-settings-routes';
import { adminSubscriberRoutes } from './admin-subscriber-routes';
import { adminSubscriptionCancelRoutes } from './admin-subscription-cancel-routes';
import { adminSubscriptionRoutes } from './admin-subscription-routes';
import { adminAnalyticsRoutes } from './analytics-routes';
import { adminExchangeRateRoutes } from './exchange-rate-routes';
import { adminInvoiceRoutes } from './invoice-routes';
import { adminPriceRoutes } from './price-routes';
import { adminReferralRoutes } from './referral-routes';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * `/api/admin/*` (issue 13), mounted behind ownerOnly (server/admin/owner-only.ts) in server/app.ts: every
 * route here may assume an owner. Each area adds its routes with `.route()`.
 */
export function adminRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return app
    .get('/summary', async (c) => {
      const { range } = parseParams(summaryQuerySchema, c.req.query());
      return c.json(await loadSummary({ db, now: services.now(), range }));
    })
    .get('/purchases', async (c) => {
      const query = parseParams(purchasesQuerySchema, c.req.query());
      return c.json(await listPurchases({ db, ...query }));
    })
    .post('/purchases/:id/refund', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const body = await parseJsonBody(c, refundBodySchema);
      const user = owner(c);
      const now = services.now();
      await confirmRecentAuth({ db, user, password: body.password, limits: services.authLimits, ip: c.get('clientIp'), now });
      const result = await refundPurchase({
        db,
        gateway: services.payments,
        mailer: services.mailer,
        now,
        purchaseId: id,
        actorId: user.id,
        reason: body.reason ?? DEFAULT_REFUND_REASON,
      });
      return c.json(result);
    })
    .get('/learners', async (c) => {
      const query = parseParams(learnersQuerySchema, c.req.query());
      return c.json(await listLearners({ db, ...query, now: services.now() }));
    })
    .get('/learners/:id', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      return c.json(await loadLearner({ db, learnerId: id, now: services.now() }));
    })
    .post('/learners/:id/grant', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { reason } = await parseJsonBody(c, grantBodySchema);
      return c.json(await grantPremium({ db, now: services.now(), learnerId: id, actorId: owner(c).id, reason }), 201);
    })
    .post('/learners/:id/revoke', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { reason } = await parseJsonBody(c, revokeBodySchema);
      return c.json(await revokePremium({ db, mailer: services.mailer, now: services.now(), learnerId: id, actorId: owner(c).id, reason }));
    })
    .post('/learners/:id/sign-out', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const { sessionId } = await parseJsonBody(c, signOutBodySchema);
      return c.json(await endLearnerSessions({ db, now: services.now(), learnerId: id, actorId: owner(c).id, sessionId }));
    })
    .get('/audit', async (c) => {
      const { page } = parseParams(auditQuerySchema, c.req.query());
      return c.json(await listAudit({ db, page }));
    })
    .route('/', adminSubscriberRoutes(services))
    .route('/', adminNewsletterRoutes(services))
    .route('/', adminMessageRoutes(services))
    .route('/', adminCallRoutes(services))
    .route('/', adminCoachingRoutes(services))
    .route('/', adminCouponRoutes(services))
    .route('/', adminSubscriptionCancelRoutes(services))
    .route('/', adminSettingsRoutes(services))
    .route('/', adminContentRoutes(services))
    .route('/', adminAnalyticsRoutes(services))
    .route('/', adminReferralRoutes(services))
    .route('/', adminInvoiceRoutes(services))
    .route('/', adminPriceRoutes(services))
    .route('/', adminExchangeRateRoutes(services))
    .route('/', adminSequenceRoutes(services))
    .route('/', adminCourseRoutes(services))
    .route('/', adminOfferRoutes(services))
    .route('/', adminSubscriptionRoutes(services));
}
