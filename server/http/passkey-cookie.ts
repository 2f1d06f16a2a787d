import { serialize } from 'hono/utils/cookie';
import type { Config } from '../config';

/**
 * The pre-sign-in token that a passkey sign-in's challenge is bound to (there is no session yet):
 * HttpOnly, five minutes, `__Host-` over https like the session cookie (server/http/session-cookie.ts).
 */
export function passkeyCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-passkey' : 'passkey';
}

export function serializePasskeyCookie(config: Pick<Config, 'secureCookies'>, token: string, maxAgeSeconds: number): string {
  return serialize(passkeyCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearPasskeyCookie(config: Pick<Config, 'secureCookies'>): string {
  return serialize(passkeyCookieName(config), '', {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}
