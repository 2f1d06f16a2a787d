import { z } from 'zod';

/** The owner's analytics period (issue 30), as /api/admin/analytics and /admin/analytics read it. */
export const MAX_ANALYTICS_DAYS = 400;
export const ANALYTICS_PRESETS = [7, 30, 90] as const;

const isoDay = (field: string) =>
  z
    .string({ message: `${field} must be a date, YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date, YYYY-MM-DD`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${field} must be a date, YYYY-MM-DD`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const analyticsQuerySchema = z.object({ from: isoDay('from'), to: isoDay('to') });

/** What a page view beacon says (app/enhance/enhance.ts): the page shown, and the page that led to it. */
export const pageViewBeaconSchema = z.object({
  path: z
    .string({ message: 'path must be the page address' })
    .max(1000, 'path must be at most 1000 characters')
    .regex(/^\/[^\s]*$/, 'path must be the page address'),
  referrer: z.string({ message: 'referrer must be text' }).max(2000, 'referrer must be at most 2000 characters').optional(),
});
