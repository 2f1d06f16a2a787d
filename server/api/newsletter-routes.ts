import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/errors';
import { subscribe } from '../newsletter/subscribe';
import type { Services } from '../services';

export function newsletterRoutes(services: Services) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const result = await subscribe(services.db, await readJson(c), { ip: c.get('clientIp'), now: services.now() });
    if (!result.ok) {
      if (result.retryAfterSeconds) c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ message: result.message, ...(result.field ? { field: result.field } : {}) }, result.status);
    }
    return c.json({ message: result.message });
  });
}
