import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../http/service-unavailable';
import { databaseReachable } from '../logger';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * For load balancers and monitors: 200 while the database answers, 503 (with the same message as every
 * other route) while it does not. Which database the site runs on is for its log, not for the public.
 */
export function healthRoutes({ db, logger }: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      databaseReachable(logger);
      return c.json({ status: 'ok' });
    } catch (error) {
      // Never an error line per check (a load balancer asks every few seconds): an outage is logged once, at its
      // start and its end (server/db/outage-log.ts), and this line goes to debug with it.
      c.get('log').warn({ err: error }, 'health check: database unreachable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', message: SERVICE_UNAVAILABLE_MESSAGE }, 503);
    }
  });
}
