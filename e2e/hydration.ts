import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (it attaches its fiber to the elements it takes over), or a reading
 * page's enhancement module has started. A click or key press before that reaches only the server's HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // A reading page runs no React (DESIGN §12): it is ready once its enhancement module (a file, or in the page
    // when it comes from the page cache: server/http/critical-css.ts) has started every behaviour.
    if (!document.querySelector('script[type="module"][src]:not([src*="/assets/enhance-"])') && !('__reactRouterContext' in window))
      return 'enhanced' in document.documentElement.dataset;
    // The root's effects run after every other's (app/root.tsx): until then a key press may find no listener.
    if (!('hydrated' in document.documentElement.dataset)) return false;
    const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    // The account menu's code loads after the rest of the page (app/components/site-header.tsx): wait for it too.
    const accountMenu = document.querySelector('header [aria-label^="Account menu for"]');
    // Parts of an app page whose code loads after first paint (app/lib/lazy-part.tsx) keep their server HTML until
    // it arrives; a press on one of their buttons before that is lost too.
    // Markup kept as the server made it (`data-server-html`: a plain form such as the checkout's currency picker) is
    // never React's, by design.
    const parts = [...document.querySelectorAll('main button, main form')]
      .filter((el) => !el.closest('[data-server-html]'))
      .every(hydrated);
    return hydrated(document.querySelector('header')) && (accountMenu === null || hydrated(accountMenu)) && parts;
  });
}
