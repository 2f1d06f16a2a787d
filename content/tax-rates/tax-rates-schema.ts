import { z } from 'zod';
import { contentDate } from '../content-date';

/** The UK and the 27 EU member states (ISO 3166-1 alpha-2; Greece is GR here, EL only in VAT numbers). */
export const VAT_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

/**
 * content/tax-rates/tax-rates.yaml: the standard VAT rate of every country in VAT_COUNTRIES, in percent with at
 * most two decimals (Finland's 25.5), with the day the table is correct for and where it comes from.
 */
export const taxRatesSchema = z
  .object({
    source: z.string().trim().min(1),
    sourceUrl: z.url({ protocol: /^https$/ }),
    date: contentDate,
    rates: z.record(
      z.enum(VAT_COUNTRIES),
      z
        .number()
        .min(0)
        .max(50)
        .refine((rate) => Number.isInteger(Math.round(rate * 100 * 1e6) / 1e6), 'at most two decimals'),
    ),
  })
  .strict()
  .superRefine((file, ctx) => {
    for (const country of VAT_COUNTRIES) {
      if (!(country in file.rates)) ctx.addIssue({ code: 'custom', path: ['rates', country], message: 'missing: every UK and EU country has a rate' });
    }
  });

export type TaxRates = z.infer<typeof taxRatesSchema>;
