import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { emailsTo } from '../test/outbox';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';

/**
 * Issue 15: the Help Center answers and filters, and a visitor who is still stuck reaches the owner
 * through /contact (with and without JavaScript); the owner reads the message in /admin/messages and marks
 * it handled. The details (emails' headers, spam defences, rate limit, bad input) are in
 * server/contact/contact.integration.test.ts.
 */

// The e2e server has no SMTP_URL, so it writes every message into DATA_DIR/outbox (playwright.config.ts names the folder).
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
/** A form sent back sooner than server/contact/contact-form-token.ts's MIN_FILL_MS is a robot's, silently dropped. */
const WRITING_TIME_MS = 3_500;

async function fillContactForm(page: Page, fields: { email: string; message: string }) {
  await page.getByLabel('Your name').fill('Grace Visitor');
  await page.getByLabel('Your email').fill(fields.email);
  await page.getByLabel('Subject').selectOption({ label: 'Payment, receipt or refund' });
  await page.getByLabel('Message').fill(fields.message);
  // A person takes longer than the minimum to write; the test waits for that instead of faking the server's clock.
  await page.waitForTimeout(WRITING_TIME_MS);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test('the Help Center opens an answer by its anchor and filters the questions', async ({ page }) => {
  await page.goto('/help#how-much-to-start');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.locator('#how-much-to-start')).toBeInViewport();
  await waitForHydration(page);

  const filter = page.getByRole('searchbox', { name: 'Filter the help questions' });
  await filter.fill('zapier');
  await expect(page.getByRole('status').filter({ hasText: /\d+ of \d+ questions match/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Zapier, Make or n8n: which automation tool should I learn first?' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'How much money do I need to start?' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact us' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('a visitor sends the contact form; the owner reads it in /admin/messages and marks it handled', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `contact-${stamp}@e2e.example`;
  const message = `I paid twice for the premium course, can you check? (${stamp})`;

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await waitForHydration(page);
  await fillContactForm(page, { email, message });
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect.poll(() => emailsTo(OUTBOX, email).map((mail) => mail.subject)).toEqual(['We received your message to AI Income Academy']);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const login = await owner.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  await owner.goto('/admin/messages');
  const card = owner.getByRole('article').filter({ hasText: message });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Payment, receipt or refund');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Marked handled.' })).toBeVisible();
  await expect(owner.getByRole('article').filter({ hasText: message })).toHaveCount(0);
  await owner.getByRole('link', { name: /^Handled/ }).click();
  await expect(owner.getByRole('article').filter({ hasText: message })).toContainText('Handled');
  await ownerContext.close();
});

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `contact-nojs-${Date.now()}@e2e.example`;
  await page.goto('/contact');
  await fillContactForm(page, { email, message: 'Sent from a browser without JavaScript, does it arrive?' });
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect.poll(() => emailsTo(OUTBOX, email)).toHaveLength(1);
  await context.close();
});
