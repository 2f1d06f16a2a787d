import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { placesFor } from '../test/knowledge-check';
import { waitForHydration } from './hydration';
import { E2E_OWNER, inPageCurrency, newUser, payWithCard, signUp, signUpByApi } from './support';
import type { Lesson } from '../content/lessons/lesson-schema';

/**
 * Issue 43's "Done when", end to end on the built server: the owner creates a course with two modules in
 * /admin/courses, gives it three lessons (one placed and published in the studio's editor, two through the API),
 * sells it at £5 through an offer made in /admin/offers; a visitor finds the offer on /courses, signs up on the
 * way to checkout, pays with the test card, lands on the course, completes its lessons (the first in the page, the
 * others through the progress API) and finds the certificate on /account. A bundle of that course and the premium
 * course (made through the API) gives a second buyer a lesson of each. The drip part (a day on the test clock) is
 * e2e/drip.spec.ts's: the clock is the shared server's.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SLUG = `journey-${run}`;
const TITLE = `Newsletter Launch ${run}`;
const OFFER_SLUG = `journey-offer-${run}`;
const OFFER_TITLE = `Newsletter Launch course ${run}`;
const BUNDLE_SLUG = `journey-bundle-${run}`;
/** The three lessons: [module, order, title]. */
const LESSONS = [
  [1, 1, 'Pick your newsletter topic'],
  [1, 2, 'Write the first issue'],
  [2, 1, 'Grow to a hundred readers'],
] as const;
const lessonPath = (module: number, order: number) => `/course/${SLUG}/module/${module}/lesson/${order}`;

/** A complete lesson's fields (sections, knowledge check, action item), copied from a published starter lesson. */
let fields: Record<string, unknown> & Pick<Lesson, 'quiz' | 'sections'>;
let offerId = '';
const made: { offers: string[] } = { offers: [] };

/** Set SHOTS_DIR to keep the visitor's pages at 1280 and 375 px. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function ownerRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  return context.request;
}

async function lessonFields(owner: APIRequestContext) {
  const { rows } = (await (await owner.get('/api/admin/content/lessons?page=1')).json()) as { rows: { id: string; courseId: string }[] };
  const model = (await (
    await owner.get(`/api/admin/content/lessons/${rows.find((row) => row.courseId === 'free-course')!.id}`)
  ).json()) as Record<string, unknown>;
  const keep = Object.entries(model).filter(
    ([key]) =>
      ![
        'id',
        'kind',
        'status',
        'version',
        'hasUnpublishedChanges',
        'publishAt',
        'publishedAt',
        'firstPublishedAt',
        'updatedAt',
        'updatedBy',
        'isPremium',
      ].includes(key),
  );
  return Object.fromEntries(keep) as typeof fields;
}

async function createLesson(owner: APIRequestContext, courseId: string, [module, order, title]: readonly [number, number, string]) {
  const res = await owner.post('/api/admin/content/lessons', {
    data: { ...fields, slug: `${SLUG}-${module}-${order}`, title, courseId, module, order },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The lesson as the knowledge-check helpers read it: its quiz is the copied fields'. */
const asLesson = (id: string) => ({ id, quiz: fields.quiz }) as unknown as Lesson;

/** Reads a lesson to its end and completes it through the progress API, as the page's buttons do. */
async function completeByApi(request: APIRequestContext, module: number, order: number) {
  const path = `/api/lessons/${SLUG}/${module}/${order}`;
  const read = await request.get(path);
  expect(read.status(), await read.text()).toBe(200);
  const { lesson } = await read.json();
  const steps: Record<string, unknown>[] = [
    ...Array.from({ length: lesson.sections.length - 1 }, (_, section) => ({ type: 'continue', section })),
    { type: 'open-quiz' },
  ];
  for (const step of steps) expect((await request.post(`${path}/progress`, { data: step })).status()).toBe(200);
  const quiz = (await (await request.get(path)).json()).lesson.quiz;
  for (const step of [
    { type: 'answer-quiz', attempt: quiz.attempt, answers: placesFor(quiz, asLesson(lesson.id), 'right') },
    { type: 'complete-action' },
    { type: 'complete' },
  ]) {
    const res = await request.post(`${path}/progress`, { data: step });
    expect(res.status(), `${JSON.stringify(step)}: ${await res.text()}`).toBe(200);
  }
}

