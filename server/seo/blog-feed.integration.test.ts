/**
 * Issue 41: the blog's RSS feed says what the article pages say. Amounts are written in dollars in the content and
 * shown in the page's currency; the feed, which has no visitor to ask, uses the currency a page shows a visitor
 * who chose none, converted the same way.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loader as articleLoader } from '../../app/routes/blog-article';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getArticles } from '../blog/article-collection';
import { wantedCurrency } from '../money/visitor-currency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What a visitor's browser sends nothing about: no cookie, no country, no language region. */
const NO_CHOICE = wantedCurrency({ cookie: undefined, countryHeader: undefined, fromTrustedProxy: false, acceptLanguage: undefined });

async function pageArticle(slug: string) {
  const args = {
    params: { slug },
    request: new Request(`http://localhost/blog/${slug}`),
    context: { services: t.services, user: null, currency: NO_CHOICE },
  };
  const result = (await articleLoader(args as never)) as { state: string; article: { title: string; excerpt: string } };
  expect(result.state).toBe('found');
  return result.article;
}

it("gives each article the page's title and excerpt, amounts in the page's currency", async () => {
  const res = await t.client().get('/blog/rss.xml');
  expect(res.status).toBe(200);
  const items: Array<{ title: string; link: string; description: string }> = new XMLParser().parse(res.text).rss.channel.item;
  const withDollars = getArticles().filter((article) => /\$\d/.test(article.title));
  expect(withDollars.length, 'an article whose title has an amount').toBeGreaterThan(0);
  for (const article of getArticles()) {
    const item = items.find((entry) => entry.link.endsWith(`/blog/${article.slug}`));
    const page = await pageArticle(article.slug);
    expect(item?.title, article.slug).toBe(page.title);
    expect(item?.description, article.slug).toBe(page.excerpt);
  }
  const converted = items.find((entry) => entry.link.endsWith(`/blog/${withDollars[0]!.slug}`))!;
  expect(converted.title).toMatch(/£\d/);
  expect(converted.title).not.toMatch(/\$\d/);
});
