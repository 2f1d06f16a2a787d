import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../http/service-unavailable';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * For load balancers and monitors: 200 while the database answers, 503 (with the same message as every
 * other route) while it does not. Which database the site runs on is for its log, not for the public.
 */
export function healthRoutes({ db }: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch (error) {
      c.get('log').error({ err: error }, 'health check: database unreachable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', message: SERVICE_UNAVAILABLE_MESSAGE }, 503);
    }
  });
}
