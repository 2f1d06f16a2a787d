import { expect, test, type Page } from '@playwright/test';
import routes from '../app/routes';
import { loadArticles } from '../content/blog/load-articles';
import { declaredPaths } from '../test/app-routes';
import { waitForHydration } from './hydration';
import { buyPremiumByApi, completeLessonByApi, E2E_OWNER, replyToThreadByApi, signUpByApi, startThreadByApi } from './support';

// Issue 18 item 12: at 320 px (and 360, 375) no page may scroll sideways and the header's menu
// button must sit wholly on screen, for a signed-out visitor, a learner and a premium member (whose
// header also holds the Premium badge). Layout at widths the phone project does not have: one
// browser, resized; run once, in the phone project.

const WIDTHS = [320, 360, 375] as const;
const ARTICLE_SLUG = loadArticles({ dir: 'content/blog', publicDir: 'public' })[0]!.slug;

/** A concrete page for each route of app/routes.ts ('' is the index route). */
const PAGES: Record<string, string[]> = {
  '': ['/'],
  login: ['/login'],
  signup: ['/signup'],
  logout: ['/logout'],
  account: ['/account'],
  // Issue 14: the certificate forms' address sends back to /account; an unknown certificate is the 404 page
  // (a real one is seen at 375 px in e2e/certificates.spec.ts).
  'account/certificates': ['/account/certificates'],
  'account/referrals': ['/account/referrals'],
  'account/billing': ['/account/billing'],
  'certificates/:id': ['/certificates/AAAAAAAAAAAAAAAAAAAAAAAA'],
  'forgot-password': ['/forgot-password'],
  'reset-password': ['/reset-password'],
  courses: ['/courses'],
  'course/free': ['/course/free'],
  'course/premium': ['/course/premium'],
  'course/:slug': ['/course/no-such-course'],
  'offer/:slug': ['/offer/premium', '/offer/starter'],
  'checkout/:courseId': ['/checkout/premium-course', '/checkout/free-course'],
  'checkout/offer/:offerId': ['/checkout/offer/premium'],
  dashboard: ['/dashboard'],
  search: ['/search', '/search?q=income'],
  'course/:courseId/module/:moduleId/lesson/:lessonId': [
    '/course/free-course/module/1/lesson/1',
    '/course/premium-course/module/2/lesson/1',
  ],
  newsletter: ['/newsletter'],
  'newsletter/unsubscribe': ['/newsletter/unsubscribe'],
  'newsletter/confirm': ['/newsletter/confirm'],
  'verify-email': ['/verify-email?token=not-a-real-token'],
  'newsletter/archive': ['/newsletter/archive'],
  'newsletter/archive/:slug': ['/newsletter/archive/2026-01-01-no-such-issue'],
  blog: ['/blog'],
  'blog/:slug': [`/blog/${ARTICLE_SLUG}`],
  'business-ideas': ['/business-ideas'],
  'business-ideas/:slug': ['/business-ideas/website-chatbot-setup'],
  help: ['/help'],
  'preview/:token': ['/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  contact: ['/contact'],
  privacy: ['/privacy'],
  terms: ['/terms'],
  'refund-policy': ['/refund-policy'],
  // The member area (issue 19): its screens to others, the area to a member (a document and a sheet template).
  premium: ['/premium'],
  'premium/templates': ['/premium/templates'],
  'premium/templates/:slug': ['/premium/templates/client-proposal', '/premium/templates/content-calendar'],
  'premium/calls': ['/premium/calls'],
  // The mastermind community (issue 28); THREAD_ID is a real thread for the premium member (below).
  'premium/community': ['/premium/community'],
  'premium/community/:threadId': ['/premium/community/THREAD_ID'],
  'premium/coaching': ['/premium/coaching'],
  community: ['/community'],
  'discussions/unsubscribe': ['/discussions/unsubscribe'],
  'email/unsubscribe': ['/email/unsubscribe'],
  '*': ['/no-such-page'],
  // The owner's area: the ordinary 404 page for these visitors; the owner's own pages are measured below.
  admin: ['/admin'],
  'admin/purchases': ['/admin/purchases'],
  'admin/subscriptions': ['/admin/subscriptions'],
  'admin/learners': ['/admin/learners'],
  'admin/learners/:id': ['/admin/learners/00000000-0000-4000-8000-000000000000'],
  'admin/audit': ['/admin/audit'],
  'admin/subscribers': ['/admin/subscribers'],
  'admin/newsletter': ['/admin/newsletter'],
  'admin/messages': ['/admin/messages'],
  'admin/calls': ['/admin/calls'],
  'admin/coaching': ['/admin/coaching'],
  'admin/reports': ['/admin/reports'],
  'admin/analytics': ['/admin/analytics'],
  'admin/sequences': ['/admin/sequences'],
  'admin/sequences/:id': ['/admin/sequences/new'],
  'admin/coupons': ['/admin/coupons'],
  'admin/offers': ['/admin/offers'],
  'admin/offers/:id': ['/admin/offers/premium'],
  'admin/courses': ['/admin/courses'],
  'admin/referrals': ['/admin/referrals'],
  'admin/settings': ['/admin/settings'],
  'admin/invoices': ['/admin/invoices'],
  'admin/content': ['/admin/content'],
  'admin/content/:kind/:id': ['/admin/content/articles/new'],
};

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'phone widths: checked once, in the phone project');
});

