import { z } from 'zod';
import { couponCodeField } from './coupon-schemas';

/**
 * PUT /api/admin/referrals/settings and the owner's settings form: the commission as a whole percentage of
 * what a referred buyer pays (0 pays nothing), and the buyer's discount as an existing code (empty or null: none).
 */
export const referralSettingsBodySchema = z.object({
  commissionPercent: z
    .number({ message: 'must be a whole number from 0 to 100' })
    .int('must be a whole number from 0 to 100')
    .min(0, 'must be a whole number from 0 to 100')
    .max(100, 'must be a whole number from 0 to 100'),
  buyerCouponCode: z.preprocess((value) => (value === '' || value === undefined ? null : value), couponCodeField().nullable()),
});
export type ReferralSettingsBody = z.infer<typeof referralSettingsBodySchema>;
