import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';

// Issue 19's member-area journey, as a buyer (set up through the API): from the dashboard into the member
// area, copy and download a template, and add a strategy call the owner scheduled (through the API) to
// the calendar. Who may see what is in e2e/authorization-matrix.spec.ts and server/premium/.

test('a premium learner opens the member area, copies and downloads a template, and adds a call to the calendar', async ({
  page,
  premiumLearner,
  playwright,
  baseURL,
}) => {
  void premiumLearner;
  const title = `Pricing clinic ${randomUUID().slice(0, 6)}`;
  const owner = await playwright.request.newContext({ baseURL });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const scheduled = await owner.post('/api/admin/calls', {
      data: {
        title,
        agenda: 'Your pricing questions\nReview of two members’ offers',
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/pricing-clinic',
      },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
  } finally {
    await owner.dispose();
  }
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Open the member area' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to the member area/ })).toBeVisible();

  await page.getByRole('link', { name: /Done-for-you templates/ }).click();
  await page.getByRole('link', { name: /One-page client proposal/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'One-page client proposal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to use it' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy the template' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# Proposal: [PROJECT NAME] for [CLIENT BUSINESS]');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Markdown (.md)' }).click()]);
  expect(download.suggestedFilename()).toBe('client-proposal.md');
  const markdown = await readFile((await download.path())!, 'utf8');
  expect(markdown).toContain('# One-page client proposal');
  expect(markdown).toContain('## How to use it');

  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Strategy calls' }).click();
  const call = page.getByRole('article', { name: title });
  await expect(call).toBeVisible();
  await expect(call.getByRole('link', { name: /Join the call/ })).toHaveAttribute('href', 'https://meet.example.com/pricing-clinic');
  const [ics] = await Promise.all([page.waitForEvent('download'), call.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(ics.suggestedFilename()).toMatch(/^strategy-call-\d{4}-\d{2}-\d{2}\.ics$/);
  const calendar = await readFile((await ics.path())!, 'utf8');
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`);
});
