import { z } from 'zod';
import { emailField } from './auth-schemas';

export const newsletterSchema = z.object({
  email: emailField,
  /** Which box was used; kept for knowing which pages bring readers. */
  source: z
    .string()
    .trim()
    .max(40, 'source must be at most 40 characters')
    .regex(/^[a-z0-9-]*$/, 'source must contain only lower-case letters, digits and -')
    .optional()
    .transform((v) => v || 'unknown'),
});

export const NEWSLETTER_SUCCESS = "You're subscribed! Watch your inbox for practical AI business tips.";
