/**
 * Issue 41 items 12 and 13: any draft previews (a placeholder stands in for what is not written yet); a publish
 * that is refused says what is missing in a person's words, naming the field; an article may have 0–10 tags, and
 * its author is the owner's name unless they type another.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as previewLoader } from '../../app/routes/content-preview';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { contentItems, users } from '../db/schema';

let t: TestApp;
let owner: TestClient;
let ownerName: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  const { user } = await owner.signUp();
  ownerName = user.username;
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(() => t?.close());

const unique = () => randomBytes(4).toString('hex');

async function created(kind: string, fields: Record<string, unknown>) {
  const res = await owner.post(`/api/admin/content/${kind}`, fields);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; version: number; [field: string]: unknown };
}

async function preview(kind: string, id: string) {
  const res = await owner.post(`/api/admin/content/${kind}/${id}/preview`, {});
  expect(res.status, res.text).toBe(201);
  const token = new URL((res.body as { url: string }).url).pathname.split('/').at(-1)!;
  const result = (await previewLoader({
    params: { token },
    request: new Request(`http://localhost/preview/${token}`),
    context: { services: t.services, user: null },
  } as never)) as unknown as { data: Record<string, unknown>; init: { status?: number } };
  return { status: result.init.status ?? 200, data: result.data };
}

/** An article complete enough to publish but for what each test changes. */
function article(fields: Record<string, unknown> = {}) {
  return {
    slug: `people-${unique()}`,
    title: 'How to price an AI writing service',
    excerpt: 'What small businesses pay for AI-assisted writing, and how to set a price that covers your time.',
    category: 'Pricing',
    body: '## Start from your time\n\nCount the hours.',
    ...fields,
  };
}

describe('a draft with nothing but a title', () => {
  it.each([
    ['articles', { slug: `only-title-${randomBytes(3).toString('hex')}`, title: 'Only a title so far' }],
    ['ideas', { slug: `only-title-${randomBytes(3).toString('hex')}`, title: 'Only a title so far' }],
    ['help', { slug: `only-title-${randomBytes(3).toString('hex')}`, question: 'Only a question so far?' }],
    ['lessons', { slug: `only-title-${randomBytes(3).toString('hex')}`, courseId: 'free-course', title: 'Only a title so far' }],
  ])('previews as its page: %s', async (kind, fields) => {
    const item = await created(kind, fields);
    const page = await preview(kind, item.id);
    expect(page.status).toBe(200);
    expect(page.data.kind, JSON.stringify(page.data)).toBe(kind);
    expect(JSON.stringify(page.data.page)).toContain(kind === 'help' ? 'Only a question so far?' : 'Only a title so far');
  });
});

describe('publishing an incomplete item', () => {
  it("answers 422 with a person's message naming each field, never zod's words", async () => {
    const item = await created('articles', { slug: `incomplete-${unique()}`, title: 'Short' });
    const res = await owner.post(`/api/admin/content/articles/${item.id}/publish`);
    expect(res.status).toBe(422);
    const issues = res.body.issues as { field: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is too short: write at least 10 characters.' },
        { field: 'excerpt', message: 'Summary is missing.' },
        { field: 'category', message: 'Category is missing.' },
      ]),
    );
    expect(res.body.message).toMatch(/^Not ready to publish: /);
    for (const issue of issues) expect(issue.message).not.toMatch(/Too small|Too big|expected|received|Invalid input/);
  });

  it("names a lesson's nested field as the editor labels it", async () => {
    const lesson = await created('lessons', { slug: `nested-${unique()}`, courseId: 'free-course', title: 'A lesson', sections: [] });
    const res = await owner.post(`/api/admin/content/lessons/${lesson.id}/publish`);
    expect(res.status).toBe(422);
    const issues = res.body.issues as { field: string; message: string }[];
    expect(issues).toContainEqual({ field: 'sections', message: 'Sections needs at least one.' });
    expect(issues).toContainEqual({ field: 'keyTakeaways', message: 'Key takeaways is missing.' });
  });
});

describe("an article's tags and author", () => {
  it('publishes with 0 tags and with 10; 11 are refused naming the tags', async () => {
    const none = await created('articles', article());
    expect((await owner.post(`/api/admin/content/articles/${none.id}/publish`)).status).toBe(200);

    const tags = Array.from({ length: 11 }, (_, n) => `Tag ${n + 1}`);
    const ten = await created('articles', article({ tags: tags.slice(0, 10) }));
    const published = await owner.post(`/api/admin/content/articles/${ten.id}/publish`);
    expect(published.status, published.text).toBe(200);
    expect((await t.db.select().from(contentItems).where(eq(contentItems.id, ten.id)))[0]!.published!.tags).toHaveLength(10);

    const eleven = await created('articles', article({ tags }));
    const refused = await owner.post(`/api/admin/content/articles/${eleven.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([{ field: 'tags', message: 'Tags: at most 10 tags.' }]);
  });

  it("is the owner's name on a new article, and on one published with the field left empty", async () => {
    const item = await created('articles', article());
    expect(item.author).toBe(ownerName);

    const cleared = await owner.request(`/api/admin/content/articles/${item.id}`, {
      method: 'PATCH',
      json: { version: item.version, author: null },
    });
    expect(cleared.status, cleared.text).toBe(200);
    await t.db.update(users).set({ certificateName: 'Maya Ellison' }).where(eq(users.username, ownerName));
    const res = await owner.post(`/api/admin/content/articles/${item.id}/publish`);
    expect(res.status, res.text).toBe(200);
    expect((await t.db.select().from(contentItems).where(eq(contentItems.id, item.id)))[0]!.published!.author).toBe('Maya Ellison');

    const typed = await created('articles', article({ author: 'Sam Rivera' }));
    expect(typed.author).toBe('Sam Rivera');
    await t.db.update(users).set({ certificateName: null }).where(eq(users.username, ownerName));
  });
});
