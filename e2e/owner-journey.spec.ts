import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { emailsTo } from '../test/outbox';
import { waitForHydration } from './hydration';
import { buyPremium, E2E_OWNER, newUser, openUserMenu, signIn, signUpByApi } from './support';

// The e2e server has no SMTP_URL, so it writes every message into DATA_DIR/outbox (playwright.config.ts names the folder).
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const PREMIUM_LESSON = '/course/premium-course/module/2/lesson/1';

/**
 * Issue 13's owner journey, at both widths: the owner (made with `npm run owner -- grant` by
 * e2e/start-test-server.mjs, as docs/owner-guide.md tells a newcomer) finds the sale a learner just made with the
 * test card, refunds it after a confirmation naming the learner and the amount, and the learner loses the
 * course at once and gets the refund email; the audit log shows the refund.
 */
test('the owner sees a test-card sale, refunds it, and the learner loses the course', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const viewport = test.info().project.use.viewport ?? undefined;
  const learnerContext = await browser.newContext({ baseURL, viewport });
  const ownerContext = await browser.newContext({ baseURL, viewport });
  try {
    const learnerPage = await learnerContext.newPage();
    const learner = await signUpByApi(learnerPage, newUser());
    await learnerPage.goto('/checkout/premium-course');
    await buyPremium(learnerPage);
    await learnerPage.goto(PREMIUM_LESSON);
    await expect(learnerPage.getByRole('heading', { level: 1 })).not.toHaveText('Course Purchase Required');

    const page = await ownerContext.newPage();
    await page.goto('/login');
    await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
    await expect(page).toHaveURL(/\/$/);
    const menu = await openUserMenu(page, E2E_OWNER.username);
    await menu.getByRole('menuitem', { name: 'Admin' }).click();
    // The first visit loads the area's route modules (React Router discovers routes lazily): allow for a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 20_000 });
    // Issue 41: every section of the area is on screen at 1024 px and wider, none past the edge of a sideways strip.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveCount(20);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // One round trip per width: the sections whose link is not wholly inside the window.
      const offScreen = await nav.evaluate(
        (element, right) =>
          [...element.querySelectorAll('a')]
            .filter((a) => a.getBoundingClientRect().left < 0 || a.getBoundingClientRect().right > right)
            .map((a) => a.textContent),
        width,
      );
      expect(offScreen, `sections off screen at ${width} px`).toEqual([]);
    }
    if (viewport) await page.setViewportSize(viewport);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Purchases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Email or payment id').fill(learner.email);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('region', { name: 'Purchases' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(learner.email.toLowerCase());
    await expect(table).toContainText('£9.99');
    await expect(table).toContainText('paid');

    await waitForHydration(page);
    await table.getByRole('button', { name: `Refund £9.99 to ${learner.email.toLowerCase()}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Refund £9.99 to ${learner.email.toLowerCase()}?` });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // Signed in just now: no password needed.
    await dialog.getByRole('button', { name: 'Refund £9.99' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Refunded £9.99' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(table).toContainText('refunded');

    // The course is closed for the learner at once, and the refund email is queued.
    await learnerPage.goto(PREMIUM_LESSON);
    await expect(learnerPage.getByRole('heading', { name: 'Course Purchase Required' })).toBeVisible();
    await expect
      .poll(() => emailsTo(OUTBOX, learner.email).some((mail) => mail.subject.startsWith('Your refund')), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('purchase.refund');
  } finally {
    await learnerContext.close();
    await ownerContext.close();
  }
});
