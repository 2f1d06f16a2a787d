import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { emailsTo } from '../test/outbox';
import { waitForHydration } from './hydration';
import { buyPremiumByApi, signUpByApi, verifyEmailFromOutbox, type TestUser } from './support';

// Issue 28: a buyer starts a mastermind thread, another buyer answers it, and a free learner gets the member
// area's purchase screen and sees none of it. Set-up goes through the API; the details (moderation, refunds,
// limits) are in server/community/community.integration.test.ts.
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function visitor(browser: Browser, premium: boolean): Promise<{ page: Page; user: TestUser }> {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpByApi(page);
  if (premium) await buyPremiumByApi(page.request);
  return { page, user };
}

test('a buyer starts a mastermind thread that another buyer answers; a free learner cannot see it', async ({ browser }) => {
  // Three browsers on a shared two-core machine: more than the default 30 seconds.
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const title = `Landed my first retainer ${run}`;
  const body = `Three months at **£400** a month ${run}`;
  const answer = `Congratulations! How did you pitch it? ${run}`;

  // Ana finds the community from the member area and starts a thread in Wins.
  const ana = await visitor(browser, true);
  // Reply emails go only to confirmed addresses (issue 26 item 15).
  await verifyEmailFromOutbox(ana.page, ana.user.email);
  await ana.page.goto('/premium');
  await ana.page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Community' }).click();
  await expect(ana.page.getByRole('heading', { level: 1, name: 'The mastermind community' })).toBeVisible();
  await waitForHydration(ana.page);
  await ana.page.getByLabel('Category').selectOption({ label: 'Wins' });
  await ana.page.getByLabel('Title').fill(title);
  await ana.page.getByLabel('Your post').fill(body);
  await ana.page.getByRole('button', { name: 'Start the thread' }).click();
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ana.page).toHaveURL(/\/premium\/community\/[0-9a-f-]{36}$/);
  const threadPath = new URL(ana.page.url()).pathname;
  await expect(ana.page.locator('strong', { hasText: '£400' })).toBeVisible();

  // Ben, another buyer, finds it under Wins and answers.
  const ben = await visitor(browser, true);
  await ben.page.goto('/premium/community?category=wins');
  await ben.page.getByRole('link', { name: title }).click();
  await expect(ben.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(ben.page);
  await ben.page.getByLabel('Your reply').fill(answer);
  await ben.page.getByRole('button', { name: 'Post reply' }).click();
  await expect(ben.page.getByRole('list', { name: 'Replies' }).locator('p', { hasText: answer })).toBeVisible();
  await expect(ben.page.getByRole('heading', { name: '1 reply' })).toBeVisible();

  // Ana sees the answer counted in the list, and gets the reply email naming her thread.
  await ana.page.goto('/premium/community');
  await expect(ana.page.getByRole('listitem').filter({ hasText: title }).getByText('1 reply')).toBeVisible();
  await expect
    .poll(() => emailsTo(OUTBOX, ana.user.email).filter((m) => m.subject.includes('replied to your thread')).length, { timeout: 15_000 })
    .toBe(1);
  const email = emailsTo(OUTBOX, ana.user.email).find((m) => m.subject.includes('replied to your thread'))!;
  expect(email.subject).toBe(`${ben.user.username} replied to your thread “${title}”`);
  expect(email.text).toContain(`${threadPath}#comment-`);

  // Cy, a free learner: the member area's purchase screen (403) on the list and the thread, and not a word of it.
  const cy = await visitor(browser, false);
  for (const path of ['/premium/community', threadPath]) {
    const response = await cy.page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(cy.page.getByRole('heading', { name: 'Course Purchase Required' })).toBeVisible();
    await expect(cy.page.getByText(title)).toHaveCount(0);
    await expect(cy.page.getByText(answer)).toHaveCount(0);
  }
  for (const path of ['/community', '/dashboard', '/search?q=retainer']) {
    await cy.page.goto(path);
    await expect(cy.page.getByText(title), path).toHaveCount(0);
  }
  const api = await cy.page.request.get(`/api/community/threads/${threadPath.split('/').at(-1)}`);
  expect(api.status()).toBe(403);
  expect(await api.text()).not.toContain(run);
});
