import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { emailsTo } from '../test/outbox';
import { waitForHydration } from './hydration';
import { E2E_OWNER, signUpByApi, verifyEmailFromOutbox, type TestUser } from './support';

// Issue 15: two learners and the owner hold a conversation under a lesson. Everything but the journey
// (set-up, sign-in) goes through the API; the details are in server/discussions/discussions.integration.test.ts.
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const LESSON = '/course/free-course/module/1/lesson/1';

async function learnerPage(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const page = await (await browser.newContext()).newPage();
  return { page, user: await signUpByApi(page) };
}

/** The comment (article) whose text contains `text`. */
const comment = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).first();

async function post(page: Page, label: string, text: string, submit: string, within = page.locator('body')) {
  await within.getByLabel(label).fill(text);
  await within.getByRole('button', { name: submit }).click();
}

test('two learners discuss a free lesson, the owner replies as Instructor and hides a reported comment; the reply email arrives', async ({
  browser,
}) => {
  // Three browsers and a dozen round trips on a shared two-core machine: more than the default 30 seconds.
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const question = `How do I price my first AI service? ${run}`;
  const reply = `Start small and **raise** it later ${run}`;
  const spam = `Buy followers cheap ${run}`;

  const ana = await learnerPage(browser);
  // Reply emails go only to confirmed addresses (issue 26 item 15).
  await verifyEmailFromOutbox(ana.page, ana.user.email);
  await ana.page.goto(`${LESSON}#discussion`);
  await waitForHydration(ana.page);
  await post(ana.page, 'Your question or comment', question, 'Post comment');
  await expect(comment(ana.page, question)).toBeVisible();

  const ben = await learnerPage(browser);
  await ben.page.goto(`${LESSON}#discussion`);
  await waitForHydration(ben.page);
  const anasComment = comment(ben.page, question);
  await anasComment.getByText('Reply', { exact: true }).click();
  await post(ben.page, 'Your reply', reply, 'Post reply', anasComment);
  // Rendered formatting: the bold part is bold, the markers are gone.
  await expect(
    ben.page
      .getByRole('article')
      .filter({ hasText: `Start small and raise it later ${run}` })
      .locator('strong'),
  ).toHaveText('raise');
  await post(ben.page, 'Your question or comment', spam, 'Post comment');
  // Posted (not only sent) before Ana reloads to see it.
  await expect(comment(ben.page, spam)).toBeVisible();

  // Ana reports Ben's second comment, once, with a reason.
  await ana.page.reload();
  await waitForHydration(ana.page);
  const spamForAna = comment(ana.page, spam);
  await spamForAna.getByText('Report', { exact: true }).click();
  await spamForAna.getByLabel('Why should the owners look at this comment?').fill('Advertising, not a question');
  await spamForAna.getByRole('button', { name: 'Send report' }).click();
  await expect(spamForAna.getByText('the owners will look at this comment')).toBeVisible();

  // The owner replies under Ana's question with the Instructor badge.
  const owner = await (await browser.newContext()).newPage();
  const login = await owner.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  await owner.goto(`${LESSON}#discussion`);
  await waitForHydration(owner);
  const thread = comment(owner, question);
  await thread.getByText('Reply', { exact: true }).click();
  await post(owner, 'Your reply', `Welcome! Try a fixed price first ${run}`, 'Post reply', thread);
  await expect(
    owner
      .getByRole('article')
      .filter({ hasText: `Try a fixed price first ${run}` })
      .getByText('Instructor', { exact: true }),
  ).toBeVisible();

  // The report reaches /admin/reports, where the owner hides the comment.
  await owner.goto('/admin/reports');
  const report = owner.getByRole('listitem').filter({ hasText: spam });
  await expect(report.getByText('Advertising, not a question')).toBeVisible();
  await report.getByRole('button', { name: 'Hide comment' }).click();
  await expect(owner.getByText('The comment is hidden')).toBeVisible();

  // Hidden for everyone but its author and owners.
  await ana.page.reload();
  await waitForHydration(ana.page);
  await expect(ana.page.getByText(spam)).toHaveCount(0);
  await expect(ana.page.getByText('This comment was hidden by a moderator.').first()).toBeVisible();
  await ben.page.reload();
  await waitForHydration(ben.page);
  await expect(comment(ben.page, spam).getByText('Hidden from other learners')).toBeVisible();

  // Ben's reply emailed Ana; the owner's, within the same hour, did not email her again.
  await expect
    .poll(() => emailsTo(OUTBOX, ana.user.email).filter((m) => m.subject.includes('replied to your comment')).length, { timeout: 15_000 })
    .toBe(1);
  const email = emailsTo(OUTBOX, ana.user.email).find((m) => m.subject.includes('replied to your comment'))!;
  expect(email.subject).toContain(ben.user.username);
  expect(email.text).toContain(`Start small and raise it later ${run}`);
  expect(email.headers.get('list-unsubscribe')).toMatch(/\/api\/discussions\/unsubscribe\?token=/);
});
