import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emailsTo, linkIn, type OutboxEmail } from '../test/outbox';
import { waitForHydration } from './hydration';
import { newUser, signIn, type TestUser } from './support';

// The e2e server has no SMTP_URL, so it writes every message into DATA_DIR/outbox (playwright.config.ts names the folder).
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits for the mail worker to write a message to `address` whose subject matches, and returns it. */
async function waitForEmail(address: string, subject: RegExp): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      () =>
        (found = emailsTo(OUTBOX, address)
          .filter((m) => subject.test(m.subject))
          .at(-1)),
      {
        message: `an email to ${address} with subject ${subject}`,
        timeout: 15_000,
      },
    )
    .toBeDefined();
  return found!;
}

/** Creates the account through the API, signed in within `request`'s cookie jar (a page's, or another browser's). */
async function createAccount(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const response = await request.post('/api/auth/signup', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

async function expectSignedInAs(page: Page, username: string) {
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
}

test('forgot password: the emailed link sets a new password and signs the user in, once', async ({ page, request }) => {
  const user = await createAccount(request);
  await expect.poll(() => emailsTo(OUTBOX, user.email).some((m) => m.subject.startsWith('Welcome'))).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await waitForEmail(user.email, /^Reset your/);
  const link = linkIn(mail, '/reset-password');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  // The signup rules and messages; what was typed stays.
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('shorter');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New Password').fill('password123');
  await page.getByLabel('Confirm Password').fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveValue('password123');

  const newPassword = `new harbour ${user.username}`;
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The account's forms load after first paint (app/lib/lazy-part.tsx): a press before that is lost.
  await waitForHydration(page);
  await expect(page.getByText('Your password has been changed', { exact: true })).toBeVisible();
  await expectSignedInAs(page, user.username);
  // The profile's address (the unverified-address notice above it names it too).
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: user.email.toLowerCase() })).toBeVisible();

  // The browser that was signed in before the reset is not any more.
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  await waitForEmail(user.email, /password was changed/);

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The new password signs in; the old one does not.
  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await second.goto(new URL('/login', page.url()).toString());
  await signIn(second, user.email, user.password);
  await expect(second.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(second, user.email, newPassword);
  await expectSignedInAs(second, user.username);
  await other.close();
});

test('a reset link that is unknown shows what to do next', async ({ page }) => {
  await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('account settings: change username and password, sign out other devices', async ({ page, playwright, baseURL }) => {
  const user = await createAccount(page.request);
  // Another device, signed in with the same account.
  const laptop = await playwright.request.newContext({ baseURL });
  expect((await laptop.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(200);

  await page.goto('/account');
  // The account's forms load after first paint (app/lib/lazy-part.tsx): a press before that is lost.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Member Since')).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(page.getByText('No purchases yet.')).toBeVisible();

  const renamed = `${user.username}_x`.slice(0, 32);
  await page.getByLabel('New username').fill('a b');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('Username may contain only letters, digits, _, - and .')).toBeVisible();
  await page.getByLabel('New username').fill(renamed);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText(`Your username is now ${renamed}.`)).toBeVisible();
  await expectSignedInAs(page, renamed);

  const newPassword = `fresh lantern ${user.username}`;
  await page.getByLabel('Current Password').fill('not my password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue(newPassword);

  await page.getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. 1 other device was signed out.')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await laptop.get('/api/auth/me')).status()).toBe(401);
  await waitForEmail(user.email, /password was changed/);

  // Sign in elsewhere with the new password, then sign that device out from here.
  expect((await laptop.post('/api/auth/login', { data: { email: user.email, password: newPassword } })).status()).toBe(200);
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
  expect((await laptop.get('/api/auth/me')).status()).toBe(401);
  await expectSignedInAs(page, renamed);
  await laptop.dispose();
});

test('delete account: needs the password, then removes the account and signs out', async ({ page }) => {
  const user = await createAccount(page.request);
  await page.goto('/account');
  // The account's forms load after first paint (app/lib/lazy-part.tsx): a press before that is lost.
  await waitForHydration(page);
  await page.getByLabel('Your password').fill('wrong password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await expectSignedInAs(page, user.username);

  await page.getByLabel('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${user.username}` })).toHaveCount(0);

  await page.goto('/account');
  await expect(page.getByText('Please log in to view your account information.')).toBeVisible();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});
