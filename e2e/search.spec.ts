import { expect, test } from '@playwright/test';
import { loadArticles } from '../content/blog/load-articles';
import { headerSearchBox } from './support';

const ZAPIER = loadArticles().find((a) => a.slug === 'zapier-vs-make-vs-n8n');
if (!ZAPIER) throw new Error('content/blog lost the Zapier article this spec opens');

const resultCards = (page: import('@playwright/test').Page) => page.getByRole('main').locator('ol > li');

test('search from the header, filter to articles, open a result', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/blog');
  const box = await headerSearchBox(page);
  await box.fill('zapier');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=zapier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Course Content' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search lessons, articles, ideas and help' })).toHaveValue('zapier');
  const status = page.getByRole('status').filter({ hasText: /results? for “zapier”/ });
  await expect(status).toBeVisible();
  const total = Number((await status.textContent())!.match(/^(\d+)/)![1]);
  expect(total).toBeGreaterThan(1);
  // Matches are highlighted.
  await expect(page.locator('mark', { hasText: /zapier/i }).first()).toBeVisible();

  // The filter's count is the number of cards it leaves.
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  const articles = filters.getByRole('link', { name: /^Articles \d+$/ });
  const articleCount = Number((await articles.textContent())!.match(/(\d+)$/)![1]);
  expect(articleCount).toBeGreaterThan(0);
  expect(articleCount).toBeLessThanOrEqual(total);
  await articles.click();
  await expect(page).toHaveURL(/\/search\?q=zapier&type=article$/);
  await expect(filters.getByRole('link', { name: /^Articles \d+$/ })).toHaveAttribute('aria-current', 'true');
  await expect(resultCards(page)).toHaveCount(articleCount);
  for (const card of await resultCards(page).all()) await expect(card).toContainText(/^\s*Article ·/);

  // View opens the article itself.
  await page.getByRole('link', { name: `View ${ZAPIER.title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ZAPIER.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: ZAPIER.title })).toBeVisible();
});

test('a misspelled word still finds the content, and the query can be shared as a link', async ({ page }) => {
  // "automaton" for "automation", "pricng" for "pricing": typo-tolerant, straight from a shared URL.
  await page.goto('/search?q=automaton%20pricng');
  await expect(page.getByRole('status').filter({ hasText: /results? for “automaton pricng”/ })).toBeVisible();
  await expect(resultCards(page).first()).toBeVisible();
  await expect(page.locator('mark', { hasText: /automation|pricing/i }).first()).toBeVisible();
});

test("nothing found shows 'No results found', and 'Clear Search' empties the search", async ({ page }) => {
  await page.goto('/search?q=xqzvplk');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('0 results for “xqzvplk”');
  await page.getByRole('link', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Search lessons, articles, ideas and help' })).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
});

test('the sort is kept in the URL and orders the shortest first', async ({ page }) => {
  await page.goto('/search?q=ai&type=lesson');
  await page.getByLabel('Sort results').selectOption('shortest');
  await expect(page).toHaveURL(/sort=shortest/);
  // The list re-renders after the URL changes: wait for the order rather than read it once.
  await expect
    .poll(async () => {
      const minutes = (await resultCards(page).allTextContents()).map((t) => Number(t.match(/· (\d+) min/)?.[1]));
      return minutes.length > 1 && minutes.every(Number.isFinite) && minutes.every((m, i) => i === 0 || minutes[i - 1]! <= m);
    })
    .toBe(true);
});

test("business ideas are found, and a result opens the idea's guide page", async ({ page }) => {
  await page.goto('/search?q=chatbot');
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  const ideas = filters.getByRole('link', { name: /^Ideas \d+$/ });
  await expect(ideas).not.toHaveText(/^Ideas 0$/);
  await ideas.click();
  await expect(page).toHaveURL(/\/search\?q=chatbot&type=idea$/);
  const card = resultCards(page).filter({ hasText: 'Website Chatbot' }).first();
  await expect(card).toContainText(/^\s*Idea ·/);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(/\/business-ideas\/website-chatbot-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a premium idea is found by its title; a visitor is led to its locked card', async ({ page }) => {
  await page.goto('/search?q=receptionist&type=idea');
  const card = resultCards(page).first();
  await expect(card).toContainText('Premium');
  await expect(card).not.toContainText(/opens in a new tab/);
  await card.getByRole('link', { name: /^View / }).click();
  await expect(page).toHaveURL(/\/business-ideas\?tab=premium#idea-ai-voice-receptionist-title$/);
  await expect(page.locator('#idea-ai-voice-receptionist-title')).toBeInViewport();
});
