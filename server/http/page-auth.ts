import { serializeFlash, type Flash } from './flash';
import { serializeSessionCookie } from './session-cookie';
import type { RequestContext } from '../app';
import type { AuthSuccess } from '../auth/auth-result';

/** Helpers for the sign-in, sign-up and reset pages' actions, which share the API's business functions. */
export function authRequestContext(context: RequestContext) {
  return {
    db: context.services.db,
    limits: context.services.authLimits,
    ip: context.clientIp,
    previousToken: context.sessionToken,
    now: context.services.now(),
  };
}

export function signedInHeaders(context: RequestContext, result: AuthSuccess, flash: Flash): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', serializeSessionCookie(context.services.config, result.token, result.expiresAt, context.services.now()));
  headers.append('Set-Cookie', serializeFlash(context.services, flash));
  return headers;
}
