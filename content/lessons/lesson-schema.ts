import { z } from 'zod';
import { contentDate } from '../content-date';
import { COURSE_IDS, type CourseId } from '../courses/courses';

export { COURSE_IDS };

/**
 * The shape of one lesson (spec 000 §3 "Lesson"), as authored under content/lessons/.
 *
 * Besides the structure, the schema holds the rules a learner needs: at least one section of real paragraphs, a
 * four-option quiz, an action item with at least one step, at least one takeaway. The counts the specification's
 * sample lessons happened to have (three sections, 3–5 steps, 4–6 takeaways, 2–4 resources) are not rules for new
 * lessons (issue 41); the upper bounds only keep a page readable.
 * Every object is strict: a misspelt field is an error, not silently dropped content.
 * prevLesson/nextLesson are not authored; they are computed from the ordering (see lesson-registry.server.ts).
 */

const text = z.string().trim().min(1);
const paragraph = z.string().trim().min(40, 'a paragraph must be a real paragraph (40+ characters)');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (lowercase letters, digits and single hyphens)');

export const courseIdSchema = z.enum(COURSE_IDS);
export type { CourseId };

export const difficultySchema = z.enum(['Beginner', 'Intermediate', 'Advanced']);

export const exampleSchema = z
  .object({
    /** Who uses it: a kind of business, never a real named company. */
    company: text,
    use: text,
    impact: text,
    revenue: text,
  })
  .strict();

export const toolRecommendationSchema = z
  .object({
    name: text,
    purpose: text,
    monthlyRevenuePotential: text,
    difficulty: difficultySchema,
    /** Approximate; prices change, so write e.g. "Free plan; paid from about $20/month". */
    cost: text,
  })
  .strict();

export const profitOpportunitySchema = z
  .object({
    opportunity: text,
    timeToImplement: text,
    potentialMonthlyRevenue: text,
    difficulty: difficultySchema,
  })
  .strict();

export const realWorldDataSchema = z
  .object({
    task: text,
    timeWithoutAI: text,
    timeWithAI: text,
    improvement: text,
    hourlyValue: text,
  })
  .strict();

const frameworkStep = z.array(text).min(1);

export const frameworkSchema = z
  .object({
    identify: frameworkStep,
    implement: frameworkStep,
    optimize: frameworkStep,
    scale: frameworkStep,
  })
  .strict();

export const sectionSchema = z
  .object({
    id: slug,
    title: text,
    content: z.array(paragraph).min(1).max(10),
    examples: z.array(exampleSchema).min(1).optional(),
    toolRecommendations: z.array(toolRecommendationSchema).min(1).optional(),
    profitOpportunities: z.array(profitOpportunitySchema).min(1).optional(),
    realWorldData: z.array(realWorldDataSchema).min(1).optional(),
    framework: frameworkSchema.optional(),
  })
  .strict();

export const quizSchema = z
  .object({
    question: text,
    options: z.tuple([text, text, text, text]),
    /** Zero-based index into options. */
    correct: z.number().int().min(0).max(3),
    explanation: text,
  })
  .strict()
  .refine((quiz) => new Set(quiz.options.map((o) => o.toLowerCase())).size === 4, {
    message: 'quiz options must be four different answers',
    path: ['options'],
  });

export const actionStepSchema = z
  .object({
    question: text,
    examples: z.array(text).max(5),
  })
  .strict();

export const actionItemSchema = z
  .object({
    title: text,
    /**
     * Minutes the learner spends on the task, as its instruction states or implies (a lesson's duration is its
     * reading time plus this: content/lessons/lesson-minutes.ts). When the instruction names a time, this is it.
     */
    minutes: z.number().int().min(1).max(480),
    instruction: text,
    steps: z.array(actionStepSchema).min(1).max(10),
    expectedOutcome: text.optional(),
  })
  .strict();

export const successStorySchema = z
  .object({
    /** A first name marked as illustrative, e.g. "Maya (illustrative example)"; never a real public person. */
    name: text,
    business: text,
    challenge: text,
    solution: text,
    result: text,
    timeframe: text,
    revenue: text,
  })
  .strict();

export const resourceSchema = z
  .object({
    name: text,
    description: text,
    type: z.enum(['tool', 'guide', 'course', 'documentation', 'template', 'community']),
    url: z.url({ protocol: /^https$/ }),
    /** True when the resource is only usable on a paid plan (it has no useful free tier). */
    isPremium: z.boolean(),
  })
  .strict();

export const lessonSchema = z
  .object({
    /** Stable key (progress rows refer to it); kebab-case, unique across both courses. */
    id: slug,
    title: text,
    description: text,
    isPremium: z.boolean(),
    courseId: courseIdSchema,
    /** 1-based module number within the course (the URL's module segment). */
    module: z.number().int().min(1),
    /** 1-based lesson number within the module (the URL's lesson segment). */
    order: z.number().int().min(1),
    sections: z.array(sectionSchema).min(1),
    quiz: quizSchema,
    actionItem: actionItemSchema,
    keyTakeaways: z.array(text).min(1).max(10),
    moneyMakingTip: text,
    successStory: successStorySchema,
    resources: z.array(resourceSchema).max(10),
    /** When the lesson was published and last revised (the premium area's "What's new" reads them, issue 19). */
    added: contentDate,
    updated: contentDate.optional(),
  })
  .strict()
  .superRefine((lesson, ctx) => {
    if (lesson.updated && lesson.updated < lesson.added) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: 'updated must not be before added' });
    }
    if (lesson.isPremium !== (lesson.courseId === 'premium-course')) {
      ctx.addIssue({
        code: 'custom',
        path: ['isPremium'],
        message: 'isPremium must be true exactly for premium-course lessons',
      });
    }
    const sectionIds = lesson.sections.map((s) => s.id);
    if (new Set(sectionIds).size !== sectionIds.length) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'section ids must be unique within a lesson' });
    }
  });

/** What an author writes (identical to the parsed shape: the schema has no defaults or transforms). */
export type LessonInput = z.input<typeof lessonSchema>;
/** A lesson as authored: no durations, which are never typed (issue 26). */
export type AuthoredLesson = z.infer<typeof lessonSchema>;
/**
 * A lesson as the registry holds it: the authored fields plus its durations, derived from its text and its
 * action item when it is loaded (content/lessons/lesson-minutes.ts).
 */
export type Lesson = AuthoredLesson & {
  /** Minutes to read the text alone. */
  estimatedReadTime: number;
  /** Minutes to work through the lesson: the reading time plus the action item's minutes. */
  duration: number;
};
export type LessonSection = Lesson['sections'][number];
