import { serialize } from 'hono/utils/cookie';
import type { Config } from '../config';

/** `__Host-` forbids Domain and requires Secure and Path=/: only possible (and worth it) over https. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-sid' : 'sid';
}

/** Max-Age counts from `now` (services.now), the clock that set `expiresAt`. */
export function serializeSessionCookie(config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date, now: Date): string {
  return serialize(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(config: Pick<Config, 'secureCookies'>): string {
  return serialize(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}
