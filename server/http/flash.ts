import { createHmac, timingSafeEqual } from 'node:crypto';
import { serialize } from 'hono/utils/cookie';
import { z } from 'zod';
import type { Config } from '../config';
import type { Services } from '../services';

/** A one-shot notice carried across a redirect (e.g. "Welcome back!" after signing in). */
export const flashSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(['default', 'success', 'error']).default('default'),
});
export type Flash = z.infer<typeof flashSchema>;

/**
 * Signed with the site's key, so a visitor cannot plant a notice of their own ("your account was
 * suspended, call …"); `__Host-` over https, so no sibling subdomain or plain-http response can set it.
 */
export function flashCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-flash' : 'flash';
}

type Signer = Pick<Services, 'config' | 'cookieSigningKey'>;

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`flash:${payload}`).digest();
}

export function serializeFlash({ config, cookieSigningKey }: Signer, flash: Flash): string {
  const payload = Buffer.from(JSON.stringify(flash)).toString('base64url');
  return serialize(flashCookieName(config), `${payload}.${sign(cookieSigningKey, payload).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 60,
  });
}

/** The notice, or null when the cookie is absent, malformed or not signed with the site's key. */
export function parseFlash(key: Buffer, raw: string | undefined): Flash | null {
  if (!raw) return null;
  const [payload, signature, ...rest] = raw.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = sign(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearFlash(config: Pick<Config, 'secureCookies'>): string {
  return serialize(flashCookieName(config), '', { httpOnly: true, sameSite: 'Lax', secure: config.secureCookies, path: '/', maxAge: 0 });
}
