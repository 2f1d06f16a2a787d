import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { referralSettingsBodySchema } from '../../common/referral-schemas';
import { HttpError, parseJsonBody, parseParams } from '../http/errors';
import { exportReferralsCsv } from '../referrals/export-referrals-csv';
import { listReferrers } from '../referrals/list-referrers';
import { loadMyReferrals } from '../referrals/load-my-referrals';
import { loadReferralSettings } from '../referrals/load-referral-settings';
import { recordReferralPayout } from '../referrals/record-referral-payout';
import { updateReferralSettings } from '../referrals/update-referral-settings';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** GET /api/referrals: the signed-in learner's own link and figures (issue 30). */
export function referralRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = c.get('user');
    if (!user) throw new HttpError(401, 'Please sign in first.');
    const mine = await loadMyReferrals({ db: services.db, userId: user.id, siteUrl: services.config.siteUrl, now: services.now() });
    c.header('Cache-Control', 'no-store');
    return c.json({
      code: mine.code,
      link: mine.link,
      clicks: mine.clicks,
      signups: mine.signups,
      purchases: mine.purchases,
      earned: mine.earned,
      pending: mine.pending,
      payable: mine.payable,
      paid: mine.paid,
      currency: mine.currency,
      commissionPercent: mine.commissionPercent,
      commissions: mine.commissions,
    });
  });
}

/** The owner's referrals, mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminReferralRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/referrals', async (c) => {
      const [settings, referrers] = await Promise.all([loadReferralSettings({ db }), listReferrers({ db, now: services.now() })]);
      return c.json({ settings: { commissionPercent: settings.commissionPercent, buyerCouponCode: settings.buyerCouponCode }, referrers });
    })
    .get('/referrals.csv', (c) => csvAnswer(services, c))
    .put('/referrals/settings', async (c) => {
      const body = await parseJsonBody(c, referralSettingsBodySchema);
      const settings = await updateReferralSettings({ db, actorId: c.get('user')!.id, now: services.now(), ...body });
      return c.json({ commissionPercent: settings.commissionPercent, buyerCouponCode: settings.buyerCouponCode });
    })
    .post('/referrals/:id/payouts', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      const payouts = await recordReferralPayout({ db, actorId: c.get('user')!.id, referrerId: id, now: services.now() });
      return c.json({ payouts }, 201);
    });
}

async function csvAnswer(services: Services, c: Context<AppEnv>): Promise<Response> {
  const { csv } = await exportReferralsCsv({ db: services.db, actorId: c.get('user')!.id, now: services.now() });
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="referrals.csv"',
    'Cache-Control': 'private, no-store',
  });
}

export const REFERRALS_CSV_PAGE = '/admin/referrals.csv';

/** `/admin/referrals.csv`, the Referrals page's export link; anyone but an owner gets the ordinary 404 page. */
export function referralsCsvPage(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')?.isOwner) return next();
    return csvAnswer(services, c);
  };
}
