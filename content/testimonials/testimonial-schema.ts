import { z } from 'zod';

export const testimonialSchema = z.strictObject({
  quote: z.string().trim().min(40).max(400),
  /** A first name and an initial: a learner's privacy is kept. */
  name: z.string().regex(/^\p{Lu}\p{L}+ \p{Lu}\.$/u, "must look like 'Sarah M.'"),
  role: z.string().trim().min(3).max(60),
});

export const testimonialsSchema = z
  .array(testimonialSchema)
  .min(3)
  .refine((list) => new Set(list.map((t) => t.name)).size === list.length, 'names must be distinct (they are the list keys)');
