import { z } from 'zod';
import { textField } from './validation';

/** `POST /api/billing/subscriptions/:id/cancel`: the reason is optional. */
export const cancelSubscriptionSchema = z.object({
  reason: textField('reason', { multiline: true })
    .trim()
    .max(500, 'reason must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined),
});

/** `POST /api/billing/subscriptions/:id/interval`. */
export const switchIntervalSchema = z.object({
  interval: z.enum(['month', 'year'], { message: "interval must be 'month' or 'year'" }),
});

/** `POST /api/billing/payment-method`: a card for the local test gateway, as checkout's card step sends it. */
export const paymentMethodSchema = z.object({
  card: z.object(
    {
      number: textField('card.number')
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, 'card.number must be 12 to 19 digits')),
      expMonth: z
        .number({ message: 'card.expMonth must be a number' })
        .int()
        .min(1, 'card.expMonth must be 1 to 12')
        .max(12, 'card.expMonth must be 1 to 12'),
      expYear: z
        .number({ message: 'card.expYear must be a number' })
        .int()
        .min(2000, 'card.expYear must be a four-digit year')
        .max(2100, 'card.expYear must be a four-digit year'),
      cvc: textField('card.cvc')
        .trim()
        .regex(/^\d{3,4}$/, 'card.cvc must be 3 or 4 digits'),
    },
    { message: 'card is required' },
  ),
});
