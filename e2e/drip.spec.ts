import { expect, test } from '@playwright/test';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { expectNoViolations } from './axe-scan';
import { E2E_OWNER, signUpByApi } from './support';

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
