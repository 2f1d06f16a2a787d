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
      answer: formNumber(
        z
          .number({ message: 'answer must be a number' })
          .int('answer must be 0, 1, 2 or 3')
          .min(0, 'answer must be 0, 1, 2 or 3')
          .max(3, 'answer must be 0, 1, 2 or 3'),
      ),
    }),
    z.object({ type: z.literal('retake-quiz'), elapsed }),
    z.object({ type: z.literal('complete-action'), elapsed }),
    z.object({ type: z.literal('complete'), elapsed }),
  ],
  { message: 'type must be one of continue, open-quiz, answer-quiz, retake-quiz, complete-action, complete' },
);
