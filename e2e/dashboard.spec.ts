import { type Page } from '@playwright/test';
import { findLesson } from '../content/lessons/lesson-registry.server';
import { expect, test } from './fixtures';
import { answerCheckInPage, inPageCurrency, signUpByApi } from './support';

test.describe.configure({ timeout: 90_000 });

const FIRST = findLesson('free-course', 1, 1)!;
const SECOND = findLesson('free-course', 1, 2)!;

const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const achievement = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Achievements' }).getByRole('listitem').filter({ hasText: name });

/** Walks a lesson to the end through its own buttons, answering the quiz correctly. */
async function completeLesson(page: Page, lesson: NonNullable<ReturnType<typeof findLesson>>) {
  await page.goto(`/course/${lesson.courseId}/module/${lesson.module}/lesson/${lesson.order}`);
  for (let i = 1; i < lesson.sections.length; i++) {
    await page.getByRole('button', { name: 'Continue Reading' }).click();
    await expect(page.getByRole('heading', { level: 2, name: inPageCurrency(lesson.sections[i]!.title), exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Take Knowledge Check' }).click();
  await answerCheckInPage(page, lesson, 'right');
  await expect(page.getByText('Excellent!', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "I've completed the assessment" }).click();
  await expect(page.getByText('Action item completed')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
}

test('a signed-out visitor is sent to sign in and comes back to the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test('a new account sees zeros and an invitation; after one lesson the dashboard shows it, the streak and the achievement', async ({
  page,
}) => {
  const user = await signUpByApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.username}!` })).toBeVisible();
  await expect(stat(page, 'Courses')).toHaveText('1');
  await expect(stat(page, 'Lessons completed')).toHaveText('0');
  await expect(stat(page, 'Study time')).toHaveText('0 min');
  await expect(stat(page, 'Study streak')).toHaveText('0 days');
  await expect(page.getByRole('heading', { name: 'Start your first lesson' })).toBeVisible();
  await expect(achievement(page, 'First Lesson')).toContainText('Not earned yet');
  await expect(page.getByRole('link', { name: /Upgrade to unlock/ })).toHaveAttribute('href', '/course/premium');

  await page.getByRole('link', { name: 'Start the first lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/free-course/module/1/lesson/1$`));
  await completeLesson(page, FIRST);

  await page.goto('/dashboard');
  await expect(stat(page, 'Lessons completed')).toHaveText('1');
  await expect(stat(page, 'Study streak')).toHaveText('1 day');
  await expect(page.getByRole('heading', { name: 'Start your first lesson' })).toHaveCount(0);
  await expect(achievement(page, 'First Lesson')).toContainText(/Earned /);
  await expect(achievement(page, 'Sharp Mind')).toContainText(/Earned /);
  await expect(achievement(page, 'Module Master')).toContainText('Not earned yet');
  // Recent activity lists the lesson; the course offers the next unfinished lesson.
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(FIRST.title);
  const next = page.getByRole('link', { name: /^Continue: / });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/course/free-course/module/${SECOND.module}/lesson/${SECOND.order}$`));
});

test('buying premium adds the course, the activity and the achievement', async ({ page, premiumLearner: _buyer }) => {
  await page.goto('/dashboard');
  await expect(stat(page, 'Courses')).toHaveText('2');
  await expect(page.getByRole('link', { name: /Upgrade to unlock/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Start: .*Premium/i })).toBeVisible();
  await expect(achievement(page, 'Premium Member')).toContainText(/Earned /);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('Joined premium');
});
