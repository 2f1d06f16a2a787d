import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * `/api/admin/*` (issue 13), mounted behind ownerOnly (server/admin/owner-only.ts) in server/app.ts: every
 * route here may assume an owner. Each area adds its routes with `.route()`.
 */
export function adminRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
