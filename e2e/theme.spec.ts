import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { openUserMenu } from './support';
import type { Page } from '@playwright/test';

/**
 * Issue 16: the theme control (System, Light, Dark) keeps the choice in a cookie, the server renders it,
 * so the first paint of the next page already has it; with JavaScript it applies at once, without it a
 * form post does the same (docs/decisions/016-dark-theme.md).
 */

/** The page's ground as the browser paints it: the body's background and the root's data-theme. */
function painted(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    themeColor: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content')),
  }));
}

/** Relative luminance of a computed colour (any syntax the browser gives), by drawing it on a canvas. */
function luminanceOf(page: Page, color: string) {
  return page.evaluate((css) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, color);
}

async function expectDark(page: Page) {
  const ground = await painted(page);
  // 'dark' when chosen; 'light dark' under System, where the device picks (form controls follow it too).
  expect(ground.scheme).toBe(ground.theme === 'system' ? 'light dark' : 'dark');
  expect(await luminanceOf(page, ground.background), `the page's background ${ground.background} is dark`).toBeLessThan(0.02);
}

async function expectLight(page: Page) {
  const ground = await painted(page);
  expect(ground.scheme).toBe(ground.theme === 'system' ? 'light dark' : 'light');
  expect(await luminanceOf(page, ground.background), `the page's background ${ground.background} is light`).toBeGreaterThan(0.85);
}

/** Chooses a theme with the control a visitor has on this screen, signed out. */
async function chooseSignedOut(page: Page, projectName: string, name: 'System' | 'Light' | 'Dark') {
  if (projectName === 'phone-375') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name }).click();
  } else {
    await page
      .getByRole('banner')
      .locator('summary')
      .filter({ hasText: /^Theme: / })
      .click();
    await page.getByRole('banner').getByRole('group', { name: 'Colour theme' }).getByRole('button', { name }).click();
  }
}

test('choosing Dark applies at once, and after a reload the first paint is already dark', async ({ page, browser }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/blog');
  await waitForHydration(page);
  await expectLight(page);
  // Marks this document: a navigation or reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await chooseSignedOut(page, testInfo.project.name, 'Dark');
  await expectDark(page);
  expect((await painted(page)).themeColor).toEqual(['#10192c']);
  expect(await page.evaluate(() => 'sameDocument' in window), 'no reload').toBe(true);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('dark');

  // The server's HTML already says dark (the page cache keeps a copy per theme).
  const response = await page.reload();
  expect(await response!.text()).toMatch(/<html[^>]*data-theme="dark"/);
  await expectDark(page);

  // No script at all: what the server sent and the stylesheet are enough, so nothing flashes on load.
  const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light', baseURL: testInfo.project.use.baseURL });
  await noScript.addCookies(await page.context().cookies());
  const firstPaint = await noScript.newPage();
  await firstPaint.goto('/blog');
  await expectDark(firstPaint);
  await noScript.close();

  // Back to System: the device's light setting rules again.
  await chooseSignedOut(page, testInfo.project.name, 'System');
  await expectLight(page);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'theme')).toBe(false);
});

// Its contexts have no project viewport: both widths ran the same test (and the next one).
test('System follows the device, before any script runs @one-width', async ({ browser }, testInfo) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/courses');
    const ground = await painted(page);
    expect(ground.theme).toBe('system');
    const luminance = await luminanceOf(page, ground.background);
    if (colorScheme === 'dark') expect(luminance).toBeLessThan(0.02);
    else expect(luminance).toBeGreaterThan(0.85);
    // Both browser-bar colours are offered; the device picks by the media query.
    expect(ground.themeColor).toEqual(['#3B82F6', '#10192c']);
    await context.close();
  }
});

test('without JavaScript the footer form keeps the choice and returns to the same page @one-width', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark', baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/business-ideas?category=all');
  await expectDark(page);
  const footerChoice = (name: string) => page.getByRole('contentinfo').getByRole('button', { name });
  await expect(footerChoice('System')).toHaveAttribute('aria-pressed', 'true');

  await footerChoice('Light').click();
  await expect(page).toHaveURL(/\/business-ideas\?category=all$/);
  await expectLight(page);
  await expect(footerChoice('Light')).toHaveAttribute('aria-pressed', 'true');

  await footerChoice('Dark').click();
  await expect(page).toHaveURL(/\/business-ideas\?category=all$/);
  await expectDark(page);
  await context.close();
});

test('signed in, the theme is in the account menu (and the phone menu on phones)', async ({ page, learner }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expectLight(page);
  if (testInfo.project.name === 'phone-375') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Dark' }).click();
  } else {
    const menu = await openUserMenu(page, learner.username);
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  }
  await expectDark(page);
  await page.goto('/account');
  await expectDark(page);
  if (testInfo.project.name !== 'phone-375') {
    const menu = await openUserMenu(page, learner.username);
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  }
});
