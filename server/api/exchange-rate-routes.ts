import { Hono } from 'hono';
import { parseJsonBody } from '../http/errors';
import { exchangeRatesBodySchema, readContentRates, setContentRates } from '../money/exchange-rates';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * GET/PUT /api/admin/exchange-rates (behind ownerOnly): the rates that convert the content's dollar amounts on
 * the pages, with their day and source; the owner refreshes them by hand (no rate service is reachable from here:
 * docs/decisions/031g-owner-figures-and-exchange-rate.md).
 */
export function adminExchangeRateRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/exchange-rates', async (c) => c.json(await readContentRates({ db })))
    .put('/exchange-rates', async (c) => {
      const body = await parseJsonBody(c, exchangeRatesBodySchema);
      return c.json(await setContentRates({ db, actorId: c.get('user')!.id, body, now: services.now() }));
    });
}
