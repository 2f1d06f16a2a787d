import { z } from 'zod';
import { contentDate } from '../content-date';

/** The currency the content's amounts are written in (DESIGN §7.5: the source stays in dollars). */
export const CONTENT_CURRENCY = 'USD';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP');

/**
 * content/exchange-rates/exchange-rates.yaml: one published set of reference rates, with where and when it
 * was published, so a reader of the file can check every figure against its source.
 */
export const exchangeRatesSchema = z
  .object({
    source: z.string().trim().min(1),
    sourceUrl: z.url({ protocol: /^https$/ }),
    /** The day the source published these rates. */
    date: contentDate,
    /** The currency the rates are quoted against: `rates.GBP` is pounds for one unit of it. */
    base: currencyCode,
    rates: z.record(currencyCode, z.number().positive()),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.base in file.rates) {
      ctx.addIssue({ code: 'custom', path: ['rates', file.base], message: 'the base currency has no rate of its own (it is 1)' });
    }
    if (file.base !== CONTENT_CURRENCY && !(CONTENT_CURRENCY in file.rates)) {
      ctx.addIssue({ code: 'custom', path: ['rates'], message: `a rate for ${CONTENT_CURRENCY}, the content's currency, is required` });
    }
  });

export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
