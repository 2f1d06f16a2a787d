import type { AppEnv } from '../http/app-env';
import type { MiddlewareHandler } from 'hono';

/** The answer every unknown API path gets (server/app.ts api.notFound): the owner's area answers the same. */
export const NOT_FOUND_BODY = { message: 'Not found' } as const;

/**
 * Guards `/api/admin/*`: anyone but an owner gets the ordinary 404 JSON, for existing and unknown admin
 * paths alike, before any body is read or parameter checked, so neither a status nor a validation message
 * tells them the area exists. The user was already looked up with the session (server/app.ts).
 */
export function ownerOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')?.isOwner) return c.json(NOT_FOUND_BODY, 404);
    await next();
  };
}