test.afterAll(async ({ browser }) => {
  // The shared server's other files count the published catalogue: what this file published goes back to the archive.
  const owner = await ownerRequest(browser);
  for (const id of made.offers) await owner.patch(`/api/admin/offers/${id}`, { data: { status: 'archived' } });
  await owner.patch(`/api/admin/courses/${SLUG}`, { data: { status: 'archived' } });
});

test('the owner makes and sells a course; a visitor buys it with the test card, completes it and gets a certificate', async ({
  page,
  browser,
}) => {
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  fields = await lessonFields(page.request);

  // The course, in the browser: created, given two modules.
  await page.goto('/admin/courses');
  const create = page.getByRole('form', { name: 'New course' });
  await create.getByLabel('Title').fill(TITLE);
  await create.getByLabel('Address').fill(SLUG);
  await create.getByLabel('Description').fill('Start a newsletter and find its first hundred readers.');
  await create.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses\\?edit=${SLUG}$`));
  const edit = page.getByRole('form', { name: `Edit ${TITLE}` });
  await edit.getByLabel('Modules').fill('Your first issue\nYour first readers');
  await edit.getByLabel('What you will learn').fill('Choose a topic readers want\nWrite an issue a week');
  await edit.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText(`${TITLE} is saved.`)).toBeVisible();

  // Its lessons: the first placed in the course and published in the studio's editor, the others through the API.
  const firstId = await createLesson(page.request, 'free-course', [1, 1, LESSONS[0][2]]);
  await page.goto(`/admin/content/lessons/${firstId}`);
  await waitForHydration(page);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${TITLE} (draft)` });
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see this version now.')).toBeVisible();
  for (const lesson of LESSONS.slice(1)) {
    const id = await createLesson(page.request, SLUG, lesson);
    const published = await page.request.post(`/api/admin/content/lessons/${id}/publish`, { data: {} });
    expect(published.status(), await published.text()).toBe(200);
  }

  // Published, and sold at £5 through an offer made in the browser.
  await page.goto(`/admin/courses?edit=${SLUG}`);
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).getByRole('cell', { name: 'Published' })).toBeVisible();
  // Published before any offer sells it: listed, never at a price of £0.00.
  const early = await page.request.get('/courses');
  expect(await early.text()).toContain('Not on sale yet');
  expect(await early.text()).not.toContain('£0.00');
  await page.goto('/admin/offers');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Title').fill(OFFER_TITLE);
  await form.getByLabel('Slug').fill(OFFER_SLUG);
  await form.getByLabel('GBP (£)').fill('5');
  await form.getByLabel('Grant 1', { exact: true }).selectOption({ label: TITLE });
  await form.getByRole('button', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/offers/${OFFER_SLUG}\\?created=1$`));
  offerId = OFFER_SLUG;
  made.offers.push(offerId);
  const editor = page.getByRole('form', { name: 'Offer' });
  await editor.getByLabel('Status').selectOption('published');
  await editor.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText(`${OFFER_TITLE} is saved.`)).toBeVisible();

  // A visitor finds it on /courses, opens its sales page, signs up on the way to checkout and pays.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/courses');
  await shots(visitor, 'courses');
  // The course's card says its price (before, "Free with an account" with a link to /course/free).
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: TITLE }) });
  await expect(card).toContainText('£5.00 one-time');
  await expect(card).not.toContainText('Free with an account');
  await expect(card.getByRole('definition').first()).toHaveText(/\d+ min$/);
  await visitor.getByRole('link', { name: new RegExp(`^${OFFER_TITLE}`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/offer/${OFFER_SLUG}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: OFFER_TITLE })).toBeVisible();
  await expect(visitor.getByTestId('offer-price')).toContainText('£5.00');
  await shots(visitor, 'offer');
  await visitor.getByRole('link', { name: 'Buy now for £5.00' }).click();
  await expect(visitor).toHaveURL(/\/(signup|login)\?/);
  if (/\/login\?/.test(visitor.url()))
    await visitor
      .getByRole('link', { name: /sign up/i })
      .first()
      .click();
  await waitForHydration(visitor);
  const buyer = newUser();
  await signUp(visitor, buyer, visitor.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor).toHaveURL(new RegExp(`/checkout/offer/${offerId}$`));
  await waitForHydration(visitor);
  await expect(visitor.getByText(OFFER_TITLE).first()).toBeVisible();
  await shots(visitor, 'checkout');
  await payWithCard(visitor);
  await expect(visitor).toHaveURL(new RegExp(`/course/${SLUG}`));
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await shots(visitor, 'course-bought');
  // What the buyer has is not offered to them again.
  await expect(visitor.getByRole('link', { name: `Get ${OFFER_TITLE}` })).toHaveCount(0);

  // The first two lessons through the progress API, the last read and completed in the page, which gives the certificate.
  for (const [module, order] of LESSONS.slice(0, 2)) await completeByApi(visitor.request, module, order);
  await visitor.goto(lessonPath(2, 1));
  await expect(visitor.getByRole('heading', { level: 1, name: LESSONS[2][2] })).toBeVisible();
  await waitForHydration(visitor);
  for (const section of fields.sections.slice(1)) {
    await visitor.getByRole('button', { name: 'Continue Reading' }).click();
    await expect(visitor.getByRole('heading', { name: inPageCurrency(section.title) })).toBeVisible();
  }
  await visitor.getByRole('button', { name: 'Take Knowledge Check' }).click();
  for (const question of fields.quiz) {
    await visitor
      .getByRole('group', { name: inPageCurrency(question.question) })
      .getByRole('radio', { name: inPageCurrency(question.options[question.correct]!.text) })
      .check();
  }
  await visitor.getByRole('button', { name: /^Check my answers?$/ }).click();
  await visitor.getByRole('button', { name: "I've completed the assessment" }).click();
  await expect(visitor.getByText('Action item completed')).toBeVisible();
  await visitor.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(visitor.getByRole('heading', { name: /Congratulations — you finished the course/ })).toBeVisible();

  // The certificate names the course, and the account page lists it.
  await visitor.getByRole('link', { name: 'View your certificate' }).click();
  await expect(visitor).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{24}$/);
  await expect(visitor.getByText(TITLE)).toBeVisible();
  await visitor.goto(`/course/${SLUG}`);
  await shots(visitor, 'course-done');
  await visitor.goto('/dashboard');
  await shots(visitor, 'dashboard');
  await visitor.goto('/account#certificates');
  await expect(visitor.getByRole('link', { name: new RegExp(TITLE) }).first()).toBeVisible();
  // Finished: the course page offers a review, not a start.
  await visitor.goto(`/course/${SLUG}`);
  await expect(visitor.getByRole('link', { name: 'Review the course' })).toBeVisible();
  await visitorContext.close();
});

test('a bundle of the new course and the premium course gives its buyer a lesson of each', async ({ browser }) => {
  const owner = await ownerRequest(browser);
  const created = await owner.post('/api/admin/offers', {
    data: {
      title: `Newsletter and premium ${run}`,
      slug: BUNDLE_SLUG,
      status: 'published',
      price: { type: 'one_time', amounts: { GBP: 1200 } },
      grants: [
        { type: 'course', courseId: SLUG },
        { type: 'course', courseId: 'premium-course' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bundleId = ((await created.json()) as { id: string }).id;
  made.offers.push(bundleId);

  const context = await browser.newContext();
  const page: Page = await context.newPage();
  await signUpByApi(page);
  // Before buying, neither course's lesson opens.
  expect((await page.request.get(`/api/lessons/${SLUG}/1/2`)).status()).toBe(403);
  const intent = await page.request.post('/api/create-payment-intent', { data: { offerId: bundleId } });
  expect(intent.status(), await intent.text()).toBe(200);
  const paid = await page.request.post('/api/local-payments/confirm', {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', clientSecret: (await intent.json()).clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const success = await page.request.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } });
  expect(success.status(), await success.text()).toBe(200);

  await page.goto(lessonPath(1, 2));
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[1][2] })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Continue Reading' }).or(page.getByRole('button', { name: 'Take Knowledge Check' })),
  ).toBeVisible();
  await page.goto('/course/premium-course/module/2/lesson/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Continue Reading' }).or(page.getByRole('button', { name: 'Take Knowledge Check' })),
  ).toBeVisible();
  await context.close();
});
