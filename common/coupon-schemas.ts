import { z } from 'zod';

/** Codes as owners type them and buyers enter them (issue 14): case-insensitive, 3–32 letters, digits, - and _. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A code, trimmed and upper-cased (its one stored spelling), or the message naming the field. */
export function couponCodeField() {
  return z
    .string({ message: 'must be text' })
    .trim()
    .regex(COUPON_CODE_PATTERN, 'must be 3–32 letters, digits, - or _')
    .transform((code) => code.toUpperCase());
}

// describeZodError puts the field's name in front of each message.
const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** POST /api/admin/coupons and the /admin/coupons form (the form converts its strings first, app/routes/admin-coupons.tsx). */
export const createCouponBodySchema = z
  .object({
    code: couponCodeField(),
    percentOff: wholeNumber(1, 100).optional(),
    /** Minor units (pence). */
    amountOff: wholeNumber(1, 10_000_000).optional(),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'must be a date and time, e.g. 2026-12-31T23:59:00Z' })
      .transform((value) => new Date(value))
      .optional(),
    maxRedemptions: wholeNumber(1, 1_000_000).optional(),
    firstPurchaseOnly: z.boolean({ message: 'must be true or false' }).optional().default(false),
    /** The offers it is limited to (issue 43); none or absent: every offer. */
    offerIds: z
      .array(z.string({ message: 'must be an offer id' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an offer id'), {
        message: 'must be a list of offer ids',
      })
      .max(50, 'must name at most 50 offers')
      .optional()
      .default([]),
  })
  .superRefine((body, ctx) => {
    if ((body.percentOff === undefined) === (body.amountOff === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'give either percentOff or amountOff, not both' });
    }
  });
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;
