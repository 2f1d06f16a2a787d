import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { lessonPath } from '../common/routes';
import { waitForHydration } from './hydration';
import { buyPremiumByApi, E2E_OWNER, signUpByApi, TEST_CLOCK_FILE } from './support';

/**
 * Issue 29's journey from the studio to every place a visitor reads: an article with an uploaded image is
 * previewed, scheduled minutes ahead and appears on the blog, in search, the sitemap and the RSS feed on its
 * own when scheduled publishing's clock reaches that time (the file e2e/start-test-server.mjs gave the server as
 * TEST_CLOCK_FILE, moved here rather than waited for); it is renamed (the old address answers 301) and its first revision restored; a new premium lesson, edited
 * and previewed in the studio, reaches buyers only. It changes what the site publishes, so it runs in the `content-changes`
 * project, after every other file (playwright.config.ts).
 */

test.use({ timezoneId: 'UTC' });

test.afterAll(() => rmSync(TEST_CLOCK_FILE, { force: true }));

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible({ timeout: 15_000 });
const published = (page: Page) => expect(page.getByText('Published: visitors see this version now.')).toBeVisible({ timeout: 15_000 });

async function signInAsOwner(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
}

/** A request context with no session: what any visitor (and a crawler) gets. */
async function visitor(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  return context.request;
}

