import { expect, test } from '@playwright/test';

/**
 * Truthful by default (DESIGN §12, docs/decisions/024d-truthful-by-default.md): the specification's made-up
 * claims appear nowhere, in the visible text, the meta tags or the JSON-LD; the seller is named.
 */
const MADE_UP = [/2,000\+/, /10,000\+/, /4\.9 average/, /97%/, /80% off/, /£47\.00/, /Save £/, /would recommend/i, /"aggregateRating"/];

for (const path of ['/', '/course/premium', '/course/free', '/courses', '/blog']) {
  test(`${path} claims no made-up number, rating, price or testimonial`, async ({ page }) => {
    await page.goto(path);
    // The page's own rules and enhancement code are in it (server/http/critical-css.ts): `oklch(97% …)` is a colour.
    const html = (await page.content()).replace(/<style>[\s\S]*?<\/style>|<script type="module">[\s\S]*?<\/script>/g, '');
    for (const claim of MADE_UP) expect(html, String(claim)).not.toMatch(claim);
    // The seeded testimonials' names are gone with them.
    await expect(page.getByRole('heading', { name: /What (learners|students) say/ })).toHaveCount(0);
  });
}

test('the footer and the legal pages name the seller', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('group', { name: 'Seller' }).or(page.getByRole('contentinfo').locator('address')),
  ).toContainText('Sold by');
  for (const path of ['/terms', '/privacy', '/refund-policy']) {
    await page.goto(path);
    const who = page.getByRole('region', { name: 'Who we are' });
    await expect(who).toContainText('Sold by');
    await expect(who.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  }
});
