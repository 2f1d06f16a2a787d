import { z } from 'zod';
import { FAQ_PLACEHOLDERS } from './home-faq';

const known = new Set<string>(FAQ_PLACEHOLDERS);

export const faqItemSchema = z.strictObject({
  question: z.string().trim().min(10).max(120).endsWith('?', 'a question ends with ?'),
  answer: z
    .string()
    .trim()
    .min(40)
    .max(500)
    .refine((text) => [...text.matchAll(/\{(\w+)\}/g)].every((m) => known.has(m[1] ?? '')), {
      message: `placeholders must be one of ${FAQ_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    })
    // Tool prices in dollars are facts about other products; the course's own price comes from content/courses.
    .refine((text) => !/£\s?\d/.test(text), { message: 'write the course price as {premiumPrice}, not as a typed amount' }),
});

export const faqGroupsSchema = z
  .array(z.strictObject({ title: z.string().trim().min(3), items: z.array(faqItemSchema).min(1) }))
  .min(1)
  .refine((groups) => {
    const questions = groups.flatMap((g) => g.items.map((i) => i.question));
    return new Set(questions).size === questions.length;
  }, 'questions must be distinct');
