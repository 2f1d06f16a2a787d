import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';

/**
 * Issue 43, the owner's side of offers: the owner creates a bundle of both courses in the browser (a second grant
 * added with the form's button), changes its price on the offer's page, and finds it listed with the new price.
 * Both pages' first load stays within the app budget of DESIGN §12 (e2e/byte-budgets.spec.ts measures no owner).
 */

const APP_LIMIT = 140 * 1024;
const CLIENT_DIR = join(process.cwd(), 'build', 'client');

/** The page's first-load JavaScript (gzip) as its HTML loads it: scripts, module preloads and the hydration import. */
async function firstLoad(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(m[1]!);
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0);
}

test('the owner creates a bundle offer, changes its price, and sees it listed', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const slug = `bundle-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await waitForHydration(page);

  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Title').fill('Both courses');
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('GBP (£)').fill('12');
  await form.getByLabel('USD ($), optional').fill('15');
  await form.getByLabel('Grant 1', { exact: true }).selectOption({ label: 'AI Business Starter Course' });
  await form.getByRole('button', { name: 'Add a grant' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Grant 2 added' })).toBeVisible();
  // What was typed before the add stays.
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await form.getByLabel('Grant 2', { exact: true }).selectOption({ label: 'AI Business Mastery (Premium)' });
  await form.getByRole('button', { name: 'Create offer' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/offers/${slug}\\?created=1$`));
  await expect(page.getByText('Both courses is created.')).toBeVisible();
  const editor = page.getByRole('form', { name: 'Offer' });
  await expect(editor.getByLabel('GBP (£)')).toHaveValue('12.00');
  await editor.getByLabel('GBP (£)').fill('14.50');
  await editor.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Both courses is saved.')).toBeVisible();
  // A price of nothing is refused beside its field.
  await editor.getByLabel('GBP (£)').fill('0');
  await editor.getByRole('button', { name: 'Save offer' }).click();
  await expect(editor.getByText('must be more than 0')).toBeVisible();

  await page.getByRole('link', { name: 'All offers' }).click();
  const row = page.getByRole('row').filter({ hasText: `/offer/${slug}` });
  await expect(row).toContainText('£14.50, US$15.00');
  // Left a draft: a published bundle would be on sale to every other spec's visitors on this server.
  await expect(row).toContainText('draft');
  await expect(row).toContainText('0 sold');

  for (const path of ['/admin/offers', `/admin/offers/${slug}`]) {
    const bytes = await firstLoad(page, path);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KiB of first-load JavaScript`).toBeLessThanOrEqual(APP_LIMIT);
  }
});
