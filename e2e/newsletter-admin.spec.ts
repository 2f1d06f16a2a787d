import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { emailsTo, linkIn, readOutbox } from '../test/outbox';
import { startBuiltServer } from './built-server';
import { preparedDataDir } from './data-dir';
import { waitForHydration } from './hydration';
import { signIn } from './support';

/**
 * Issue 13, the owner's newsletter journey, at both widths: the owner is made by the command a newcomer
 * runs (`npm run owner -- grant`), which needs the embedded database to itself, so this spec runs a
 * server of its own: start, sign up, stop, grant, start again. Then the owner writes an issue, previews
 * it, sends a test, sends it (twice: once is sent), finds the .eml files in DATA_DIR/outbox, exports the
 * CSV, removes a subscriber, and the public archive shows the issue. axe scans both admin pages.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Set SHOTS_DIR to keep screenshots of each page (for looking at the layout). */
const SHOTS_DIR = process.env.SHOTS_DIR;

interface OwnServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<unknown>;
}

async function startServer(port: number, dataDir: string): Promise<OwnServer> {
  const server = await startBuiltServer({
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_FACTOR: '100' },
    output: 'ignore',
  });
  return { baseURL: server.base, dataDir, stop: () => server.stop() };
}

const PORT_OFFSET = { 'phone-375': 1, 'desktop-1280': 2 } as Record<string, number>;
const id = () => Math.random().toString(36).slice(2, 8);

