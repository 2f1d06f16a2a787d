import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadArticles } from '../content/blog/load-articles';
import { ALL_IDEAS } from '../content/ideas/load-ideas';
import { findLesson } from '../content/lessons/lesson-registry.server';
import { waitForHydration } from './hydration';
import { newUser, signUpByApi } from './support';

/**
 * Issue 8: the main journeys with the keyboard alone. After `page.goto` every step is a key press
 * (Tab, Shift+Tab, Enter, Space, Escape, arrows) or typing into the focused field.
 */

// Each journey makes several server round trips; leave room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Both themes (issue 16) at no extra cost: each journey runs once per project, so the phone runs them in
// dark (the device's setting, which the site follows) and the desktop in light. Every Tab stop's focus
// indicator is then checked in both.
test.use({ colorScheme: async ({}, use, testInfo) => use(testInfo.project.name === 'phone-375' ? 'dark' : 'light') });

const ARTICLE_SLUG = loadArticles({ dir: 'content/blog', publicDir: 'public' })[0]!.slug;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * The element that has focus, and whether it shows it (WCAG 2.4.7): an outline, or a ring drawn with
 * box-shadow as this site's buttons and fields do. Null when nothing in the page has focus.
 */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const footerLinks = document.querySelectorAll('footer a');
    return {
      description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`,
      shown: outlined || style.boxShadow !== 'none',
      endOfPage: element === footerLinks[footerLinks.length - 1],
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and fails naming
 * the target if it is not reached within `limit` presses (it is then not in the tab order).
 * Every stop on the way must show that it has focus.
 */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  const unseen = new Set<string>();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    if (focused && !focused.shown) unseen.add(focused.description);
  }
  await expect(target, `reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
  expect.soft([...unseen], 'Tab stops without a visible focus indicator').toEqual([]);
}

/** Presses `key` until `target` has focus (arrow keys inside a menu or a tab list). */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 10) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${limit} presses of ${key}`).toBeFocused({ timeout: 1 });
}

test("the first Tab shows 'Skip to content', which moves the keyboard past the header", async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page's content, not the header's links.
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('sign up through the form', async ({ page }) => {
  const user = newUser();
  await page.goto('/signup');
  await waitForHydration(page);

  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm Password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  // The marketing box (issue 30) is in the order, and stays unticked unless the person ticks it.
  await expect(page.getByRole('checkbox', { name: /Send me tips and offers/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible();
});

test('a sign-up mistake is announced next to the field and can be corrected from the keyboard', async ({ page }) => {
  const user = newUser();
  await page.goto('/signup');
  await waitForHydration(page);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  // Enter in a field submits the form.
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);

  await tabTo(page, email, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible();
});

test('open the user menu, go to the account page, then sign out from the menu', async ({ page }) => {
  const user = await signUpByApi(page);
  await page.goto('/');
  await waitForHydration(page);

  const trigger = page.getByRole('button', { name: `Account menu for ${user.username}` });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Space opens it too; the arrow keys move to 'My Account'.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  // As after Enter: focus moves into the menu before the arrow keys mean anything there.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const account = menu.getByRole('menuitem', { name: 'My Account' });
  await pressUntilFocused(page, 'ArrowDown', account);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An app page hydrates after its first paint (decision 029c): until then the menu opens as a plain popover,
  // whose items Tab reaches but the arrow keys do not.
  await waitForHydration(page);

  // From the foot of the account page, which now also holds the email notice and the passkey password field.
  await tabTo(page, trigger, { backwards: true, limit: 120 });
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' });
  await pressUntilFocused(page, 'ArrowDown', signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(trigger).toHaveCount(0);
});

test('buy the premium course with the local test gateway', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/checkout/premium-course');
  await waitForHydration(page);

  const cardNumber = page.getByLabel('Card number');
  await tabTo(page, cardNumber);
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiration date')).toBeFocused();
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Security code')).toBeFocused();
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Pay £9.99' }), { limit: 10 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/course\/premium$/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
});

test('complete a lesson: read every section, answer the knowledge check, finish the action item and the lesson', async ({ page }) => {
  // A lesson no other keyboard test opens, so each run starts it from the beginning.
  const lesson = findLesson('free-course', 4, 1);
  if (!lesson) throw new Error('no lesson free-course/4/1 in content/lessons');
  await signUpByApi(page);
  await page.goto(`/course/${lesson.courseId}/module/${lesson.module}/lesson/${lesson.order}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await waitForHydration(page);

  // Each 'Continue Reading' moves focus to the heading of the section it revealed.
  for (let k = 1; k < lesson.sections.length; k++) {
    await tabTo(page, page.getByRole('button', { name: 'Continue Reading' }), { limit: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: lesson.sections[k]!.title, exact: true })).toBeFocused();
  }
  await tabTo(page, page.getByRole('button', { name: 'Take Knowledge Check' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Knowledge Check' })).toBeFocused();

  // Each question's group is one tab stop; the arrow keys move the choice within it (decision 031h).
  for (const question of lesson.quiz) {
    const right = page
      .getByRole('group', { name: question.question })
      .getByRole('radio', { name: question.options[question.correct]!.text });
    await tabTo(page, page.getByRole('group', { name: question.question }).getByRole('radio').first(), { limit: 10 });
    for (let i = 0; i < 4 && !(await right.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(right).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: /^Check my answers?$/ }), { limit: 5 });
  await page.keyboard.press('Enter');
  const feedback = page.getByRole('status').filter({ hasText: 'Excellent!' });
  await expect(feedback).toBeVisible();
  await expect(feedback).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: "I've completed the assessment" }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Action item completed')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Lesson' });
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
  await expect(page.getByText('100% complete', { exact: true })).toBeVisible();
});

