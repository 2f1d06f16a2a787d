import { z } from 'zod';
import { contentDate } from '../content-date';

/**
 * The shape of one lesson (spec 000 §3 "Lesson"), as authored under content/lessons/.
 *
 * Besides the structure, the schema holds the rules a learner needs: at least one section of real paragraphs, a
 * knowledge check of 1–10 four-option questions (each wrong option with its reason), an action item with at least one
 * step, at least one takeaway. The counts the specification's sample lessons happened to have (three sections, 3–5
 * steps, 4–6 takeaways, 2–4 resources) are not rules for new lessons (issue 41); the upper bounds only keep a page readable.
 * Every object is strict: a misspelt field is an error, not silently dropped content.
 * prevLesson/nextLesson are not authored; they are computed from the ordering (see lesson-registry.server.ts).
 */

const text = z.string().trim().min(1);
const paragraph = z.string().trim().min(40, 'a paragraph must be a real paragraph (40+ characters)');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (lowercase letters, digits and single hyphens)');

/**
 * Any course of the catalogue (issue 43: courses are rows the owner creates): a kebab-case id. Whether the course
 * exists and has the lesson's module is checked where lessons are saved (server/content-studio/lesson-placement.ts).
 */
export const courseIdSchema = z
  .string({ message: 'courseId must be a course id' })
  .max(100, 'courseId must be a course id')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'courseId must be a course id (lowercase words joined by hyphens)');
export type CourseId = string;

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

/**
 * What a learner who picks a wrong option reads when its author wrote no reason of its own: the lessons written
 * before a knowledge check could hold several questions had one explanation, which names the right answer, so it
 * cannot be shown before the learner passes (decision 031h). Never the right answer.
 */
export const GENERIC_WHY_WRONG = 'Not quite: this is not the best answer. Look back over the lesson’s sections, then try again.';

/** One choice of a question; `whyWrong` is what a learner who picked it reads before passing (wrong options only). */
export const quizOptionSchema = z
  .object({
    text: z.string({ message: 'write the choice' }).trim().min(1, 'write the choice'),
    // The studio's emptied box sends '': no reason, as on the right answer.
    whyWrong: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional()),
  })
  .strict();

export const quizQuestionSchema = z
  .object({
    question: z.string({ message: 'write the question' }).trim().min(1, 'write the question'),
    options: z.array(quizOptionSchema).length(4, 'a question has four choices'),
    /** Zero-based index into options. */
    correct: z
      .number({ message: 'choose the right answer' })
      .int('choose the right answer')
      .min(0, 'choose the right answer')
      .max(3, 'choose the right answer'),
    /** Why the right answer is right: shown only once the learner has passed. */
    explanation: z.string({ message: 'write the explanation shown once the learner passes' }).trim().min(1, 'write the explanation shown once the learner passes'),
  })
  .strict()
  .superRefine((question, ctx) => {
    if (new Set(question.options.map((o) => o.text.toLowerCase())).size !== question.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'the four choices must be different answers' });
    }
    question.options.forEach((option, index) => {
      if (index === question.correct && option.whyWrong) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'whyWrong'],
          message: 'this is the right answer: leave “why it is wrong” empty (the explanation says why it is right)',
        });
      }
      if (index !== question.correct && !option.whyWrong) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'whyWrong'],
          message: 'write why this choice is wrong: a learner who picks it reads this instead of the right answer',
        });
      }
    });
  });

/** The most questions one check holds: enough for a real check, few enough to answer in one sitting. */
export const MAX_QUIZ_QUESTIONS = 10;

/**
 * A lesson's knowledge check as files and drafts have held it: a list of questions, or (before decision 031h)
 * one question whose options were plain texts and whose one explanation named the right answer. The old shape is
 * read as a one-question list whose wrong options carry GENERIC_WHY_WRONG, so old files, drafts, revisions and
 * published rows keep working without rewriting them.
 */
export function normalizeQuiz(quiz: unknown): unknown {
  const questions = Array.isArray(quiz) ? quiz : quiz && typeof quiz === 'object' && 'question' in quiz ? [quiz] : quiz;
  if (!Array.isArray(questions)) return questions;
  return questions.map((question: unknown) => {
    if (!question || typeof question !== 'object') return question;
    const { options, correct } = question as { options?: unknown; correct?: unknown };
    if (!Array.isArray(options)) return question;
    return {
      ...question,
      options: options.map((option: unknown, index) =>
        typeof option === 'string' ? { text: option, ...(index === correct ? {} : { whyWrong: GENERIC_WHY_WRONG }) } : option,
      ),
    };
  });
}

export const quizSchema = z.preprocess(
  normalizeQuiz,
  z
    .array(quizQuestionSchema, { message: 'the knowledge check needs at least one question' })
    .min(1, 'the knowledge check needs at least one question')
    .max(MAX_QUIZ_QUESTIONS, `the knowledge check holds at most ${MAX_QUIZ_QUESTIONS} questions`),
);

export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

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
    /** Stable key (progress rows refer to it); kebab-case, unique across every course. */
    id: slug,
    title: text,
    description: text,
    /**
     * Written by the lessons of before issue 43 (true exactly for the premium course's): still accepted, no longer a
     * rule. Who may read a lesson is its course's entitlements; what the page shows is derived from them
     * (server/lessons/read-lesson.ts).
     */
    isPremium: z.boolean().optional(),
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
    const sectionIds = lesson.sections.map((s) => s.id);
    if (new Set(sectionIds).size !== sectionIds.length) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'section ids must be unique within a lesson' });
    }
  });

/** What an author writes (the parsed shape, but for the knowledge check's older one-question form: normalizeQuiz). */
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
