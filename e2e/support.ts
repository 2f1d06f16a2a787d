import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { findLesson } from '../content/lessons/lesson-registry.server';
import { localizeAmounts } from '../server/money/localize-amounts';
import { placesFor } from '../test/knowledge-check';
import { emailsTo, linkIn } from '../test/outbox';
import { waitForHydration } from './hydration';
import type { Lesson } from '../content/lessons/lesson-schema';

/**
 * A content text as a page shows it: its amounts, written in dollars, in the site's currency, pounds
 * (docs/decisions/024j-one-currency-per-page.md).
 */
export function inPageCurrency(text: string): string {
  return localizeAmounts(text, { currency: 'GBP' });
}

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/**
 * The server's TEST_CLOCK_FILE (e2e/start-test-server.mjs names it): milliseconds written here move the clock by
 * which its background jobs decide what is due (sequence steps, scheduled publishing, reminders); remove it after.
 */
export const TEST_CLOCK_FILE = join(process.env.E2E_DATA_DIR ?? '', 'test-clock-offset-ms');

/** The owner e2e/start-test-server.mjs makes with `npm run owner -- grant` before the tests start (same values there). */
export const E2E_OWNER: TestUser = { username: 'site_owner', email: 'owner@e2e.example', password: 'Owner-Harbour-42' };

/**
 * The owner's coaching hours as e2e/coaching.spec.ts saves them (08:00–20:00 every day, Europe/London, 30
 * minutes, booked within 90 days), set through the API if none are: a session is promised only once hours
 * exist (issue 41), and the specs share one server in any order, so each that needs hours sets the same ones.
 */
export async function ensureCoachingHours(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } })).status()).toBe(200);
  const current = await (await request.get('/api/admin/coaching/availability')).json();
  if (Object.values(current.weekly as Record<string, unknown[]>).some((ranges) => ranges.length > 0)) return;
  const day = [{ start: '08:00', end: '20:00' }];
  const weekly = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, day]));
  const hours = {
    ...current,
    timeZone: 'Europe/London',
    meetingUrl: 'https://meet.example.com/e2e-coaching',
    sessionMinutes: 30,
    bookingWindowDays: 90,
    weekly,
  };
  expect((await request.put('/api/admin/coaching/availability', { data: hours })).status()).toBe(200);
}

export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return { username: `learner_${id}`, email: `Learner.${id}@Example.com`, password: `correct horse ${id}` };
}

