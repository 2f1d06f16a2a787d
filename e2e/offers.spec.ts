import { expect, test } from '@playwright/test';
import { signUpByApi } from './support';

// Issue 43, the visitor's side of offers: an offer's sales page on the built server, read as a visitor and used
// by a learner to enrol in a free offer (a plain form: the page ships no framework script).

test('a visitor reads the premium offer: its price, what it grants, the guarantee and where to buy', async ({ page }) => {
  await page.goto('/offer/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Business Mastery (Premium)' })).toBeVisible();
  await expect(page.getByTestId('offer-price')).toContainText('£9.99');
  const grants = page.getByRole('region', { name: 'What you get' });
  await expect(grants.getByRole('link', { name: 'AI Business Mastery (Premium)' })).toHaveAttribute('href', '/course/premium');
  await expect(grants.getByText(/7 modules · \d+ lessons · \d+ h/)).toBeVisible();
  await expect(grants.getByText('The member area')).toBeVisible();
  await expect(grants.getByText('The private community')).toBeVisible();
  await expect(grants.getByText('One 1-on-1 coaching session')).toBeVisible();
  await expect(page.getByRole('heading', { name: '30-day money-back guarantee' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy now for/ })).toHaveAttribute('href', '/checkout/offer/premium');

  // The catalogue lists each offer once, linking to its page.
  await page.goto('/courses');
  await page.getByRole('link', { name: /^AI Business Mastery \(Premium\) — / }).click();
  await expect(page).toHaveURL(/\/offer\/premium$/);
});

test('a signed-in learner enrols in a free offer from its page and lands on its course', async ({ page }) => {
  await page.goto('/offer/starter');
  await expect(page.getByRole('link', { name: 'Enrol for free' })).toHaveAttribute('href', '/signup?redirectTo=%2Foffer%2Fstarter');
  await signUpByApi(page);
  await page.goto('/offer/starter');
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page).toHaveURL(/\/course\/free$/);
  await expect(page.getByText("You're enrolled.")).toBeVisible();
  // Enrolling twice is harmless: the same answer, the same place.
  const again = await page.request.post('/api/offers/starter/enrol');
  expect(await again.json()).toEqual({ enrolled: true, courseId: 'free-course' });
});
