import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { ARTICLE_VIEW_LIMIT } from '../api/blog-routes';
import { articleViewCounts, articleViewSalts, articleViewVisitors } from '../db/schema';
import { getArticleCards } from './article-collection';
import { listArticleSummaries } from './list-article-summaries';

const DAY_MS = 24 * 60 * 60 * 1000;
const [first, second, third] = getArticleCards();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function view(client: TestClient, slug: string, userAgent = FIREFOX) {
  return client.post('/api/blog/views', { slug }, { headers: { 'user-agent': userAgent } });
}

async function viewsOf(slug: string) {
  const summaries = await listArticleSummaries({ db: t.db, now: t.services.now() });
  return summaries.find((article) => article.slug === slug)!;
}

describe('article views (DESIGN §7.6: real numbers only)', () => {
  it('start at 0: no article shows a count nobody made', async () => {
    const summaries = await listArticleSummaries({ db: t.db, now: t.services.now() });
    expect(summaries.length).toBeGreaterThanOrEqual(12);
    for (const article of summaries) expect(article).toMatchObject({ views: 0, weekViews: 0, trending: false });
  });

  it('count a reader once a day per article, and each other reader too', async () => {
    const reader = t.client();
    const first1 = await view(reader, first!.slug);
    expect(first1.status).toBe(200);
    expect(first1.body).toEqual({ slug: first!.slug, views: 1 });
    expect(first1.headers.get('cache-control')).toBe('no-store');

    // Reloading, or coming back later the same day: still one view.
    expect((await view(reader, first!.slug)).body.views).toBe(1);
    expect((await view(t.client({ ip: reader.ip }), first!.slug)).body.views).toBe(1);

    // Another browser on the same address, and another address, are other readers.
    expect((await view(t.client({ ip: reader.ip }), first!.slug, CHROME)).body.views).toBe(2);
    expect((await view(t.client(), first!.slug)).body.views).toBe(3);

    // The same reader's view of another article counts for that article.
    expect((await view(reader, second!.slug)).body.views).toBe(1);
    expect(await viewsOf(first!.slug)).toMatchObject({ views: 3, weekViews: 3, trending: true });
    expect(await viewsOf(third!.slug)).toMatchObject({ views: 0, trending: false });
  });

  it('keep no address or user agent, and forget who read what once the day is over', async () => {
    const ip = '203.0.113.77';
    await view(t.client({ ip }), third!.slug);
    const stored = JSON.stringify([
      await t.db.select().from(articleViewVisitors),
      await t.db.select().from(articleViewSalts),
      await t.db.select().from(articleViewCounts),
    ]);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Firefox');

    const before = await viewsOf(third!.slug);
    t.clock.advance(DAY_MS);
    try {
      // A new day: the reader of yesterday counts again, and yesterday's salt and hashes are gone.
      expect((await view(t.client({ ip }), third!.slug)).body.views).toBe(before.views + 1);
      const today = t.services.now().toISOString().slice(0, 10);
      expect((await t.db.select().from(articleViewSalts)).map((row) => row.day)).toEqual([today]);
      expect(new Set((await t.db.select().from(articleViewVisitors)).map((row) => row.day))).toEqual(new Set([today]));
      // The totals stay.
      expect((await viewsOf(first!.slug)).views).toBe(3);

      // After a week, yesterday's views no longer make an article trend; they still count in its total.
      t.clock.advance(7 * DAY_MS);
      expect(await viewsOf(first!.slug)).toMatchObject({ views: 3, weekViews: 0, trending: false });
    } finally {
      t.clock.reset();
    }
  });

  it('refuse a bad body with 400 naming the field, and an unknown article with 404', async () => {
    const client = t.client();
    for (const body of [{}, { slug: 42 }, { slug: 'Not A Slug' }, { slug: 'x'.repeat(81) }, { slug: 'a\u0000b' }]) {
      const res = await client.post('/api/blog/views', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ field: 'slug' });
      expect(res.body.message).toMatch(/slug/);
    }
    const unknown = await client.post('/api/blog/views', { slug: 'no-such-article' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.any(String), field: 'slug' });
    expect((await t.db.select().from(articleViewCounts)).some((row) => row.slug === 'no-such-article')).toBe(false);
  });

  it('are refused from another site', async () => {
    const res = await t
      .client()
      .post('/api/blog/views', { slug: first!.slug }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('are rate-limited per address, with Retry-After', async () => {
    const client = t.client();
    for (let i = 0; i < ARTICLE_VIEW_LIMIT.limit; i++) {
      expect((await view(client, second!.slug, `agent ${i}`)).status).toBe(200);
    }
    const refused = await view(client, second!.slug, 'one agent too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: expect.any(String) });
    // Another address is not affected.
    expect((await view(t.client(), second!.slug)).status).toBe(200);
    // 301 requests in a row: a few seconds on an idle machine, more when the machine is busy.
  }, 90_000);
});
