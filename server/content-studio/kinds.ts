import { z } from 'zod';
import { hasControlCharacters } from '../../common/validation';
import { blogFrontMatterSchema, readingMinutes } from '../../content/blog/blog-schema';
import { helpQuestionSchema } from '../../content/help/help-schema';
import { ideaSchema } from '../../content/ideas/idea-schema';
import { courseIdSchema, lessonSchema, normalizeQuiz } from '../../content/lessons/lesson-schema';
import { findImagesWithoutAlt } from '../images/find-images-without-alt';
import { personMessage } from './issue-words';
import type { ContentKind } from '../../common/content-kinds';

/**
 * What the studio needs to know about each kind of content (issue 29): its fields as the API sends them,
 * how loosely a draft is checked, how fully a publish is, and how an item's key becomes `content_items.slug`.
 *
 * Two shapes of the same fields:
 * - **stored** (`content_items.draft`/`published`, `content_revisions.data`): the file's fields exactly as
 *   `content/<kind>/*-schema.ts` define them, so the import and the export are the same data. An article is
 *   its front matter (its own `id` included) plus `body`; an idea, a help answer and a lesson keep their `id`.
 *   Ideas and help answers also keep `order` (their place on the page, which the files express by position).
 * - **API fields**: the stored fields with the item's key named `slug` for every kind, because `id` is the
 *   row's uuid in the API. An article's front-matter `id` (a stable key nothing edits) is not sent at all.
 */

/** Longest text a field of a draft may hold (a long article is ~60 000 characters). */
export const MAX_TEXT = 200_000;
/** Most entries an array of a draft may hold, and how deep a draft's structured fields may nest. */
const MAX_ITEMS = 200;
const MAX_DEPTH = 8;

export type StoredFields = Record<string, unknown>;

/** What a publish fills in that the owner need not type. */
export interface ValidateContext {
  /** The day of the publish (YYYY-MM-DD): a new article's date, a new lesson's `added`. */
  today: string;
  /** The publishing owner's name (their certificate name, else their username): an article's author left empty. */
  author?: string;
  /** A preview's check: what only matters to readers of the published page (images' alt text) waits for the publish. */
  preview?: boolean;
}
export interface FieldIssue {
  field: string;
  message: string;
}

const text = z
  .string()
  .max(MAX_TEXT)
  .refine((value) => !hasControlCharacters(value, { multiline: true }), 'must not contain control characters');
const texts = z.array(text).max(MAX_ITEMS);
const integer = z.number().int().min(0).max(1_000_000);
/** Structured fields (a lesson's sections, quiz…): any JSON of bounded size; the publish checks the shape. */
const json = z.unknown().superRefine((value, ctx) => {
  const problem = jsonProblem(value, 0);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

function jsonProblem(value: unknown, depth: number): string | null {
  if (depth > MAX_DEPTH) return `must not nest deeper than ${MAX_DEPTH} levels`;
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'must hold finite numbers';
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT) return `must hold texts of at most ${MAX_TEXT} characters`;
    return hasControlCharacters(value, { multiline: true }) ? 'must not contain control characters' : null;
  }
  const entries = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : undefined;
  if (!entries) return 'must be JSON';
  // PostgreSQL's jsonb refuses NUL and unpaired surrogates in keys as in values.
  if (!Array.isArray(value) && Object.keys(value as object).some((key) => key.length > 100 || hasControlCharacters(key))) {
    return 'must have plain field names';
  }
  if (entries.length > MAX_ITEMS) return `must hold at most ${MAX_ITEMS} entries`;
  for (const entry of entries) {
    const problem = jsonProblem(entry, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A key as addresses use it: lower-case words joined by single hyphens. */
const slugSchema = z
  .string({ message: 'slug is required' })
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens');

type Loose = Record<string, z.ZodType>;

export interface KindAdapter {
  kind: ContentKind;
  /** The stored field that is the item's key: `slug` for articles, `id` for the rest. */
  keyField: 'slug' | 'id';
  /** The API's fields as a draft may hold them: types and sizes only, every one optional; null clears one. */
  draftFields: Loose;
  /** API fields a create must have besides `slug` (they make the row's key). */
  requiredOnCreate: readonly string[];
  /** `content_items.slug` for stored fields that have the key (and a lesson's course). */
  rowSlugOf(data: StoredFields): string;
  /**
   * The full check a publish makes: the kind's file schema, plus what the studio derives (an article's read
   * time). Returns the fields to publish, normalised as the schema parses them, or every failing field.
   */
  validate(data: StoredFields, context: ValidateContext): { data: StoredFields } | { issues: FieldIssue[] };
  /** What the list shows: a title and a few columns of the kind. */
  summaryOf(data: StoredFields): { title: string } & Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** zod issues as `{field, message}`, the key field named `slug` as the API names it, the message a person's. */
function issuesOf(error: z.ZodError, keyField: 'slug' | 'id', prefix: string[] = []): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path.map(String)];
    if (path[0] === keyField) path[0] = 'slug';
    return { field: path.join('.') || 'form', message: personMessage(issue, path) };
  });
}

