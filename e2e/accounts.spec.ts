import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { newUser, openUserMenu, signIn, signOut, signUp } from './support';

test('a newcomer signs up, signs out, fails with a wrong password, then signs in and sees the account', async ({ page }) => {
  const user = newUser();
  await signUp(page, user);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been created successfully.', { exact: true })).toBeVisible();

  const menu = await openUserMenu(page, user.username);
  await expect(menu.getByText(user.username)).toBeVisible();
  await expect(menu.getByText(user.email.toLowerCase())).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page, user.username);
  await expect(page.getByRole('button', { name: `Account menu for ${user.username}` })).toHaveCount(0);

  await page.goto('/login');
  await signIn(page, user.email, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await signIn(page, user.email.toUpperCase(), user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

  await page.goto('/account');
  const profile = page.getByRole('main');
  await expect(profile.getByText(user.username)).toBeVisible();
  // The profile's address (the unverified-address notice above it names it too).
  await expect(profile.getByRole('definition').filter({ hasText: user.email.toLowerCase() })).toBeVisible();
  const memberSince = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(profile.getByText(memberSince)).toBeVisible();
  await expect(profile.getByText('Free', { exact: true })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/courses');

  await profile.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByText('Please log in to view your account information.')).toBeVisible();
});

test('signup shows every validation message and keeps what was typed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm password is required')).toBeVisible();

  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('someone@example');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('54321');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('ab');

  // A password from the common-passwords list is refused by the server.
  const user = newUser();
  await signUp(page, { ...user, password: 'password123' });
  await expect(page.getByText(/one of the most common passwords/).first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
});

test('signing in returns to the page named by redirectTo, and signed-in users skip the login page', async ({ page }) => {
  const user = newUser();
  await signUp(page, user, '/signup?redirectTo=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  await page.goto('/login?redirectTo=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/signup?redirectTo=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  await page.goto('/');
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/course/free');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation reaches every section at this width', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 768) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Training' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Business Ideas', 'Blog', 'Training']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
  // Nothing spills sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('F8 moves focus to the notification region', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.keyboard.press('F8');
  // The region's code loads on the first toast or F8 (app/components/toaster.tsx), so focus arrives a moment later.
  // On a busy machine that code can take more than the usual five seconds to arrive.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? ''), {
      timeout: 15_000,
    })
    .toMatch(/Notifications \(F8\)/);
});

test('a NUL byte posted to the sign-in and sign-up forms is a 400 page naming the field, not a 500', async ({ request }) => {
  // Browsers cannot type one, but any client can post one; PostgreSQL refuses NUL in text.
  const login = await request.post('/login', { form: { email: 'a\u0000@x.com', password: 'whatever-1', redirectTo: '' } });
  expect(login.status()).toBe(400);
  expect(await login.text()).toContain('Email must not contain control characters');

  const user = newUser();
  const signup = await request.post('/signup', {
    form: {
      username: user.username,
      email: `nul\u0000${user.email}`,
      password: user.password,
      confirmPassword: user.password,
      redirectTo: '',
    },
  });
  expect(signup.status()).toBe(400);
  expect(await signup.text()).toContain('Email must not contain control characters');
});
