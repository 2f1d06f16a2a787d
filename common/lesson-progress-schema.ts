import { z } from 'zod';

// Apart from common/lesson-progress.ts, whose rules the lesson page runs in the browser without zod.
/**
 * A whole number from JSON (a number) or a form (a numeric string). Unlike z.coerce, null, '', true
 * or [] are not quietly read as 0 or 1, which would record an answer the learner never gave.
 */
function formNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
}

/** A reader event as sent by the page's forms or the JSON API. */
export const progressEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('continue'),
      section: formNumber(
        z
          .number({ message: 'section must be a number' })
          .int('section must be a whole number')
          .min(0, 'section must be 0 or more')
          .max(99, 'section must be 99 or less'),
      ),
    }),
    z.object({ type: z.literal('open-quiz') }),
    z.object({
      type: z.literal('answer-quiz'),
      answer: formNumber(
        z
          .number({ message: 'answer must be a number' })
          .int('answer must be 0, 1, 2 or 3')
          .min(0, 'answer must be 0, 1, 2 or 3')
          .max(3, 'answer must be 0, 1, 2 or 3'),
      ),
    }),
    z.object({ type: z.literal('complete-action') }),
    z.object({ type: z.literal('complete') }),
  ],
  { message: 'type must be one of continue, open-quiz, answer-quiz, complete-action, complete' },
);