test('every route of app/routes.ts has a page to measure', () => {
  const declared = declaredPaths(routes);
  expect(declared.filter((path) => !(path in PAGES))).toEqual([]);
  expect(Object.keys(PAGES).filter((path) => !declared.includes(path))).toEqual([]);
});

/** Every page at every width: what overflows, as readable lines (empty when all fit). */
async function overflowingPages(page: Page, paths = Object.values(PAGES).flat()): Promise<string[]> {
  // About 30 pages at three widths each: more than the default test timeout allows on a loaded machine.
  test.slow();
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const measured = await page.evaluate(() => {
        const button = document.querySelector('header button[aria-label="Open menu"]')!.getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          button: { left: button.left, right: button.right },
        };
      });
      if (measured.scrollWidth > measured.innerWidth) problems.push(`${path} at ${width} px: the page is ${measured.scrollWidth} px wide`);
      if (measured.button.left < 0 || measured.button.right > measured.innerWidth) {
        problems.push(`${path} at ${width} px: the menu button spans ${measured.button.left}–${measured.button.right} px`);
      }
    }
  }
  return problems;
}

test('no page scrolls sideways on a narrow phone, signed out', async ({ page }) => {
  expect(await overflowingPages(page)).toEqual([]);
});

test('no page scrolls sideways on a narrow phone, signed in after a lesson', async ({ page }) => {
  await signUpByApi(page);
  await completeLessonByApi(page.request, 'free-course', 1, 1);
  expect(await overflowingPages(page)).toEqual([]);
});

test('no page scrolls sideways on a narrow phone, as a premium member', async ({ page }) => {
  await signUpByApi(page);
  await buyPremiumByApi(page.request);
  await completeLessonByApi(page.request, 'free-course', 1, 1);
  const thread = await startThreadByApi(page.request, { title: 'A rather long thread title about pricing retainers for small agencies' });
  await replyToThreadByApi(page.request, thread, `A long word: ${'x'.repeat(120)}`);
  const paths = Object.values(PAGES)
    .flat()
    .map((path) => path.replace('THREAD_ID', thread));
  expect(await overflowingPages(page, paths)).toEqual([]);
});

test("no page of the owner's area scrolls sideways on a narrow phone (its tables scroll within themselves)", async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  const ownerId: string = (await login.json()).user.id;
  const paths = [
    '/admin',
    '/admin/purchases',
    '/admin/learners',
    `/admin/learners/${ownerId}`,
    '/admin/audit',
    '/admin/subscribers',
    '/admin/newsletter',
    '/admin/messages?status=all',
    '/admin/calls',
    '/admin/coaching',
    '/admin/reports',
    '/admin/analytics',
    '/admin/sequences',
    '/admin/sequences/new',
    '/admin/coupons',
    '/admin/offers',
    '/admin/offers/premium',
    '/admin/subscriptions',
    '/admin/courses',
    '/admin/referrals',
    '/admin/settings',
    '/admin/invoices',
    '/admin/content',
    '/admin/content?kind=lessons',
    '/admin/content/articles/new',
  ];
  expect(await overflowingPages(page, paths)).toEqual([]);
});

test("on a phone, the owner's purchases show each sale's amount and status without scrolling the table (issue 26)", async ({ page }) => {
  const buyer = await signUpByApi(page);
  await buyPremiumByApi(page.request);
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/purchases?q=${encodeURIComponent(buyer.email)}`);
    const row = page.getByRole('region', { name: 'Purchases' }).getByRole('row').filter({ hasText: buyer.email.toLowerCase() });
    for (const text of ['£9.99', 'paid']) {
      const shown = row.getByText(text, { exact: true }).filter({ visible: true });
      await expect(shown, `${text} at ${width} px`).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width, `${text} at ${width} px ends within the screen`).toBeLessThanOrEqual(width);
    }
  }
});

test('opening the account menu closes the phone menu, and the other way round', async ({ page }) => {
  const user = await signUpByApi(page);
  await page.goto('/courses');
  await waitForHydration(page);
  const phoneNav = page.getByRole('navigation', { name: 'Mobile' });
  const accountButton = page.getByRole('button', { name: `Account menu for ${user.username}` });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(phoneNav).toBeVisible();
  await accountButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(phoneNav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(phoneNav).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(accountButton).toHaveAttribute('aria-expanded', 'false');
});
