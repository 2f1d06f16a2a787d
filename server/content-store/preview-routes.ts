import { Hono } from 'hono';
import { z } from 'zod';
import { CONTENT_KINDS } from '../../common/content-kinds';
import { parseJsonBody, parseParams } from '../http/errors';
import { createPreviewLink, DEFAULT_PREVIEW_HOURS, MAX_PREVIEW_HOURS } from './previews';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const paramsSchema = z.object({
  kind: z.enum(CONTENT_KINDS, { message: `kind must be one of ${CONTENT_KINDS.join(', ')}` }),
  id: z.uuid({ message: 'id must be an item id' }),
});
const bodySchema = z.strictObject({
  hours: z
    .number({ message: 'hours must be a whole number of hours' })
    .int('hours must be a whole number of hours')
    .min(1, `hours must be 1 to ${MAX_PREVIEW_HOURS}`)
    .max(MAX_PREVIEW_HOURS, `hours must be 1 to ${MAX_PREVIEW_HOURS}`)
    .optional(),
});

/**
 * `POST /api/admin/content/:kind/:id/preview {hours?}` → `{url, expiresAt}`: a private link showing the item's
 * draft (or published version) as its page would, for `hours` (default 24, at most a week). Mounted under
 * /api/admin, which only owners reach (server/admin/owner-only.ts).
 */
export function contentPreviewRoutes(services: Services) {
  return new Hono<AppEnv>().post('/:kind/:id/preview', async (c) => {
    const { kind, id } = parseParams(paramsSchema, c.req.param());
    const { hours = DEFAULT_PREVIEW_HOURS } = await parseJsonBody(c, bodySchema);
    const link = await createPreviewLink({ db: services.db, kind, id, hours, userId: c.get('user')!.id, now: services.now() });
    const origin = services.config.publicUrl ?? new URL(c.req.url).origin;
    c.header('Cache-Control', 'private, no-store');
    return c.json({ url: new URL(link.path, origin).href, expiresAt: link.expiresAt.toISOString() }, 201);
  });
}
