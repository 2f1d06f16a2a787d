import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { emailsTo, linkIn } from '../test/outbox';
import { waitForHydration } from './hydration';
import { E2E_OWNER, newUser, signIn, TEST_CLOCK_FILE } from './support';

/**
 * Email sequences (issue 30), one journey: the owner writes a two-step sequence on a confirmed newsletter
 * subscription in /admin/sequences; a visitor subscribes and confirms and gets step 1 at once; the sender's
 * clock moves two days (TEST_CLOCK_FILE, the file e2e/start-test-server.mjs gave the server, nothing over HTTP) and step 2
 * arrives. An abandoned-checkout reminder goes to a learner who left checkout, not to one who paid first.
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const OUTBOX = join(DATA_DIR, 'outbox');
const DAY = 24 * 60 * 60 * 1000;

const subjectsTo = (email: string) => emailsTo(OUTBOX, email).map((m) => m.subject);
/** The sender looks every 5 seconds. */
const arrives = (email: string, subject: string) =>
  expect.poll(() => subjectsTo(email), { message: `"${subject}" to ${email}`, timeout: 20_000 }).toContain(subject);

async function learnerWithConsent(request: APIRequestContext) {
  const user = newUser();
  const res = await request.post('/api/auth/signup', { data: { ...user, marketingConsent: true } });
  expect(res.status(), await res.text()).toBe(201);
  const intent = await request.post('/api/create-payment-intent', { data: { courseId: 'premium-course' } });
  expect(intent.status(), await intent.text()).toBe(200);
  return { ...user, clientSecret: (await intent.json()).clientSecret as string };
}

test.describe.configure({ mode: 'serial' });

test.afterAll(() => rmSync(TEST_CLOCK_FILE, { force: true }));

test('a two-step sequence reaches a confirmed subscriber at its times; paying stops the checkout reminder', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const created: string[] = [];
  await page.goto('/login');
  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await expect(page).not.toHaveURL(/\/login/);

  try {
    // The owner writes the sequence in the editor.
    await page.goto('/admin/sequences/new');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Welcome series');
    await page.getByLabel('Starts when').selectOption('newsletter_confirmed');
    await page.getByLabel('On: enrol people and send the steps').check();
    const step1 = page.getByRole('group', { name: 'Step 1' });
    await step1.getByLabel('Delay after the trigger').fill('0');
    await step1.getByLabel('Subject').fill('Welcome, {{name}}');
    await step1.getByLabel('Body (Markdown)').fill('Hello {{name}}, start with [the free course](/course/free).');
    const step2 = page.getByRole('group', { name: 'Step 2' });
    await step2.getByLabel('Delay after the previous step').fill('2');
    await step2.getByLabel('Unit').selectOption('days');
    await step2.getByLabel('Subject').fill('Two days in');
    await step2.getByLabel('Body (Markdown)').fill('Here is [what comes next](https://example.org/next).');
    await page.getByRole('button', { name: 'Create sequence' }).click();
    await expect(page).toHaveURL(/\/admin\/sequences\/[0-9a-f-]{36}$/);
    created.push(page.url().split('/').at(-1)!);
    await page.goto('/admin/sequences');
    await expect(page.getByRole('link', { name: 'Welcome series' })).toBeVisible();

    // The reminder, through the API.
    const reminder = await page.request.post('/api/admin/sequences', {
      data: {
        name: `Reminder ${randomUUID().slice(0, 6)}`,
        trigger: 'checkout_abandoned',
        active: true,
        abandonAfterHours: 24,
        steps: [{ delayMinutes: 0, subject: 'Your course is waiting', body: 'Finish [your order](/checkout/premium-course).' }],
      },
    });
    expect(reminder.status(), await reminder.text()).toBe(201);
    created.push((await reminder.json()).sequence.id);

    // A visitor subscribes and confirms: step 1 at once.
    const visitor = await playwright.request.newContext({ baseURL });
    const reader = `reader.${randomUUID().slice(0, 8)}@example.com`;
    expect((await visitor.post('/api/newsletter', { data: { email: reader, source: 'home' } })).status()).toBe(200);
    await expect.poll(() => subjectsTo(reader).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const token = linkIn(emailsTo(OUTBOX, reader)[0]!, '/newsletter/confirm').searchParams.get('token');
    expect((await visitor.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
    await arrives(reader, 'Welcome, there');
    expect(subjectsTo(reader)).not.toContain('Two days in');

    // Two learners open checkout; one pays.
    const quitterContext = await playwright.request.newContext({ baseURL });
    const buyerContext = await playwright.request.newContext({ baseURL });
    const quitter = await learnerWithConsent(quitterContext);
    const buyer = await learnerWithConsent(buyerContext);
    const paid = await buyerContext.post('/api/local-payments/confirm', {
      data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', clientSecret: buyer.clientSecret },
    });
    expect(paid.status()).toBe(200);
    expect(
      (await buyerContext.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } })).status(),
    ).toBe(200);

    // Two days and a minute later, for the sender.
    writeFileSync(TEST_CLOCK_FILE, String(2 * DAY + 60_000));
    await arrives(reader, 'Two days in');
    await arrives(quitter.email.toLowerCase(), 'Your course is waiting');
    expect(subjectsTo(buyer.email.toLowerCase())).not.toContain('Your course is waiting');
    const [second] = emailsTo(OUTBOX, reader).filter((m) => m.subject === 'Two days in');
    expect(second!.html).toMatch(/href="[^"]+\/e\/c\/[^"]+"/);
    expect(second!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The owner sees what was sent.
    await page.goto('/admin/sequences');
    await expect(page.getByRole('row', { name: /Welcome series/ })).toContainText('1 sent · 0 clicked');
    await Promise.all([visitor.dispose(), quitterContext.dispose(), buyerContext.dispose()]);
  } finally {
    rmSync(TEST_CLOCK_FILE, { force: true });
    // Other files share this server: its sequences go with the journey.
    for (const id of created) await page.request.delete(`/api/admin/sequences/${id}`);
  }
});
