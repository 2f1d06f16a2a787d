import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { isDomainError } from '../../server/errors/domain-error';
import { statusOf } from '../../server/http/errors';
import { editGrants, formFieldOf, offerBodyOf, readOfferForm, type OfferFieldErrors, type OfferFormValues } from './offer-form';
import type { z } from 'zod';

/** What the offer pages' actions answer: the form as it was (or as saved), its errors, and a notice. */
export interface OfferFormResult {
  values: OfferFormValues;
  errors: OfferFieldErrors;
  /** A save's outcome, shown above the form. */
  notice?: { ok: boolean; message: string };
  /** What adding, moving or removing a grant did (not saved yet). */
  rowNotice?: string;
  /** New with every answer (from any process), so the form's fields show the answer's values. */
  revision: string;
}

const answer = (result: Omit<OfferFormResult, 'revision'>, status = 200) =>
  data<OfferFormResult>({ ...result, revision: randomUUID() }, { status });

function rowNoticeOf(intent: string, before: number): string {
  if (intent === 'grant-add') return `Grant ${before + 1} added: choose what it gives, then save.`;
  const [, what, index] = /^grant-(remove|up|down)-(\d+)$/.exec(intent) ?? [];
  const n = Number(index) + 1;
  if (what === 'remove') return `Grant ${n} removed. Save the offer to keep the change.`;
  return `Grant ${n} moved ${what}. Save the offer to keep the change.`;
}

/**
 * The create and edit pages' action (issue 43): a grant's add, move or remove button answers the form with its
 * rows changed; saving checks the body with the API's schema and runs `save` (createOffer or updateOffer), whose
 * refusal (a taken slug, an unknown course) goes beside its field. `save` answers a notice, or throws a redirect.
 */
export async function offerFormAction<S extends z.ZodType>({
  request,
  schema,
  save,
}: {
  request: Request;
  schema: S;
  save: (body: z.infer<S>) => Promise<{ message: string; values: OfferFormValues }>;
}) {
  const form = await request.formData();
  const values = readOfferForm(form);
  const intent = String(form.get('intent') ?? 'save');
  const grants = editGrants(values.grants, intent);
  if (grants) return answer({ values: { ...values, grants }, errors: {}, rowNotice: rowNoticeOf(intent, values.grants.length) });

  const { body, places } = offerBodyOf(values);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: OfferFieldErrors = {};
    for (const issue of parsed.error.issues) errors[formFieldOf(issue.path.join('.'), places, values.priceType)] ??= issue.message;
    const count = Object.keys(errors).length;
    const message =
      count === 1 ? 'Not saved: one field needs a change, marked below.' : `Not saved: ${count} fields need a change, marked below.`;
    return answer({ values, errors, notice: { ok: false, message } }, 400);
  }
  try {
    const saved = await save(parsed.data);
    return answer({ values: saved.values, errors: {}, notice: { ok: true, message: saved.message } });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field = error.details.field ? formFieldOf(error.details.field, places, values.priceType) : 'form';
    // The domain's message starts with the API's field name; beside the form's field the words after it suffice.
    const message = error.message.replace(/^[\w.]+: /, '');
    return answer({ values, errors: { [field]: message }, notice: { ok: false, message: error.message } }, statusOf(error));
  }
}
