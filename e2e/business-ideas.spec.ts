import { readdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { IDEA_CATEGORIES } from '../common/business-ideas';
import { ALL_IDEAS } from '../content/ideas/load-ideas';
import { inPageCurrency, newUser, payWithCard, signUp } from './support';
import type { Idea } from '../content/ideas/idea-schema';

const WHOLE_MANIFEST = /^\/assets\/manifest-[\w-]+\.js$/;
const FREE = ALL_IDEAS.filter((idea) => !idea.isPremium);
const PREMIUM = ALL_IDEAS.filter((idea) => idea.isPremium);

// The free/premium switch is two links (a reading page: DESIGN §12); the current one is `aria-current="page"`.
function freeTab(page: Page) {
  return page.getByRole('navigation', { name: 'Free or premium ideas' }).getByRole('link', { name: /^Free Ideas \(\d+\)$/ });
}
function premiumTab(page: Page) {
  return page.getByRole('navigation', { name: 'Free or premium ideas' }).getByRole('link', { name: /^Premium Ideas \(\d+\)$/ });
}
function ideaList(page: Page) {
  return page.locator('#ideas');
}
function countsIn(category: string | null) {
  const ideas = category ? ALL_IDEAS.filter((idea) => idea.category === category) : ALL_IDEAS;
  return { free: ideas.filter((i) => !i.isPremium).length, premium: ideas.filter((i) => i.isPremium).length };
}

/**
 * Runs of an idea's text that only that idea has, made of characters every encoding leaves alone
 * (HTML entities, JSON and JavaScript string escapes), so finding none of them in a response means
 * the text is not there in any form.
 */
function fragmentsOf(text: string): string[] {
  const elsewhere = FREE.map((i) => `${i.description}\n${i.aiPromptTemplate}`).join('\n');
  return text
    .split(/[^A-Za-z0-9 ,.;:]+/)
    .map((run) => run.trim())
    .filter((run) => run.length >= 30 && !elsewhere.includes(run));
}

function premiumFragments(idea: Idea): string[] {
  const fragments = [...fragmentsOf(idea.description), ...fragmentsOf(idea.aiPromptTemplate)];
  expect(fragments.length, `${idea.id} has text to look for`).toBeGreaterThanOrEqual(5);
  return fragments;
}

/** The page in several states, its client data request, and every JavaScript file the site can load. */
async function everythingAVisitorCanFetch(request: APIRequestContext): Promise<string[]> {
  const premiumId = PREMIUM[0]!.id;
  const paths = [
    '/business-ideas',
    `/business-ideas/${FREE[0]!.id}`,
    '/business-ideas?tab=premium',
    `/business-ideas?tab=premium&idea=${premiumId}`,
    `/business-ideas/${premiumId}`,
    '/business-ideas.data',
    `/business-ideas/${premiumId}.data`,
  ];
  const bodies: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    bodies.push(await response.text());
  }
  // The HTML names the entry and this page's modules, which name their chunks; and every other script file of
  // the build is public too. (The whole-route manifest it also names is not served: server/admin/hide-owner-routes.ts.)
  const built = readdirSync('build/client/assets').filter((file) => file.endsWith('.js') && !WHOLE_MANIFEST.test(`/assets/${file}`));
  const queue = [...new Set([...(bodies[0]!.match(/\/assets\/[\w.-]+\.js/g) ?? []), ...built.map((file) => `/assets/${file}`)])];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const asset = queue.shift()!;
    const response = await request.get(asset);
    if (WHOLE_MANIFEST.test(asset)) {
      expect(response.status(), asset).toBe(404);
      continue;
    }
    expect(response.status(), asset).toBe(200);
    const text = await response.text();
    bodies.push(text);
    // Absolute asset paths (the manifest) and the chunks a module imports relative to itself.
    const named = [
      ...(text.match(/\/assets\/[\w.-]+\.js/g) ?? []),
      ...[...text.matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`),
    ];
    for (const next of named) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(
    [...seen].some((asset) => asset.includes('business-ideas')),
    'the page module was fetched',
  ).toBe(true);
  return bodies;
}

test('the hero counts come from the data, and the category filter changes the tab counts', async ({ page }) => {
  await page.goto('/business-ideas');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('25+ AI Business Ideas');
  await expect(page.getByText('Free Complete Guides')).toBeVisible();
  await expect(page.getByRole('link', { name: `Browse ${FREE.length} Free Ideas` })).toHaveAttribute('href', '/business-ideas#ideas');
  await expect(page.getByRole('link', { name: 'Unlock All 25+ Blueprints' })).toHaveAttribute('href', '/course/premium');

  const filters = page.getByRole('group', { name: 'Filter ideas by category' });
  await expect(filters.getByRole('button')).toHaveCount(1 + IDEA_CATEGORIES.length);
  await expect(filters.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  await expect(freeTab(page)).toHaveText(`Free Ideas (${FREE.length})`);
  await expect(premiumTab(page)).toHaveText(`Premium Ideas (${PREMIUM.length})`);
  await expect(freeTab(page)).toHaveAttribute('aria-current', 'page');
  await expect(ideaList(page).getByRole('article')).toHaveCount(FREE.length);

  // Each filter is a page the server answers, at the list (the no-JavaScript path is the same: tested below).
  for (const category of [IDEA_CATEGORIES[4], IDEA_CATEGORIES[0], IDEA_CATEGORIES[6]]) {
    await filters.getByRole('button', { name: category.name, exact: true }).click();
    const counts = countsIn(category.name);
    await expect(freeTab(page)).toHaveText(`Free Ideas (${counts.free})`);
    await expect(premiumTab(page)).toHaveText(`Premium Ideas (${counts.premium})`);
    await expect(filters.locator('[aria-pressed="true"]')).toHaveText(category.name);
    await expect(ideaList(page).getByRole('article')).toHaveCount(counts.free);
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}#ideas$`));
  }

  // The tabs are links from the keyboard too and keep the filter; the state survives a reload and can be shared.
  const category = IDEA_CATEGORIES[6];
  await premiumTab(page).focus();
  await page.keyboard.press('Enter');
  await expect(premiumTab(page)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&tab=premium#ideas$`));
  await expect(ideaList(page).getByRole('article')).toHaveCount(countsIn(category.name).premium);
  await page.reload();
  await expect(premiumTab(page)).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('button', { name: category.name })).toHaveAttribute('aria-pressed', 'true');

  // 'Browse N Free Ideas' goes back to the free tab, in the ideas section.
  await page.getByRole('link', { name: `Browse ${FREE.length} Free Ideas` }).click();
  await expect(freeTab(page)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}#ideas$`));

  await filters.getByRole('button', { name: 'All Categories' }).click();
  await expect(freeTab(page)).toHaveText(`Free Ideas (${FREE.length})`);
  // The form sends no field: the browser leaves an empty query ('?').
  await expect(page).toHaveURL(/\/business-ideas\??#ideas$/);
});

