import { expect, test, type Page } from '@playwright/test';
import { buyPremiumByApi, completeLessonByApi, signUpByApi } from './support';

// Issue 18 item 15: the course pages follow the learner's saved progress (the same figures the
// dashboard shows): Start, Continue at the next unfinished lesson, or Review; finished modules say so
// in words; no invitation to buy what the learner owns. Signed-out visitors see what they saw.

const lessonHref = (course: string, module: number, lesson: number) => `/course/${course}/module/${module}/lesson/${lesson}`;
const moduleRow = (page: Page, list: string, index: number) => page.getByRole('list', { name: list }).getByRole('listitem').nth(index);

test('the starter course page follows a learner lesson by lesson', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/course/free');
  await expect(page.getByRole('link', { name: 'Start Lessons' })).toHaveAttribute('href', lessonHref('free-course', 1, 1));
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(0);

  await completeLessonByApi(page.request, 'free-course', 1, 1);
  await page.goto('/course/free');
  await expect(page.getByRole('link', { name: 'Start Lessons' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Lessons' })).toHaveAttribute('href', lessonHref('free-course', 1, 2));
  await expect(page.getByText('1 of 6 lessons completed')).toBeVisible();
  await expect(moduleRow(page, 'Starter course modules', 0)).toContainText('1 of 2 lessons done');
  await expect(page.getByRole('link', { name: /^Continue Module: module 1,/ })).toHaveAttribute('href', lessonHref('free-course', 1, 2));
  await expect(page.getByRole('link', { name: /^Start Module: module 2,/ })).toHaveAttribute('href', lessonHref('free-course', 2, 1));
  await page.goto('/courses');
  await expect(page.getByRole('progressbar', { name: '1 of 6 lessons completed' })).toHaveAttribute('aria-valuenow', '1');

  await completeLessonByApi(page.request, 'free-course', 1, 2);
  await page.goto('/course/free');
  await expect(page.getByRole('link', { name: 'Continue Lessons' })).toHaveAttribute('href', lessonHref('free-course', 2, 1));
  await expect(moduleRow(page, 'Starter course modules', 0)).toContainText('Completed');
  await expect(moduleRow(page, 'Starter course modules', 1)).not.toContainText('Completed');
  await expect(page.getByRole('link', { name: /^Review Module: module 1,/ })).toHaveAttribute('href', lessonHref('free-course', 1, 1));

  // Without the purchase, the premium page continues the starter course in module 1 and offers the rest for sale.
  await page.goto('/course/premium');
  await expect(page.getByRole('link', { name: /^Continue: module 1,/ })).toHaveAttribute('href', lessonHref('free-course', 2, 1));
  await expect(moduleRow(page, 'Premium course modules', 0)).toContainText('2 of 6 lessons done');
  await expect(page.getByRole('link', { name: /^Unlock: module 2,/ })).toHaveAttribute('href', '/checkout/premium-course');
});

test('a premium learner continues at the next unfinished lesson and is not offered the course again', async ({ page }) => {
  await signUpByApi(page);
  await buyPremiumByApi(page.request);
  await page.goto('/course/premium');
  await expect(page.getByRole('link', { name: 'Continue to Module 2' })).toHaveAttribute('href', lessonHref('premium-course', 2, 1));

  await completeLessonByApi(page.request, 'free-course', 1, 1);
  await completeLessonByApi(page.request, 'premium-course', 2, 1);
  await page.goto('/course/premium');
  await expect(page.getByRole('link', { name: 'Continue to Module 2' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Where You Left Off' })).toHaveAttribute('href', lessonHref('premium-course', 2, 2));
  await expect(page.getByText('1 of 7 premium lessons completed')).toBeVisible();
  await expect(moduleRow(page, 'Premium course modules', 1)).toContainText('1 of 2 lessons done');
  await expect(page.getByRole('link', { name: /^Continue: module 2,/ })).toHaveAttribute('href', lessonHref('premium-course', 2, 2));
  await expect(page.getByRole('link', { name: /^Start: module 3,/ })).toHaveAttribute('href', lessonHref('premium-course', 3, 1));
  await expect(page.getByRole('link', { name: /^Unlock/ })).toHaveCount(0);

  // The finished starter lesson does not invite a premium member to see the premium course.
  await page.goto(lessonHref('free-course', 1, 1));
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Premium Course' })).toHaveCount(0);
  await page.goto('/course/free');
  await expect(page.getByRole('link', { name: 'See the Premium Course' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Lessons' })).toHaveAttribute('href', lessonHref('free-course', 1, 2));
});

test('signed-out visitors see the course pages without anyone’s progress', async ({ page, browser }) => {
  const learner = await browser.newContext();
  const learnerPage = await learner.newPage();
  await signUpByApi(learnerPage);
  await completeLessonByApi(learnerPage.request, 'free-course', 1, 1);

  // Before and after the learner's own visit: the anonymous page cache must not carry their progress.
  for (const round of ['before', 'after']) {
    if (round === 'after') {
      await learnerPage.goto('/course/free');
      await expect(learnerPage.getByRole('link', { name: 'Continue Lessons' })).toBeVisible();
      await learnerPage.goto('/course/premium');
      await expect(learnerPage.getByRole('link', { name: /^Continue: module 1,/ })).toBeVisible();
      await learnerPage.goto('/courses');
      await expect(learnerPage.getByText('1 of 6 lessons completed')).toBeVisible();
    }
    await page.goto('/course/free');
    await expect(page.getByRole('link', { name: 'Sign Up Free to Start' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Start Module: module/ })).toHaveCount(5);
    await expect(page.getByText(/lessons? (done|completed)/)).toHaveCount(0);
    await page.goto('/course/premium');
    await expect(page.getByRole('link', { name: 'View: module 1, Free Course Foundation' })).toBeVisible();
    await expect(page.getByText(/lessons? (done|completed)/)).toHaveCount(0);
    await page.goto('/courses');
    await expect(page.getByRole('link', { name: 'View the Free Course' })).toBeVisible();
    await expect(page.getByText(/lessons? (done|completed)/)).toHaveCount(0);
  }
  await learner.close();
});
