import { join } from 'node:path';
import { emailsTo } from '../test/outbox';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { buyPremiumByApi, E2E_OWNER, newUser } from './support';

// Issue 28's 1-on-1 coaching journey: the owner's hours (through the API), then a buyer books, moves and
// cancels on /premium/coaching, loses a race for a time to another buyer with a clear message and fresh
// times, and a refund cancels the session booked after it. Every rule is in server/coaching/*.test.ts.

const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

test('a buyer books, reschedules and cancels a session, loses a race for a time, and a refund cancels the session', async ({
  page,
  premiumLearner,
  playwright,
  browser,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const rival = await playwright.request.newContext({ baseURL });
  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  try {
    expect((await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } })).status()).toBe(200);
    // The owner sets their hours on /admin/coaching.
    const ownerLogin = await ownerPage.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(ownerLogin.status()).toBe(200);
    await ownerPage.goto('/admin/coaching');
    await waitForHydration(ownerPage);
    await ownerPage.getByLabel('Your time zone').fill('Europe/London');
    await ownerPage.getByLabel('Meeting link').fill('https://meet.example.com/e2e-coaching');
    await ownerPage.getByLabel('Session length (minutes)').fill('30');
    await ownerPage.getByLabel('Book within (days of purchase)').fill('90');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await ownerPage.getByLabel(day, { exact: true }).fill('08:00-20:00');
    }
    await ownerPage.getByRole('button', { name: 'Save hours' }).click();
    await expect(ownerPage.getByText('Hours saved.')).toBeVisible();
    const hours = await (await owner.get('/api/admin/coaching/availability')).json();
    expect(hours).toMatchObject({ timeZone: 'Europe/London', sessionMinutes: 30, weekly: { mon: [{ start: '08:00', end: '20:00' }] } });

    // The course page says what a purchase includes (issue 28), from the owner's settings; the dashboard leads to booking.
    await page.goto('/course/premium');
    await expect(page.getByRole('region', { name: 'Also included' })).toContainText(
      'One 30-minute 1-on-1 coaching session with the instructor, booked within 90 days',
    );
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Your member area' }).getByRole('link', { name: 'Book your coaching session' }),
    ).toHaveAttribute('href', '/premium/coaching');

    // The owner gives the buyer an extra session from their learner page (audited): two to book.
    const me = (await (await page.request.get('/api/auth/me')).json()).user;
    await ownerPage.goto(`/admin/learners/${me.id}`);
    await waitForHydration(ownerPage);
    const coaching = ownerPage.getByRole('region', { name: '1-on-1 coaching' });
    await expect(coaching).toContainText('1 session to book');
    await coaching.getByLabel('Why give them?').fill('Thanks for the detailed feedback');
    await coaching.getByRole('button', { name: 'Give sessions' }).click();
    await expect(ownerPage.getByText('Coaching sessions given: 2 to book now.')).toBeVisible();

    await page.goto('/premium');
    await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: '1-on-1 coaching' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '1-on-1 coaching' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText('2 sessions to book')).toBeVisible();

    // Book the first open time, with a topic.
    await page.getByRole('radio').first().check();
    await page.getByLabel(/What would you like to talk about/).fill('Pricing my first retainer');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Booked. The invitation is on its way to your inbox.')).toBeVisible();
    // The invitation arrives: a calendar request, with the meeting link.
    const invitations = () => emailsTo(OUTBOX, premiumLearner.email).filter((m) => /text\/calendar;[^\n]*method=REQUEST/i.test(m.raw));
    await expect.poll(() => invitations().length).toBe(1);
    expect(invitations()[0]!.text).toContain('https://meet.example.com/e2e-coaching');
    const session = page.getByRole('region', { name: 'Your sessions' }).getByRole('listitem');
    await expect(session).toContainText('Topic: Pricing my first retainer');
    const bookedAt = await session.locator('time').getAttribute('datetime');

    // Move it to another time.
    await session.getByRole('link', { name: 'Reschedule' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
    await page.getByRole('radio').nth(4).check();
    await page.getByRole('button', { name: 'Move my session to this time' }).click();
    await expect(page.getByText('Moved. The new invitation is on its way.')).toBeVisible();
    await expect(session.locator('time')).not.toHaveAttribute('datetime', bookedAt!);

    // Cancel it, which asks first: the session is back.
    await session.getByRole('link', { name: 'Cancel this session' }).click();
    await session.getByRole('button', { name: 'Yes, cancel the session' }).click();
    await expect(page.getByText('Cancelled. The session is back in your balance.')).toBeVisible();
    await expect(page.getByText('2 sessions to book')).toBeVisible();

    // Another buyer takes the time this one is about to choose: told at once, and shown fresh times.
    const rivalUser = newUser();
    expect((await rival.post('/api/auth/signup', { data: rivalUser })).status()).toBe(201);
    await buyPremiumByApi(rival);
    const wanted = page.getByRole('radio').nth(2);
    const start = await wanted.getAttribute('value');
    expect((await rival.post('/api/coaching/bookings', { data: { start } })).status()).toBe(201);
    await wanted.check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('That time was just taken. Please choose another.')).toBeVisible();
    await expect(page.locator(`input[type=radio][value="${start}"]`)).toHaveCount(0);

    // Book another, then ask for the money back: the session is cancelled.
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Booked. The invitation is on its way to your inbox.')).toBeVisible();
    const purchases = await (await page.request.get('/api/account/purchases')).json();
    const premium = purchases.purchases.find((p: { courseId: string }) => p.courseId === 'premium-course');
    const refund = await page.request.post(`/api/account/purchases/${premium.id}/refund`, { data: {} });
    expect(refund.status(), await refund.text()).toBe(200);
    const sessions = await (await owner.get('/api/admin/coaching/bookings')).json();
    const theirs = sessions.upcoming.filter(
      (s: { learner: { email: string } | null }) => s.learner?.email.toLowerCase() === premiumLearner.email.toLowerCase(),
    );
    expect(theirs.map((s: { status: string; cancelledBy: string }) => [s.status, s.cancelledBy])).toContainEqual([
      'cancelled',
      'access_ended',
    ]);
    expect(theirs.filter((s: { status: string }) => s.status === 'booked')).toEqual([]);
    await page.goto('/premium/coaching');
    await expect(page.getByText('Course Purchase Required')).toBeVisible();
  } finally {
    await owner.dispose();
    await rival.dispose();
    await ownerPage.context().close();
  }
});
