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

/** The answer to every well-formed subscription, new or repeated: it never tells who is subscribed. */
export const NEWSLETTER_CHECK_INBOX = 'Almost there! Check your inbox and click the link in our email to confirm your subscription.';

export const NEWSLETTER_CONFIRMED = "You're subscribed! Watch your inbox for practical AI business tips.";
