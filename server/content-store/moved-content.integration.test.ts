/**
 * Issue 29: a changed slug keeps the old address answering a 301 to the new one, for the page and its `.data`
 * (both are the route's loader). The redirect rows are the studio's to write; here they are inserted directly.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as articleLoader } from '../../app/routes/blog-article';
import { loader as ideaLoader } from '../../app/routes/business-idea';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contentItems, contentRedirects } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const loaderArgs = (params: Record<string, string>, path: string) =>
  ({ params, request: new Request(`http://localhost${path}`), context: { services: t.services, user: null } }) as never;

/** What the loader answered: a thrown redirect's status and Location, or its data's status. */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    const result = (await run()) as { init?: { status?: number } };
    return { status: result.init?.status ?? 200 };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

const itemId = async (kind: 'articles' | 'ideas', slug: string) =>
  (
    await t.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
  )[0]!.id;

describe('old addresses', () => {
  it("answer 301 to the article's and the idea's current address", async () => {
    const now = new Date();
    await t.db.insert(contentRedirects).values([
      {
        kind: 'articles',
        fromSlug: 'the-old-name-of-an-article',
        itemId: await itemId('articles', 'ai-business-startup-costs'),
        createdAt: now,
      },
      { kind: 'ideas', fromSlug: 'the-old-name-of-an-idea', itemId: await itemId('ideas', 'ai-bookkeeping-assistant'), createdAt: now },
    ]);
    expect(
      await answer(() => articleLoader(loaderArgs({ slug: 'the-old-name-of-an-article' }, '/blog/the-old-name-of-an-article'))),
    ).toEqual({
      status: 301,
      location: '/blog/ai-business-startup-costs',
    });
    expect(
      await answer(() => articleLoader(loaderArgs({ slug: 'the-old-name-of-an-article' }, '/blog/the-old-name-of-an-article.data'))),
    ).toEqual({
      status: 301,
      location: '/blog/ai-business-startup-costs',
    });
    expect(
      await answer(() => ideaLoader(loaderArgs({ slug: 'the-old-name-of-an-idea' }, '/business-ideas/the-old-name-of-an-idea'))),
    ).toEqual({
      status: 301,
      location: '/business-ideas/ai-bookkeeping-assistant',
    });
  });

  it('answer 404 when the item is unpublished or deleted, and for a slug nobody had', async () => {
    const now = new Date();
    const id = await itemId('articles', 'zapier-vs-make-vs-n8n');
    await t.db
      .insert(contentRedirects)
      .values({ kind: 'articles', fromSlug: 'an-old-name-of-a-hidden-article', itemId: id, createdAt: now });
    await t.db
      .update(contentItems)
      .set({ draft: { title: 'kept' }, published: null })
      .where(eq(contentItems.id, id));
    expect(
      await answer(() => articleLoader(loaderArgs({ slug: 'an-old-name-of-a-hidden-article' }, '/blog/an-old-name-of-a-hidden-article'))),
    ).toEqual({
      status: 404,
    });
    expect(await answer(() => articleLoader(loaderArgs({ slug: 'never-an-article-here' }, '/blog/never-an-article-here')))).toEqual({
      status: 404,
    });
  });
});
