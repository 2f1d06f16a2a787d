import { Hono } from 'hono';
import { searchQuerySchema } from '../../common/search-schema';
import { parseParams } from '../http/errors';
import { tooManySearchesMessage } from '../search/search-rate-limit';
import { searchReader } from '../search/site-search';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

export function searchRoutes({ searchSite, searchLimiter, now }: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseParams(searchQuerySchema, c.req.query());
    const limited = await searchLimiter.hit(c.get('clientIp'), now());
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return c.json({ message: tooManySearchesMessage(limited.retryAfterSeconds) }, 429);
    }
    const user = c.get('user');
    // Answers differ by access (a sold course's text is searchable only by its learners), so no shared caching.
    c.header('Cache-Control', user ? 'private, no-store' : 'public, max-age=60');
    c.header('Vary', 'Cookie');
    return c.json(searchSite(query, searchReader(user ?? null)));
  });
}
