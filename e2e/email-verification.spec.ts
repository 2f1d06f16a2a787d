import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { newUser, signUp, verifyEmailFromOutbox } from './support';

// Issue 26 item 15: a new account is asked to confirm its address; nothing else waits for it.
test('sign up, the dashboard asks to confirm the address, the emailed link confirms it and the notice goes', async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await expect(page).not.toHaveURL(/\/signup/);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Please confirm your email address' });
  await expect(notice).toContainText(user.email.toLowerCase());
  // Learning stays one step away.
  await expect(page.getByRole('link', { name: 'Start the first lesson' })).toBeVisible();

  await waitForHydration(page);
  await notice.getByRole('button', { name: 'Resend link' }).click();
  await expect(notice.getByText('Sent. Check your inbox.')).toBeVisible();

  await verifyEmailFromOutbox(page, user.email.toLowerCase());
  // Opened twice: the link works once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
});
