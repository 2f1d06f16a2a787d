import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function healthRoutes({ db, database }: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      c.get('log').error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', message: 'Database unavailable' }, 503);
    }
  });
}
