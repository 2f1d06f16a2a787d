import { z } from 'zod';
import { fieldErrors, textField, type FieldErrors } from './validation';

/**
 * The local test gateway's card form, checked in the browser and again on the server. The browser loads
 * this module (and zod with it) only when the buyer starts on the form (app/components/checkout/local-card-form.tsx).
 */
export const cardFormSchema = z.object({
  cardNumber: textField('Card number')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Card number is required')
        .regex(/^\d{12,19}$/, 'Your card number is incomplete.'),
    ),
  expiry: textField('Expiration date')
    .trim()
    .min(1, 'Expiration date is required')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Your card's expiration date is incomplete. Use MM / YY.")
    .transform((v) => {
      const [month, year] = v.split('/').map((part) => Number(part.trim()));
      return { month: month!, year: 2000 + year! };
    }),
  cvc: textField('Security code')
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});

/** The form's first message per field, or null when the card may be sent. */
export function checkCardForm(card: { cardNumber: string; expiry: string; cvc: string }): FieldErrors | null {
  const parsed = cardFormSchema.safeParse(card);
  return parsed.success ? null : fieldErrors(parsed.error);
}
