import { Hono } from 'hono';
import { adminNewsletterRoutes } from './admin-newsletter-routes';
import { adminSubscriberRoutes } from './admin-subscriber-routes';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * `/api/admin/*` (issue 13), mounted behind ownerOnly (server/admin/owner-only.ts) in server/app.ts: every
 * route here may assume an owner. Each area adds its routes with `.route()`.
 */
export function adminRoutes(services: Services) {
  return new Hono<AppEnv>().route('/', adminSubscriberRoutes(services)).route('/', adminNewsletterRoutes(services));
}
