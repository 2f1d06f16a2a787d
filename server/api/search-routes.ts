import { Hono } from 'hono';
import { searchQuerySchema } from '../../common/search-schema';
import type { AppEnv } from '../http/app-env';
import { parseParams } from '../http/errors';
import type { Services } from '../services';

export function searchRoutes({ searchSite }: Services) {
  return new Hono<AppEnv>().get('/', (c) => {
    const query = parseParams(searchQuerySchema, c.req.query());
    const user = c.get('user');
    // Answers differ by access (premium text is searchable only with it), so no shared caching.
    c.header('Cache-Control', user ? 'private, no-store' : 'public, max-age=60');
    c.header('Vary', 'Cookie');
    return c.json(searchSite(query, Boolean(user?.hasPremiumAccess)));
  });
}