export async function signUp(page: Page, user: TestUser, path = '/signup') {
  await page.goto(path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  // Typed before the form hydrates, the text is lost: React resets its controlled fields when it takes over.
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function openUserMenu(page: Page, username: string) {
  const trigger = page.getByRole('button', { name: `Account menu for ${username}` });
  await expect(trigger).toBeVisible();
  await waitForHydration(page);
  await trigger.click();
  return page.getByRole('menu');
}

export async function signOut(page: Page, username: string) {
  const menu = await openUserMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Creates the account through the API in the page's browser context, which is then signed in (faster than the form). */
export async function signUpByApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const response = await page.request.post('/api/auth/signup', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** The local test gateway's cards (docs and server/payments name the same numbers). */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Types a card into the checkout form and presses Pay, for specs whose point is the checkout form itself. */
export async function payWithCard(page: Page, cardNumber: string = CARDS.approved) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Buys the premium course at checkout with the local test gateway's always-approved card. */
export async function buyPremium(page: Page) {
  if (!/\/checkout\/premium-course$/.test(page.url())) await page.goto('/checkout/premium-course');
  await payWithCard(page);
  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
}

/** Opens the header's search box: inline on wide screens, inside the menu on phones. */
export async function headerSearchBox(page: Page) {
  const inline = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).first();
  if (await inline.isVisible()) return inline;
  await page.getByRole('button', { name: 'Open menu' }).click();
  const inMenu = page.getByRole('navigation', { name: 'Mobile' }).getByRole('searchbox', { name: 'Search the site' });
  await expect(inMenu).toBeVisible();
  return inMenu;
}

/** Buys the premium course through the API with the local test gateway's approved card, as the checkout page does. */
export async function buyPremiumByApi(request: APIRequestContext) {
  const intent = await request.post('/api/create-payment-intent', { data: { courseId: 'premium-course' } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = await intent.json();
  const paid = await request.post('/api/local-payments/confirm', {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const success = await request.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } });
  expect(success.status(), await success.text()).toBe(200);
}

/** Starts a mastermind thread (issue 28) as the request's account, a premium member; answers its id. */
export async function startThreadByApi(
  request: APIRequestContext,
  thread: { category?: string; title?: string; body?: string } = {},
): Promise<string> {
  const res = await request.post('/api/community/threads', {
    data: { category: 'questions', title: 'How do you find your first client?', body: 'Cold email, or a referral?', ...thread },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).thread.id;
}

/** Replies to a mastermind thread as the request's account. */
export async function replyToThreadByApi(request: APIRequestContext, threadId: string, body: string): Promise<string> {
  const res = await request.post(`/api/community/threads/${threadId}/replies`, { data: { body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).comment.id;
}

/**
 * Reads a lesson to its end and completes it through the progress API, the steps the reader's buttons take,
 * answering its knowledge check right: a lesson completes only once the check is passed (issue 26).
 */
export async function completeLessonByApi(request: APIRequestContext, courseId: string, module: number, lesson: number) {
  const path = `/api/lessons/${courseId}/${module}/${lesson}`;
  const read = await request.get(path);
  expect(read.status(), await read.text()).toBe(200);
  const sections: number = (await read.json()).lesson.sections.length;
  const content = findLesson(courseId, module, lesson);
  if (!content) throw new Error(`no lesson ${courseId}/${module}/${lesson} in content/lessons`);
  const events = [
    ...Array.from({ length: sections - 1 }, (_, section) => ({ type: 'continue', section })),
    { type: 'open-quiz' },
    { type: 'answer-quiz' },
    { type: 'complete-action' },
    { type: 'complete' },
  ];
  for (const step of events) {
    // The answers go by place in the attempt's order, read as the page reads it (decision 031h).
    const event =
      step.type === 'answer-quiz'
        ? await (async () => {
            const quiz = (await (await request.get(path)).json()).lesson.quiz;
            return { type: 'answer-quiz', attempt: quiz.attempt, answers: placesFor(quiz, content, 'right') };
          })()
        : step;
    const response = await request.post(`${path}/progress`, { data: event });
    expect(response.status(), `${JSON.stringify(event)}: ${await response.text()}`).toBe(200);
  }
}

/**
 * Confirms the account's address as its owner does (issue 26 item 15): opens the newest link the outbox
 * (DATA_DIR/outbox, the e2e server has no SMTP_URL) holds for `email`, and presses the button.
 */
export async function verifyEmailFromOutbox(page: Page, email: string) {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: URL | undefined;
  await expect
    .poll(
      () =>
        (link = emailsTo(outbox, email)
          .filter((m) => m.subject.startsWith('Confirm your email address'))
          .map((m) => linkIn(m, '/verify-email'))
          .at(-1)),
      {
        message: `a verification email to ${email}`,
        timeout: 15_000,
      },
    )
    .toBeDefined();
  await page.goto(`${link!.pathname}${link!.search}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
}

/**
 * Answers a lesson's knowledge check in the page as a learner does (decision 031h): in each question's group
 * (its legend is the question) picks the right choice, or a wrong one, then checks the answers.
 */
export async function answerCheckInPage(page: Page, lesson: Lesson, pick: 'right' | 'wrong') {
  for (const question of lesson.quiz) {
    const option = pick === 'right' ? question.correct : (question.correct + 1) % 4;
    await page
      .getByRole('group', { name: inPageCurrency(question.question) })
      .getByRole('radio', { name: inPageCurrency(question.options[option]!.text) })
      .check();
  }
  await page.getByRole('button', { name: /^Check my answers?$/ }).click();
}
