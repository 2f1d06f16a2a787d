import { Hono, type Context } from 'hono';
import { serialize } from 'hono/utils/cookie';
import { z } from 'zod';
import { safeRedirect } from '../../common/safe-redirect';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, THEMES, type Theme } from '../../common/theme';
import { HttpError, parseParams, readJson } from './errors';
import type { Config } from '../config';
import type { AppEnv } from './app-env';

const themeChoice = z.object({
  theme: z.enum(THEMES, { message: 'theme must be one of system, light, dark' }),
  redirectTo: z.string().max(2048).optional(),
});

/** The cookie that keeps the choice; System is no choice at all, so it clears the cookie. */
export function themeCookie(config: Pick<Config, 'secureCookies'>, theme: Theme): string {
  const keep = theme !== 'system';
  return serialize(THEME_COOKIE, keep ? theme : '', {
    path: '/',
    sameSite: 'Lax',
    secure: config.secureCookies,
    maxAge: keep ? THEME_COOKIE_MAX_AGE : 0,
  });
}

/**
 * POST /theme: the theme control's form without JavaScript (app/components/theme-control.tsx). Sets the
 * cookie and sends the visitor back to the page they were on (a path on this site only). With JavaScript
 * the control writes the same cookie itself and never calls this.
 */
export function themeRoutes(config: Pick<Config, 'secureCookies'>) {
  return new Hono<AppEnv>().post('/theme', async (c) => {
    const { theme, redirectTo } = parseParams(themeChoice, await readChoice(c));
    c.header('Set-Cookie', themeCookie(config, theme));
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirect(redirectTo, '/'), 303);
  });
}

/** A form post (urlencoded or multipart) or a JSON object. */
export async function readChoice(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/(.+\+)?json\b/i.test(type)) return readJson(c);
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    const form = await c.req.raw.formData().catch(() => {
      throw new HttpError(400, 'Request body is not a valid form');
    });
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  throw new HttpError(415, 'Content-Type must be a form or application/json');
}
