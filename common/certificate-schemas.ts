import { z } from 'zod';
import { CERTIFICATE_ID_PATTERN, CERTIFICATE_NAME_MAX } from './certificates';

/** The certificates' inputs (issue 14), parsed by the API and the account page's form actions. */
export const certificateIdSchema = z.object({
  id: z.string().regex(CERTIFICATE_ID_PATTERN, 'Certificate id must be 24 letters, digits, - or _'),
});

/** The printed name: trimmed; empty means "use my username". */
export const certificateNameSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .max(CERTIFICATE_NAME_MAX, `Name must be at most ${CERTIFICATE_NAME_MAX} characters`)
    // Control characters would print as nothing (or break the PDF's layout).
    .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), 'Name cannot contain control characters'),
});

export const certificateWithdrawSchema = z.object({
  withdrawn: z.boolean({ error: 'withdrawn must be true or false' }),
});
