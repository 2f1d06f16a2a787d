import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settleAnimations } from './axe-scan';
import { waitForHydration } from './hydration';
import { E2E_OWNER } from './support';

/**
 * Issue 43, courses as rows: the owner creates a course with two modules in /admin/courses, adds a lesson to it in
 * the studio (its fields through the API, the course chosen and published in the editor), publishes the course,
 * and its page /course/<slug> lists the module and the lesson. axe scans both pages; /admin/courses keeps within
 * the app budget, and the course page is a reading page without the framework's JavaScript.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const APP_LIMIT = 140 * 1024;
const CLIENT_DIR = join(process.cwd(), 'build', 'client');
/** Set SHOTS_DIR to keep screenshots of both pages at 375 and 1280 px. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function expectAccessible(page: Page, what: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

async function shots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page's first-load JavaScript (gzip) as its HTML loads it. */
async function firstLoad(request: APIRequestContext, path: string): Promise<{ total: number; files: string[] }> {
  const html = await (await request.get(path)).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(m[1]!);
  const total = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0);
  return { total, files: [...files] };
}

/** A complete lesson's fields, copied from a published free-course lesson through the owner's API. */
async function lessonFields(owner: APIRequestContext): Promise<Record<string, unknown>> {
  const list = await owner.get('/api/admin/content/lessons?page=1');
  const { rows } = (await list.json()) as { rows: { id: string; courseId: string }[] };
  const model = await (await owner.get(`/api/admin/content/lessons/${rows.find((row) => row.courseId === 'free-course')!.id}`)).json();
  const {
    id: _i,
    kind: _k,
    status: _s,
    version: _v,
    hasUnpublishedChanges: _h,
    publishAt: _pa,
    publishedAt: _pd,
    firstPublishedAt: _f,
    updatedAt: _u,
    updatedBy: _b,
    isPremium: _p,
    ...fields
  } = model as Record<string, unknown>;
  return fields;
}

test('the owner creates a course with two modules, adds a lesson in the studio, publishes, and the course page shows it', async ({
  page,
  browser,
}) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const slug = `course-${Date.now().toString(36)}`;
  const title = 'Email Marketing Basics';

  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const create = page.getByRole('form', { name: 'New course' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Address').fill(slug);
  await create.getByLabel('Description').fill('Write, send and measure your first email campaigns.');
  await create.getByRole('button', { name: 'Create course' }).click();

  // On to the new course's form: two modules, what it teaches.
  await expect(page).toHaveURL(new RegExp(`/admin/courses\\?edit=${slug}$`));
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await edit.getByLabel('Modules').fill('Getting started\nYour first campaign');
  await edit.getByLabel('What you will learn').fill('Write a welcome email\nRead a campaign report');
  await edit.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell', { name: 'Draft' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expectAccessible(page, '/admin/courses with a course open');
  await shots(page, 'admin-courses');

  // Visitors do not see a draft.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/course/${slug}`)).status()).toBe(404);

  // The lesson: its text through the API, its course chosen and published in the studio's editor.
  const created = await page.request.post('/api/admin/content/lessons', {
    data: {
      ...(await lessonFields(page.request)),
      slug: `${slug}-welcome`,
      title: 'Your welcome email',
      courseId: 'free-course',
      module: 1,
      order: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/admin/content/lessons/${id}`);
  await waitForHydration(page);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${title} (draft)` });
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // Published: the course, then its page with the module and the lesson.
  await page.goto(`/admin/courses?edit=${slug}`);
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByRole('cell', { name: 'Published' })).toBeVisible();

  await expect.poll(async () => (await visitor.request.get(`/course/${slug}`)).status()).toBe(200);
  const reader = await visitor.newPage();
  await reader.goto(`/course/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { name: /Module 1: Getting started/ })).toBeVisible();
  await expect(reader.getByRole('heading', { name: /Module 2: Your first campaign/ })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Your welcome email' })).toHaveAttribute('href', `/course/${slug}/module/1/lesson/1`);
  await expect(reader.getByText('Write a welcome email')).toBeVisible();
  await expectAccessible(reader, `/course/${slug}`);
  await shots(reader, 'course-page');
  await visitor.close();

  // Budgets: the owner's page within the app budget; the course page without the framework's code.
  const admin = await firstLoad(page.request, '/admin/courses');
  expect(admin.total, `first-load JS of /admin/courses: ${admin.files.join(', ')}`).toBeLessThanOrEqual(APP_LIMIT);
  const reading = await firstLoad(page.request, `/course/${slug}`);
  // A reading page may load the small enhance-* scripts, never React Router's or React's (e2e/byte-budgets.spec.ts).
  expect(
    reading.files.filter((file) => !/^\/assets\/enhance-[\w-]+\.js$/.test(file)),
    'the course page loads no framework JavaScript',
  ).toEqual([]);
  expect(await (await page.request.get(`/course/${slug}`)).text()).not.toContain('__reactRouterContext');

  // Archived again: the shared server's catalogue, dashboard and prices are as the specs that run after it expect.
  const archived = await page.request.patch(`/api/admin/courses/${slug}`, { data: { status: 'archived' } });
  expect(archived.status(), await archived.text()).toBe(200);
});
