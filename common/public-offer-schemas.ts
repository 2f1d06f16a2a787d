import { z } from 'zod';
import { CURRENCIES } from './currencies';

/** An offer's id in a path (`/api/offers/:id/enrol`): the ids offers are made with (lower-case letters, digits, -). */
export const offerIdParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'id must contain only lower-case letters, digits and -'),
});

/** GET /api/offers?currency=: the currency asked for, as GET /api/prices and /api/courses take it. */
export const offerListQuerySchema = z.object({
  currency: z.enum(CURRENCIES, { message: 'must be one of GBP, USD, EUR' }).optional(),
});
