import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './hydration';
import { E2E_OWNER, signUpByApi } from './support';

/**
 * Issue 44, subscribing with the local gateway on the built server: the owner makes a subscription offer (a month or a
 * year), a trial offer and a payment plan through the owner API; a learner subscribes monthly with 4242 in the
 * browser and lands on the course with access. The checkout states each offer's terms and names its button; the
 * switch between month and year works before the page's scripts. What this file publishes is archived at its end
 * (it runs among the CONTENT_CHANGES files: a published offer changes what other files list).
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const made: string[] = [];
const ids: Record<'monthly' | 'trial' | 'plan', string> = { monthly: '', trial: '', plan: '' };

async function ownerRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  return context.request;
}

/** Set SHOTS_DIR to keep the checkout pages at 1280 and 375 px. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async ({ browser }) => {
  const owner = await ownerRequest(browser);
  const grants = [{ type: 'course', courseId: 'premium-course' }];
  const prices = {
    monthly: { type: 'subscription', amounts: { month: { GBP: 1900 }, year: { GBP: 19000 } } },
    trial: { type: 'subscription', amounts: { month: { GBP: 1900 } }, trialDays: 7 },
    plan: { type: 'payment_plan', amounts: { GBP: 4000 }, instalments: 3 },
  };
  for (const key of ['monthly', 'trial', 'plan'] as const) {
    const created = await owner.post('/api/admin/offers', {
      data: { title: `Club ${key} ${run}`, slug: `club-${key}-${run}`, status: 'published', price: prices[key], grants },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids[key] = ((await created.json()) as { id: string }).id;
    made.push(ids[key]);
  }
});

test.afterAll(async ({ browser }) => {
  const owner = await ownerRequest(browser);
  for (const id of made) await owner.patch(`/api/admin/offers/${id}`, { data: { status: 'archived' } });
});

test('a learner subscribes monthly with 4242 in the browser and lands on the course with access', async ({ page }) => {
  await signUpByApi(page);
  await page.goto(`/checkout/offer/${ids.monthly}?interval=month`);
  const terms = page.getByRole('navigation', { name: 'Billing period' });
  await expect(terms.getByText('£19.00 / month')).toBeVisible();
  await expect(terms.getByRole('link', { name: 'or £190.00 / year' })).toBeVisible();
  await expect(page.getByText('£19.00 today, then £19.00 every month until you cancel — cancel any time from your account.')).toBeVisible();
  await expect(page.getByText(/covers your first payment only/)).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await shots(page, 'checkout-subscription');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { access: { courseIds: string[] } } };
  expect(me.user.access.courseIds).toContain('premium-course');
  // Subscribed: the checkout sends them on rather than take a second subscription.
  await page.goto(`/checkout/offer/${ids.monthly}?interval=year`);
  await expect(page).toHaveURL(/\/course\/premium$/);
});

test('the switch to a year works before the page has its scripts', async ({ page }) => {
  await signUpByApi(page);
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto(`/checkout/offer/${ids.monthly}`);
  await page.getByRole('link', { name: 'or £190.00 / year' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/offer/${ids.monthly}\\?interval=year$`));
  await expect(page.getByRole('navigation', { name: 'Billing period' }).getByText('£190.00 / year')).toBeVisible();
  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await waitForHydration(page);
  await expect(
    page.getByText('£190.00 today, then £190.00 every year until you cancel — cancel any time from your account.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a trial starts with a card and no charge; a payment plan states its payments', async ({ page }) => {
  await signUpByApi(page);
  await page.goto(`/checkout/offer/${ids.trial}`);
  await expect(
    page.getByText('7 days free, then £19.00 a month until you cancel — cancel any time from your account.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  await shots(page, 'checkout-trial');
  // The card is checked and kept, nothing is charged, and the trial gives access at once.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('Your free trial has started', { exact: true })).toBeVisible();

  await page.goto(`/checkout/offer/${ids.plan}`);
  await expect(
    page.getByText('3 monthly payments of £40.00 (£120.00 in all); access for life once all are paid.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay the first instalment' })).toBeVisible();
  await shots(page, 'checkout-plan');
});
