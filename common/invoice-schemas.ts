import { z } from 'zod';
import { DUNNING_GRACE_DAYS_MAX, DUNNING_GRACE_DAYS_MIN } from './billing-rules';
import { textField } from './validation';
import { checkVatNumberFormat } from './vat-numbers';

// describeZodError puts the field's name in front of each message.

/** ISO 3166-1 alpha-2, upper case (GB, DE, FR…). */
export const countryField = z
  .string({ message: 'must be a two-letter country code such as GB or DE' })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB or DE'));

const optionalText = (label: string, max: number, multiline = false) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    textField(label, { multiline })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .transform((value) => value || undefined)
      .optional(),
  );

/**
 * The buyer's billing details at checkout (POST /api/create-payment-intent, issue 31). All optional, so clients
 * written before them keep working: without a country the buyer is taken to be in the seller's country.
 */
export const billingFields = {
  billingCountry: countryField.optional(),
  company: optionalText('company', 200),
  address: optionalText('address', 500, true),
  vatNumber: optionalText('vatNumber', 20),
};

/** GET/PUT /api/admin/seller and the seller form on /admin/settings. */
export const sellerBodySchema = z
  .object({
    name: textField('name').trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    address: textField('address', { multiline: true }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
    country: countryField,
    vatNumber: optionalText('vatNumber', 20),
    /** Prices include VAT (the default) or have it added at checkout. */
    taxInclusive: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.vatNumber) return;
    const format = checkVatNumberFormat(body.vatNumber);
    if (!format.ok) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: format.message.replace(/^vatNumber /, '') });
    else if (format.country !== body.country)
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'must be a VAT number of the seller’s country' });
  });
export type SellerBody = z.infer<typeof sellerBodySchema>;

/** PUT /api/admin/billing-settings and the "Failed renewals" form on /admin/settings. */
export const billingSettingsBodySchema = z
  .object({
    dunningGraceDays: z
      .number({ message: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(DUNNING_GRACE_DAYS_MIN, `must be at least ${DUNNING_GRACE_DAYS_MIN}`)
      .max(DUNNING_GRACE_DAYS_MAX, `must be at most ${DUNNING_GRACE_DAYS_MAX}`),
  })
  .strict();
export type BillingSettingsBody = z.infer<typeof billingSettingsBodySchema>;

const day = z.iso.date({ message: 'must be a date such as 2026-01-31' });

/** GET /api/admin/invoices(.csv)?from=&to= and /admin/invoices: a period of days, both included (UTC). */
export const invoicePeriodQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'must be on or before to' });

/** INV-2026-000123 or CN-2026-000001, as in GET /api/invoices/:number.pdf. */
export const INVOICE_NUMBER_PATTERN = /^(INV|CN)-\d{4}-\d{6}$/;
