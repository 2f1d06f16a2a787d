import { expect, test, type Page } from '@playwright/test';
import { ALL_IDEAS } from '../content/ideas/load-ideas';
import { findLesson } from '../content/lessons/lesson-registry.server';
import { completeLessonByApi, signUpByApi } from './support';

// Issue 26 item 16: a page that shows or links a price in pounds shows the content's amounts (written in dollars)
// in pounds too, never dollar revenue beside a pound price (docs/decisions/024j-one-currency-per-page.md).

const DOLLAR_AMOUNT = /\$\d/;
const POUND_AMOUNT = /£\d/;

/** The page's main text: no amount in dollars, and at least one in pounds. */
async function expectOneCurrency(page: Page, where: string) {
  const text = await page.locator('main').innerText();
  expect(text.match(new RegExp(`.{0,40}${DOLLAR_AMOUNT.source}.{0,40}`, 'g')) ?? [], where).toEqual([]);
  expect(text, where).toMatch(POUND_AMOUNT);
}

test.describe.configure({ timeout: 90_000 });

test('a lesson read to its end shows its amounts in pounds, like the premium price', async ({ page }) => {
  // The starter stack lesson prices its tools ("$0 now, about $35 a month") and links the premium course.
  const lesson = findLesson('free-course', 1, 2)!;
  expect(JSON.stringify(lesson)).toMatch(DOLLAR_AMOUNT);
  await signUpByApi(page);
  await completeLessonByApi(page.request, 'free-course', 1, 2);
  await page.goto('/course/free-course/module/1/lesson/2');
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  await expectOneCurrency(page, 'the lesson');

  await page.goto('/course/premium-course/module/2/lesson/1');
  await expect(page.getByText(/£9\.99 one-time, lifetime access/)).toBeVisible();
});

test('/business-ideas shows revenue in pounds beside the pound price, on the cards and in a guide', async ({ page }) => {
  expect(ALL_IDEAS[0]!.potentialRevenue).toMatch(DOLLAR_AMOUNT);
  await page.goto('/business-ideas');
  await expect(page.locator('main')).toContainText('£9.99');
  await expectOneCurrency(page, '/business-ideas');
  await page.goto('/business-ideas?tab=premium');
  await expect(page.getByRole('link', { name: 'Unlock Complete Guide - £9.99' }).first()).toBeVisible();
  await expectOneCurrency(page, 'the premium ideas');

  const free = ALL_IDEAS.find((idea) => !idea.isPremium)!;
  await page.goto(`/business-ideas/${free.id}`);
  await expect(page.getByRole('article', { name: free.title })).toBeVisible();
  await expectOneCurrency(page, `the guide of ${free.id}`);
});

test('the home page, the help center and an article write their amounts in pounds', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('£9.99').first()).toBeVisible();
  await expectOneCurrency(page, 'home');
  await page.goto('/help');
  await expectOneCurrency(page, '/help');
  await page.goto('/blog/no-code-ai-business-50k');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Build a No-Code AI Business Toward £40K a Year');
  await expectOneCurrency(page, 'an article');
});
