import { z } from 'zod';

/**
 * What no text field accepts: C0 control characters, DEL, and UTF-16 surrogates without their pair.
 * PostgreSQL refuses NUL and unpaired surrogates in text, so letting them through turns a typo or a
 * probe into a 500; and none of them belongs in a name, an address, a password or a query.
 * A multi-line field also allows tab and line breaks.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/**
 * The start of every text field's schema: a string ("<label> is required" when missing or not a string)
 * without control characters ("<label> must not contain control characters"). Chain trimming, lengths
 * and patterns after it.
 */
export function textField(label: string, options: { required?: string; multiline?: boolean } = {}) {
  return z
    .string({ message: options.required ?? `${label} is required` })
    .refine((value) => !hasControlCharacters(value, options), `${label} must not contain control characters`);
}

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
