/**
 * Issue 29, "Safe by construction": a draft, a scheduled item or an unpublished premium lesson reaches nobody by
 * any read channel, and once published it is on every channel after one change-feed check, without a restart.
 * The rows are written directly (as the studio's publish writes them); the pages are their real loaders.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as blogLoader } from '../../app/routes/blog';
import { loader as articleLoader } from '../../app/routes/blog-article';
import { loader as ideaLoader } from '../../app/routes/business-idea';
import { loader as ideasLoader } from '../../app/routes/business-ideas';
import { allLessons } from '../../content/lessons/lesson-registry.server';
import { createTestApp, silentLogger, type TestApp, type TestClient } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { contentItems, purchases } from '../db/schema';
import { watchChanges, type ChangeWatcher } from '../operations/watch-changes';
import { CONTENT_RELOADED_TOPIC } from './published-content';
import type { SearchResponse } from '../../common/search-schema';

const postgres = testDbKind() === 'postgres';

let t: TestApp;
let watcher: ChangeWatcher;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  watcher = watchChanges({
    database: t.services.database,
    changes: t.services.changes,
    logger: silentLogger,
    pollMs: postgres ? 60_000 : 200,
  });
  await watcher.check();
  buyer = t.client();
  const { user } = await buyer.signUp();
  await t.db.insert(purchases).values({
    userId: user.id,
    courseId: 'premium-course',
    paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
    amount: 999,
    currency: 'GBP',
    status: 'paid',
  });
});
afterAll(async () => {
  await watcher?.stop();
  await t?.close();
});

/** Resolves when the site has installed the content as the database has it after the change just made. */
function nextReload(): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.services.changes.subscribe((topics) => {
      if (!topics.includes(CONTENT_RELOADED_TOPIC)) return;
      stop();
      resolve();
    });
  });
}

const fieldsOf = async (kind: 'articles' | 'ideas' | 'lessons', slug: string) =>
  (
    await t.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
  )[0]!.published!;

// A word no file contains, so search finds exactly these items.
const WORD = 'Quillimbrant';
const ARTICLE_SLUG = 'a-draft-about-quillimbrant';
const IDEA_ID = 'scheduled-quillimbrant-service';
let lesson: { courseId: string; module: number; order: number; id: string };

// The page loaders take React Router's arguments; these are the parts they read.
const loaderArgs = (params: Record<string, string>, path = '/') =>
  ({ params, request: new Request(`http://localhost${path}`), context: { services: t.services, user: null } }) as never;
/** Which of this test's items a search answer lists (by the id of each result: `<type>:<key>`). */
const found = (res: { body: unknown }) =>
  (res.body as SearchResponse).results
    .map((result) => result.id.slice(result.id.indexOf(':') + 1))
    .filter((key) => [ARTICLE_SLUG, IDEA_ID, lesson.id].includes(key))
    .sort();
const status = (result: unknown) => (result as { init?: { status?: number } }).init?.status ?? 200;

async function channels() {
  const article = await articleLoader(loaderArgs({ slug: ARTICLE_SLUG }, `/blog/${ARTICLE_SLUG}`));
  const blog = (await blogLoader(loaderArgs({}, '/blog'))) as { results: Array<{ slug: string }> };
  const idea = await ideaLoader(loaderArgs({ slug: IDEA_ID }, `/business-ideas/${IDEA_ID}`));
  const ideas = (await ideasLoader(loaderArgs({}, '/business-ideas'))) as unknown as { data: { ideas: Array<{ id: string }> } };
  const anonymousSearch = await t.client().get(`/api/search?q=${WORD}`);
  const buyerSearch = await buyer.get(`/api/search?q=${WORD}`);
  const lessonApi = await buyer.get(`/api/lessons/${lesson.courseId}/${lesson.module}/${lesson.order}`);
  const sitemap = (await t.client().get('/sitemap.xml')).text;
  const rss = (await t.client().get('/blog/rss.xml')).text;
  return {
    articlePage: status(article),
    inBlogList: blog.results.some((card) => card.slug === ARTICLE_SLUG),
    ideaPage: status(idea),
    inIdeasPage: ideas.data.ideas.some((card) => card.id === IDEA_ID),
    anonymousSearch: found(anonymousSearch),
    buyerSearch: found(buyerSearch),
    lessonApi: lessonApi.status,
    inLessonRegistry: allLessons().some((entry) => entry.id === lesson.id),
    inSitemap: [ARTICLE_SLUG, IDEA_ID].filter((key) => sitemap.includes(key)).length,
    inRss: rss.includes(ARTICLE_SLUG),
  };
}

