import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { expectNoViolations } from './axe-scan';
import { E2E_OWNER, signUpByApi, TEST_CLOCK_FILE } from './support';

// Issue 43: a course's drip schedule holds a lesson back on every channel of the built server (the page, its
// `.data`, the API, search) and opens it on its day. Runs with the content-changing files, after the others:
// the schedule is the shared server's.

const LESSON = ALL_LESSONS.find((l) => l.courseId === 'free-course' && l.module === 3 && l.order === 1)!;
const PAGE = `/course/free-course/module/3/lesson/1`;
const API = `/api/lessons/free-course/3/1`;
/** A sentence only the lesson's body holds. */
const BODY = LESSON.sections[0]!.content[0]!.slice(0, 80);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a dripped lesson shows its title and day, never its text, until it opens', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  expect((await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } })).status()).toBe(200);
  const setOpening = async (date: string) => {
    const res = await owner.patch('/api/admin/courses/free-course', { data: { drip: { type: 'dates', dates: { [LESSON.id]: date } } } });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    await setOpening(day(2));
    await signUpByApi(page);

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: LESSON.title })).toBeVisible();
    await expect(page.getByText(`This lesson opens on`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/course/free');
    expect(await page.content()).not.toContain(BODY);
    await expectNoViolations(page, 'a lesson not open yet');

    const dataAnswer = await page.request.get(`${PAGE}.data`);
    expect(await dataAnswer.text()).not.toContain(BODY);
    const apiAnswer = await page.request.get(API);
    expect(apiAnswer.status()).toBe(403);
    expect((await apiAnswer.json()).locked).toEqual({ title: LESSON.title, opensAt: `${day(2)}T00:00:00.000Z` });
    const found = await page.request.get(`/api/search?q=${encodeURIComponent(BODY.split(' ').slice(0, 5).join(' '))}`);
    expect(await found.text()).not.toContain(BODY);

    // Its day has come: the same learner reads it.
    await setOpening(day(-1));
    await page.goto(PAGE);
    await expect(page.getByText(BODY.slice(0, 40))).toBeVisible();
  } finally {
    await owner.patch('/api/admin/courses/free-course', { data: { drip: { type: 'none' } } });
    await ownerContext.close();
  }
});

test('an owner-made course holds its second lesson back a day after enrolment, and opens it when the clock has moved a day', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  expect((await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } })).status()).toBe(200);
  const slug = `drip-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const ok = async (answer: Promise<APIResponse>, status = 200) => {
    const res = await answer;
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };
  try {
    // Set up through the API: the course with one module and two published lessons, a free offer of it.
    await ok(
      owner.post('/api/admin/courses', {
        data: { title: `Drip ${slug}`, slug, description: 'Two lessons, a day apart.', level: 'Beginner' },
      }),
      201,
    );
    await ok(owner.patch(`/api/admin/courses/${slug}`, { data: { modules: ['Week one'], status: 'published' } }));
    const { rows } = await ok(owner.get('/api/admin/content/lessons?page=1'));
    const model = await ok(
      owner.get(`/api/admin/content/lessons/${(rows as { id: string; courseId: string }[]).find((r) => r.courseId === 'free-course')!.id}`),
    );
    const fields = Object.fromEntries(
      Object.entries(model as Record<string, unknown>).filter(
        ([key]) =>
          ![
            'id',
            'kind',
            'status',
            'version',
            'hasUnpublishedChanges',
            'publishAt',
            'publishedAt',
            'firstPublishedAt',
            'updatedAt',
            'updatedBy',
            'isPremium',
          ].includes(key),
      ),
    );
    for (const order of [1, 2]) {
      const { id } = await ok(
        owner.post('/api/admin/content/lessons', {
          data: { ...fields, slug: `${slug}-${order}`, title: `Day ${order} of ${slug}`, courseId: slug, module: 1, order },
        }),
        201,
      );
      await ok(owner.post(`/api/admin/content/lessons/${id}/publish`, { data: {} }));
    }
    // The schedule names lessons by the ids the owner's course answer lists (the studio's ids are its items').
    const { lessons } = (await ok(owner.get(`/api/admin/courses/${slug}`))) as { lessons: { id: string; title: string }[] };
    const second = lessons.find((lesson) => lesson.title === `Day 2 of ${slug}`)!;
    await ok(owner.patch(`/api/admin/courses/${slug}`, { data: { drip: { type: 'after_enrolment', days: { [second.id]: 1 } } } }));
    await ok(
      owner.post('/api/admin/offers', {
        data: { title: `Drip ${slug}`, slug, status: 'published', price: { type: 'free' }, grants: [{ type: 'course', courseId: slug }] },
      }),
      201,
    );

    // A learner enrols: the first lesson is open, the second shows its title and day, never its text.
    await signUpByApi(page);
    await ok(page.request.post(`/api/offers/${slug}/enrol`, { data: {} }));
    expect((await page.request.get(`/api/lessons/${slug}/1/1`)).status()).toBe(200);
    const locked = await page.request.get(`/api/lessons/${slug}/1/2`);
    expect(locked.status()).toBe(403);
    expect((await locked.json()).locked.title).toBe(`Day 2 of ${slug}`);
    await page.goto(`/course/${slug}/module/1/lesson/2`);
    await expect(page.getByRole('heading', { level: 1, name: `Day 2 of ${slug}` })).toBeVisible();
    await expect(page.getByText('This lesson opens on')).toBeVisible();

    // A day and a minute later on the test clock, it opens on the page and in the API.
    writeFileSync(TEST_CLOCK_FILE, String(86_400_000 + 60_000));
    await expect.poll(async () => (await page.request.get(`/api/lessons/${slug}/1/2`)).status()).toBe(200);
    await page.goto(`/course/${slug}/module/1/lesson/2`);
    await expect(page.getByText('This lesson opens on')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Continue Reading' }).or(page.getByRole('button', { name: 'Take Knowledge Check' })),
    ).toBeVisible();
  } finally {
    rmSync(TEST_CLOCK_FILE, { force: true });
    await owner.patch(`/api/admin/offers/${slug}`, { data: { status: 'archived' } });
    await owner.patch(`/api/admin/courses/${slug}`, { data: { status: 'archived' } });
    await ownerContext.close();
  }
});
