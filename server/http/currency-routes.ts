import { Hono } from 'hono';
import { serialize } from 'hono/utils/cookie';
import { z } from 'zod';
import { CURRENCIES, CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '../../common/currencies';
import { safeRedirect } from '../../common/safe-redirect';
import { parseParams } from './errors';
import { readChoice } from './theme-routes';
import type { Config } from '../config';
import type { AppEnv } from './app-env';

const currencyChoice = z.object({
  currency: z.enum(CURRENCIES, { message: 'currency must be one of GBP, USD, EUR' }),
  redirectTo: z.string().max(2048).optional(),
});

/**
 * POST /currency: the currency picker (app/components/currency-picker.tsx), a form that works without JavaScript
 * as the reading pages have none. Keeps the choice in a cookie, which then decides before the visitor's country
 * or language (server/money/visitor-currency.ts), and sends them back to the page they were on.
 */
export function currencyRoutes(config: Pick<Config, 'secureCookies'>) {
  return new Hono<AppEnv>().post('/currency', async (c) => {
    const { currency, redirectTo } = parseParams(currencyChoice, await readChoice(c));
    // The picker sends no address (its markup is the same on every page): back to the page it was posted from.
    const referer = c.req.header('referer');
    const from = referer && URL.canParse(referer) ? new URL(referer) : undefined;
    // Only its path is taken, through safeRedirect: never another site, whatever the header says.
    const back = redirectTo ?? (from ? `${from.pathname}${from.search}` : undefined);
    c.header(
      'Set-Cookie',
      serialize(CURRENCY_COOKIE, currency, { path: '/', sameSite: 'Lax', secure: config.secureCookies, maxAge: CURRENCY_COOKIE_MAX_AGE }),
    );
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirect(back, '/'), 303);
  });
}
