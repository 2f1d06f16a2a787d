/**
 * Issue 29: preview links. The owner asks for a private link to an item's draft; whoever holds it sees the draft laid
 * out by its kind's page until it expires (never indexed, never cached); then, or for an unknown token or a
 * deleted item, 404. Nobody but an owner can make one (the authorization matrix checks every visitor).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as previewLoader } from '../../app/routes/content-preview';
import { normalizeQuiz } from '../../content/lessons/lesson-schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { contentItems, contentPreviews, lessonProgress, users } from '../db/schema';
import { sha256 } from './content-files';
import type { LessonPreview } from '../lessons/preview-lesson';

let t: TestApp;
let owner: TestClient;
let articleId: string;
let ideaId: string;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  const { user } = await owner.signUp();
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  const idOf = async (kind: 'articles' | 'ideas' | 'lessons', slug: string) =>
    (
      await t.db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
    )[0]!.id;
  articleId = await idOf('articles', 'ai-business-startup-costs');
  ideaId = await idOf('ideas', 'ai-bookkeeping-assistant');
  const [lesson] = await t.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'lessons'), sql`${contentItems.slug} like 'premium-course/%'`))
    .limit(1);
  lessonId = lesson!.id;
});
afterAll(() => t?.close());

/** The preview page's loader for a link's address: its status, headers and data. */
async function openPreview(url: string) {
  const token = new URL(url).pathname.split('/').at(-1)!;
  const result = (await previewLoader({
    params: { token },
    request: new Request(url),
    context: { services: t.services, user: null },
  } as never)) as unknown as { data: Record<string, unknown>; init: { status?: number; headers: Record<string, string> } };
  return { status: result.init.status ?? 200, headers: result.init.headers, data: result.data };
}

