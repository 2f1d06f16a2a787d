import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../../common/currencies';
import { countryField } from '../../common/invoice-schemas';
import { pricesBodySchema } from '../../common/price-schemas';
import { listCourses } from '../courses/list-courses';
import { parseJsonBody, parseParams } from '../http/errors';
import { requestCurrency } from '../http/request-currency';
import { DEFAULT_SELLER_COUNTRY, loadSalesSettings } from '../invoices/sales-settings';
import { ownerPrices, setCoursePrices, withPriceIn } from '../money/course-prices';
import { pagePrices } from '../money/visitor-currency';
import { decideTax } from '../tax/decide-tax';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const priceListQuery = z.object({
  currency: z.enum(CURRENCIES, { message: 'must be one of GBP, USD, EUR' }).optional(),
  country: countryField.optional(),
});

/**
 * GET /api/prices?currency=&country= (issue 31): the public price list. Each course for sale, in the currency asked
 * for (absent: the visitor's, as their pages show it), or in pounds when it has no price in that one; with the tax
 * a buyer in `country` (absent: the seller's, as checkout assumes) pays, computed as checkout computes it, so
 * `amount` is what POST /api/create-payment-intent charges without a code.
 */
export function priceRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseParams(priceListQuery, c.req.query());
    const wanted = query.currency ?? requestCurrency(c, services.config.trustedProxies);
    // Decided from the cookie and these headers when no currency is asked for.
    c.header('Cache-Control', PRICE_LIST_HEADERS['cache-control']);
    c.header('Vary', 'Cookie, Accept-Language, CF-IPCountry');
    return c.json(await priceList(services, wanted, query.country));
  });
}

/**
 * The headers of the price list kept compressed for a request without `country` (server/app.ts, issue 45): it is
 * answered with an ETag and in brotli or gzip, so Vary names Accept-Encoding too.
 */
export const PRICE_LIST_HEADERS = {
  'cache-control': 'private, max-age=60',
  vary: 'Accept-Encoding, Cookie, Accept-Language, CF-IPCountry',
} as const;

/** The public price list in `wanted`, with the tax a buyer in `askedCountry` (absent: the seller's) pays. */
export async function priceList(services: Pick<Services, 'db'>, wanted: Currency, askedCountry?: string) {
  const { db } = services;
  const [list, page, settings] = await Promise.all([listCourses({ db }), pagePrices({ db, wanted }), loadSalesSettings({ db })]);
  const sellerCountry = settings.seller?.country ?? DEFAULT_SELLER_COUNTRY;
  const country = askedCountry ?? sellerCountry;
  const courses: Record<string, { amount: number; currency: string; net: number; tax: number; taxRate: number }> = {};
  for (const found of list.filter((course) => course.isPremium)) {
    // The course's own price in the asked currency; pounds when it has none (what a page would show).
    const course = withPriceIn(found, page.prices, page.currency);
    const tax = await decideTax({ amount: course.price, billing: { country }, sellerCountry, taxInclusive: settings.taxInclusive });
    courses[course.id] = { amount: tax.gross, currency: course.currency, net: tax.net, tax: tax.tax, taxRate: tax.taxRate };
  }
  return { country, taxInclusive: settings.taxInclusive, courses };
}

/** GET/PUT /api/admin/prices (behind ownerOnly): each course's price per currency, and whether prices include tax. */
export function adminPriceRoutes(services: Services) {
  const { db } = services;
  const owner = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/prices', async (c) => c.json(await ownerPrices({ db })))
    .put('/prices', async (c) => {
      const body = await parseJsonBody(c, pricesBodySchema);
      return c.json(await setCoursePrices({ db, now: services.now(), actorId: owner(c).id, body }));
    });
}
