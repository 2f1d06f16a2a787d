import { request as newRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoViolations } from './axe-scan';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { E2E_OWNER, payWithCard, signUpByApi } from './support';

/**
 * Issue 31's second price: the owner sells the premium course in euros too. It changes the shared server while it
 * lasts (the currency picker on /courses, a German browser's prices), so it runs with the files that change it, after
 * every other file (playwright.config.ts); invoices.spec.ts, which only buys, runs with the rest.
 */

/** The owner sets the premium course's prices through the API (issue 31); the returned function puts pounds alone back. */
async function sellInEuros(baseURL: string): Promise<() => Promise<void>> {
  const owner: APIRequestContext = await newRequest.newContext({ baseURL });
  const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const put = (prices: Record<string, number>) => owner.put('/api/admin/prices', { data: { courses: { 'premium-course': prices } } });
  expect((await put({ GBP: 999, EUR: 1199 })).status()).toBe(200);
  return async () => {
    expect((await put({ GBP: 999 })).status()).toBe(200);
    await owner.dispose();
  };
}

/** A first visit from a German browser, anonymous: the page as the cache answers it, and whether it was a hit. */
async function germanVisit(browser: Browser, path: string, cookie?: string) {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    // The request API sends no Accept-Language of its own: the one a German Chromium sends.
    const headers = { 'accept-language': 'de-DE,de;q=0.9', ...(cookie ? { cookie } : {}) };
    const response = await context.request.get(path, { headers });
    return { hit: response.headers()['x-page-cache'], html: await response.text() };
  } finally {
    await context.close();
  }
}

/**
 * German visits to /courses, one per cookie given, made again (up to five times) until the last is answered from the
 * cache: the studio's journeys, running beside this file, publish and so empty the cache at any moment (once in CI
 * between the second and third visit).
 */
async function lastFromCache(browser: Browser, cookies: (string | undefined)[]) {
  for (let attempt = 1; ; attempt++) {
    let last: Awaited<ReturnType<typeof germanVisit>> | undefined;
    for (const cookie of cookies) last = await germanVisit(browser, '/courses', cookie);
    if (last?.hit === 'HIT' || attempt === 5) return last!;
  }
}

test('a visitor from Germany sees euros, switches to pounds with the picker, and buys in euros with German VAT inside', async ({
  browser,
  baseURL,
}) => {
  const restore = await sellInEuros(baseURL!);
  try {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/courses');
    await expect(page.getByText('Premium · €11.99 one-time')).toBeVisible();
    await page.goto('/course/premium');
    await expect(page.getByRole('link', { name: 'Enroll Now for €11.99' })).toBeVisible();
    // The picker beside every price (issue 41), here as on /courses below.
    await expect(page.getByLabel('Prices in')).toHaveValue('EUR');

    // The picker (a form, no JavaScript on this page): pounds from now on, for this visitor only.
    await page.goto('/courses');
    await expect(page.getByLabel('Prices in')).toHaveValue('EUR');
    // Only this journey shows the picker (a second price on the shared server): axe in both themes, and no
    // sideways scrolling on a phone's width.
    await expectNoViolations(page, '/courses with the currency picker');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    // SHOTS_DIR keeps the page with its picker at both widths, to look at.
    for (const width of process.env.SHOTS_DIR ? [375, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/courses-picker-${width}.png` });
    }
    await page.getByLabel('Prices in').selectOption('GBP');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Premium · £9.99 one-time')).toBeVisible();
    await expect(page.getByLabel('Prices in')).toHaveValue('GBP');
    const chosen = (await context.cookies()).find((c) => c.name === 'currency');
    expect(chosen?.value).toBe('GBP');
    // The cached copies stay apart: a fresh German visitor gets euros from the cache, the one who chose pounds pounds.
    const fresh = await lastFromCache(browser, [undefined, 'currency=GBP', undefined]);
    expect(fresh.hit).toBe('HIT');
    expect(fresh.html).toContain('€11.99');
    expect(fresh.html).not.toContain('£9.99');
    const pounds = await lastFromCache(browser, [undefined, 'currency=GBP', 'currency=GBP']);
    expect(pounds.hit).toBe('HIT');
    expect(pounds.html).toContain('£9.99');
    expect(pounds.html).not.toContain('€11.99');
    await context.close();

    // A German buyer (no choice made) pays in euros: the price shown, VAT 19 % inside it, is what is charged and invoiced.
    const buyer = await browser.newContext({ locale: 'de-DE' });
    const checkout = await buyer.newPage();
    await signUpByApi(checkout);
    const listed = (await (await checkout.request.get('/api/prices?currency=EUR&country=DE')).json()).courses['premium-course'];
    expect(listed).toMatchObject({ amount: 1199, currency: 'EUR', taxRate: 1900 });
    const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
    await checkout.goto('/checkout/premium-course');
    await waitForHydration(checkout);
    // Germany already, from the same browser language that chose euros (issue 41: it was the UK, with its 20 %).
    await expect(checkout.getByLabel('Country where you live')).toHaveValue('DE');
    await expect(checkout.getByLabel('Prices in')).toHaveValue('EUR');
    const summary = checkout.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('VAT 19 %')).toBeVisible();
    await expect(summary.getByText(euros(listed.tax))).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Pay €11.99' })).toBeVisible();
    await checkout.screenshot({ path: test.info().outputPath('checkout-in-euros.png'), fullPage: true });
    for (const width of process.env.SHOTS_DIR ? [375, 1280] : []) {
      await checkout.setViewportSize({ width, height: 900 });
      await checkout.screenshot({ path: `${process.env.SHOTS_DIR}/checkout-in-euros-${width}.png`, fullPage: true });
    }
    await payWithCard(checkout);
    await expect(checkout).toHaveURL(/\/course\/premium$/);
    await checkout.goto('/account');
    const invoices = checkout.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByText(`VAT 19 %: ${euros(listed.tax)}`)).toBeVisible();
    await expect(invoices.getByText('€11.99')).toBeVisible();
    await buyer.close();
  } finally {
    await restore();
  }
});
