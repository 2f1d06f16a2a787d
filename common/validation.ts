import { z } from 'zod';

/**
 * What no text field accepts: C0 control characters, DEL, and UTF-16 surrogates without their pair.
 * PostgreSQL refuses NUL and unpaired surrogates in text, so letting them through turns a typo or a
 * probe into a 500; and none of them belongs in a name, an address, a password or a query. Nor does a
 * line break of another kind (NEL, U+2028, U+2029) belong in a one-line field: a calendar or a mail
 * header may start a new line there.
 * A multi-line field also allows tab and line breaks (stored as LF, see LINE_BREAKS).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F\u0085\u2028\u2029]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/**
 * Every line break a multi-line field may receive: CRLF (what a browser's form sends), a bare CR, NEL and
 * the Unicode line and paragraph separators. Each is stored as LF, so that every place the text goes (a
 * page, an email, a calendar invitation) sees one kind of break (issue 41: a bare CR in a topic ended a
 * calendar line).
 */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/** A multi-line text with every line break as LF. */
export function normalizeLineBreaks(value: string): string {
  return value.replace(LINE_BREAKS, '\n');
}

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/**
 * The start of every text field's schema: a string ("<label> is required" when missing or not a string)
 * without control characters ("<label> must not contain control characters"); a multi-line one with its
 * line breaks as LF. Chain trimming, lengths and patterns after it.
 */
export function textField(label: string, options: { required?: string; multiline?: boolean } = {}) {
  const text = z.string({ message: options.required ?? `${label} is required` });
  return (options.multiline ? text.overwrite(normalizeLineBreaks) : text).refine(
    (value) => !hasControlCharacters(value, options),
    `${label} must not contain control characters`,
  );
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
