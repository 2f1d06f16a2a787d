import { z } from 'zod';
import { emailField } from './auth-schemas';
import { textField } from './validation';

export const newsletterSchema = z.object({
  email: emailField,
  /** Which box was used; kept for knowing which pages bring readers. */
  source: textField('source', { required: 'source must be text' })
    .trim()
    .max(40, 'source must be at most 40 characters')
    .regex(/^[a-z0-9-]*$/, 'source must contain only lower-case letters, digits and -')
    .optional()
    .transform((v) => v || 'unknown'),
});
export type NewsletterRequest = z.infer<typeof newsletterSchema>;

export { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRMED } from './newsletter-messages';