let server: OwnServer;
const owner = { username: `owner_${id()}`, email: `owner.${id()}@example.com`, password: `correct horse ${id()}` };
const readers = [`reader.a.${id()}@example.com`, `reader.b.${id()}@example.com`, `reader.c.${id()}@example.com`];
const pendingReader = `pending.${id()}@example.com`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(360_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 10 + (PORT_OFFSET[testInfo.project.name] ?? 3);
  const dataDir = join(tmpdir(), `ai-academy-e2e-newsletter-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // From the run's prepared database (e2e/data-dir.ts): this journey is about the owner's newsletter, not a first start.
  server = await startServer(port, preparedDataDir(dataDir));
  const signup = await fetch(`${server.baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBe(201);
  // Readers subscribe in the boxes and confirm from their email; one never confirms.
  for (const [email, source] of [
    [readers[0], 'home'],
    [readers[1], 'blog-sidebar'],
    [readers[2], 'newsletter-page'],
    [pendingReader, 'home'],
  ] as const) {
    const res = await fetch(`${server.baseURL}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, source }),
    });
    expect(res.status).toBe(200);
  }
  for (const email of readers) {
    await expect.poll(() => emailsTo(join(dataDir, 'outbox'), email).length).toBe(1);
    const token = linkIn(emailsTo(join(dataDir, 'outbox'), email)[0]!, '/newsletter/confirm').searchParams.get('token');
    const res = await fetch(`${server.baseURL}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
  }
  // The embedded database belongs to one process: stop the site, grant, start it again (docs/owner-guide.md).
  await server.stop();
  const grant = spawnSync('npx', ['tsx', 'server/cli/owner.ts', 'grant', owner.email], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(grant.status, grant.stderr).toBe(0);
  server = await startServer(port, dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string, projectName: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${projectName}-${name}.png`), fullPage: true });
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function signInAsOwner(page: Page) {
  await page.goto(`${server.baseURL}/login`);
  await waitForHydration(page);
  await signIn(page, owner.email, owner.password);
  // Argon2 on a busy machine can take a while.
  await expect(page).toHaveURL(`${server.baseURL}/`, { timeout: 30_000 });
}

const outbox = () => readOutbox(join(server.dataDir, 'outbox'));

test('the owner writes, previews, tests and sends an issue once; every reader gets their own copy; the archive shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const subject = `Five prompts that sell ${id()}`;
  const markdown =
    '## This week\n\nThree **prompts** to try:\n\n- Write a cold email\n- Price a service\n- Plan a week\n\n[Read the blog](/blog)';
  await signInAsOwner(page);

  await page.goto(`${server.baseURL}/admin/newsletter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await waitForHydration(page);
  await expectNoViolations(page, '/admin/newsletter');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body (Markdown)').fill(markdown);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.getByText('Price a service')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'prompts' })).toBeVisible();
  await expectNoViolations(page, '/admin/newsletter with a preview');
  await shot(page, 'admin-newsletter-preview', testInfo.project.name);

  await page.getByRole('button', { name: `Send a test to ${owner.email.toLowerCase()}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `A test was sent to ${owner.email.toLowerCase()}` })).toBeVisible();
  await expect
    .poll(() =>
      outbox()
        .filter((m) => m.subject === `[Test] ${subject}`)
        .map((m) => m.to),
    )
    .toEqual([owner.email.toLowerCase()]);

  // Sending to everyone asks first, naming the recipients, though the owner signed in a moment ago (issue 26).
  await page.getByRole('button', { name: 'Send to 3 confirmed subscribers' }).click();
  const confirmation = page.getByRole('region', { name: `Send “${subject}” to 3 confirmed subscribers?` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading')).toBeFocused();
  await expectNoViolations(page, '/admin/newsletter asking to confirm a send');
  await shot(page, 'admin-newsletter-confirm', testInfo.project.name);
  expect(outbox().filter((m) => m.subject === subject)).toHaveLength(0);
  await confirmation.getByRole('button', { name: 'Yes, send to 3 confirmed subscribers' }).click();
  await expect(page.getByRole('status').filter({ hasText: `is on its way to 3 confirmed subscribers` })).toBeVisible();
  await expect.poll(() => outbox().filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(3);
  const sent = outbox().filter((m) => m.subject === subject);
  expect(sent.map((m) => m.to).sort()).toEqual([...readers].sort());
  const links = new Set(sent.map((m) => linkIn(m, '/newsletter/unsubscribe').href));
  expect(links.size).toBe(3);
  for (const message of sent) {
    expect(message.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/(?:127\.0\.0\.1|localhost):\d+\/api\/newsletter\/unsubscribe\?token=[\w-]{32}>$/,
    );
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  }

  // The same issue again (a second press, or a retry): nothing more is sent.
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body (Markdown)').fill(markdown);
  await page.getByRole('button', { name: 'Send to 3 confirmed subscribers' }).click();
  await page.getByRole('button', { name: 'Yes, send to 3 confirmed subscribers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was already sent to 3 subscribers; nothing more was sent' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByText(/Sent .* to 3 subscribers/)).toBeVisible();
  // Queued, sent, failed, skipped: counted from the outbox, once the mail worker has sent them.
  await expect
    .poll(async () => {
      await page.reload();
      return (await row.getByRole('definition').allTextContents()).join(' ');
    })
    .toBe('0 3 0 0');
  expect(outbox().filter((m) => m.subject === subject)).toHaveLength(3);
  await shot(page, 'admin-newsletter-sent', testInfo.project.name);

  // The public archive, its page and its feed.
  await page.goto(`${server.baseURL}/newsletter/archive`);
  await expectNoViolations(page, '/newsletter/archive');
  await shot(page, 'newsletter-archive', testInfo.project.name);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Price a service')).toBeVisible();
  await expectNoViolations(page, 'an archived issue');
  await shot(page, 'newsletter-archive-issue', testInfo.project.name);
  const rss = await page.request.get(`${server.baseURL}/newsletter/archive/rss.xml`);
  expect(await rss.text()).toContain(`<title>${subject}</title>`);
  // The newsletter boxes now link to what subscribers get.
  await page.goto(`${server.baseURL}/newsletter`);
  await expect(page.getByRole('link', { name: 'Read past issues' })).toBeVisible();
});

test('the owner sees the subscribers, exports the CSV and removes one', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAsOwner(page);
  await page.goto(`${server.baseURL}/admin/subscribers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'All (4)' })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, '/admin/subscribers');
  await shot(page, 'admin-subscribers', testInfo.project.name);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV (confirmed)' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  // A byte-order mark first, so Excel reads the file as UTF-8 (issue 41).
  expect(file.startsWith('\uFEFF')).toBe(true);
  const csv = file.slice(1);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,source');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual([...readers].sort());
  expect(csv).not.toContain(pendingReader);

  await page.getByRole('link', { name: 'Pending (1)' }).click();
  await expect(page.getByRole('link', { name: 'Pending (1)' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: `Remove ${pendingReader}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${pendingReader}?` });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, '/admin/subscribers asking to remove');
  await dialog.getByRole('button', { name: 'Remove subscriber' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${pendingReader} was removed.` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending (0)' })).toBeVisible();
});

test('with one confirmed subscriber left, the send names one subscriber, in the singular (issue 26)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  await page.goto(`${server.baseURL}/admin/subscribers?status=confirmed`);
  await waitForHydration(page);
  for (const email of readers.slice(1)) {
    await page.getByRole('link', { name: `Remove ${email}` }).click();
    await page
      .getByRole('alertdialog', { name: `Remove ${email}?` })
      .getByRole('button', { name: 'Remove subscriber' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `${email} was removed.` })).toBeVisible();
  }
  const subject = `Just for you ${id()}`;
  await page.goto(`${server.baseURL}/admin/newsletter`);
  await waitForHydration(page);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body (Markdown)').fill('One reader, one copy.');
  await page.getByRole('button', { name: 'Send to 1 confirmed subscriber', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Send “${subject}” to 1 confirmed subscriber?` })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, send to 1 confirmed subscriber', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${subject}” is on its way to 1 confirmed subscriber.` })).toBeVisible();
  await expect
    .poll(
      () =>
        outbox()
          .filter((m) => m.subject === subject)
          .map((m) => m.to),
      { timeout: 15_000 },
    )
    .toEqual([readers[0]]);
});

test('anyone but the owner gets the ordinary 404 page for the admin pages and the CSV', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/admin/newsletter', '/admin/subscribers', '/admin/subscribers.csv']) {
    const response = await page.goto(`${server.baseURL}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
});