describe('preview links', () => {
  it("show the item's draft as its page, privately, for the hours asked", async () => {
    const published = (await t.db.select().from(contentItems).where(eq(contentItems.id, articleId)))[0]!.published!;
    await t.db
      .update(contentItems)
      .set({
        draft: {
          ...published,
          title: 'A draft title only the preview shows',
          body: `${String(published.body)}\n\nA new closing paragraph.`,
        },
      })
      .where(eq(contentItems.id, articleId));

    const asked = t.clock.now().getTime();
    const res = await owner.post(`/api/admin/content/articles/${articleId}/preview`, { hours: 2 });
    expect(res.status).toBe(201);
    const { url, expiresAt } = res.body as { url: string; expiresAt: string };
    expect(url).toMatch(/^http:\/\/localhost\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - asked).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(Date.parse(expiresAt) - asked).toBeLessThan(2 * 3_600_000 + 5_000);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // Only the token's digest is kept.
    const token = new URL(url).pathname.split('/').at(-1)!;
    const [stored] = await t.db.select().from(contentPreviews);
    expect(stored!.tokenHash).toBe(sha256(token));

    const page = await openPreview(url);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    const article = (page.data.page as { article: { title: string; html: string } }).article;
    expect(article.title).toBe('A draft title only the preview shows');
    expect(article.html).toContain('A new closing paragraph.');
  });

  it('show a premium idea whole, as a member reads it, and the published version when there is no draft', async () => {
    const res = await owner.post(`/api/admin/content/ideas/${ideaId}/preview`, {});
    expect(res.status).toBe(201);
    const page = await openPreview((res.body as { url: string }).url);
    expect(page.status).toBe(200);
    const idea = (page.data.page as { idea: Record<string, unknown> }).idea;
    expect(idea).toMatchObject({ id: 'ai-bookkeeping-assistant' });
    expect(idea.aiPromptTemplate).toEqual(expect.any(String));
  });

  it("show a premium lesson's draft as the reader shows a learner with access all of it, granting nothing, until it expires", async () => {
    const published = (await t.db.select().from(contentItems).where(eq(contentItems.id, lessonId)))[0]!.published!;
    const sections = published.sections as Array<{ content: string[] }>;
    const paragraph = 'Quillimbrant pricing: a paragraph of the draft that only its preview link shows before it is published.';
    const draft = {
      ...published,
      title: 'A lesson draft only the preview shows',
      sections: [{ ...sections[0]!, content: [paragraph, ...sections[0]!.content.slice(1)] }, ...sections.slice(1)],
    };
    await t.db.update(contentItems).set({ draft }).where(eq(contentItems.id, lessonId));

    const res = await owner.post(`/api/admin/content/lessons/${lessonId}/preview`, { hours: 1 });
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    const page = await openPreview(url);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    expect(page.data.kind).toBe('lessons');
    const { lesson, progress, courseHref } = page.data.page as LessonPreview;
    expect(lesson.title).toBe('A lesson draft only the preview shows');
    // Every section, and every panel the reader shows once through: the check answered, with its explanation.
    expect(lesson.sectionCount).toBe(sections.length);
    expect(lesson.sections).toHaveLength(sections.length);
    expect(lesson.sections[0]!.content[0]).toBe(paragraph);
    // Shown passed: each question with its right answer and explanation (decision 031h).
    const quiz = normalizeQuiz(published.quiz) as { question: string; options: { text: string }[]; correct: number; explanation: string }[];
    for (const shown of lesson.quiz!.questions as { question: string; options: string[]; correct: number; explanation: string }[]) {
      const question = quiz.find((q) => q.question === shown.question)!;
      expect(shown.options[shown.correct]).toBe(question.options[question.correct]!.text);
      expect(shown.explanation).toBe(question.explanation);
    }
    expect(lesson.actionItem).toEqual(published.actionItem);
    expect(lesson.keyTakeaways).toEqual(published.keyTakeaways);
    expect(progress).toMatchObject({ completed: false, quizPassed: true, actionDone: true });
    expect(courseHref).toBe('/course/premium');
    // A made-up state for the page alone: nobody's progress is read or written.
    expect(await t.db.select().from(lessonProgress)).toEqual([]);

    t.clock.advance(3_600_000 + 1_000);
    const expired = await openPreview(url);
    expect(expired.status).toBe(404);
    expect(JSON.stringify(expired.data)).not.toContain('Quillimbrant');
    expect(JSON.stringify(expired.data)).not.toContain('A lesson draft only the preview shows');
  });

  it('answer 404 once expired, for an unknown token, and once the item is deleted', async () => {
    const res = await owner.post(`/api/admin/content/ideas/${ideaId}/preview`, { hours: 1 });
    const { url } = res.body as { url: string };
    t.clock.advance(3_600_000 + 1_000);
    expect((await openPreview(url)).status).toBe(404);
    expect((await openPreview('http://localhost/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    const fresh = (await owner.post(`/api/admin/content/ideas/${ideaId}/preview`, {})).body as { url: string };
    expect((await openPreview(fresh.url)).status).toBe(200);
    await t.db.update(contentItems).set({ deletedAt: t.clock.now() }).where(eq(contentItems.id, ideaId));
    expect((await openPreview(fresh.url)).status).toBe(404);
  });

  it('refuse hours outside 1–168, an unknown kind and an unknown item, naming the field', async () => {
    expect(await owner.post(`/api/admin/content/articles/${articleId}/preview`, { hours: 169 })).toMatchObject({
      status: 400,
      body: { field: 'hours' },
    });
    expect(await owner.post(`/api/admin/content/articles/${articleId}/preview`, { hours: 0 })).toMatchObject({
      status: 400,
      body: { field: 'hours' },
    });
    expect(await owner.post(`/api/admin/content/pages/${articleId}/preview`, {})).toMatchObject({ status: 400, body: { field: 'kind' } });
    expect((await owner.post(`/api/admin/content/ideas/${articleId}/preview`, {})).status).toBe(404);
  });
});
