import { expect, test } from '@playwright/test';
import { IDEA_CATEGORIES } from '../common/business-ideas';
import { loadArticles } from '../content/blog/load-articles';
import { ALL_IDEAS } from '../content/ideas/load-ideas';
import { getHelpQuestions } from '../server/help/help-questions';
import { inPageCurrency, newUser } from './support';

// DESIGN §12: a reading page's main task works as HTML. This file runs only in the `no-js` project
// (playwright.config.ts: javaScriptEnabled false, 375 px), so nothing here can lean on a script.

const article = loadArticles({ dir: 'content/blog', publicDir: 'public' })[0]!;

test('the home page reads, and its questions open as <details>', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faq.locator('summary', { hasText: 'Is the starter course really free?' });
  const answer = faq.getByText(/^Yes\. Create an account and all five starter modules/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();

  // The help widget: a category chip filters with CSS alone, a question opens.
  const help = getHelpQuestions();
  const other = help.find((q) => q.category !== help[0]!.category)!;
  await page.getByText(help[0]!.category, { exact: true }).first().click();
  await expect(page.locator('summary', { hasText: other.question })).toBeHidden();
  await page.locator('summary', { hasText: help[0]!.question }).click();
  // The answer itself is on /help (the enhancement module brings it to the home page): a link leads there.
  await page.getByRole('link', { name: 'Read the answer' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/help#${help[0]!.id}$`));
  await expect(page.getByText(help[0]!.answer[0]!, { exact: true })).toBeVisible();
});

test('the phone menu opens as a popover and leads to a page', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('search from the phone menu', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('navigation', { name: 'Mobile' }).getByRole('searchbox', { name: 'Search the site' });
  await box.fill('chatgpt');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chatgpt$/);
  await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* results? for/ })).toBeVisible();
  // The filters are links, the sort is sent with the form's button.
  await page
    .getByRole('navigation', { name: 'Filter results' })
    .getByRole('link', { name: /^Lessons \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/search\?q=chatgpt&type=lesson$/);
  await page.getByLabel('Sort results').selectOption('shortest');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=chatgpt&type=lesson&sort=shortest$/);
  await expect(page.getByRole('main').locator('ol > li').first()).toContainText(/^\s*Lesson ·/);
});

test('read an article and share it with real links', async ({ page, baseURL }) => {
  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: inPageCurrency(article.title) })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Share this page' });
  await expect(card).toBeVisible();
  const url = encodeURIComponent(`${baseURL}/blog/${article.slug}`);
  await expect(card.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}`),
  );
  await expect(card.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
  await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  );
  await expect(card.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:\?subject=/);
});

test('an article is a document: its contents lead to a heading; Like and Save, kept by a script, are not offered', async ({ page }) => {
  await page.goto(`/blog/${article.slug}`);
  // No script file: the enhancement module (which does not run here) is in the cached page (server/http/critical-css.ts).
  expect(await page.locator('script[src]').count()).toBe(0);
  expect(await page.locator('script[type="module"]').count()).toBe(1);
  const entry = page.locator('nav[data-toc] a').last();
  const id = (await entry.getAttribute('href'))!.slice(1);
  // On a phone the list is collapsed (its button is the script's): the link is followed by its address.
  await page.goto(`/blog/${article.slug}#${id}`);
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
});

test('filter the blog with its form', async ({ page }) => {
  await page.goto('/blog');
  const category = page.getByLabel('Category');
  const value = await category.locator('option').nth(1).getAttribute('value');
  await category.selectOption(value!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(value);
  // The form's defaults and empty search are redirected away: the list's own address.
  expect(new URL(page.url()).search).toBe(`?category=${encodeURIComponent(value!).replace(/%20/g, '+')}`);
  await expect(page.getByLabel('Category')).toHaveValue(value!);
});

test('filter the help center with its form', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Filter the help questions' }).fill('refund');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\/help\?q=refund$/);
  await expect(page.getByRole('status').filter({ hasText: /questions match/ })).toBeVisible();
});

test('subscribe to the newsletter from the home page', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('[data-in-place]').first();
  await box.getByRole('textbox', { name: 'Email address' }).fill(`reader-${Date.now()}@example.com`);
  await box.getByRole('button').click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('status').first()).toBeVisible();
});

test('switch the theme with the footer form', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Dark' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
});

test('a signed-in visitor has their account menu, and signing out shows the notice', async ({ page }) => {
  const user = newUser();
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/help');
  await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
  const signOut = page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
});

test('the business ideas: filter by category, switch to premium, open a guide and share it', async ({ page }) => {
  const category = IDEA_CATEGORIES[1];
  const inCategory = ALL_IDEAS.filter((idea) => idea.category === category.name);
  const idea = inCategory.find((i) => !i.isPremium)!;
  await page.goto('/business-ideas');
  await page.getByRole('group', { name: 'Filter ideas by category' }).getByRole('button', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/business-ideas\\?category=${category.slug}#ideas$`));
  const list = page.locator('#ideas');
  await expect(list.getByRole('article')).toHaveCount(inCategory.filter((i) => !i.isPremium).length);

  const tabs = page.getByRole('navigation', { name: 'Free or premium ideas' });
  await tabs.getByRole('link', { name: /^Premium Ideas/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&tab=premium#ideas$`));
  await expect(list.getByText('Premium Access Required', { exact: true })).toHaveCount(inCategory.filter((i) => i.isPremium).length);
  await tabs.getByRole('link', { name: /^Free Ideas/ }).click();

  // Without JavaScript the card's link goes to the guide's own page (the module opens it in place instead).
  await list.getByRole('article', { name: idea.title }).getByRole('link', { name: 'View Complete Guide & Prompts' }).click();
  await expect(page).toHaveURL(new RegExp(`/business-ideas/${idea.id}$`));
  const guide = page.getByRole('article', { name: idea.title });
  await expect(guide.getByTestId('idea-prompt')).toHaveText(inPageCurrency(idea.aiPromptTemplate));
  await expect(guide.getByRole('button', { name: 'Copy Prompt' })).toBeHidden();
  await page.getByRole('link', { name: 'All business ideas' }).click();
  await expect(page).toHaveURL(new RegExp(`/business-ideas\\?category=${category.slug}#ideas$`));

  // A shared guide link goes to that guide's page.
  await page.goto(`/business-ideas?idea=${idea.id}`);
  await expect(page).toHaveURL(new RegExp(`/business-ideas/${idea.id}$`));
  await expect(page.getByRole('article', { name: idea.title }).getByTestId('idea-prompt')).toHaveText(
    inPageCurrency(idea.aiPromptTemplate),
  );
});
