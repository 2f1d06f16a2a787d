import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { subscriberIdSchema, subscriberQuerySchema } from '../../common/admin-newsletter-schema';
import { parseParams } from '../http/errors';
import { exportSubscribersCsv } from '../newsletter/export-subscribers-csv';
import { listSubscribers } from '../newsletter/list-subscribers';
import { removeSubscriber } from '../newsletter/remove-subscriber';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Subscribers (issue 13), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminSubscriberRoutes(services: Services) {
  return (
    new Hono<AppEnv>()
      // All statuses unless one is asked: the list shows the whole picture.
      .get('/subscribers', async (c) => {
        const { status } = parseParams(subscriberQuerySchema, c.req.query());
        return c.json(await listSubscribers({ db: services.db, status: status ?? 'all' }));
      })
      // Confirmed subscribers only unless another status (or all) is asked: they are the list a mailing tool may use.
      .get('/subscribers.csv', (c) => csvAnswer(services, c))
      .delete('/subscribers/:id', async (c) => {
        const { id } = parseParams(subscriberIdSchema, c.req.param());
        const removed = await removeSubscriber({ db: services.db, actorId: c.get('user')!.id, subscriberId: id, now: services.now() });
        return c.json({ message: `${removed.email} was removed.`, removed });
      })
  );
}

/** The CSV for an owner (the audit row is written with it): confirmed subscribers unless another status is asked. */
async function csvAnswer(services: Services, c: Context<AppEnv>): Promise<Response> {
  const { status } = parseParams(subscriberQuerySchema, c.req.query());
  const chosen = status ?? 'confirmed';
  const { csv } = await exportSubscribersCsv({ db: services.db, actorId: c.get('user')!.id, status: chosen, now: services.now() });
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="subscribers-${chosen}.csv"`,
    'Cache-Control': 'private, no-store',
  });
}

export const SUBSCRIBERS_CSV_PAGE = '/admin/subscribers.csv';

/**
 * `/admin/subscribers.csv`, the Subscribers page's export link (a file, not a page). For anyone but an
 * owner it passes the request on to the pages, which answer the ordinary 404 page as for any unknown path.
 */
export function subscribersCsvPage(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')?.isOwner) return next();
    return csvAnswer(services, c);
  };
}
