import { Hono } from 'hono';
import { idParamSchema } from '../../common/admin-schemas';
import { createCouponBodySchema } from '../../common/coupon-schemas';
import { createCoupon } from '../coupons/create-coupon';
import { deactivateCoupon } from '../coupons/deactivate-coupon';
import { listCoupons } from '../coupons/list-coupons';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Coupon codes (issue 14), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminCouponRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/coupons', async (c) => c.json({ coupons: await listCoupons({ db }) }))
    .post('/coupons', async (c) => {
      const coupon = await parseJsonBody(c, createCouponBodySchema);
      return c.json(await createCoupon({ db, now: services.now(), actorId: c.get('user')!.id, coupon }), 201);
    })
    .post('/coupons/:id/deactivate', async (c) => {
      const { id } = parseParams(idParamSchema, c.req.param());
      return c.json(await deactivateCoupon({ db, now: services.now(), actorId: c.get('user')!.id, couponId: id }));
    });
}