// Its own context has no project viewport: both widths ran the same test.
test('filters, tabs and guides work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const category = IDEA_CATEGORIES[5];
  await page.goto('/business-ideas');
  await page.getByRole('button', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}#ideas$`));
  await expect(page.getByRole('button', { name: category.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const counts = countsIn(category.name);
  await expect(freeTab(page)).toHaveText(`Free Ideas (${counts.free})`);

  await premiumTab(page).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&tab=premium#ideas$`));
  await expect(page.getByText('Premium Access Required', { exact: true })).toHaveCount(counts.premium);

  await freeTab(page).click();
  const idea = FREE.find((i) => i.category === category.name)!;
  // The guide is a page of its own: the card's link goes there, and the page leads back to the idea's list.
  await page.getByRole('article', { name: idea.title }).getByRole('link', { name: 'View Complete Guide & Prompts' }).click();
  await expect(page).toHaveURL(new RegExp(`/business-ideas/${idea.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(idea.title);
  const guide = page.getByRole('article', { name: idea.title });
  await expect(guide.getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);
  await expect(guide.getByText(idea.requiredTools[0]!, { exact: true })).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Copy Prompt' })).toBeHidden();
  await page.getByRole('link', { name: 'All business ideas' }).click();
  await expect(page).toHaveURL(new RegExp(`/business-ideas\\?category=${category.slug}#ideas$`));

  // A shared guide link (the address a guide opened in place has) goes to the guide's page.
  await page.goto(`/business-ideas?category=${category.slug}&idea=${idea.id}`);
  await expect(page).toHaveURL(new RegExp(`/business-ideas/${idea.id}$`));
  await expect(page.getByRole('article', { name: idea.title }).getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);
  await context.close();
});

test.describe('the guide dialog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("a free idea's guide shows tools and the prompt, copies it, and closes with Escape", async ({ page }) => {
    const idea = FREE[0]!;
    await page.goto('/business-ideas');
    const card = page.getByRole('article', { name: idea.title });
    await expect(card.getByText('Free Complete Guide')).toBeVisible();
    await expect(card).toContainText(idea.difficulty);
    await expect(card.getByText(inPageCurrency(idea.potentialRevenue))).toBeVisible();
    const trigger = card.getByRole('link', { name: 'View Complete Guide & Prompts' });
    await expect(trigger).toHaveAttribute('href', `/business-ideas/${idea.id}`);
    // The guide's page is fetched on hover, so it opens without a wait.
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === `/business-ideas/${idea.id}`);
    await trigger.hover();
    await prefetched;
    await trigger.click();

    const dialog = page.getByRole('dialog', { name: idea.title });
    await expect(dialog).toBeVisible();
    // The address names the open guide, to share it.
    await expect(page).toHaveURL(new RegExp(`\\?idea=${idea.id}$`));
    await expect(dialog.getByText('Revenue Potential')).toBeVisible();
    await expect(dialog.getByText('Time to Launch')).toBeVisible();
    await expect(dialog.getByText(idea.timeToStart, { exact: true })).toBeVisible();
    const tools = dialog.getByRole('region', { name: 'Required Tools' }).getByRole('listitem');
    await expect(tools).toHaveText(idea.requiredTools);
    await expect(dialog.getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);

    // Time 'Copied!' in the page itself, from the click to the moment it reverts: the 2000 ms timer starts
    // after the click (once the clipboard has the text), so the label can never revert sooner.
    await page.evaluate(() => {
      const dialogElement = document.querySelector('dialog:popover-open')!;
      let clickedAt = 0;
      let sawCopied = false;
      dialogElement.addEventListener('click', () => (clickedAt ||= performance.now()), { capture: true });
      const reverted = new Promise<number>((resolve) => {
        new MutationObserver(() => {
          const copied = (dialogElement.textContent ?? '').includes('Copied!');
          if (copied) sawCopied = true;
          else if (sawCopied) resolve(performance.now() - clickedAt);
        }).observe(dialogElement, { subtree: true, childList: true, characterData: true });
      });
      Object.assign(window, { copiedReverted: reverted });
    });
    await dialog.getByRole('button', { name: 'Copy Prompt' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(idea.aiPromptTemplate);
    const clickToRevert = await page.evaluate(() => (window as unknown as { copiedReverted: Promise<number> }).copiedReverted);
    expect(clickToRevert).toBeGreaterThanOrEqual(2000);
    expect(clickToRevert).toBeLessThan(3000);
    await expect(dialog.getByRole('button', { name: 'Copy Prompt' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/business-ideas$/);

    // A shared guide link opens the guide's page, where Copy Prompt works too.
    await page.goto(`/business-ideas?idea=${FREE[1]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/business-ideas/${FREE[1]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FREE[1]!.title);
    await page.getByRole('button', { name: 'Copy Prompt' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FREE[1]!.aiPromptTemplate);
  });

  test('the list carries the cards only: a guide opens from its page, opened again without another request', async ({ page }) => {
    // Runs of a prompt's text any encoding leaves alone (as in fragmentsOf, without leaving out the free ideas' own).
    const runs = (text: string) => text.split(/[^A-Za-z0-9 ,.;:]+/).filter((run) => run.trim().length >= 30);
    const html = await (await page.request.get('/business-ideas')).text();
    for (const idea of FREE) {
      expect(
        runs(idea.aiPromptTemplate).some((run) => html.includes(run)),
        `${idea.id}'s prompt is in the list`,
      ).toBe(false);
      const guide = await (await page.request.get(`/business-ideas/${idea.id}`)).text();
      expect(
        runs(idea.aiPromptTemplate).some((run) => guide.includes(run)),
        `${idea.id}'s prompt is on its page`,
      ).toBe(true);
    }
    await page.goto('/business-ideas');
    const idea = FREE[3]!;
    const trigger = page.getByRole('article', { name: idea.title }).getByRole('link', { name: 'View Complete Guide & Prompts' });
    // Straight from the keyboard (no hover first): the focus fetches it, Enter opens it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: idea.title });
    await expect(dialog.getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);
    // One level below the list's headings: the guide's title is the dialog's h2.
    await expect(dialog.getByRole('heading', { level: 2, name: idea.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    let fetched = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/business-ideas/${idea.id}`) fetched += 1;
    });
    await trigger.click();
    await expect(dialog.getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);
    await expect(dialog.getByRole('heading', { level: 2, name: idea.title })).toBeVisible();
    expect(fetched).toBe(0);
  });
});

test('a prompt that cannot be copied says so in the guide', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/business-ideas');
  await page.getByRole('article', { name: FREE[2]!.title }).getByRole('link', { name: 'View Complete Guide & Prompts' }).click();
  const dialog = page.getByRole('dialog', { name: FREE[2]!.title });
  await dialog.getByRole('button', { name: 'Copy Prompt' }).click();
  await expect(dialog.getByText('Copy failed', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Prompt' })).toBeVisible();
});

test('a visitor sees locked premium cards and is never sent premium idea text', async ({ page, request }) => {
  await page.goto('/business-ideas');
  await premiumTab(page).click();
  const panel = ideaList(page);
  await expect(panel.getByRole('article')).toHaveCount(PREMIUM.length);
  await expect(panel.getByText('Premium Access Required', { exact: true })).toHaveCount(PREMIUM.length);
  await expect(panel.getByRole('link', { name: 'View Complete Guide & Prompts' })).toHaveCount(0);
  const unlock = panel.getByRole('link', { name: 'Unlock Complete Guide - £9.99' });
  await expect(unlock).toHaveCount(PREMIUM.length);
  await expect(unlock.first()).toHaveAttribute('href', '/course/premium');
  const firstCard = panel.getByRole('article', { name: PREMIUM[0]!.title });
  await expect(firstCard.getByText(inPageCurrency(PREMIUM[0]!.potentialRevenue))).toBeVisible();

  const banner = page.getByRole('region', { name: `Unlock All ${PREMIUM.length} Premium Ideas` });
  await expect(banner.getByText('£9.99', { exact: true })).toBeVisible();
  await expect(banner.getByText('one-time payment')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout/premium-course');

  const bodies = await everythingAVisitorCanFetch(request);
  // The method finds text that is there: a free prompt is in its guide's page.
  expect(fragmentsOf(FREE[0]!.aiPromptTemplate).every((fragment) => bodies[1]!.includes(fragment))).toBe(true);
  for (const idea of PREMIUM) {
    // As written and as the page would show it (amounts in pounds): neither may reach a visitor.
    const fragments = premiumFragments(idea);
    for (const fragment of new Set([...fragments, ...fragments.map(inPageCurrency)])) {
      const leak = bodies.findIndex((body) => body.includes(fragment));
      expect(leak, `"${fragment}" of ${idea.id} was sent to a visitor`).toBe(-1);
    }
  }
});

test('after buying premium, the premium ideas open with their prompts', async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/business-ideas');
  await expect(page.getByText('Premium Access Required')).toHaveCount(0); // free tab
  await page
    .getByRole('region', { name: `Unlock All ${PREMIUM.length} Premium Ideas` })
    .getByRole('link', { name: 'Upgrade to Premium' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/premium-course$/);
  await payWithCard(page);
  await expect(page).toHaveURL(/\/course\/premium$/);

  await page.goto('/business-ideas?tab=premium');
  const panel = ideaList(page);
  await expect(panel.getByRole('article')).toHaveCount(PREMIUM.length);
  await expect(panel.getByText('Premium Access Required')).toHaveCount(0);
  await expect(panel.getByText('Premium Guide', { exact: true })).toHaveCount(PREMIUM.length);
  await expect(page.getByRole('region', { name: /Unlock All \d+ Premium Ideas/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);

  const idea = PREMIUM[PREMIUM.length - 1]!;
  await panel.getByRole('article', { name: idea.title }).getByRole('link', { name: 'View Complete Guide & Prompts' }).click();
  const dialog = page.getByRole('dialog', { name: idea.title });
  await expect(dialog.getByTestId('idea-prompt')).toHaveText(idea.aiPromptTemplate);
  await expect(dialog.getByRole('region', { name: 'Required Tools' }).getByRole('listitem')).toHaveText(idea.requiredTools);
  await expect(dialog.getByText(idea.description)).toBeVisible();

  // The same search that finds nothing for a visitor finds every premium idea for a member, on its guide's page.
  for (const premiumIdea of PREMIUM) {
    const html = await (await page.request.get(`/business-ideas/${premiumIdea.id}`)).text();
    expect(
      premiumFragments(premiumIdea).every((fragment) => html.includes(fragment)),
      premiumIdea.id,
    ).toBe(true);
  }
});
