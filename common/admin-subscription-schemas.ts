import { z } from 'zod';
import { ADMIN_SUBSCRIPTION_STATUSES } from './billing-rules';
import { textField } from './validation';

/**
 * GET /api/admin/subscriptions and the /admin/subscriptions page (issue 44): the owner's list of subscriptions and
 * payment plans, filtered by status, offer and learner. The statuses are server/billing/schema.ts's
 * (SUBSCRIPTION_STATUSES); server/billing/list-subscriptions.ts checks the two lists agree at compile time.
 */

/** An empty select or search box is no filter. */
const blank = z.literal('').transform(() => undefined);

export const subscriptionsQuerySchema = z.object({
  status: z
    .enum(ADMIN_SUBSCRIPTION_STATUSES, { message: `status must be one of ${ADMIN_SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional()
    .or(blank),
  offerId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'offerId must be an offer id (lowercase words joined by hyphens)')
    .max(80, 'offerId must be at most 80 characters')
    .optional()
    .or(blank),
  /** Part of the learner's email or username. */
  q: textField('q')
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});
export type SubscriptionsQuery = z.infer<typeof subscriptionsQuerySchema>;
