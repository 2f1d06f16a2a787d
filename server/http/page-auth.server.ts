import { serializeFlash, type Flash } from './flash.server';
import { serializeSessionCookie } from './session-cookie.server';
import type { RequestContext } from '../app';
import type { AuthFailure, AuthSuccess } from '../auth/auth-result';
import type { AuthRequestContext } from '../auth/sign-up.server';

/** Helpers for the sign-in and sign-up pages' actions, which share the API's business functions. */
export function authRequestContext(context: RequestContext): AuthRequestContext {
  return {
    ip: context.clientIp,
    limits: context.services.authLimits,
    previousToken: context.sessionToken,
    now: context.services.now(),
    mailer: context.services.mailer,
  };
}

export function signedInHeaders(context: RequestContext, result: AuthSuccess, flash: Flash): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', serializeSessionCookie(context.services.config, result.token, result.expiresAt));
  headers.append('Set-Cookie', serializeFlash(context.services, flash));
  return headers;
}

export function failureHeaders(result: AuthFailure): HeadersInit {
  return result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
}
