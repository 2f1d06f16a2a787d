import { z } from 'zod';

import { REVIEW_MAX_LENGTH } from './review-rules';

export { DEFAULT_PUBLIC_COUNT_THRESHOLD, MIN_REVIEWS_FOR_RATING, REVIEW_MAX_LENGTH } from './review-rules';

// describeZodError puts the field's name in front of each message.

/** PUT /api/courses/:courseId/review and the dashboard's review form. */
export const reviewBodySchema = z.object({
  rating: z.coerce
    .number({ message: 'must be a whole number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  body: z
    .string({ message: 'must be text' })
    .trim()
    .max(REVIEW_MAX_LENGTH, `must be at most ${REVIEW_MAX_LENGTH} characters`)
    .optional()
    .default(''),
  featuredConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** PUT /api/admin/settings and the /admin/settings form. */
export const settingsBodySchema = z.object({
  publicCountThreshold: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000_000, 'must be at most 10000000'),
});
export type SettingsBody = z.infer<typeof settingsBodySchema>;

const day = z.iso.date({ message: 'must be a date such as 2026-01-31' });

/** PUT /api/admin/settings/former-price/:courseId: a price the course was really sold at, and when. */
export const formerPriceBodySchema = z.object({
  /** Minor units (pence). */
  amount: z
    .number({ message: 'must be a whole number of pence' })
    .int('must be a whole number of pence')
    .min(1, 'must be at least 1')
    .max(10_000_000, 'must be at most 10000000'),
  from: day,
  to: day,
});
export type FormerPriceBody = z.infer<typeof formerPriceBodySchema>;

export const courseIdParamSchema = z.object({
  courseId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'courseId must contain only lower-case letters, digits and -'),
});

/** A published former price, as the course pages show it. */
export interface FormerPrice {
  amount: number;
  from: string;
  to: string;
}

/** The whole percentage a price is below a former one ("80% off"), from the two real amounts. */
export function percentBelow(former: number, price: number): number {
  return Math.floor(((former - price) / former) * 100);
}
