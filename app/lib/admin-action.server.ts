import { data } from 'react-router';
import { isDomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import type { z } from 'zod';

// For the pages' actions, which may import only *.server modules from server/.
export { confirmRecentAuth } from '../../server/admin/confirm-recent-auth';

/** What an admin page's action answers: a notice to show, and for a refused one the field it is about. */
export type AdminActionData = { ok: true; message: string } | { ok: false; message: string; field?: string };

/**
 * Runs one owner action from a page form: its business function's DomainError becomes a message beside
 * the form with the status the API would answer (server/http/errors.ts), never an error page.
 */
export async function adminAction(run: () => Promise<string>) {
  try {
    return data<AdminActionData>({ ok: true, message: await run() });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data<AdminActionData>(
      { ok: false, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) },
      { status: statusOf(error) },
    );
  }
}

/** The value, or the ordinary 404 page when the business function found nothing (an unknown learner). */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
}

/** A form's fields through one of common/admin-schemas.ts, or the first problem as action data (400). */
export function parseForm<T extends z.ZodType>(
  schema: T,
  form: FormData,
): { ok: true; value: z.infer<T> } | { ok: false; answer: ReturnType<typeof data<AdminActionData>> } {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  return { ok: false, answer: data<AdminActionData>({ ok: false, message: issue.message, ...(field ? { field } : {}) }, { status: 400 }) };
}
