import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_OWNER, payWithCard, signUpByApi } from './support';

/** The owner creates a code through the API (the owner's page is scanned by the shared suites). */
async function createCode(baseURL: string, fields: Record<string, unknown>): Promise<string> {
  const owner: APIRequestContext = await newRequest.newContext({ baseURL });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const created = await owner.post('/api/admin/coupons', { data: fields });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).code;
  } finally {
    await owner.dispose();
  }
}

/** A code name no other run or width uses. */
const fresh = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a buyer arrives with ?code=, sees the discounted total and pays it with the local card form', async ({ page, baseURL }) => {
  const code = await createCode(baseURL!, { code: fresh('spring'), percentOff: 20 });
  await signUpByApi(page);

  await page.goto(`/checkout/premium-course?code=${code.toLowerCase()}`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(summary.getByText(`Discount (code ${code})`)).toBeVisible();
  await expect(summary.getByText('-£2.00')).toBeVisible();
  // The total row (a United States browser is billed without VAT, so a Net row shows £7.99 too).
  await expect(summary.getByText('Total (one-time)').locator('..')).toContainText('£7.99');
  await page.screenshot({ path: test.info().outputPath('checkout-with-code.png'), fullPage: true });

  await payWithCard(page);
  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();

  await page.goto('/account#purchases');
  const purchases = page.getByRole('list', { name: 'Purchases' });
  await expect(purchases).toContainText('£7.99');
  await expect(purchases).toContainText(`£9.99 less £2.00 (code ${code})`);
});

test('a 100 % code enrols without a card on "Enrol for free", never on opening the page; a wrong code is named beside the field', async ({
  page,
  baseURL,
}) => {
  const code = await createCode(baseURL!, { code: fresh('gift'), percentOff: 100, maxRedemptions: 1 });
  await signUpByApi(page);

  // Arriving with the code (a plain GET, a link in an email) shows a £0 order and enrols nobody (issue 26 §13).
  await page.goto(`/checkout/premium-course?code=${code}`);
  const enrol = page.getByRole('button', { name: 'Enrol for free' });
  await expect(enrol).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('£0.00').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checkout-free.png'), fullPage: true });
  expect((await (await page.request.get('/api/auth/me')).json()).user.hasPremiumAccess).toBe(false);
  await page.reload();
  await expect(enrol).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user.hasPremiumAccess).toBe(false);

  await page.goto('/checkout/premium-course');
  await page.getByRole('button', { name: 'Have a code?' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is no code NOT-A-CODE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay £9.99' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(enrol).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user.hasPremiumAccess).toBe(false);
  await enrol.click();
  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('You have full access')).toBeVisible();
});
