import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { buyPremium, E2E_OWNER, newUser, signIn, signUp } from './support';

const ARTICLE = '/blog/ai-business-ideas-for-beginners';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Issue 30's journey: a visitor arrives on a reading page from another site with a UTM source, signs up and
 * buys with the test card; the owner then finds that source in the funnel with the sign-up, the purchase and
 * its revenue (within the 10 seconds views take to be written). A bot's visit under another source never shows.
 */
test('a visit from a campaign, a sign-up and a purchase show in the funnel under its source; a bot’s visit does not', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const source = `e2e-${randomUUID().slice(0, 8)}`;
  const viewport = test.info().project.use.viewport ?? undefined;
  // Every test's browser shares this address and user agent, so all would be one visitor a day: this one's own
  // user agent (still a browser's) makes it a visitor of its own.
  const userAgent = `${test.info().project.use.userAgent ?? 'Mozilla/5.0 Chrome/131.0.0.0'} Visitor/${source}`;
  const visitorContext = await browser.newContext({ baseURL, viewport, userAgent });
  const ownerContext = await browser.newContext({ baseURL, viewport });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${ARTICLE}?utm_source=${source}&utm_campaign=launch`, { referer: 'https://news.example.com/item?id=1' });
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await signUp(visitor, newUser());
    await expect(visitor).not.toHaveURL(/\/signup/);
    await buyPremium(visitor);

    const bot = await visitorContext.request.get(`${ARTICLE}?utm_source=${source}-bot`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(bot.status()).toBe(200);

    const page = await ownerContext.newPage();
    await page.goto('/login');
    await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
    await expect(page).toHaveURL(/\/$/);
    let body: {
      sources: Array<{ value: string }>;
      campaigns: Array<{ value: string }>;
      funnel: { bySource: Array<{ source: string; visits: number; signups: number; checkoutOpened: number; purchased: number }> };
    } = { sources: [], campaigns: [], funnel: { bySource: [] } };
    await expect
      .poll(
        async () => {
          body = await (await page.request.get('/api/admin/analytics')).json();
          return body.funnel.bySource.find((row) => row.source === source);
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toMatchObject({ visits: 1, signups: 1, checkoutOpened: 1, purchased: 1 });
    expect(body.sources.map((row) => row.value)).not.toContain(`${source}-bot`);
    expect(body.funnel.bySource.map((row) => row.source)).not.toContain(`${source}-bot`);

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 20_000 });
    const row = page.getByRole('region', { name: 'Funnel by source table' }).getByRole('row').filter({ hasText: source });
    await expect(row).toContainText('£9.99');
    await expect(page.getByRole('region', { name: 'Referrers table' })).toContainText('news.example.com');
  } finally {
    await visitorContext.close();
    await ownerContext.close();
  }
});
