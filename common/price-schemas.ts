import { z } from 'zod';

// describeZodError puts the field's name (courses.<course id>.EUR) in front of each message.

/** Minor units: 999 is £9.99. */
const amountField = z
  .number({ message: 'must be a whole number of minor units (999 for 9.99)' })
  .int('must be a whole number of minor units (999 for 9.99)')
  .min(1, 'must be more than 0')
  .max(10_000_000, 'must be at most 10000000');

/** A course's prices: pounds always; dollars and euros when the owner sells in them (null or absent: not sold in it). */
export const coursePricesSchema = z
  .object({
    GBP: amountField,
    USD: amountField.nullable().optional(),
    EUR: amountField.nullable().optional(),
  })
  .strict();
export type CoursePricesBody = z.infer<typeof coursePricesSchema>;

/** PUT /api/admin/prices: the given courses' prices (others are left as they are), and whether prices include tax. */
export const pricesBodySchema = z
  .object({
    courses: z.record(z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be course ids'), coursePricesSchema, {
      message: 'must be an object of course ids to prices',
    }),
    taxInclusive: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .strict();
export type PricesBody = z.infer<typeof pricesBodySchema>;

/** "9.99" or "12" from the owner's form, in minor units; NaN for anything else (the schema then names the field). */
export function minorUnitsOf(text: string): number {
  return /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}
