import { expect, request as newRequest, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { buyPremiumByApi, E2E_OWNER, newUser, signUpByApi } from './support';

/**
 * Issue 30's referral journey: learner A copies their link, visitor B arrives through it, signs up and buys
 * (through the API, in B's browser, so the referral marker goes with them), A sees the purchase and the
 * commission (20 % of £9.99 without its VAT, the default terms), the owner refunds B, and A's earnings go back.
 */
test('a referred purchase earns the referrer a commission that a refund takes back', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const viewport = test.info().project.use.viewport ?? undefined;
  const referrerContext = await browser.newContext({ baseURL, viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  const visitorContext = await browser.newContext({ baseURL, viewport });
  const owner = await newRequest.newContext({ baseURL });
  try {
    const a = await referrerContext.newPage();
    await signUpByApi(a);
    await a.goto('/account/referrals');
    await expect(a.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await waitForHydration(a);
    const link = await a.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/r\/[a-z0-9]{10}$/);
    await a.getByRole('button', { name: 'Copy link' }).click();
    await expect(a.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const b = await visitorContext.newPage();
    await b.goto(new URL(link).pathname);
    await expect(b).toHaveURL(/\/$/);
    const buyer = await signUpByApi(b, newUser());
    await buyPremiumByApi(b.request);

    await a.reload();
    const figure = (label: string) => a.locator(`[data-figure="${label}"]`);
    await expect(figure('Clicks')).toHaveText('1');
    await expect(figure('Sign-ups')).toHaveText('1');
    await expect(figure('Purchases')).toHaveText('1');
    await expect(figure('Earned')).toHaveText('£1.66');
    await a.screenshot({ path: test.info().outputPath('referrals-earned.png'), fullPage: true });

    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const found = await owner.get(`/api/admin/purchases?q=${encodeURIComponent(buyer.email)}`);
    const [purchase] = (await found.json()).rows;
    const refunded = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, { data: { password: E2E_OWNER.password } });
    expect(refunded.status(), await refunded.text()).toBe(200);

    await a.reload();
    await expect(figure('Purchases')).toHaveText('0');
    await expect(figure('Earned')).toHaveText('£0.00');
    await expect(a.getByText('Reversed (refunded or disputed)')).toBeVisible();
  } finally {
    await owner.dispose();
    await referrerContext.close();
    await visitorContext.close();
  }
});
