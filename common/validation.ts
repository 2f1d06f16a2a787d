import type { z } from 'zod';

export interface FieldErrors {
  [field: string]: string | undefined;
}

/** First message per field, for showing under form inputs. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** One sentence that always names the field, for JSON error bodies. */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.join('.');
  if (!field) return { message: issue.message };
  const named = issue.message.toLowerCase().includes(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  return { message: named ? issue.message : `${field}: ${issue.message}`, field };
}
