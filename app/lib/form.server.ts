// The one way a page action reads and checks a form (docs/decisions/010-browser-bundle-and-forms.md: forms are
// checked on the server, with the same zod schemas as the JSON API in common/auth-schemas.ts, and every field's
// error is answered at once).
import { fieldErrors, type FieldErrors } from '../../common/validation';
import type { z } from 'zod';

/** A form field as text: a missing field or a file reads as '' (the schemas then name what is missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The named fields as text, e.g. `readForm(form, ['email', 'password'])`. */
export function readForm<const K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<K, string>;
}

export type FormCheck<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/**
 * The values checked against `schema`: the parsed data, or the first message of every field that breaks a rule
 * (keyed by field name, as `FormField`'s `error` expects).
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const checked = schema.safeParse(values);
  return checked.success ? { ok: true, data: checked.data, errors: {} } : { ok: false, errors: fieldErrors(checked.error) };
}
