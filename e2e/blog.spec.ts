import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loadArticles } from '../content/blog/load-articles';
import { waitForHydration } from './hydration';
import { inPageCurrency } from './support';

const articles = loadArticles({ dir: 'content/blog', publicDir: 'public' });
const featured = articles.filter((a) => a.featured);
const sample = articles.find((a) => a.slug === 'ai-business-ideas-for-beginners') ?? articles[0]!;
/** The sample as its page writes it: its title's amount ("Under $100") in pounds, like the site's prices. */
const sampleShown = { title: inPageCurrency(sample.title), excerpt: inPageCurrency(sample.excerpt) };
const categories = [...new Set(articles.map((a) => a.category))];
const CATEGORY = 'Client Services';
const categoryCount = articles.filter((a) => a.category === CATEGORY).length;
const bySlug = (slug: string) => articles.find((a) => a.slug === slug)!;
/** One date format across the site (common/format.ts): '18 Jan 2025'. */
const DATE_FORMAT = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** A page's URL with a parameter of its own, so it is rendered now rather than served from the page cache. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}fresh=${randomUUID()}`;

/** Counts one view of an article as a reader with this browser (user agent) would. */
async function recordView(request: APIRequestContext, slug: string, userAgent: string): Promise<number> {
  const response = await request.post('/api/blog/views', { data: { slug }, headers: { 'user-agent': userAgent } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { views: number }).views;
}

/** The listing, once the enhancement module has started (its select and search listeners submit the filters). */
async function openListing(page: Page, search = '') {
  await page.goto(`/blog${search}`);
  await waitForHydration(page);
}

/** An article page, once the enhancement module has run (the table of contents' toggle then states whether it is open). */
async function openArticle(page: Page, slug: string) {
  const response = await page.goto(`/blog/${slug}`);
  await expect(tocToggle(page)).toHaveAttribute('aria-expanded', /^(true|false)$/);
  return response;
}

function tocToggle(page: Page): Locator {
  return page.getByRole('button', { name: /table of contents/i });
}

function results(page: Page): Locator {
  return page.getByRole('list', { name: 'Articles' }).locator(':scope > li');
}

function summary(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test.describe('blog listing', () => {
  test('shows the featured articles and every article, with the RSS link in the head', async ({ page }) => {
    await openListing(page);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Business Blog & Resources' })).toBeVisible();
    await expect(page.getByPlaceholder('Search articles, guides, case studies...')).toBeVisible();

    const featuredSection = page.getByRole('region', { name: 'Featured Articles' });
    for (const article of featured) {
      await expect(featuredSection.getByRole('heading', { name: inPageCurrency(article.title) })).toBeVisible();
    }
    await expect(featuredSection.getByText('Featured', { exact: true })).toHaveCount(featured.length);
    await expect(featuredSection.getByRole('link', { name: /^Read More/ })).toHaveCount(featured.length);

    await expect(results(page)).toHaveCount(articles.length);
    await expect(summary(page)).toHaveText(`Showing ${articles.length} articles`);
    const first = results(page).first();
    await expect(first.getByText(`By ${articles[0]!.author}`)).toBeVisible();
    await expect(first.getByRole('link', { name: /^Read Article/ })).toHaveAttribute('href', `/blog/${articles[0]!.slug}`);

    const categorySelect = page.getByLabel('Category');
    await expect(categorySelect.locator('option')).toHaveCount(categories.length + 1);
    await expect(categorySelect.locator('option[value=""]')).toHaveCount(0);
    await expect(page.getByLabel('Sort By').locator('option')).toHaveText(['Newest First', 'Oldest First', 'Most Popular', 'Trending']);

    await expect(page.getByRole('heading', { name: 'Weekly AI Insights' })).toBeVisible();
    await expect(page.getByText('Weekly AI business tips. Unsubscribe anytime.')).toBeVisible();

    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  });

  // The blog is a document page (DESIGN §12): a search is the GET form's page, at the results.
  test('search through the box updates the URL and the results; Back restores the list', async ({ page }) => {
    await openListing(page);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('agency');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=agency#all-articles$/);
    const matching = articles.filter((a) => [a.title, a.excerpt, ...a.tags].some((text) => text.toLowerCase().includes('agency')));
    await expect(results(page)).toHaveCount(matching.length);
    await expect(summary(page)).toHaveText(
      `Showing ${matching.length} ${matching.length === 1 ? 'article' : 'articles'} matching “agency”`,
    );
    // Featured articles give way to the results while searching.
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toHaveCount(0);

    await box.fill('agency services');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=agency\+services#all-articles$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=agency#all-articles$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(box).toHaveValue('');
    await expect(results(page)).toHaveCount(articles.length);

    // A shared link opens the same filtered list.
    await openListing(page, '?q=AGENCY');
    await expect(box).toHaveValue('AGENCY');
    await expect(results(page)).toHaveCount(matching.length);
  });

  test('the category select filters, the sort orders by views, Clear All Filters resets', async ({ page }) => {
    await openListing(page);
    await page.getByLabel('Category').selectOption(CATEGORY);
    // The select submits the filter form (the enhancement module); the answer names only what differs.
    await expect(page).toHaveURL(/\/blog\?category=Client\+Services#all-articles$/);
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(categoryCount);
    await expect(summary(page)).toHaveText(`Showing ${categoryCount} articles in ${CATEGORY}`);
    for (const card of await results(page).all()) await expect(card.getByText(CATEGORY, { exact: true }).first()).toBeVisible();

    await page.getByLabel('Category').selectOption('all');
    await expect(page).toHaveURL(/\/blog#all-articles$/);
    await waitForHydration(page);
    await page.getByLabel('Sort By').selectOption({ label: 'Most Popular' });
    await expect(page).toHaveURL(/\/blog\?sort=popular#all-articles$/);
    await waitForHydration(page);
    const views = await results(page)
      .getByText(/\d[\d,]* views?$/)
      .allTextContents();
    const numbers = views.map((text) => Number(text.replace(/\D/g, '')));
    expect(numbers).toHaveLength(articles.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    await page.getByLabel('Sort By').selectOption({ label: 'Oldest First' });
    await expect(page).toHaveURL(/\/blog\?sort=oldest#all-articles$/);
    await waitForHydration(page);
    const oldest = [...articles].sort((a, b) => a.publishDate.localeCompare(b.publishDate) || a.slug.localeCompare(b.slug))[0]!;
    await expect(results(page).first().getByRole('heading')).toHaveText(inPageCurrency(oldest.title));

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('ai');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=ai&sort=oldest#all-articles$/);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await expect(page.getByLabel('Sort By')).toHaveValue('newest');
    await expect(results(page)).toHaveCount(articles.length);
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await openListing(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('no article talks about this zebra');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(summary(page)).toHaveText('Showing 0 articles matching “no article talks about this zebra”');
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(results(page)).toHaveCount(articles.length);
  });

  test('a category in the sidebar selects that filter', async ({ page }) => {
    await openListing(page);
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    const link = sidebar.getByRole('link', { name: new RegExp(`^${CATEGORY} ${categoryCount}`) });
    await link.click();
    await expect(page).toHaveURL(/\/blog\?category=Client\+Services#all-articles$/);
    await expect(page.getByLabel('Category')).toHaveValue(CATEGORY);
    await expect(results(page)).toHaveCount(categoryCount);
    await expect(link).toHaveAttribute('aria-current', 'true');
  });

  // Its own context has no project viewport: both widths ran the same test.
  test('works without JavaScript: the GET form filters', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zapier');
    await page.getByLabel('Sort By').selectOption('popular');
    await page.getByRole('button', { name: 'Filter Results' }).click();
    await expect(page).toHaveURL(/q=zapier/);
    await expect(page).toHaveURL(/sort=popular/);
    await expect(summary(page)).toHaveText(/matching “zapier”/);
    // The reloaded page opens at the results, not at the top of the hero.
    await expect(page).toHaveURL(/#all-articles$/);
    await expect(summary(page)).toBeInViewport();
    await context.close();
  });

  // Issue 18 §18: on a phone the results start below the hero, so the button seemed to do nothing.
  test('Filter Results brings the results into view and reads out their number', { tag: '@phone' }, async ({ page }) => {
    await openListing(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('automation');
    await page.getByRole('button', { name: 'Filter Results' }).click();
    await expect(page).toHaveURL(/\/blog\?q=automation/);
    await expect(summary(page)).toHaveText(/^Showing \d+ articles? matching “automation”$/);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toBeInViewport();
    await expect(results(page).first()).toBeInViewport();

    // Enter in the box does the same.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('clients');
    await box.press('Enter');
    await expect(summary(page)).toHaveText(/matching “clients”$/);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toBeInViewport();
  });

  test('cards cut their excerpts after a whole word and show every date one way', async ({ page }) => {
    await openListing(page);
    for (const card of [
      ...(await page.getByRole('region', { name: 'Featured Articles' }).locator('h3 + p').all()),
      ...(await results(page).locator('h3 + p').all()),
    ]) {
      await expectCleanExcerpt(card);
    }
    for (const date of await page.locator('main time').allTextContents()) expect(date).toMatch(DATE_FORMAT);
  });

  test('every listed article opens', async ({ page, request }) => {
    await page.goto('/blog');
    const hrefs = await results(page)
      .getByRole('link', { name: /^Read Article/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(articles.length);
    for (const href of hrefs) {
      const article = articles.find((a) => `/blog/${a.slug}` === href);
      expect(article, href).toBeDefined();
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '';
      expect(decodeHtml(h1.replace(/<[^>]+>/g, '')), href).toBe(inPageCurrency(article!.title));
    }
  });
});

/** An excerpt shown whole, or cut after a whole word of it with '…'; never clipped by its box. */
async function expectCleanExcerpt(paragraph: Locator) {
  const text = (await paragraph.textContent()) ?? '';
  // The cards show the excerpt as the page does: its amounts in pounds.
  const excerpts = articles.map((a) => inPageCurrency(a.excerpt));
  const excerpt = excerpts.find((e) => e === text || (text.endsWith('…') && e.startsWith(text.slice(0, -1))));
  expect(excerpt, `an excerpt of some article: ${text}`).toBeDefined();
  if (text.endsWith('…')) {
    const kept = text.slice(0, -1);
    // What follows the kept text in the full excerpt starts a new word.
    expect(excerpt!.slice(kept.length), text).toMatch(/^[\s,;:.–—-]/);
  }
  const clipped = await paragraph.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(clipped, `clipped: ${text}`).toBe(false);
}

test.describe('view counts and trending (DESIGN §7.6: no made-up numbers)', () => {
  // Counting is the server's; its readers' contexts have no project viewport, so both widths ran the same test.
  test('an article counts a new reader once a day and shows the count', async ({ browser, baseURL }) => {
    // An article no other test opens.
    const slug = 'faceless-youtube-channel-ai';
    const readAs = async (userAgent: string) => {
      const context = await browser.newContext({ baseURL, userAgent });
      const page = await context.newPage();
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/blog/views') && r.request().method() === 'POST');
      await page.goto(`/blog/${slug}`);
      const views = ((await (await counted).json()) as { views: number }).views;
      const shown = page
        .getByRole('main')
        .locator('dd')
        .filter({ hasText: /views?$/ });
      await expect(shown).toHaveText(`${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`);
      await context.close();
      return views;
    };
    const reader = `e2e-reader-${randomUUID()}`;
    const first = await readAs(reader);
    expect(await readAs(`e2e-other-reader-${randomUUID()}`)).toBe(first + 1);
    // The same reader again the same day: no new view.
    expect(await readAs(reader)).toBe(first + 1);
  });

  test('trending lists the articles most read this week, on the blog and on the home page', async ({ page }, testInfo) => {
    const [popular, lessPopular, third] =
      testInfo.project.name === 'phone-375'
        ? ['ai-business-startup-costs', 'ai-consulting-small-businesses', 'zapier-vs-make-vs-n8n']
        : ['ai-freelance-writing-clients', 'ai-ecommerce-product-listings', 'micro-saas-ai-api-guide'];
    for (let i = 0; i < 7; i++) await recordView(page.request, popular, `e2e-trend-${randomUUID()}`);
    for (let i = 0; i < 4; i++) await recordView(page.request, lessPopular, `e2e-trend-${randomUUID()}`);
    // The home page's card needs three articles read this week (issue 26).
    await recordView(page.request, third!, `e2e-trend-${randomUUID()}`);

    await page.goto(fresh('/blog'));
    const trendingNow = page.getByRole('region', { name: 'Trending Now' });
    await expect(trendingNow.getByRole('link', { name: inPageCurrency(bySlug(popular).title) })).toBeVisible();
    await expect(trendingNow.getByText(/^\d+ views this week · \d+ min read$/).first()).toBeVisible();
    const popularCard = results(page).filter({ has: page.getByRole('heading', { name: inPageCurrency(bySlug(popular).title) }) });
    await expect(popularCard.getByText('Trending', { exact: true })).toBeVisible();

    await page.goto(fresh('/blog?sort=trending'));
    const titles = await results(page).getByRole('heading').allTextContents();
    expect(titles.indexOf(inPageCurrency(bySlug(popular).title))).toBeLessThan(titles.indexOf(inPageCurrency(bySlug(lessPopular).title)));
    expect(titles.indexOf(inPageCurrency(bySlug(popular).title))).toBeLessThan(2);

    await page.goto(fresh('/'));
    const thisWeek = page.getByRole('complementary', { name: 'Trending This Week' }).getByRole('listitem');
    const homeTitles = await thisWeek.getByRole('link').allTextContents();
    expect(homeTitles).toContain(inPageCurrency(bySlug(popular).title));
    expect(homeTitles).toContain(inPageCurrency(bySlug(lessPopular).title));
    expect(homeTitles.indexOf(inPageCurrency(bySlug(popular).title))).toBeLessThan(
      homeTitles.indexOf(inPageCurrency(bySlug(lessPopular).title)),
    );
    // The ranks line up: one column, the same width for every digit.
    const rankBoxes = await thisWeek.evaluateAll((items) =>
      items.map((item) => {
        const rank = item.firstElementChild as HTMLElement;
        return { right: rank.getBoundingClientRect().right, numeric: getComputedStyle(rank).fontVariantNumeric };
      }),
    );
    expect(new Set(rankBoxes.map((box) => Math.round(box.right))).size).toBe(1);
    for (const box of rankBoxes) expect(box.numeric).toContain('tabular-nums');
  });
});

/** How far the reading-progress bar at the top is drawn, 0 to 1 (its scaleX). */
async function readingProgress(page: Page): Promise<number> {
  return page.locator('[data-reading-progress]').evaluate((bar) => new DOMMatrix(getComputedStyle(bar).transform).a);
}

test.describe('article page', () => {
  test('the first HTML response carries the preview metadata and Article JSON-LD', async ({ request, baseURL }) => {
    const response = await request.get(`/blog/${sample.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}/blog/${sample.slug}`;
    expect(html).toContain(`<meta property="og:title" content="${sampleShown.title}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="article:published_time" content="${sample.publishDate}"/>`);
    expect(html).toContain(`<meta property="article:author" content="${sample.author}"/>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const jsonLd = blocks.find((block) => block['@type'] === 'Article');
    expect(jsonLd).toMatchObject({
      headline: sampleShown.title,
      description: sampleShown.excerpt,
      datePublished: sample.publishDate,
      author: { '@type': 'Person', name: sample.author },
      publisher: { '@type': 'Organization' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      keywords: sample.tags.join(', '),
    });
    // The body is rendered on the server.
    expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
  });

  test('shows the article with breadcrumb, header, body, tags, call to action and related articles', async ({ page }) => {
    await openArticle(page, sample.slug);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Blog', sample.category]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleShown.title);
    await expect(page.getByText(sample.readTime).first()).toBeVisible();
    await expect.poll(() => readingProgress(page)).toBe(0);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('heading', { name: 'Ready to Start Your AI Business?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Business Ideas' })).toHaveAttribute('href', '/business-ideas');
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('heading', { name: 'Weekly AI Business Tips' })).toBeVisible();
    const related = page.getByRole('complementary', { name: 'More from the blog' }).getByRole('heading', { level: 3 });
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    const externalLink = page.locator('#article-body a[href^="https://"]').first();
    await expect(externalLink).toHaveAttribute('target', '_blank');
    await expect(externalLink).toHaveAttribute('rel', 'noopener noreferrer');

    // The reading-progress bar follows the scroll through the body: CSS, no script (a scroll-driven animation).
    await page
      .locator('#article-body')
      .evaluate((el: HTMLElement) => window.scrollTo(0, el.offsetTop + (el.offsetHeight - window.innerHeight) / 2));
    await expect.poll(() => readingProgress(page)).toBeGreaterThan(0.3);
    await expect.poll(() => readingProgress(page)).toBeLessThan(0.7);
    await page.locator('#article-body > :last-child').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => readingProgress(page)).toBe(1);
  });

  test('the table of contents scrolls to a heading, highlights it, and collapses', { tag: '@phone' }, async ({ page }) => {
    await openArticle(page, sample.slug);
    const toggle = tocToggle(page);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });

    const target = toc.getByRole('link', { name: 'How to pick one idea' });
    await target.click();
    await expect(page).toHaveURL(/#how-to-pick-one-idea$/);
    await expect(page.locator('#how-to-pick-one-idea')).toBeInViewport();
    await expect(target).toHaveAttribute('aria-current', 'location');

    const other = toc.getByRole('link', { name: 'What makes an idea beginner-friendly' });
    await other.click();
    await expect(page.locator('#what-makes-an-idea-beginner-friendly')).toBeInViewport();
    await expect(other).toHaveAttribute('aria-current', 'location');
    await expect(target).not.toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);

    // Scrolling by hand moves the highlight too.
    await page
      .locator('#mistakes-that-sink-beginner-ai-businesses')
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.3));
    await expect(toc.getByRole('link', { name: 'Mistakes that sink beginner AI businesses' })).toHaveAttribute('aria-current', 'location');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(target).toBeHidden();
    await toggle.click();
    await expect(target).toBeVisible();
  });

  test('Like and Save toggle and are remembered in this browser', async ({ page }) => {
    await openArticle(page, sample.slug);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await openArticle(page, sample.slug);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // Another article has its own choices.
    await openArticle(page, articles.find((a) => a.slug !== sample.slug)!.slug);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('an article does not move as it loads: Like and Save are in place from the first paint', { tag: '@phone' }, async ({ page }) => {
    await openArticle(page, sample.slug);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    // Every layout shift since the page started, as Lighthouse's CLS counts them (none follows an input here).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shifted).toBe(0);
  });

  test('the share widget links to the five targets and copies the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com|wa\.me)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
    );
    await openArticle(page, sample.slug);
    const url = `${baseURL}/blog/${sample.slug}`;
    const encoded = encodeURIComponent(url);

    const shareButton = page.getByRole('button', { name: 'Share', exact: true });
    const card = page.getByRole('dialog', { name: 'Share this page' });
    await expect(card).toHaveCount(0);

    // Escape closes the card and gives focus back to 'Share'.
    await shareButton.click();
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(shareButton).toBeFocused();

    await shareButton.click();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(/\bshares\b|\bcomments\b/i);

    await expect(card.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(sampleShown.title)}`,
    );
    await expect(card.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${sampleShown.title} ${url}`)}`,
    );
    const email = card.getByRole('link', { name: /Email/ });
    await expect(email).toHaveAttribute(
      'href',
      new RegExp(`^mailto:\\?subject=${escapeRegExp(encodeURIComponent(sampleShown.title))}&body=.*${escapeRegExp(encoded)}$`),
    );

    // A social target opens in a popup; the article stays.
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('link', { name: /X \(Twitter\)/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('https://twitter.com/intent/tweet?url=');
    await popup.close();
    await expect(page).toHaveURL(url);

    // On the document page the enhancement module copies it and says so on the button (the app pages toast).
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The × button closes the card too.
    await card.getByRole('button', { name: 'Close share options' }).click();
    await expect(card).toBeHidden();
    await expect(shareButton).toBeFocused();
  });

  test('copying the link reports a failure when the clipboard refuses', async ({ page }) => {
    await openArticle(page, sample.slug);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog', { name: 'Share this page' }).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('dialog', { name: 'Share this page' }).getByRole('button', { name: 'Copy failed' })).toBeVisible();
  });

  test('an unknown slug answers 404 Article Not Found; a malformed one Invalid Blog URL', async ({ page }) => {
    const missing = await page.goto('/blog/an-article-that-never-existed');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const search = page.getByRole('searchbox', { name: /blog search/i });
    await expect(search).toHaveValue('an article that never existed');

    const invalid = await page.goto('/blog/Not_A_Valid_Slug!');
    expect(invalid?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Blog URL');
    await expect(page.getByText('The blog post URL is missing or invalid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
