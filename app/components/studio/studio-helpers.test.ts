import { describe, expect, it } from 'vitest';
import { blogFrontMatterSchema } from '../../../content/blog/blog-schema';
import { HELP_CATEGORIES, helpQuestionSchema } from '../../../content/help/help-schema';
import { ideaSchema } from '../../../content/ideas/idea-schema';
import { lessonSchema } from '../../../content/lessons/lesson-schema';
import { missingForCreate, patchOf } from './autosave-session';
import { changedFields, fieldsOf, getPath, setPath, slugFromTitle, statusText, type ContentItem } from './content-item';
import { kindFields, type FieldSpec } from './kind-fields';
import { groupLessons, moduleNumberAt, moveEntry, orderBody } from './lesson-groups';
import type { ContentSummary } from '../../../common/content-kinds';
import type { z } from 'zod';

const item: ContentItem = {
  id: '6f0c0000-0000-4000-8000-000000000001',
  kind: 'articles',
  slug: 'first-steps',
  status: 'published',
  version: 3,
  hasUnpublishedChanges: true,
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  firstPublishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  updatedBy: { id: 'u1', username: 'site_owner' },
  title: 'First steps',
  body: '## Hello',
};

describe('an item and its fields', () => {
  it("keeps the kind's fields (the slug among them) and drops the row's facts", () => {
    expect(fieldsOf(item)).toEqual({ slug: 'first-steps', title: 'First steps', body: '## Hello' });
  });

  it('reads and writes dotted paths without touching the neighbours', () => {
    const fields = { quiz: { question: 'Q?', options: ['a', 'b', 'c', 'd'], correct: 0 }, title: 'T' };
    const next = setPath(fields, 'quiz.options.2', 'C');
    expect(getPath(next, 'quiz.options')).toEqual(['a', 'b', 'C', 'd']);
    expect(getPath(next, 'quiz.question')).toBe('Q?');
    expect(fields.quiz.options[2]).toBe('c');
    expect(setPath({}, 'sections.0.title', 'One')).toEqual({ sections: [{ title: 'One' }] });
  });

  it('names the top-level fields a save must send, and sends an emptied one as null', () => {
    const before = { title: 'A', tags: ['x', 'y'], body: 'text' };
    const after = { title: 'A', tags: ['x', 'z'], body: '', image: '/a.webp' };
    const changed = changedFields(before, after);
    expect(changed.sort()).toEqual(['body', 'image', 'tags']);
    expect(patchOf(after, changed)).toEqual({ tags: ['x', 'z'], body: null, image: '/a.webp' });
  });

  it('makes a slug from a title and says what a new item lacks before its first save', () => {
    expect(slugFromTitle('  What it costs: $20/month — café ')).toBe('what-it-costs-20month-cafe');
    expect(missingForCreate('articles', { title: 'x' })).toBe('give it a slug');
    expect(missingForCreate('lessons', { slug: 'x' })).toBe('choose its course');
    expect(missingForCreate('lessons', { slug: 'x', courseId: 'free-course' })).toBeNull();
  });

  it('says the status as the list shows it', () => {
    expect(statusText(item)).toBe('Published · unpublished changes');
    expect(statusText({ status: 'scheduled', hasUnpublishedChanges: false })).toBe('Scheduled');
  });
});

/** Every top-level field name a kind's form edits. */
const names = (specs: readonly FieldSpec[]) => specs.map((spec) => spec.name);

describe("each kind's form follows its file schema", () => {
  const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);
  const choices = { helpCategories: HELP_CATEGORIES, courses: [{ id: 'free-course', title: 'Free' }] };
  // `slug` is how the API names every kind's key (an idea's, a help answer's and a lesson's own `id`).
  const apiName = (key: string) => (key === 'id' ? 'slug' : key);

  it.each([
    ['articles', keysOf(blogFrontMatterSchema).filter((key) => key !== 'id' && key !== 'readTime')],
    ['ideas', keysOf(ideaSchema as unknown as z.ZodObject).map(apiName)],
    ['help', keysOf(helpQuestionSchema).map(apiName)],
    // A lesson's `isPremium` is still read from old files but edited nowhere: access comes from the course's offers (issue 43).
    [
      'lessons',
      keysOf(lessonSchema as unknown as z.ZodObject)
        .map(apiName)
        .filter((key) => key !== 'isPremium'),
    ],
  ] as const)('%s: every field of the schema has an input, and every input a field', (kind, schemaKeys) => {
    const formKeys = names(kindFields(kind, choices)).filter((key) => key !== 'order' || kind === 'lessons');
    expect(formKeys.sort()).toEqual([...schemaKeys].sort());
  });
});

describe('ordering lessons', () => {
  const row = (id: string, courseId: string, module: number, order: number) =>
    ({ id, courseId, module, order, title: id }) as unknown as ContentSummary;

  it('groups by course and module, each in order, and saves modules numbered from 1 in their new order', () => {
    const groups = groupLessons([
      row('b', 'free-course', 1, 2),
      row('a', 'free-course', 1, 1),
      row('c', 'free-course', 3, 1),
      row('p', 'premium-course', 1, 1),
    ]);
    expect(groups.map((g) => g.courseId)).toEqual(['free-course', 'premium-course']);
    expect(groups[0]!.modules.map((m) => [m.module, m.lessons.map((l) => l.id)])).toEqual([
      [1, ['a', 'b']],
      [3, ['c']],
    ]);
    const moved = { ...groups[0]!, modules: moveEntry(groups[0]!.modules, 1, 0) };
    expect(orderBody(moved)).toEqual({
      courseId: 'free-course',
      modules: [
        { module: 1, lessonIds: ['c'] },
        { module: 2, lessonIds: ['a', 'b'] },
      ],
    });
  });

  it('numbers the premium course’s modules from 2, as its public page does (module 1 is the starter course)', () => {
    const [premium] = groupLessons([row('q', 'premium-course', 3, 1), row('p', 'premium-course', 2, 1)]);
    expect(premium!.modules.map((_, index) => `Module ${moduleNumberAt(premium!, index)}`)).toEqual(['Module 2', 'Module 3']);
    expect(orderBody({ ...premium!, modules: moveEntry(premium!.modules, 1, 0) })).toEqual({
      courseId: 'premium-course',
      modules: [
        { module: 2, lessonIds: ['q'] },
        { module: 3, lessonIds: ['p'] },
      ],
    });
  });

  it('moves an entry and leaves the list alone for a move off its ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
