import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { distinctivePhrases, leakedPhrases } from '../test/lesson-text';
import { waitForHydration } from './hydration';
import { signUpByApi } from './support';
import type { Lesson } from '../content/lessons/lesson-schema';

// Lesson text travels only in responses, and premium text only to users with access (issue 4).
// The API half of this check is server/lessons/premium-content-leak.integration.test.ts.

// The page checks request every premium lesson several ways; leave room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const PREMIUM_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'premium-course');
const FREE_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'free-course');
const pathOf = (l: Lesson) => `/course/${l.courseId}/module/${l.module}/lesson/${l.order}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe('the production build', () => {
  test('no emitted client file carries the text of any lesson, premium or free', () => {
    // `npm test` builds before the end-to-end tests; without a build this fails rather than passing vacuously.
    expect(existsSync('build/client'), 'build/client is missing: run `npm run build` first').toBe(true);
    const files = filesUnder('build/client');
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const leaks = files.flatMap((file) =>
      leakedPhrases(readFileSync(file, 'utf8'), ALL_LESSONS).map((leak) => `${relative('build/client', file)}: ${leak}`),
    );
    expect(leaks).toEqual([]);
  });

  test('the search would find the text: every phrase is in the lesson files the server reads, and no server bundle carries it', () => {
    // Lessons are read from content/lessons at start-up (docs/decisions/012-content-model.md), so the phrases must be
    // found there (the check above cannot pass by searching for phrases that exist nowhere) and in no built file.
    const sources = filesUnder('content/lessons')
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const server = filesUnder('build/server')
      .filter((f) => /\.(js|mjs)$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const lesson of [...PREMIUM_LESSONS, ...FREE_LESSONS]) {
      const phrases = distinctivePhrases(lesson);
      expect(phrases.length, lesson.id).toBeGreaterThanOrEqual(10);
      expect(
        phrases.filter((p) => !sources.includes(p)),
        lesson.id,
      ).toEqual([]);
    }
    expect(leakedPhrases(server, ALL_LESSONS)).toEqual([]);
  });
});

async function expectNoPremiumText(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(leakedPhrases(await response.text(), PREMIUM_LESSONS)).toEqual([]);
}

test.describe('lesson pages without access', () => {
  test('a signed-out visitor gets Login Required and no premium text, in the HTML, the route data and the API', async ({ page }) => {
    for (const lesson of PREMIUM_LESSONS) {
      const html = await page.request.get(pathOf(lesson));
      await expectNoPremiumText(html, 401);
      expect(await html.text()).toContain('Login Required');
      expect(await html.text()).not.toContain(lesson.title);
      // What a client-side navigation fetches (React Router single fetch).
      const data = await page.request.get(`${pathOf(lesson)}.data`);
      await expectNoPremiumText(data, 401);
      expect(await data.text()).toContain('"login"');
      await expectNoPremiumText(await page.request.get(`/api/lessons/${lesson.courseId}/${lesson.module}/${lesson.order}`), 401);
    }
    await page.goto(pathOf(PREMIUM_LESSONS[0]!));
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    expect(leakedPhrases(await page.content(), PREMIUM_LESSONS)).toEqual([]);
  });

  test('a signed-in user without the purchase gets Course Purchase Required and no premium text', async ({ page }) => {
    await signUpByApi(page);
    for (const lesson of PREMIUM_LESSONS) {
      const html = await page.request.get(pathOf(lesson));
      await expectNoPremiumText(html, 403);
      const text = await html.text();
      expect(text).toContain('Course Purchase Required');
      expect(text).not.toContain(lesson.title);
      for (const question of lesson.quiz) expect(text).not.toContain(question.question);
      const data = await page.request.get(`${pathOf(lesson)}.data`);
      await expectNoPremiumText(data, 403);
      expect(await data.text()).toContain('"purchase"');
      await expectNoPremiumText(await page.request.get(`/api/lessons/${lesson.courseId}/${lesson.module}/${lesson.order}`), 403);
      // A progress form post (what the reader's buttons send) is refused without echoing the lesson.
      const post = await page.request.post(pathOf(lesson), { form: { type: 'continue', section: '0' } });
      await expectNoPremiumText(post, 403);
    }
    // And in the browser, after hydration, while moving between lessons client-side.
    // The course page offers locked modules for sale rather than linking their lessons (issue 18), and it is a
    // document without React (issue 25), so the client-side navigation is made through the router of an app
    // page the learner has: the dashboard.
    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.evaluate(
      (path) =>
        (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path),
      '/course/premium-course/module/2/lesson/1',
    );
    await expect(page).toHaveURL(/\/course\/premium-course\/module\/2\/lesson\/1$/);
    await expect(page.getByRole('heading', { name: 'Course Purchase Required' })).toBeVisible();
    expect(leakedPhrases(await page.content(), PREMIUM_LESSONS)).toEqual([]);
  });
});
