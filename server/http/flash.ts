import { z } from 'zod';
import { serialize } from 'hono/utils/cookie';
import type { Config } from '../config';

/** A one-shot notice carried across a redirect (e.g. "Welcome back!" after signing in). */
export const flashSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(['default', 'success', 'error']).default('default'),
});
export type Flash = z.infer<typeof flashSchema>;

export const FLASH_COOKIE = 'flash';

/** Secure over https like the session cookie, so no plain-http response can plant or read a notice. */
export function serializeFlash(config: Pick<Config, 'secureCookies'>, flash: Flash): string {
  return serialize(FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 60,
  });
}

export function parseFlash(raw: string | undefined): Flash | null {
  if (!raw) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearFlash(config: Pick<Config, 'secureCookies'>): string {
  return serialize(FLASH_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: config.secureCookies, path: '/', maxAge: 0 });
}