function withOrder(schema: z.ZodType, keyField: 'id', data: StoredFields): { data: StoredFields } | { issues: FieldIssue[] } {
  const { order, ...rest } = data;
  const issues: FieldIssue[] = [];
  const orderParsed = z.number().int().min(1).max(10_000).optional().safeParse(order);
  if (!orderParsed.success) issues.push({ field: 'order', message: 'Order must be a whole number from 1.' });
  const parsed = schema.safeParse(rest);
  if (!parsed.success) issues.push(...issuesOf(parsed.error, keyField));
  if (issues.length > 0 || !parsed.success) return { issues };
  return { data: { ...(parsed.data as StoredFields), ...(order === undefined ? {} : { order }) } };
}

const articles: KindAdapter = {
  kind: 'articles',
  keyField: 'slug',
  draftFields: {
    title: text,
    excerpt: text,
    category: text,
    publishDate: text,
    tags: texts,
    author: text,
    featured: z.boolean(),
    image: text,
    seoTitle: text,
    seoDescription: text,
    socialImage: text,
    body: text,
  },
  requiredOnCreate: [],
  rowSlugOf: (data) => str(data.slug),
  validate(data, { today, author, preview }) {
    const { body, ...frontMatter } = data;
    const bodyText = typeof body === 'string' ? body.trim() : '';
    // The read time is counted, never typed (as durations are, 024e); the date defaults to the first publish day,
    // the author to whoever publishes, the tags to none (issue 41).
    const blankAuthor = typeof frontMatter.author !== 'string' || frontMatter.author.trim() === '';
    const derived = {
      publishDate: today,
      tags: [],
      ...frontMatter,
      ...(blankAuthor && author ? { author } : {}),
      readTime: `${Math.min(99, readingMinutes(bodyText))} min read`,
    };
    const issues: FieldIssue[] = [];
    const parsed = blogFrontMatterSchema.safeParse(derived);
    if (!parsed.success) issues.push(...issuesOf(parsed.error, 'slug'));
    if (bodyText.length === 0) issues.push({ field: 'body', message: 'Text is empty: an article needs its text.' });
    // Alt text is required (issue 29): a screen reader is never left with a file name.
    for (const image of preview ? [] : findImagesWithoutAlt(bodyText))
      issues.push({ field: 'body', message: `body: describe the image on line ${image.line} (alt text)` });
    if (issues.length > 0 || !parsed.success) return { issues };
    return { data: { ...parsed.data, body: bodyText } };
  },
  summaryOf: (data) => ({ title: str(data.title), category: data.category ?? null, publishDate: data.publishDate ?? null }),
};

const ideas: KindAdapter = {
  kind: 'ideas',
  keyField: 'id',
  draftFields: {
    title: text,
    description: text,
    potentialRevenue: text,
    difficulty: text,
    timeToStart: text,
    aiPromptTemplate: text,
    requiredTools: texts,
    isPremium: z.boolean(),
    category: text,
    order: integer,
  },
  requiredOnCreate: [],
  rowSlugOf: (data) => str(data.id),
  validate: (data) => withOrder(ideaSchema, 'id', data),
  summaryOf: (data) => ({
    title: str(data.title),
    category: data.category ?? null,
    difficulty: data.difficulty ?? null,
    isPremium: data.isPremium ?? null,
    order: data.order ?? null,
  }),
};

