import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { expectNoViolations } from './axe-scan';
import { htmlProblems } from './html-validation';
import { waitForHydration } from './hydration';
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

// The owner sets the same schedule in the browser (/admin/courses?edit=…) and opens the course for one learner
// (/admin/learners/:id). Set SHOTS_DIR to keep screenshots of both pages at 375 and 1280 px.
const SECOND = ALL_LESSONS.filter((l) => l.courseId === 'free-course').sort((a, b) => a.module - b.module || a.order - b.order)[1]!;

test('the owner sets a release schedule with emails in the browser and opens the course for one learner', async ({ page, browser }) => {
  expect((await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } })).status()).toBe(
    200,
  );
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const shots = async (name: string) => {
    if (!process.env.SHOTS_DIR) return;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  try {
    await page.goto('/admin/courses?edit=free-course');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Release schedule' });
    await form.getByRole('radio', { name: /Days after enrolment/ }).check();
    await form.getByLabel(`Days after enrolment for ${SECOND.module}.${SECOND.order} ${SECOND.title}`).fill('1');
    await form.getByRole('checkbox', { name: /Email learners when a lesson opens/ }).check();
    await form.getByRole('button', { name: 'Save release schedule' }).click();
    await expect(page.getByText('The release schedule of')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('radio', { name: /Days after enrolment/ })).toBeChecked();
    await expect(form.getByLabel(`Days after enrolment for ${SECOND.module}.${SECOND.order} ${SECOND.title}`)).toHaveValue('1');
    await expect(form.getByRole('checkbox', { name: /Email learners when a lesson opens/ })).toBeChecked();
    expect((await (await page.request.get('/api/admin/courses/free-course')).json()).drip).toEqual({
      type: 'after_enrolment',
      days: { [SECOND.id]: 1 },
      notify: true,
    });
    await expectNoViolations(page, 'the release schedule form');
    // The accessibility suite opens /admin/courses without a course's form: check this page's HTML here.
    expect(await htmlProblems(await (await page.request.get('/admin/courses?edit=free-course')).text())).toEqual([]);
    await shots('drip-form');

    // A learner who has just enrolled waits a day for lesson 2, unless the owner opens the course for them.
    await signUpByApi(learnerPage);
    const learnerId = ((await (await learnerPage.request.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    const lessonApi = `/api/lessons/free-course/${SECOND.module}/${SECOND.order}`;
    expect((await learnerPage.request.get(lessonApi)).status()).toBe(403);
    await page.goto(`/admin/learners/${learnerId}`);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Open every lesson of/ })
      .first()
      .click();
    await expect(page.getByText('Every lesson of this course is open for this learner.')).toBeVisible();
    await expect(page.getByText(/Every lesson open for this learner since/)).toBeVisible();
    expect((await learnerPage.request.get(lessonApi)).status()).toBe(200);
    await expectNoViolations(page, 'a learner with a course opened');
    expect(await htmlProblems(await (await page.request.get(`/admin/learners/${learnerId}`)).text())).toEqual([]);
    await shots('drip-learner');
  } finally {
    await page.request.patch('/api/admin/courses/free-course', { data: { drip: { type: 'none' } } });
    await learnerContext.close();
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
