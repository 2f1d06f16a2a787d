import { z } from 'zod';
import { PURCHASE_STATUSES } from './purchase-statuses';
import { textField } from './validation';

/** The owner's area's inputs (issue 13), parsed alike by /api/admin and the /admin pages' actions. */
export const adminRangeSchema = z.enum(['7d', '30d', '12m', 'all'], { message: 'range must be one of 7d, 30d, 12m, all' });

const page = z.coerce
  .number({ message: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100_000, 'page is too large')
  .default(1);
/** An empty search box is no search. */
const query = textField('q')
  .trim()
  .max(200, 'q must be at most 200 characters')
  .optional()
  .transform((value) => value || undefined);

export const summaryQuerySchema = z.object({ range: adminRangeSchema.default('30d') });
export const purchasesQuerySchema = z.object({
  q: query,
  page,
  status: z
    .enum(PURCHASE_STATUSES, { message: `status must be one of ${PURCHASE_STATUSES.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const learnersQuerySchema = z.object({ q: query, page });
export const auditQuerySchema = z.object({ page });

export const idParamSchema = z.object({ id: z.uuid({ message: 'id must be an id from the list' }) });

const reason = textField('reason', { required: 'reason is required' })
  .trim()
  .min(1, 'reason is required: say why, for the audit log')
  .max(500, 'reason must be at most 500 characters');

export const grantBodySchema = z.object({ reason });
export const revokeBodySchema = z.object({ reason });

/** What a refund made in the owner's area records as its reason when the owner gives none. */
export const DEFAULT_REFUND_REASON = 'Refunded by the owner';

/** A refund: the owner's password unless they signed in within 10 minutes (server/admin/confirm-recent-auth.ts). */
export const refundBodySchema = z.object({
  password: textField('password')
    .max(1024, 'password is too long')
    .optional()
    .transform((value) => value || undefined),
  reason: textField('reason')
    .trim()
    .max(500, 'reason must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined),
});

/** Sign a learner out: one session by its id from the learner's page, or all of them. */
export const signOutBodySchema = z.object({
  sessionId: z
    .string({ message: 'sessionId must be a session id from the list' })
    .regex(/^[0-9a-f]{64}$/, 'sessionId must be a session id from the list')
    .optional(),
});

/** The owner cancels a subscription: at the end of its paid period (as the learner would) or now. */
export const ownerCancelSubscriptionBodySchema = z.object({
  atPeriodEnd: z.boolean({ message: 'atPeriodEnd must be true (at the end of the paid period) or false (now)' }),
  reason: textField('reason')
    .trim()
    .max(500, 'reason must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined),
});