/** A premium lesson made from an existing one's fields (through the owner's API), last in its module; answers its place. */
async function newPremiumLesson(owner: APIRequestContext, title: string) {
  type Row = { id: string; courseId: string; module: number; order: number };
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const list = await owner.get(`/api/admin/content/lessons?page=${page}`);
    expect(list.status(), await list.text()).toBe(200);
    const body: { rows: Row[]; pageCount: number } = await list.json();
    rows.push(...body.rows);
    if (page >= body.pageCount) break;
  }
  const premium = rows.filter((row) => row.courseId === 'premium-course');
  const module = Math.max(...premium.map((row) => row.module));
  const order = Math.max(...premium.filter((row) => row.module === module).map((row) => row.order)) + 1;
  const model = await (await owner.get(`/api/admin/content/lessons/${premium.find((row) => row.module === module)!.id}`)).json();
  const {
    id: _id,
    kind: _k,
    status: _s,
    version: _v,
    hasUnpublishedChanges: _h,
    publishAt: _pa,
    publishedAt: _pd,
    firstPublishedAt: _f,
    updatedAt: _u,
    updatedBy: _b,
    ...fields
  } = model;
  const created = await owner.post('/api/admin/content/lessons', {
    data: { ...fields, slug: `studio-lesson-${Date.now().toString(36)}`, title, module, order },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lesson = await created.json();
  const publish = await owner.post(`/api/admin/content/lessons/${lesson.id}/publish`, { data: {} });
  expect(publish.status(), await publish.text()).toBe(200);
  return { id: lesson.id as string, module, order };
}

/**
 * The next whole minute at least 5 minutes away, as a `datetime-local` value in UTC (the page's time zone here):
 * the real time never reaches it during the test, only the publishing clock the test moves.
 */
function minutesAhead(): { value: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  return { value: at.toISOString().slice(0, 16), at };
}

test('an article with an image goes from the studio to the blog, search, sitemap and RSS on its schedule; renamed, restored; a new premium lesson reaches buyers only', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsOwner(page);
  const anyone = await visitor(browser);
  const stamp = Date.now().toString(36);
  const word = `Tallowmere${stamp}`;
  const title = `Pricing bookkeeping help ${stamp}`;
  const slug = title.toLowerCase().replace(/ /g, '-');

  // Written in the studio, with an uploaded image and its alt text. The image goes in while the first save (the
  // create) is still on its way, held here until then: it once never reached the draft although the page said "Saved".
  await page.goto('/admin/content/articles/new');
  await waitForHydration(page);
  let releaseCreate!: () => void;
  const createHeld = new Promise<void>((resolve) => (releaseCreate = resolve));
  await page.route('**/api/admin/content/articles', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await createHeld;
    return route.continue();
  });
  const createSent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/admin/content/articles'));
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill('What small firms pay for AI-assisted bookkeeping, and how to price it so the hours add up.');
  await page.getByLabel('Category').fill('Pricing');
  await page.getByLabel('Tags').fill('pricing\nbookkeeping\nservices');
  await page.getByLabel('Author').fill('Site Owner');
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.click();
  await page.keyboard.type(`Most ${word} clients pay by the month, not by the hour.`);
  await page.keyboard.press('Enter');
  await createSent;
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
  await dialog.getByLabel(/Upload a file/).setInputFiles({ name: 'hours.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByLabel('Or its address')).toHaveValue(/^\/images\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await dialog.getByLabel('Alt text (required)').fill('Hours saved per client each month');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(text.getByRole('img', { name: 'Hours saved per client each month' })).toBeVisible();
  releaseCreate();
  await expect(page).toHaveURL(/\/admin\/content\/articles\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.unroute('**/api/admin/content/articles');
  // "Saved" means the server has the image too.
  await saved(page);
  const editor = page.url();
  const draft = (await (await page.request.get(`/api/admin/content/articles/${editor.split('/').pop()}`)).json()).body as string;
  expect(draft).toMatch(/!\[Hours saved per client each month\]\(\/images\/[0-9a-f-]{36}\)/);

  // Previewed exactly as a visitor would see it, at a private link; nobody else sees it yet.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Hours saved per client each month' })).toHaveAttribute(
    'srcset',
    /\/images\/[0-9a-f-]{36}\/\d+\.\w+ \d+w/,
  );
  await preview.close();
  expect((await anyone.get(`/blog/${slug}`)).status()).toBe(404);

  // Scheduled minutes ahead: it publishes itself.
  const { value, at } = minutesAhead();
  await page.getByLabel('Publish at').fill(value);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible({ timeout: 15_000 });

  // Meanwhile, a new premium lesson, edited in the studio, reaches buyers and nobody else.
  const lesson = await newPremiumLesson(page.request, `A lesson written in the studio ${stamp}`);
  await page.goto(`/admin/content/lessons/${lesson.id}`);
  await waitForHydration(page);
  const lessonTitle = `Edited in the studio ${stamp}`;
  await page.getByLabel('Title', { exact: true }).first().fill(lessonTitle);
  await saved(page);
  // Its preview is the lesson reader as a learner with access sees it, all of it, with nothing that records progress.
  const lessonPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const lessonPreview = await lessonPopup;
  await expect(lessonPreview.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
  await expect(lessonPreview.getByText('Preview of a draft.')).toBeVisible();
  await expect(lessonPreview.getByRole('heading', { level: 2, name: 'Knowledge Check' })).toBeVisible();
  await expect(lessonPreview.getByRole('heading', { level: 2, name: /^Action Item: / })).toBeVisible();
  await expect(lessonPreview.getByRole('heading', { level: 2, name: 'Key Takeaways' })).toBeVisible();
  await expect(lessonPreview.getByRole('button', { name: /Continue Reading|Complete Lesson|I've completed/ })).toHaveCount(0);
  await expect(lessonPreview.getByRole('progressbar')).toHaveCount(0);
  await lessonPreview.close();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await published(page);
  const reader = lessonPath('premium-course', lesson.module, lesson.order);
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signUpByApi(buyer);
  await buyPremiumByApi(buyer.request);
  await buyer.goto(reader);
  await expect(buyer.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible({ timeout: 15_000 });
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpByApi(learner);
  await learner.goto(reader);
  await expect(learner.getByRole('heading', { level: 1 })).not.toHaveText(lessonTitle);
  expect(await learner.content()).not.toContain(lessonTitle);
  expect(await (await anyone.get(reader)).text()).not.toContain(lessonTitle);
  await buyerContext.close();
  await learnerContext.close();

  // Not before its time; when the publishing clock passes it (the job looks every 5 s), the article appears on its
  // own everywhere a visitor or a crawler reads.
  expect((await anyone.get(`/blog/${slug}`)).status()).toBe(404);
  writeFileSync(TEST_CLOCK_FILE, String(at.getTime() - Date.now() + 1_000));
  await expect.poll(async () => (await anyone.get(`/blog/${slug}`)).status(), { timeout: 30_000, intervals: [1_000] }).toBe(200);
  rmSync(TEST_CLOCK_FILE, { force: true });
  const page200 = await (await anyone.get(`/blog/${slug}`)).text();
  expect(page200).toMatch(/srcset="\/images\/[0-9a-f-]{36}\/\d+\.\w+ \d+w/);
  expect(await (await anyone.get('/blog')).text()).toContain(title);
  expect(await (await anyone.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  expect(await (await anyone.get('/blog/rss.xml')).text()).toContain(title);
  const found = await (await anyone.get(`/api/search?q=${word}`)).json();
  expect(JSON.stringify(found)).toContain(`/blog/${slug}`);

  // Renamed: the old address answers 301 to the new one.
  await page.goto(editor);
  await waitForHydration(page);
  const renamed = `${slug}-updated`;
  await page.getByLabel('Slug').fill(renamed);
  await saved(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await published(page);
  await expect.poll(async () => (await anyone.get(`/blog/${renamed}`)).status(), { timeout: 10_000 }).toBe(200);
  const moved = await anyone.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${renamed}`);

  // The first revision restored and published: its address is back, and the renamed one redirects to it.
  await page.getByRole('button', { name: 'Show revisions' }).click();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await revisions.getByRole('button', { name: 'Restore as draft: revision 1' }).click();
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await published(page);
  await expect.poll(async () => (await anyone.get(`/blog/${slug}`, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(200);
  const back = await anyone.get(`/blog/${renamed}`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(`/blog/${slug}`);
});
