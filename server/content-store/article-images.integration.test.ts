/**
 * Issue 29: an image the owner uploads shows in the article that uses it — with its copies as a srcset and its
 * size, once the article is published — and an image without alt text cannot be published.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as articleLoader, meta as articleMeta } from '../../app/routes/blog-article';
import { insertMember } from '../../test/members';
import { createTestApp, silentLogger, type TestApp, type TestClient } from '../../test/test-app';
import { watchChanges, type ChangeWatcher } from '../operations/watch-changes';

let t: TestApp;
let owner: TestClient;
let watcher: ChangeWatcher;

beforeAll(async () => {
  t = await createTestApp();
  // Notifications alone, on both databases: the embedded one hears its own process's changes.
  watcher = watchChanges({ database: t.services.database, changes: t.services.changes, logger: silentLogger, pollMs: 60_000 });
  await watcher.check();
  ({ client: owner } = await insertMember(t, { owner: true }));
});
afterAll(async () => {
  await watcher?.stop();
  await t?.close();
});

async function uploadedImage(): Promise<{ id: string; width: number; height: number }> {
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set('file', new File([new Uint8Array(png)], 'chart.png'));
  const res = await owner.request('/api/admin/images', { method: 'POST', body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const article = (slug: string, body: string) => ({
  slug,
  title: 'What a month of AI bookkeeping saved',
  excerpt: 'One small firm counted the hours an AI assistant saved on bookkeeping, week by week, for a month.',
  category: 'Case Studies',
  tags: ['Bookkeeping', 'Automation', 'Case Study'],
  author: 'Maya Ellison',
  body,
});

const loaderArgs = (slug: string) =>
  ({ params: { slug }, request: new Request(`http://localhost/blog/${slug}`), context: { services: t.services, user: null } }) as never;

describe('images in articles', () => {
  it('a published article draws its uploaded image with the copies, the size and lazy loading', async () => {
    const image = await uploadedImage();
    const created = await owner.post(
      '/api/admin/content/articles',
      article('hours-saved-chart', `## The hours\n\n![Hours saved per week](/images/${image.id})\n`),
    );
    expect(created.status, created.text).toBe(201);
    const published = await owner.post(`/api/admin/content/articles/${created.body.id}/publish`, {});
    expect(published.status, published.text).toBe(200);

    // Shown once this process has reloaded the content (the change notification, within a second or two).
    const html = async () => ((await articleLoader(loaderArgs('hours-saved-chart'))) as { article?: { html: string } }).article?.html;
    await expect.poll(html, { timeout: 5_000 }).toContain('<img');
    const img = /<img [^>]*>/.exec((await html())!)![0];
    expect(img).toContain('alt="Hours saved per week"');
    expect(img).toMatch(new RegExp(`srcset="/images/${image.id}/\\d+\\.\\w+ \\d+w`));
    expect(img).toContain(`width="${image.width}" height="${image.height}"`);
    expect(img).toContain('loading="lazy"');
  });

  it('an image without alt text is refused at publish, naming the body and the line', async () => {
    const image = await uploadedImage();
    const created = await owner.post('/api/admin/content/articles', article('chart-without-words', `Intro.\n\n![](/images/${image.id})\n`));
    expect(created.status, created.text).toBe(201);
    const published = await owner.post(`/api/admin/content/articles/${created.body.id}/publish`, {});
    expect(published.status).toBe(422);
    expect(published.body.issues).toContainEqual({ field: 'body', message: 'body: describe the image on line 3 (alt text)' });
  });

  it("search results and link previews use the article's SEO title, description and social image when set", async () => {
    const image = await uploadedImage();
    const created = await owner.post('/api/admin/content/articles', {
      ...article('seo-wording', 'A body.'),
      seoTitle: 'AI bookkeeping: the hours one firm saved',
      seoDescription: 'A small firm counted the hours an AI assistant saved on its bookkeeping, week by week, for a month.',
      socialImage: `/images/${image.id}`,
    });
    expect(created.status, created.text).toBe(201);
    expect((await owner.post(`/api/admin/content/articles/${created.body.id}/publish`, {})).status).toBe(200);
    const found = async () => ((await articleLoader(loaderArgs('seo-wording'))) as { state?: string }).state;
    await expect.poll(found, { timeout: 5_000 }).toBe('found');

    const tags = articleMeta({
      data: await articleLoader(loaderArgs('seo-wording')),
      matches: [],
      params: { slug: 'seo-wording' },
    } as never);
    const content = (key: string) => (tags.find((tag) => 'property' in tag && tag.property === key) as { content: string }).content;
    expect(tags).toContainEqual({ title: expect.stringContaining('AI bookkeeping: the hours one firm saved') });
    expect(content('og:description')).toBe(
      'A small firm counted the hours an AI assistant saved on its bookkeeping, week by week, for a month.',
    );
    expect(content('og:image')).toMatch(new RegExp(`/images/${image.id}$`));
  });
});
