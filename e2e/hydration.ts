import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (it attaches its fiber to the elements it takes over).
 * A click or key press before that reaches only the server's HTML and is lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}
