import { createHmac, timingSafeEqual } from 'node:crypto';
import { serialize } from 'hono/utils/cookie';
import { REFERRAL_CODE_PATTERN, REFERRAL_WINDOW_MS } from './referral-rules';
import type { Config } from '../config';

/**
 * The first-party marker a referral link leaves (docs/decisions/027b-referrals.md): which code was clicked and
 * when. The one cookie the growth features set, because carrying the referral to the sign-up or checkout is
 * what the visitor clicked the link for; HttpOnly, SameSite=Lax, 30 days (the window), signed with the site's
 * key so that nobody can move their click date (and so the window) or forge a code's click.
 */
export interface ReferralMarker {
  code: string;
  clickedAt: Date;
}

/**
 * `__Host-ref` over https, like the session cookie (server/http/session-cookie.ts): the prefix forbids
 * Domain and needs Secure and Path=/, so a sibling subdomain or a plain-http answer cannot plant a marker. The
 * reader reads only the name the writer writes (the plain name over https could be planted).
 */
export function referralCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-ref' : 'ref';
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`referral:${payload}`).digest('base64url');
}

export function serializeReferralMarker(config: Pick<Config, 'secureCookies'>, key: Buffer, marker: ReferralMarker): string {
  const payload = `${marker.code}.${marker.clickedAt.getTime()}`;
  return serialize(referralCookieName(config), `${payload}.${sign(key, payload)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(REFERRAL_WINDOW_MS / 1000),
  });
}

/** The marker, or null when absent, malformed or not signed with the site's key. */
export function parseReferralMarker(key: Buffer, raw: string | undefined): ReferralMarker | null {
  if (!raw) return null;
  const [code, at, signature, ...rest] = raw.split('.');
  if (!code || !at || !signature || rest.length > 0 || !REFERRAL_CODE_PATTERN.test(code) || !/^\d{1,15}$/.test(at)) return null;
  const expected = Buffer.from(sign(key, `${code}.${at}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { code, clickedAt: new Date(Number(at)) };
}

/** The marker from a Cookie header (a page's loader or action reads the raw request), under the name the site writes. */
export function referralMarkerFromCookies(
  config: Pick<Config, 'secureCookies'>,
  key: Buffer,
  cookieHeader: string | null | undefined,
): ReferralMarker | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${referralCookieName(config)}=([^;]*)`));
  return parseReferralMarker(key, match?.[1]);
}
