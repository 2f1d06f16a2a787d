/**
 * Issue 41 item 11: an app page's scripts load after its first paint (decision 029c), so for a second or two it is
 * HTML. Nothing a person does then is lost (decision 031e): a form posts as HTML, a field typed into keeps its text
 * once the page takes over, and a control only a script drives is disabled and reads "Loading…" until it works.
 * Each test holds the page's JavaScript requests, acts, then lets them through.
 */
import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';
import type { Page, Route } from '@playwright/test';

/** Holds every script the page asks for until `release()`; what it asks for after passes at once. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('/account before its scripts: money back says Loading… then opens, a settings form posts as HTML', async ({
  page,
  premiumLearner,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/account');
  const purchases = page.getByRole('list', { name: 'Purchases' });
  const pending = purchases.getByRole('button', { name: 'Loading…' });
  await expect(pending).toBeDisabled();
  await pending.click({ force: true });

  // A plain form works without its code: the username form posts and the server's page answers.
  const username = `renamed_${randomUUID().slice(0, 8)}`;
  await page.getByLabel('New username').fill(username);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText(`Your username is now ${username}.`)).toBeVisible();
  expect(premiumLearner.username).not.toBe(username);

  await scripts.release();
  await waitForHydration(page);
  const moneyBack = purchases.getByRole('button', { name: 'Ask for my money back' });
  await expect(moneyBack).toBeEnabled();
  await moneyBack.click();
  await expect(page.getByRole('alertdialog', { name: /^Refund / })).toBeVisible();
});

test("the studio before its scripts: a lesson's title typed then is kept and saved", async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const slug = `before-scripts-${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/admin/content/lessons', {
    data: { slug, courseId: 'free-course', title: 'A draft lesson', module: 9, order: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const scripts = await holdScripts(page);
  await page.goto(`/admin/content/lessons/${id}`);
  const title = page.locator('#field-title');
  await title.fill('Pricing your first AI service');
  // The publishing controls need the editor's code: they say so until it is here.
  await expect(page.getByRole('button', { name: 'Loading…' }).first()).toBeDisabled();

  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled();
  await expect(title).toHaveValue('Pricing your first AI service');
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/content/lessons/${id}`)).json()) as { title?: string }).title)
    .toBe('Pricing your first AI service');
  await expect(title).toHaveValue('Pricing your first AI service');
});

test('/admin/courses before its scripts: a new course typed then is created by the form posting as HTML', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const slug = `before-scripts-course-${randomUUID().slice(0, 8)}`;
  const scripts = await holdScripts(page);
  try {
    await page.goto('/admin/courses');
    const form = page.getByRole('form', { name: 'New course' });
    await form.getByLabel('Title').fill('Selling AI headshots');
    await form.getByLabel('Address').fill(slug);
    await form.getByLabel('Description').fill('From the first client to the tenth.');
    await form.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses\\?edit=${slug}$`));
    await expect(page.getByRole('form', { name: 'Edit Selling AI headshots' })).toBeVisible();
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByRole('form', { name: 'Edit Selling AI headshots' }).getByLabel('Title')).toHaveValue('Selling AI headshots');
  } finally {
    // A draft nobody else sees; archived so the owner's list stays as other specs expect it.
    expect((await page.request.patch(`/api/admin/courses/${slug}`, { data: { status: 'archived' } })).ok()).toBe(true);
  }
});
