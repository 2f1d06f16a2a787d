import { z } from 'zod';
import { IDEA_CATEGORY_NAMES, IDEA_DIFFICULTIES } from '../../common/business-ideas';

/**
 * The shape of one business idea (spec 001 §3 "Business idea"), as authored in content/ideas/<NN>-<id>.yaml.
 *
 * Besides the structure, the schema holds the editorial rules every idea must meet: a revenue range
 * in dollars per month and a launch time in weeks that read the same way on every card, a real
 * description, and a prompt long enough to be useful with [PLACEHOLDERS] for the reader's details.
 * Strict: a misspelt field is an error, not silently dropped content.
 *
 * Editorial rules: revenue ranges are what a committed beginner can reasonably reach after the first
 * few months, in dollars per month (DESIGN.md §7.5); time to start is the weeks to a first paying client
 * or first sale; regulated areas say where a qualified professional is required. The free ideas come
 * first; the page shows them in the order of the files.
 */

const text = z.string().trim().min(1);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (lowercase letters, digits and single hyphens)');

/** "$1,500 - $5,000/month": whole dollars with thousands separators, low before high. */
export const REVENUE_PATTERN = /^\$(\d{1,3}(?:,\d{3})*) - \$(\d{1,3}(?:,\d{3})*)\/month$/;
/** "2-4 weeks", low before high. */
export const WEEKS_PATTERN = /^(\d{1,2})-(\d{1,2}) weeks$/;
/** A placeholder the reader replaces: "[YOUR CITY]", "[HOURS PER WEEK]". */
export const PLACEHOLDER_PATTERN = /\[[A-Z0-9][A-Z0-9 ,'&/().-]*\]/g;

export const MIN_PROMPT_CHARS = 900;
/** At least one detail of the reader's own to fill in (the sample ideas had four or more; a reader needs one). */
export const MIN_PROMPT_PLACEHOLDERS = 1;

function dollars(value: string): number {
  return Number(value.replace(/,/g, ''));
}

export const ideaSchema = z
  .object({
    /** Stable key used in the URL (`?idea=`); kebab-case, unique. */
    id: slug,
    title: z.string().trim().min(10).max(80),
    /** What the business is, who pays for it, and the honest caveats: shown on the card and in the guide. */
    description: z.string().trim().min(160, 'a description must say what, for whom and the caveats (160+ characters)').max(700),
    potentialRevenue: z.string().regex(REVENUE_PATTERN, 'must read like "$1,500 - $5,000/month"'),
    difficulty: z.enum(IDEA_DIFFICULTIES),
    timeToStart: z.string().regex(WEEKS_PATTERN, 'must read like "2-4 weeks"'),
    /** A prompt the reader pastes into an AI assistant to draft the plan for their own situation. */
    aiPromptTemplate: z.string().trim().min(MIN_PROMPT_CHARS, `a prompt must be substantial (${MIN_PROMPT_CHARS}+ characters)`),
    /** 0–10: an idea may need no particular tool (the sample ideas named three or more). */
    requiredTools: z.array(text).max(10),
    isPremium: z.boolean(),
    category: z.enum(IDEA_CATEGORY_NAMES),
  })
  .strict()
  .superRefine((idea, ctx) => {
    const revenue = REVENUE_PATTERN.exec(idea.potentialRevenue);
    if (revenue && dollars(revenue[1]!) >= dollars(revenue[2]!)) {
      ctx.addIssue({ code: 'custom', path: ['potentialRevenue'], message: 'the low end must be below the high end' });
    }
    const weeks = WEEKS_PATTERN.exec(idea.timeToStart);
    if (weeks && Number(weeks[1]) >= Number(weeks[2])) {
      ctx.addIssue({ code: 'custom', path: ['timeToStart'], message: 'the low end must be below the high end' });
    }
    const placeholders = idea.aiPromptTemplate.match(PLACEHOLDER_PATTERN) ?? [];
    if (new Set(placeholders).size < MIN_PROMPT_PLACEHOLDERS) {
      ctx.addIssue({
        code: 'custom',
        path: ['aiPromptTemplate'],
        message: "a prompt needs at least one [PLACEHOLDER] for the reader's own details, such as [YOUR CITY]",
      });
    }
    const tools = idea.requiredTools.map((t) => t.toLowerCase());
    if (new Set(tools).size !== tools.length) {
      ctx.addIssue({ code: 'custom', path: ['requiredTools'], message: 'tools must not repeat' });
    }
  });

/** What an author writes (identical to the parsed shape: the schema has no defaults or transforms). */
export type IdeaInput = z.input<typeof ideaSchema>;
export type Idea = z.infer<typeof ideaSchema>;
