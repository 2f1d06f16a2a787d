import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// Issue 19: the 30-day money-back guarantee and "Download my data", from /account. The window (30 days and
// a minute either side), someone else's purchase and the export's contents are in
// server/account/request-refund.integration.test.ts and export-account-data.integration.test.ts.

const PREMIUM_LESSON = '/course/premium-course/module/2/lesson/1';

test('a buyer gets their money back from the account page, loses the premium lessons, and downloads their data', async ({
  page,
  premiumLearner,
}) => {
  expect((await page.goto(PREMIUM_LESSON))?.status()).toBe(200);

  await page.goto('/account');
  await waitForHydration(page);
  const purchases = page.getByRole('list', { name: 'Purchases' });
  await expect(purchases.getByText(/Get your money back until/)).toBeVisible();
  await expect(purchases.getByRole('link', { name: 'refund policy' })).toHaveAttribute('href', '/refund-policy');

  // Two clicks: ask, then confirm (with an optional reason).
  await purchases.getByRole('button', { name: 'Ask for my money back' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund £9.99?' });
  // The dialog's code loads on the click: axe must not look before it is there.
  await expect(dialog).toBeVisible();
  // The page itself is in e2e/accessibility.spec.ts's list; the dialog opens only here.
  const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByLabel('What could we do better? (optional)').fill('Not the right time for me');
  await dialog.getByRole('button', { name: 'Refund £9.99' }).click();
  await expect(page.getByText(/^Refunded £9\.99 for .+ The course is closed on your account/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(purchases.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(purchases.getByRole('button', { name: 'Ask for my money back' })).toHaveCount(0);

  expect((await page.goto(PREMIUM_LESSON))?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Course Purchase Required' })).toBeVisible();

  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ai-income-academy-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: premiumLearner.email.toLowerCase(), username: premiumLearner.username });
  expect(data.purchases).toEqual([
    expect.objectContaining({ status: 'refunded', amount: 999, refundReason: expect.stringContaining('Not the right time for me') }),
  ]);
});