const help: KindAdapter = {
  kind: 'help',
  keyField: 'id',
  draftFields: {
    question: text,
    answer: z.union([text, texts]),
    category: text,
    trending: z.boolean(),
    relatedLinks: json,
    order: integer,
  },
  requiredOnCreate: [],
  rowSlugOf: (data) => str(data.id),
  validate: (data) => withOrder(helpQuestionSchema, 'id', data),
  summaryOf: (data) => ({ title: str(data.question), category: data.category ?? null, order: data.order ?? null }),
};

const lessons: KindAdapter = {
  kind: 'lessons',
  keyField: 'id',
  draftFields: {
    title: text,
    description: text,
    isPremium: z.boolean(),
    // Part of the row's key (`<courseId>/<id>`), so a draft must name a real course too.
    courseId: courseIdSchema,
    module: integer,
    order: integer,
    sections: json,
    quiz: json,
    actionItem: json,
    keyTakeaways: texts,
    moneyMakingTip: text,
    successStory: json,
    resources: json,
    added: text,
    updated: text,
  },
  requiredOnCreate: ['courseId'],
  rowSlugOf: (data) => `${str(data.courseId)}/${str(data.id)}`,
  validate(data, { today }) {
    const parsed = lessonSchema.safeParse({ added: today, ...data });
    return parsed.success ? { data: parsed.data } : { issues: issuesOf(parsed.error, 'id') };
  },
  summaryOf: (data) => ({
    title: str(data.title),
    courseId: data.courseId ?? null,
    module: data.module ?? null,
    order: data.order ?? null,
    isPremium: data.isPremium ?? null,
  }),
};

export const KIND_ADAPTERS: Record<ContentKind, KindAdapter> = { articles, ideas, help, lessons };

/** The API's fields of stored fields: the key named `slug`, an article's own `id` left out. */
export function toApiFields(kind: ContentKind, data: StoredFields): StoredFields {
  const { id, ...rest } = data;
  if (kind === 'articles') return rest;
  // A lesson stored before decision 031h holds one question in the old shape: the studio edits the list.
  if (kind === 'lessons' && 'quiz' in rest) rest.quiz = normalizeQuiz(rest.quiz);
  return { ...rest, slug: id };
}

/**
 * Applies a draft's changes (API fields, already checked against `draftSchemaOf`) to stored fields: the
 * slug goes back to the kind's key, a null removes the field.
 */
export function applyApiFields(kind: ContentKind, base: StoredFields, changes: StoredFields): StoredFields {
  const adapter = KIND_ADAPTERS[kind];
  const next: StoredFields = { ...base };
  for (const [field, value] of Object.entries(changes)) {
    const key = field === 'slug' ? adapter.keyField : field;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * The loose schema of a draft's API fields: the kind's fields, each optional, null clearing it; the key's parts
 * (`slug`, a lesson's `courseId`) may change but not be cleared.
 */
export function draftSchemaOf(kind: ContentKind) {
  const adapter = KIND_ADAPTERS[kind];
  const loose = Object.fromEntries(
    Object.entries(adapter.draftFields).map(([field, schema]) => [
      field,
      adapter.requiredOnCreate.includes(field) ? schema.optional() : schema.nullable().optional(),
    ]),
  );
  return z.strictObject({ ...loose, slug: slugSchema.optional() });
}

/** A create's body: the draft's fields with the key, and what the kind's key needs (a lesson's course). */
export function createSchemaOf(kind: ContentKind) {
  const adapter = KIND_ADAPTERS[kind];
  const required = Object.fromEntries(adapter.requiredOnCreate.map((field) => [field, adapter.draftFields[field]!]));
  return draftSchemaOf(kind).extend({ slug: slugSchema, ...required });
}