describe('unpublished content on the read channels', () => {
  it('a draft article, a scheduled idea and an unpublished premium lesson reach nobody', async () => {
    const article = await fieldsOf('articles', 'ai-business-ideas-for-beginners');
    const idea = await fieldsOf('ideas', 'ai-bookkeeping-assistant');
    const premium = allLessons().filter((entry) => entry.courseId === 'premium-course');
    const last = premium.at(-1)!;
    lesson = { courseId: last.courseId, module: last.module, order: last.order + 1, id: 'unpublished-quillimbrant-lesson' };
    const lessonFields = await fieldsOf('lessons', `${last.courseId}/${last.id}`);
    const at = new Date('2026-12-01T10:00:00Z');

    const reloaded = nextReload();
    await t.db.insert(contentItems).values([
      {
        kind: 'articles',
        slug: ARTICLE_SLUG,
        draft: { ...article, id: ARTICLE_SLUG, slug: ARTICLE_SLUG, title: `A draft about ${WORD} that nobody may see` },
        createdAt: at,
        updatedAt: at,
      },
      {
        kind: 'ideas',
        slug: IDEA_ID,
        draft: { ...idea, id: IDEA_ID, title: `Scheduled ${WORD} service idea` },
        publishAt: new Date('2099-01-01T00:00:00Z'),
        createdAt: at,
        updatedAt: at,
      },
      {
        kind: 'lessons',
        slug: `${lesson.courseId}/${lesson.id}`,
        draft: { ...lessonFields, id: lesson.id, order: lesson.order, title: `The ${WORD} lesson, unpublished` },
        createdAt: at,
        updatedAt: at,
      },
    ]);
    await watcher.check();
    await reloaded;

    expect(await channels()).toEqual({
      articlePage: 404,
      inBlogList: false,
      ideaPage: 404,
      inIdeasPage: false,
      anonymousSearch: [],
      buyerSearch: [],
      lessonApi: 404,
      inLessonRegistry: false,
      inSitemap: 0,
      inRss: false,
    });
  });

  it('once published they are on every channel after one change-feed check', async () => {
    const reloaded = nextReload();
    await t.db
      .update(contentItems)
      .set({ published: sql`${contentItems.draft}`, draft: null, publishAt: null, publishedAt: new Date(), firstPublishedAt: new Date() })
      .where(sql`${contentItems.slug} in (${ARTICLE_SLUG}, ${IDEA_ID}, ${`${lesson.courseId}/${lesson.id}`})`);
    await watcher.check();
    await reloaded;

    const now = await channels();
    expect(now).toMatchObject({
      articlePage: 200,
      inBlogList: true,
      ideaPage: 200,
      inIdeasPage: true,
      lessonApi: 200,
      inLessonRegistry: true,
      inSitemap: 2,
      inRss: true,
    });
    // A premium idea's and a premium lesson's titles are public (their cards are); their text is the buyer's.
    expect(now.anonymousSearch).toEqual([ARTICLE_SLUG, IDEA_ID, lesson.id].sort());
    expect(now.buyerSearch).toEqual([ARTICLE_SLUG, IDEA_ID, lesson.id].sort());
  });

  it('an item deleted or unpublished leaves every channel again', async () => {
    const reloaded = nextReload();
    await t.db.update(contentItems).set({ deletedAt: new Date() }).where(eq(contentItems.slug, ARTICLE_SLUG));
    await t.db
      .update(contentItems)
      .set({ published: null })
      .where(sql`${contentItems.slug} in (${IDEA_ID}, ${`${lesson.courseId}/${lesson.id}`})`);
    await watcher.check();
    await reloaded;
    // A second change can land in a second reload; wait for the last one.
    await expect.poll(async () => (await channels()).inLessonRegistry).toBe(false);
    expect(await channels()).toMatchObject({
      anonymousSearch: [],
      buyerSearch: [],
      articlePage: 404,
      inBlogList: false,
      ideaPage: 404,
      inIdeasPage: false,
      lessonApi: 404,
      inSitemap: 0,
      inRss: false,
    });
  });
});
