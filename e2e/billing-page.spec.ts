/**
 * /account/billing (issue 44, decision 034d) with subscriptions in each state. No checkout sells a subscription yet,
 * so the rows are written into this spec's own server's database before it starts (a copy of the run's prepared one,
 * e2e/data-dir.ts), as a checkout and the billing pass would leave them; its learners sign in with a session written
 * beside them. What each change does is tested in server/billing/learner-billing.integration.test.ts.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { createSession } from '../server/auth/sessions';
import { openDatabase } from '../server/db/client';
import { localPaymentMethods, offerGrants, offerPrices, offers, subscriptionCharges, subscriptions, users } from '../server/db/schema';
import { expectNoViolations } from './axe-scan';
import { startBuiltServer, type BuiltServer } from './built-server';
import { preparedDataDir } from './data-dir';
import { waitForHydration } from './hydration';

const PORT_OFFSET = { 'phone-375': 1, 'desktop-1280': 2 } as Record<string, number>;
const DAY = 86_400_000;
const STATES = ['active', 'cancelOnce', 'switcher', 'pastDue', 'paused', 'plan'] as const;
type State = (typeof STATES)[number];

let server: BuiltServer;
const tokens = {} as Record<State, string>;

/** Each learner with one subscription (or plan) in the state its name says. */
async function seed(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  const now = new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await db.insert(offers).values([
    { id: 'e2e-club', slug: 'e2e-club', title: 'Builders Club', priceType: 'subscription', status: 'published', position: 50 },
    {
      id: 'e2e-plan',
      slug: 'e2e-plan',
      title: 'Premium in 3 payments',
      priceType: 'payment_plan',
      instalments: 3,
      status: 'published',
      position: 51,
    },
  ]);
  await db.insert(offerGrants).values([
    { offerId: 'e2e-club', position: 0, type: 'member_area' },
    { offerId: 'e2e-plan', position: 0, type: 'course', courseId: 'premium-course' },
  ]);
  await db.insert(offerPrices).values([
    { offerId: 'e2e-club', currency: 'GBP', interval: 'month', amount: 1900, setAt: now },
    { offerId: 'e2e-club', currency: 'GBP', interval: 'year', amount: 19000, setAt: now },
    { offerId: 'e2e-plan', currency: 'GBP', interval: 'month', amount: 5000, setAt: now },
  ]);
  for (const state of STATES) {
    const [user] = await db
      .insert(users)
      .values({
        username: `billing_${state}`,
        email: `billing.${state}.${now.getTime()}@example.com`,
        passwordHash: 'x',
        emailVerifiedAt: now,
      })
      .returning();
    tokens[state] = (await createSession({ db, userId: user!.id, now })).token;
    const owing = state === 'pastDue' || state === 'paused';
    const plan = state === 'plan';
    // The saved test card a checkout would have kept: Stripe's 0341 (declines later charges) for the owing ones.
    const paymentMethodId = `pm_local_e2e_${state}_${now.getTime()}`;
    const number = owing ? '4000000000000341' : '4242424242424242';
    await db
      .insert(localPaymentMethods)
      .values({ id: paymentMethodId, userId: user!.id, number, expMonth: 12, expYear: 2099, createdAt: now });
    const [s] = await db
      .insert(subscriptions)
      .values({
        userId: user!.id,
        offerId: plan ? 'e2e-plan' : 'e2e-club',
        kind: plan ? 'payment_plan' : 'subscription',
        interval: 'month',
        currency: 'GBP',
        amount: plan ? 5000 : 1900,
        instalments: plan ? 3 : null,
        status: state === 'pastDue' ? 'past_due' : state === 'paused' ? 'paused' : 'active',
        currentPeriodStart: owing ? at(-33) : at(-10),
        currentPeriodEnd: owing ? at(-2) : at(21),
        gateway: 'local',
        paymentMethodId,
        cardBrand: 'visa',
        cardLast4: owing ? '0341' : '4242',
        billing: { country: 'GB' },
        createdAt: at(-40),
        updatedAt: now,
      })
      .returning();
    const charge = { subscriptionId: s!.id, periodStart: at(-40), periodEnd: at(-10), dueAt: at(-40), amount: s!.amount, currency: 'GBP' };
    for (let sequence = 1; sequence <= (plan ? 2 : 1); sequence++) {
      await db.insert(subscriptionCharges).values({ ...charge, sequence, status: 'paid', paidAt: at(-40), createdAt: now, updatedAt: now });
    }
    if (owing) {
      await db.insert(subscriptionCharges).values({
        ...charge,
        sequence: 2,
        dueAt: at(-2),
        status: 'failed',
        attempts: 2,
        nextAttemptAt: state === 'pastDue' ? at(1) : null,
        lastError: 'Your card was declined.',
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await close();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 190 + (PORT_OFFSET[testInfo.project.name] ?? 3);
  const dataDir = preparedDataDir(join(tmpdir(), `ai-academy-e2e-billing-${port}`));
  await seed(dataDir);
  server = await startBuiltServer({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, output: 'ignore' });
});
test.afterAll(async ({}, testInfo) => {
  await server?.stop();
  const port = Number(process.env.E2E_PORT ?? 3210) + 190 + (PORT_OFFSET[testInfo.project.name] ?? 3);
  rmSync(join(tmpdir(), `ai-academy-e2e-billing-${port}`), { recursive: true, force: true });
});

async function openAs(page: Page, state: State) {
  await page.context().addCookies([{ name: 'sid', value: tokens[state], url: server.base }]);
  await page.goto(`${server.base}/account/billing`);
}

/** Holds every script the page asks for until `release()` (as e2e/before-scripts.spec.ts does). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('each state in words, with what the learner can do, and no accessibility violations', async ({ page }) => {
  await openAs(page, 'active');
  await expect(page.getByText(/^Renews on \d+ \w+ \d{4} — £19\.00$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Switch to yearly — £\d+\.\d\d now$/ })).toBeVisible();
  await expect(page.getByText('Subscription · £19.00 a month · Visa ·· 4242')).toBeVisible();
  await waitForHydration(page);
  await page.getByText('Cancel subscription').click();
  await expectNoViolations(page, '/account/billing, active, the cancel question open');

  await openAs(page, 'pastDue');
  await expect(page.getByText(/^Payment failed — we will try again on \d+ \w+ \d{4}; update your card$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save card and pay now' })).toBeVisible();
  await expectNoViolations(page, '/account/billing, past due');

  await openAs(page, 'paused');
  await expect(page.getByText('Paused — update your card to resume')).toBeVisible();

  await openAs(page, 'plan');
  await expect(page.getByText(/^2 of 3 paid — next £50\.00 on /)).toBeVisible();
  await expect(page.getByText('Cancel subscription')).toHaveCount(0);
  await expectNoViolations(page, '/account/billing, payment plan');
});

test('before the scripts arrive a typed card stays and cancelling posts as HTML; with them, two presses cancel and one resumes', async ({
  page,
}) => {
  // A card typed before the page's code arrives stays once it takes over.
  let scripts = await holdScripts(page);
  await openAs(page, 'cancelOnce');
  await page.getByText('Update card', { exact: true }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');

  // The cancel question and its confirm are a disclosure and a plain form: they work without the code.
  scripts = await holdScripts(page);
  await openAs(page, 'cancelOnce');
  await page.getByText('Cancel subscription').click();
  await page.getByLabel('It costs too much').check();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/^Cancelled — access until \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Your subscription is cancelled: you will not be charged again.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(/^Renews on \d+ \w+ \d{4} — £19\.00$/)).toBeVisible();
  await scripts.release();

  // With the page's code: two presses again, answered in place, and one to resume.
  await openAs(page, 'cancelOnce');
  await waitForHydration(page);
  await page.getByText('Cancel subscription').click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/^Cancelled — access until /)).toBeVisible();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
});

test('switching to yearly charges the difference now and renews in a year; yearly to monthly waits for the renewal', async ({ page }) => {
  await openAs(page, 'switcher');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Switch to yearly — £\d+\.\d\d now$/ }).click();
  await expect(page.getByText('You are now billed yearly: the difference was charged and your year starts today.')).toBeVisible();
  await expect(page.getByText(/^Renews on \d+ \w+ \d{4} — £190\.00$/)).toBeVisible();
  await expect(page.getByText('Subscription · £190.00 a year · Visa ·· 4242')).toBeVisible();
  await page.getByRole('button', { name: /^Switch to monthly from / }).click();
  await expect(page.getByText(/^Renews on \d+ \w+ \d{4} — £19\.00, then monthly$/)).toBeVisible();
});
