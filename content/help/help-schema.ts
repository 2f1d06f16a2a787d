import { z } from 'zod';

/**
 * The shape of one help question (spec 001 §3 "Help-question entry"), as authored in questions.ts.
 *
 * The spec's `helpful` count is sample data and is deliberately absent (DESIGN §7 fix 6): the
 * objects are strict, so a `helpful` field (or any misspelt one) is an error, not a number shown to
 * visitors. Whether related blog links resolve is checked by load-questions.ts, which can see the
 * blog folder; this file only checks the shape.
 */

/** The categories of spec 001 §3, in the spec's order. */
export const HELP_CATEGORIES = [
  'Getting Started',
  'Business Ideas',
  'Investment & Costs',
  'Income Opportunities',
  'ChatGPT Business',
  'Side Hustle Income',
  'Beginner Questions',
  'AI Tools',
  'Legal & Compliance',
  'Scaling & Growth',
  'Market Opportunity',
  'Industry Outlook',
  'Common Mistakes',
  'Pricing Strategy',
  'Client Acquisition',
  'Tools & Software',
  'Business Scaling',
  'Competitive Strategy',
  'Risk Management',
] as const;

export const helpCategorySchema = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** Pages of this site a related link may point to, besides /blog/<slug>. */
export const HELP_LINK_PATHS = ['/courses', '/course/free', '/course/premium', '/business-ideas', '/blog', '/signup'] as const;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BLOG_ARTICLE_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The article slug of a `/blog/<slug>` path, or undefined for any other path. */
export function blogSlugOf(url: string): string | undefined {
  return BLOG_ARTICLE_PATH.exec(url)?.[1];
}

/** Sentence ends: . ! or ? (possibly repeated, possibly closed by a quote or bracket) before a space or the end. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s|$)/g;

/**
 * Number of sentences in a text. A full stop inside a number ("£9.99") is not an end; an
 * abbreviation with a following space ("e.g. ") would be, so answers are written without them.
 */
export function countSentences(text: string): number {
  return text.match(SENTENCE_END)?.length ?? 0;
}

export const MIN_ANSWER_SENTENCES = 2;
export const MAX_ANSWER_SENTENCES = 5;

const paragraph = z
  .string()
  .trim()
  .min(20, 'a paragraph must be a real paragraph (20+ characters)')
  .max(700)
  .regex(/[.!?]["'”’)\]]*$/, 'a paragraph must end with a full sentence (. ! or ?)');

/** One paragraph or a list of paragraphs; 2–5 sentences in all. Always an array of paragraphs once parsed. */
export const helpAnswerSchema = z
  .union([paragraph, z.array(paragraph).min(1).max(3)])
  .transform((answer) => (typeof answer === 'string' ? [answer] : answer))
  .refine(
    (paragraphs) => {
      const sentences = paragraphs.reduce((sum, text) => sum + countSentences(text), 0);
      return sentences >= MIN_ANSWER_SENTENCES && sentences <= MAX_ANSWER_SENTENCES;
    },
    `an answer must have ${MIN_ANSWER_SENTENCES}–${MAX_ANSWER_SENTENCES} sentences`,
  );

export const relatedLinkSchema = z.strictObject({
  text: z.string().trim().min(3).max(80),
  /** An internal path of this site: one of HELP_LINK_PATHS, or /blog/<slug> of an existing article. */
  url: z
    .string()
    .refine(
      (url) => (HELP_LINK_PATHS as readonly string[]).includes(url) || blogSlugOf(url) !== undefined,
      `must be one of ${HELP_LINK_PATHS.join(', ')} or /blog/<article slug>`,
    ),
});

export const helpQuestionSchema = z.strictObject({
  id: z.string().max(60).regex(KEBAB_CASE, 'must be kebab-case (lowercase letters, digits and single hyphens)'),
  question: z
    .string()
    .trim()
    .min(10)
    .max(120)
    .regex(/\?$/, 'a question must end with a question mark'),
  answer: helpAnswerSchema,
  category: helpCategorySchema,
  /** Shown under 'Most Asked This Week' (the widget shows the first few in order). */
  trending: z.boolean().optional(),
  /** 0–3: an answer may stand alone (the sample answers each had one or more). */
  relatedLinks: z
    .array(relatedLinkSchema)
    .max(3)
    .refine((links) => new Set(links.map((link) => link.url)).size === links.length, 'related links must not repeat a url'),
});

/** A question as authored (answer may be a single string). */
export type HelpQuestionInput = z.input<typeof helpQuestionSchema>;
/** A question as the site uses it (answer is a list of paragraphs). */
export type HelpQuestion = z.output<typeof helpQuestionSchema>;
export type RelatedLink = HelpQuestion['relatedLinks'][number];
