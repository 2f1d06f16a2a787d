import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { emailsTo } from '../test/outbox';
import { waitForHydration } from './hydration';
import { E2E_OWNER, signUpByApi, TEST_CLOCK_FILE, type TestUser } from './support';

/**
 * Issue 44's journeys on the built server with the local gateway, the billing pass running every second and the test
 * clock (TEST_CLOCK_FILE) moving the days: a monthly subscription renews with its own invoice and, cancelled from the
 * billing page, ends with its period and is charged no more; a card that declines renewals is retried three times with
 * three emails, then access pauses (progress kept) until a new card on the billing page pays at once; a plan of three
 * instalments charges three times, then never, and access stays. It runs in the `clock-days` project, alone (one
 * worker): a month on the clock would open other files' dripped lessons and publish their scheduled articles.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const DAY = 86_400_000;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const made: string[] = [];
const offerIds = { monthly: '', plan: '' };
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const PREMIUM_LESSON = '/api/lessons/premium-course/2/1';

const moveClock = (days: number) => writeFileSync(TEST_CLOCK_FILE, String(days * DAY));

async function ownerRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  return context.request;
}

test.beforeAll(async ({ browser }) => {
  const owner = await ownerRequest(browser);
  const grants = [{ type: 'course', courseId: 'premium-course' }];
  const prices = {
    monthly: { type: 'subscription', amounts: { month: { GBP: 1900 } } },
    plan: { type: 'payment_plan', amounts: { GBP: 4000 }, instalments: 3 },
  };
  for (const key of ['monthly', 'plan'] as const) {
    const created = await owner.post('/api/admin/offers', {
      data: { title: `Renewing ${key} ${run}`, slug: `renewing-${key}-${run}`, status: 'published', price: prices[key], grants },
    });
    expect(created.status(), await created.text()).toBe(201);
    offerIds[key] = ((await created.json()) as { id: string }).id;
    made.push(offerIds[key]);
  }
});

test.afterAll(async ({ browser }) => {
  rmSync(TEST_CLOCK_FILE, { force: true });
  const owner = await ownerRequest(browser);
  for (const id of made) await owner.patch(`/api/admin/offers/${id}`, { data: { status: 'archived' } });
});

test.beforeEach(() => rmSync(TEST_CLOCK_FILE, { force: true }));

/** Subscribes through the checkout's API as its page does, paying the first charge with `card`. */
async function subscribeByApi(request: APIRequestContext, offerId: string, card: string) {
  const opened = await request.post('/api/create-payment-intent', { data: { offerId, interval: 'month' } });
  expect(opened.status(), await opened.text()).toBe(200);
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  const paid = await request.post('/api/local-payments/confirm', {
    data: { cardNumber: card, expiry: '12 / 34', cvc: '123', clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const success = await request.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } });
  expect(success.status(), await success.text()).toBe(200);
}

async function invoiceCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/invoices')).json()) as { invoices: { number: string }[] }).invoices.length;
}

async function billing(request: APIRequestContext) {
  return (await (await request.get('/api/billing')).json()) as {
    subscriptions: { id: string; status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string }[];
    paymentPlans: { id: string; status: string; paid: number }[];
  };
}

const lessonStatus = async (request: APIRequestContext) => (await request.get(PREMIUM_LESSON)).status();

async function openBilling(page: Page) {
  await page.goto('/account/billing');
  await waitForHydration(page);
}

test('monthly with 4242: renewed a month later with a second invoice; cancelled, it ends with its period and charges no more', async ({
  page,
}) => {
  await signUpByApi(page);
  await subscribeByApi(page.request, offerIds.monthly, '4242 4242 4242 4242');
  expect(await invoiceCount(page.request)).toBe(1);
  expect(await lessonStatus(page.request)).toBe(200);

  moveClock(31);
  await expect.poll(() => invoiceCount(page.request), { timeout: 15_000 }).toBe(2);
  expect(await lessonStatus(page.request)).toBe(200);

  await openBilling(page);
  await page.getByText('Cancel subscription').click();
  await page.getByLabel('It costs too much').check();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/^Cancelled — access until \d+ \w+ \d{4}$/)).toBeVisible();
  expect(await lessonStatus(page.request)).toBe(200);

  // Past the paid period: access ends, and nothing more is charged however long the clock runs.
  moveClock(62);
  await expect.poll(() => lessonStatus(page.request), { timeout: 15_000 }).toBe(403);
  moveClock(93);
  await page.waitForTimeout(2_500);
  expect(await invoiceCount(page.request)).toBe(2);
  expect((await billing(page.request)).subscriptions.every((s) => s.status === 'canceled')).toBe(true);
});

test('a card that declines renewals: three retries, three emails, access paused with progress kept; a new card pays at once and access is back', async ({
  page,
}) => {
  const learner: TestUser = await signUpByApi(page);
  await subscribeByApi(page.request, offerIds.monthly, '4000 0000 0000 0341');
  const read = await page.request.post(`${PREMIUM_LESSON}/progress`, { data: { type: 'continue', section: 0 } });
  expect(read.status(), await read.text()).toBe(200);

  // Past the period and the seven grace days: the renewal and its retries on days 1, 3 and 5 all fail.
  moveClock(39);
  await expect.poll(async () => (await billing(page.request)).subscriptions[0]?.status, { timeout: 20_000 }).toBe('paused');
  const failures = () => emailsTo(OUTBOX, learner.email).filter((m) => m.subject.includes('did not go through'));
  await expect.poll(() => failures().length, { timeout: 10_000 }).toBe(3);
  await expect.poll(() => emailsTo(OUTBOX, learner.email).filter((m) => m.subject.includes('is paused')).length).toBe(1);
  expect(await lessonStatus(page.request)).toBe(403);
  expect(await invoiceCount(page.request)).toBe(1);

  // The learner comes back: a paid paused subscription starts a new period from the real time (what the site writes),
  // so the clock goes back to it, or the pass would find that period already over.
  rmSync(TEST_CLOCK_FILE, { force: true });
  await openBilling(page);
  await expect(page.getByText('Paused — update your card to resume')).toBeVisible();
  // Owing, the card form is already open.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card and pay now' }).click();
  await expect(page.getByText(/^Renews on \d+ \w+ \d{4} — £19\.00$/)).toBeVisible();
  expect(await lessonStatus(page.request)).toBe(200);
  expect(await invoiceCount(page.request)).toBe(2);
  // The progress made before the pause is still there.
  const lesson = (await (await page.request.get(PREMIUM_LESSON)).json()) as { progress: { sectionsRevealed: number } };
  expect(lesson.progress.sectionsRevealed).toBeGreaterThanOrEqual(2);
});

test('a plan of three instalments charges three times a month apart, then never, and access stays', async ({ page }) => {
  await signUpByApi(page);
  await subscribeByApi(page.request, offerIds.plan, '4242 4242 4242 4242');
  expect(await invoiceCount(page.request)).toBe(1);
  moveClock(31);
  await expect.poll(() => invoiceCount(page.request), { timeout: 15_000 }).toBe(2);
  moveClock(62);
  await expect.poll(() => invoiceCount(page.request), { timeout: 15_000 }).toBe(3);
  await expect.poll(async () => (await billing(page.request)).paymentPlans[0]?.status, { timeout: 10_000 }).toBe('completed');
  moveClock(124);
  await page.waitForTimeout(2_500);
  expect(await invoiceCount(page.request)).toBe(3);
  expect(await lessonStatus(page.request)).toBe(200);
});
