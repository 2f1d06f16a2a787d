import { Hono } from 'hono';
import { analyticsQuerySchema, pageViewBeaconSchema } from '../../common/analytics-schemas';
import { analyticsPeriod } from '../analytics/analytics-period';
import { loadAnalytics } from '../analytics/load-analytics';
import { mayCount } from '../analytics/page-view';
import { parseJsonBody, parseParams } from '../http/errors';
import { isPublicPageAddress } from '../http/page-cache';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** `GET /api/admin/analytics?from=&to=` (issue 30), mounted under /api/admin behind ownerOnly. */
export function adminAnalyticsRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>().get('/analytics', async (c) => {
    const query = parseParams(analyticsQuerySchema, c.req.query());
    return c.json(await loadAnalytics({ db, ...analyticsPeriod({ ...query, now: services.now() }) }));
  });
}

/**
 * `POST /api/analytics/views`: a reading page that was prefetched (never counted then, it might not have been
 * shown) says it was shown (app/enhance/enhance.ts). Counted as a page view with the same rules; only a
 * reading page's address, so the beacon cannot fill the figures with made-up paths.
 */
export function analyticsBeaconRoutes(services: Services) {
  return new Hono<AppEnv>().post('/views', async (c) => {
    const { path, referrer } = await parseJsonBody(c, pageViewBeaconSchema);
    const query = path.indexOf('?');
    const pathname = query === -1 ? path : path.slice(0, query);
    if (!isPublicPageAddress(pathname, query === -1 ? '' : path.slice(query)))
      return c.json({ message: 'path is not a page that is counted', field: 'path' }, 400);
    if (!c.get('user')?.isOwner && mayCount((name) => c.req.header(name))) {
      services.analytics.add({
        at: services.now().getTime(),
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? '',
        target: path,
        referrer,
        host: c.req.header('host'),
      });
    }
    return c.body(null, 204);
  });
}
