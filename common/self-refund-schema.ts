import { z } from 'zod';
import { textField } from './validation';

/** `POST /api/account/purchases/:id/refund`: the reason is optional. */
export const selfRefundBodySchema = z.object({
  reason: textField('reason', { multiline: true })
    .trim()
    .max(500, 'reason must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined),
});