test("open an idea's guide and close it with Escape: focus goes back to the link that opened it", async ({ page }) => {
  const idea = ALL_IDEAS.find((i) => !i.isPremium)!;
  await page.goto('/business-ideas');
  await waitForHydration(page);

  const tab = page.getByRole('link', { name: /^Free Ideas/ });
  await tabTo(page, tab, { limit: 80 });
  const trigger = page.getByRole('article', { name: idea.title }).getByRole('link', { name: /View Complete Guide/ });
  await tabTo(page, trigger, { limit: 40 });
  await expect(trigger).toHaveAccessibleName(/View Complete Guide/);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: idea.title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]idea=${idea.id}`));
  // Focus is inside the dialog and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]idea=/);
});

/**
 * Tabs through the whole page, top to bottom: every stop shows its focus, and Tab reaches the end of the
 * page (the last link of the footer) without getting stuck on the way.
 */
async function tabThroughPage(page: Page, limit = 200) {
  const stops: { description: string; shown: boolean }[] = [];
  // The site footer's last link: the end of every page.
  const footerEnd = page.getByRole('contentinfo').getByRole('link').last();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (focused) stops.push(focused);
    if (focused?.endOfPage) break;
  }
  await expect(footerEnd, `the end of the page is reached within ${limit} presses of Tab`).toBeFocused({ timeout: 1 });
  expect(
    stops.filter((stop) => !stop.shown).map((stop) => stop.description),
    'Tab stops without a visible focus indicator',
  ).toEqual([]);
  return stops;
}

// The pages with the most kinds of control: menus, filters, tabs, forms, a table of contents, search results.
const WHOLE_PAGES = ['/', '/course/premium', `/blog/${ARTICLE_SLUG}`, '/business-ideas', '/search?q=chatgpt'];

test('Tab goes through every control of the main pages, each showing its focus, to the end of the page', async ({ page }) => {
  test.setTimeout(WHOLE_PAGES.length * 30_000);
  for (const path of WHOLE_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      const stops = await tabThroughPage(page);
      expect(stops.length, `${path} has controls to reach`).toBeGreaterThan(5);
    });
  }
});

test('Tab goes through the signed-in pages, each stop showing its focus', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpByApi(page);
  for (const path of ['/dashboard', '/account', '/course/free-course/module/1/lesson/1']) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      await tabThroughPage(page);
    });
  }
});
