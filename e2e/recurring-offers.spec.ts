import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';

/**
 * Issue 44, the owner's side of recurring offers on the built server: the owner prices an offer by subscription in
 * the offer editor; a visitor reads a subscription's and a payment plan's sales pages (still no framework script):
 * the price in words, a checkout link per period, and the terms (trial, renewal until cancelled, cancelling from the
 * billing page, the guarantee on the first payment only, a plan's access for life). The offers are archived at the
 * end: a published one would be on sale to every other spec's visitors on this server.
 */

/** DESIGN §12's app budget; e2e/byte-budgets.spec.ts measures no owner page, so the owner's new page is measured here. */
const APP_LIMIT = 140 * 1024;

/** The page's first-load JavaScript (gzip) as its HTML loads it, as e2e/offers-admin.spec.ts measures it. */
async function firstLoad(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(m[1]!);
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(process.cwd(), 'build', 'client', file))).length, 0);
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInOwner(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
}

test('the owner prices an offer by subscription in the editor; its sales page offers each period and says the terms', async ({ page }) => {
  await signInOwner(page.request);
  const slug = unique('club');
  await page.goto('/admin/offers');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Title').fill('The club');
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('radio', { name: 'Subscription' }).check();
  // Only the chosen type's fields show.
  await expect(form.getByLabel('GBP (£)', { exact: true })).toBeHidden();
  await form.getByLabel('GBP per month (£)').fill('19');
  await form.getByLabel('GBP per year (£)').fill('190');
  await form.getByLabel('Free trial in days (optional)').fill('400');
  await form.getByLabel('Grant 1', { exact: true }).selectOption({ label: 'Member area' });
  await form.getByRole('button', { name: 'Create offer' }).click();
  // A trial past a year is refused beside its field.
  await expect(form.getByText('must be at most 365')).toBeVisible();
  await form.getByLabel('Free trial in days (optional)').fill('7');
  await form.getByRole('button', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/offers/${slug}\\?created=1$`));
  await expect(page.getByText('Price: £19.00 / month or £190.00 / year · 7-day free trial')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Offer' }).getByLabel('GBP per year (£)')).toHaveValue('190.00');

  try {
    const response = await page.request.get(`/offer/${slug}`);
    expect(await response.text()).not.toContain('__reactRouterContext');
    await page.goto(`/offer/${slug}`);
    await expect(page.getByTestId('offer-price')).toHaveText('£19.00 / month or £190.00 / year · 7-day free trial');
    await expect(page.getByRole('link', { name: 'Start free, then £19.00 / month' })).toHaveAttribute(
      'href',
      `/checkout/offer/${slug}?interval=month`,
    );
    await expect(page.getByRole('link', { name: 'Start free, then £190.00 / year' })).toHaveAttribute(
      'href',
      `/checkout/offer/${slug}?interval=year`,
    );
    const terms = page.getByTestId('offer-terms');
    await expect(terms).toContainText('nothing is charged until the trial ends, 7 days after you subscribe');
    await expect(terms).toContainText('renews each month or each year at the same price until you cancel');
    await expect(terms).toContainText("cancel any time from your account's billing page");
    await expect(terms).toContainText('The 30-day money-back guarantee covers your first payment only.');
  } finally {
    await page.request.patch(`/api/admin/offers/${slug}`, { data: { status: 'archived' } });
  }
});

test('a payment plan’s sales page: the instalments, the total, one checkout link and access for life', async ({ page }) => {
  await signInOwner(page.request);
  const slug = unique('plan');
  const created = await page.request.post('/api/admin/offers', {
    data: {
      title: 'The course in three payments',
      slug,
      status: 'published',
      price: { type: 'payment_plan', instalments: 3, amounts: { GBP: 4000 } },
      grants: [{ type: 'course', courseId: 'premium-course' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/offer/${slug}`);
    await expect(visitor.getByTestId('offer-price')).toHaveText('3 monthly payments of £40.00 (£120.00 in all)');
    await expect(visitor.getByRole('link', { name: 'Start the plan: £40.00 today' })).toHaveAttribute(
      'href',
      `/checkout/offer/${slug}?interval=month`,
    );
    await expect(visitor.getByTestId('offer-terms')).toContainText('access for life once all 3 payments are made');
    await expect(visitor.getByTestId('offer-terms')).toContainText('covers your first payment only');
    await visitor.close();
  } finally {
    await page.request.patch(`/api/admin/offers/${slug}`, { data: { status: 'archived' } });
  }
});

test('the owner’s subscriptions page filters by status, and its first load stays within the app budget', async ({ page }) => {
  await signInOwner(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Recurring revenue' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const filters = page.getByRole('search').filter({ has: page.getByLabel('Status') });
  await filters.getByLabel('Status').selectOption('past_due');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=past_due/);
  await expect(page.getByLabel('Status')).toHaveValue('past_due');
  // The statuses are a plain list: the page does not bring the schemas' zod into the browser (it weighed 159 KiB).
  expect(await firstLoad(page, '/admin/subscriptions')).toBeLessThanOrEqual(APP_LIMIT);
});
