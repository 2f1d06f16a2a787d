import { z } from 'zod';

/**
 * When a piece of content was added or last changed: a calendar day, YYYY-MM-DD, that exists. The premium
 * member area's "What's new" list reads these dates (issue 19), so they are validated like the rest.
 */
export const contentDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real calendar day');
