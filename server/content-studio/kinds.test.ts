import { describe, expect, it } from 'vitest';
import { loadArticles } from '../../content/blog/load-articles';
import { loadHelpQuestions } from '../../content/help/load-questions';
import { ALL_IDEAS } from '../../content/ideas/load-ideas';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { diffFields } from './diff-fields';
import { applyApiFields, draftSchemaOf, KIND_ADAPTERS, toApiFields } from './kinds';

const today = '2026-11-26';

describe('kind adapters', () => {
  it("every article, idea, help answer and lesson of content/ passes its kind's publish check unchanged", () => {
    for (const idea of ALL_IDEAS) expect(KIND_ADAPTERS.ideas.validate({ ...idea }, { today })).toEqual({ data: idea });
    for (const question of loadHelpQuestions()) {
      const checked = KIND_ADAPTERS.help.validate({ ...question }, { today });
      expect('data' in checked ? checked.data : checked).toEqual(question);
    }
    for (const { content, ...frontMatter } of loadArticles()) {
      // The read time is counted at publish, so it may differ from the file's by the rounding of a minute or two.
      const checked = KIND_ADAPTERS.articles.validate({ ...frontMatter, body: content }, { today });
      expect('data' in checked ? { ...checked.data, readTime: frontMatter.readTime } : checked).toEqual({ ...frontMatter, body: content });
    }
    for (const { estimatedReadTime: _r, duration: _d, ...lesson } of ALL_LESSONS) {
      expect(KIND_ADAPTERS.lessons.validate({ ...lesson }, { today })).toEqual({ data: lesson });
    }
  });

  it('sends the key as slug and takes it back to the kind’s own field; an article’s own id stays out of the API', () => {
    const lesson = { id: 'a-lesson', courseId: 'free-course', title: 'T' };
    expect(toApiFields('lessons', lesson)).toEqual({ slug: 'a-lesson', courseId: 'free-course', title: 'T' });
    expect(applyApiFields('lessons', lesson, { slug: 'renamed', title: null })).toEqual({ id: 'renamed', courseId: 'free-course' });
    expect(KIND_ADAPTERS.lessons.rowSlugOf(lesson)).toBe('free-course/a-lesson');
    expect(toApiFields('articles', { id: '13', slug: 'a', title: 'T' })).toEqual({ slug: 'a', title: 'T' });
  });

  it('a draft may be incomplete but names the field of a wrong type, and cannot clear its key', () => {
    const schema = draftSchemaOf('lessons');
    expect(schema.safeParse({ title: 'Half' }).success).toBe(true);
    expect(schema.safeParse({ module: 'one' }).error?.issues[0]?.path).toEqual(['module']);
    expect(schema.safeParse({ courseId: null }).success).toBe(false);
    expect(schema.safeParse({ sections: [{ 'a\u0000b': 1 }] }).success).toBe(false);
    expect(schema.safeParse({ sections: [{ id: 'ok', content: ['\ud800'] }] }).success).toBe(false);
  });
});

describe('diffFields', () => {
  it('shows short values whole and long text as lines, unchanged stretches folded', () => {
    const body = Array.from({ length: 20 }, (_, i) => `Line ${i + 1}`).join('\n');
    const changes = diffFields(
      { title: 'Old', body, tags: ['a'] },
      { title: 'New', body: body.replace('Line 10', 'Line ten'), featured: true },
    );
    expect(changes).toEqual([
      {
        field: 'body',
        change: 'changed',
        lines: [
          { op: 'skip', count: 7 },
          { op: 'same', text: 'Line 8' },
          { op: 'same', text: 'Line 9' },
          { op: 'remove', text: 'Line 10' },
          { op: 'add', text: 'Line ten' },
          { op: 'same', text: 'Line 11' },
          { op: 'same', text: 'Line 12' },
          { op: 'skip', count: 8 },
        ],
      },
      { field: 'featured', change: 'added', after: true },
      { field: 'tags', change: 'removed', before: ['a'] },
      { field: 'title', change: 'changed', before: 'Old', after: 'New' },
    ]);
  });
});
