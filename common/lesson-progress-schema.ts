import { z } from 'zod';

// Apart from common/lesson-progress.ts, whose rules the lesson page runs in the browser without zod.
/**
 * A whole number from JSON (a number) or a form (a numeric string). Unlike z.coerce, null, '', true
 * or [] are not quietly read as 0 or 1, which would record an answer the learner never gave.
 */
function formNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
}

/**
 * Seconds the reader's page was open since its last step (optional; server/lessons/study-time.ts trusts it
 * only to shorten what the server measured). Capped at a day: a larger number is no measurement.
 */
const elapsed = formNumber(
  z
    .number({ message: 'elapsed must be a number' })
    .int('elapsed must be a whole number of seconds')
    .min(0, 'elapsed must be 0 or more')
    .max(86_400, 'elapsed must be 86400 or less'),
).optional();

/** A reader event as sent by the page's forms or the JSON API. */
export const progressEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('continue'),
      elapsed,
      section: formNumber(
        z
          .number({ message: 'section must be a number' })
          .int('section must be a whole number')
          .min(0, 'section must be 0 or more')
          .max(99, 'section must be 99 or less'),
      ),
    }),
    z.object({ type: z.literal('open-quiz'), elapsed }),
    z.object({
      type: z.literal('answer-quiz'),
      elapsed,
      /** The attempt the page showed (its seed): answers to an attempt another tab has since retaken are refused. */
      attempt: formNumber(
        z
          .number({ message: 'attempt must be a number' })
          .int('attempt must be a whole number')
          .min(0, 'attempt must be 0 or more')
          .max(2_147_483_647, 'attempt must be 2147483647 or less'),
      ),
      /** For each question in the order the page showed them, the place of the chosen option as shown (0–3). */
      answers: z
        .array(
          formNumber(
            z
              .number({ message: 'choose an answer to every question' })
              .int('each answer must be 0, 1, 2 or 3')
              .min(0, 'each answer must be 0, 1, 2 or 3')
              .max(3, 'each answer must be 0, 1, 2 or 3'),
          ),
          { message: 'answers must be a list, one answer per question' },
        )
        .min(1, 'answers must hold one answer per question')
        .max(10, 'answers must hold one answer per question'),
    }),
    z.object({ type: z.literal('retake-quiz'), elapsed }),
    z.object({ type: z.literal('complete-action'), elapsed }),
    z.object({ type: z.literal('complete'), elapsed }),
  ],
  { message: 'type must be one of continue, open-quiz, answer-quiz, retake-quiz, complete-action, complete' },
);

/** A reader event as the page's forms post it and the API takes it. */
export type ProgressRequest = z.infer<typeof progressEventSchema>;
/** A reader event without the page's `elapsed` (each kind of event kept apart). */
export type ProgressStep = ProgressRequest extends infer E ? (E extends unknown ? Omit<E, 'elapsed'> : never) : never;

/**
 * A form post as the schema reads it: the knowledge check's radio groups are named `answers.0`, `answers.1`… (one
 * per question, as shown), gathered here into `answers`; a question left unanswered is a hole the schema names.
 */
export function progressFieldsOfForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const answers: unknown[] = [];
  let hasAnswers = false;
  for (const [name, value] of form) {
    const match = /^answers\.(\d)$/.exec(name);
    if (match) {
      answers[Number(match[1])] = value;
      hasAnswers = true;
    } else if (name !== 'questionCount') fields[name] = value;
  }
  const count = Number(form.get('questionCount'));
  // `questionCount` says how many radio groups the page drew, so a question left blank is not silently dropped.
  if (Number.isInteger(count) && count > 0 && count <= 10) answers.length = Math.max(answers.length, count);
  if (hasAnswers || form.has('questionCount')) fields.answers = Array.from(answers, (answer) => answer ?? null);
  return fields;
}
