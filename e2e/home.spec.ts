import { expect, test, type Locator } from '@playwright/test';
import { NEWSLETTER_FREQUENCY } from '../common/site';
import { loadArticles } from '../content/blog/load-articles';
import { getHelpQuestions } from '../server/help/help-questions';
import { inPageCurrency } from './support';

// As the home page writes them: their amounts in pounds, like the prices beside them.
const articles = loadArticles({ dir: 'content/blog', publicDir: 'public' }).map((a) => ({
  ...a,
  title: inPageCurrency(a.title),
  excerpt: inPageCurrency(a.excerpt),
}));
/** One date format across the site (common/format.ts): '18 Jan 2025'. */
const DATE_FORMAT = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

function recentArticles(page: import('@playwright/test').Page): Locator {
  return page.getByRole('region', { name: 'Recent Articles' }).locator('ul').first().locator(':scope > li');
}

test('the recent articles show their excerpts cut after a whole word, never a clipped line', async ({ page }) => {
  await page.goto('/');
  await expect(recentArticles(page)).toHaveCount(4);
  for (const card of await recentArticles(page).all()) {
    const paragraph = card.locator('h3 + p');
    const text = (await paragraph.textContent()) ?? '';
    const article = articles.find((a) => a.excerpt === text || (text.endsWith('…') && a.excerpt.startsWith(text.slice(0, -1))));
    expect(article, text).toBeDefined();
    if (text.endsWith('…')) expect(article!.excerpt.slice(text.length - 1), text).toMatch(/^[\s,;:.–—-]/);
    expect(await paragraph.evaluate((el) => el.scrollHeight > el.clientHeight + 1), text).toBe(false);
    await expect(card.locator('time')).toHaveText(DATE_FORMAT);
  }
});

// Each question is a <details>' summary, which the browser announces as expanded or collapsed (no script: DESIGN §12).
test('the FAQ questions are toggles that say whether their answer is open', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faq.locator('summary', { hasText: 'Is the starter course really free?' });
  const details = faq.locator('details', { has: page.locator('summary', { hasText: 'Is the starter course really free?' }) });
  await expect(details).not.toHaveAttribute('open');
  const answer = faq.getByText(/^Yes\. Create an account and all five starter modules/);
  await expect(answer).toBeHidden();
  await expect(faq.getByRole('link')).toHaveCount(0);

  await question.click();
  await expect(details).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await question.press('Enter');
  await expect(details).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
});

// The answers are not in the home page's HTML (it fits TCP's first window without them): the enhancement module
// brings each one, with its related links, from /help.
test('a help question opens on its answer and related links, fetched from the help center', async ({ page }) => {
  const question = getHelpQuestions().find((q) => q.relatedLinks.length > 0)!;
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Your Questions About Earning with AI' });
  await widget.locator('summary', { hasText: question.question }).click();
  for (const paragraph of question.answer) await expect(widget.getByText(inPageCurrency(paragraph), { exact: true })).toBeVisible();
  await expect(widget.getByText('Related', { exact: true }).locator('visible=true')).toHaveCount(1);
  await expect(widget.getByRole('link', { name: question.relatedLinks[0]!.text, exact: true })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Read the answer' }).locator('visible=true')).toHaveCount(0);
});

// Its own context has no project viewport: both widths ran the same test.
test('without JavaScript every FAQ answer opens', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('summary', { hasText: 'Is the starter course really free?' }).click();
  await expect(page.getByText(/^Yes\. Create an account and all five starter modules/)).toBeVisible();
  await context.close();
});

test('every newsletter box promises the same frequency', async ({ page }) => {
  for (const path of ['/', `/blog/${articles[0]!.slug}`]) {
    await page.goto(path);
    await expect(page.getByText(NEWSLETTER_FREQUENCY, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/\b\d+\s*[–-]\s*\d+ (practical )?emails? a week/)).toHaveCount(0);
  }
});
