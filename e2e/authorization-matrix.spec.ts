import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import routes from '../app/routes';
import { ALL_IDEAS } from '../content/ideas/load-ideas';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { ALL_TEMPLATES } from '../content/templates/load-templates.server';
import { declaredPaths } from '../test/app-routes';
import { leakedPhrases } from '../test/lesson-text';
import { E2E_OWNER } from './support';

// Who may open which page: every route of app/routes.ts has an entry below, with the answer a
// signed-out visitor, a signed-in user without the purchase and a premium user get (status, and the
// redirect target for a redirect). A page added to app/routes.ts without an entry fails the first test.
// The API half is server/security/authorization-matrix.integration.test.ts; pages are rendered by the
// production build, which only the built server runs. Requests, not a browser: once, in the desktop project.

const VISITORS = ['anonymous', 'signedIn', 'premium'] as const;
type Visitor = (typeof VISITORS)[number];
/** A status, or a redirect: [302, where to]. */
type Answer = number | readonly [302, string];
type Expected = Record<Visitor, Answer>;

interface Case {
  what: string;
  /** A concrete URL for the route's pattern. */
  path: string;
  expect: Expected;
  /** Text the page must show a visitor (where the status alone does not tell what they were shown). */
  shows?: Partial<Record<Visitor, string>>;
}

const all = (answer: Answer): Expected => ({ anonymous: answer, signedIn: answer, premium: answer });
const toLogin = (path: string) => [302, `/login?redirectTo=${encodeURIComponent(path)}`] as const;
// A buyer most likely has no account yet: the checkout sends to sign-up, which links to sign-in (issue 18 §14).
const toSignup = (path: string) => [302, `/signup?redirectTo=${encodeURIComponent(path)}`] as const;
const signInRequired = (path: string): Expected => ({ anonymous: toLogin(path), signedIn: 200, premium: 200 });
/** The owner's area (issue 13): the ordinary 404 page for everyone but an owner (who is checked below). */
const ownerOnly = all(404);
const NOT_FOUND_TEXT = { anonymous: 'Page Not Found', signedIn: 'Page Not Found', premium: 'Page Not Found' };
const signedInGoesTo = (target: string): Expected => ({ anonymous: 200, signedIn: [302, target], premium: [302, target] });

/** The premium member area (issue 19): the sign-in screen (401), the purchase screen (403), the page (200). */
const membersOnly = (status: number): Expected => ({ anonymous: 401, signedIn: 403, premium: status });
const MEMBER_SCREENS = {
  anonymous: 'Please log in to open the premium member area.',
  signedIn: 'Course Purchase Required',
} as const;
const A_TEMPLATE = ALL_TEMPLATES.find((template) => template.kind === 'document')!;
const FREE_IDEA = ALL_IDEAS.find((idea) => !idea.isPremium)!;
const PREMIUM_IDEA = ALL_IDEAS.find((idea) => idea.isPremium)!;
const all3 = (text: string) => ({ anonymous: text, signedIn: text, premium: text });

const FREE_LESSON = '/course/free-course/module/1/lesson/1';
const PREMIUM_LESSON = '/course/premium-course/module/2/lesson/1';

/** Keyed by the route's path in app/routes.ts ('' for the index route). */
const PAGES: Record<string, Case[]> = {
  '': [{ what: 'home', path: '/', expect: all(200) }],
  admin: [{ what: "the owner's overview", path: '/admin', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/purchases': [{ what: 'purchases', path: '/admin/purchases', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  // Subscriptions and payment plans (issue 44), read-only.
  'admin/subscriptions': [{ what: "the owner's subscriptions", path: '/admin/subscriptions', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/learners': [{ what: 'learners', path: '/admin/learners', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/learners/:id': [{ what: 'one learner', path: `/admin/learners/${randomUUID()}`, expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/audit': [{ what: 'the audit log', path: '/admin/audit', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  login: [
    { what: 'sign in (signed in: straight home)', path: '/login', expect: signedInGoesTo('/') },
    { what: 'sign in on the way to the dashboard', path: '/login?redirectTo=%2Fdashboard', expect: signedInGoesTo('/dashboard') },
    { what: 'sign in with a redirect to another site', path: '/login?redirectTo=https%3A%2F%2Fevil.example', expect: signedInGoesTo('/') },
  ],
  signup: [{ what: 'sign up (signed in: straight home)', path: '/signup', expect: signedInGoesTo('/') }],
  logout: [{ what: 'sign out is a form post; a GET goes home', path: '/logout', expect: all([302, '/']) }],
  // Spec 000: without a user the page itself asks to log in (no redirect).
  account: [
    {
      what: 'account settings',
      path: '/account',
      expect: all(200),
      shows: {
        anonymous: 'Please log in to view your account information.',
        signedIn: 'Your profile, course access and settings.',
        premium: 'You have lifetime access to the premium course',
      },
    },
  ],
  // Issue 30: the learner's own referral link and figures.
  'account/referrals': [{ what: 'my referrals', path: '/account/referrals', expect: signInRequired('/account/referrals') }],
  // Issue 44: the learner's subscriptions, payment plans, card and invoices.
  'account/billing': [{ what: 'my billing', path: '/account/billing', expect: signInRequired('/account/billing') }],
  // Issue 14: the certificate forms post to account/certificates; a GET only goes back to /account.
  'account/certificates': [
    { what: 'the certificate forms (a GET goes back)', path: '/account/certificates', expect: all([302, '/account#certificates']) },
  ],
  // Public by its unguessable address (a real one: e2e/certificates.spec.ts); an unknown id is the ordinary 404 page.
  'certificates/:id': [
    { what: 'a certificate that does not exist', path: '/certificates/AAAAAAAAAAAAAAAAAAAAAAAA', expect: all(404), shows: NOT_FOUND_TEXT },
  ],
  'forgot-password': [{ what: 'forgot password', path: '/forgot-password', expect: all(200) }],
  'reset-password': [{ what: 'reset password without a link', path: '/reset-password', expect: all(200) }],
  'verify-email': [{ what: 'confirm an email address without a link', path: '/verify-email', expect: all(200) }],
  courses: [{ what: 'course list', path: '/courses', expect: all(200) }],
  // Issue 43: an offer's sales page is public; a draft's or an unknown slug's is the ordinary 404 page.
  'offer/:slug': [
    {
      what: "the premium offer's sales page",
      path: '/offer/premium',
      expect: all(200),
      shows: { anonymous: 'Buy now', premium: 'You already have everything in this offer.' },
    },
    { what: 'an offer that does not exist', path: '/offer/no-such-offer', expect: all(404), shows: NOT_FOUND_TEXT },
  ],
  'course/free': [{ what: 'free course outline', path: '/course/free', expect: all(200) }],
  'course/premium': [{ what: 'premium course outline (its sales page)', path: '/course/premium', expect: all(200) }],
  // A draft course's page is the owner's alone: e2e/admin-courses.spec.ts and server/courses/owner-courses.integration.test.ts.
  'course/:slug': [{ what: 'an unknown course', path: '/course/no-such-course', expect: all(404) }],
  'checkout/:courseId': [
    {
      what: 'checkout for the premium course (owner: back to the course)',
      path: '/checkout/premium-course',
      expect: { anonymous: toSignup('/checkout/premium-course'), signedIn: 200, premium: [302, '/course/premium'] },
    },
    { what: 'checkout for the free course (nothing to pay)', path: '/checkout/free-course', expect: all(200) },
    { what: 'checkout for an unknown course', path: '/checkout/no-such-course', expect: all(404) },
  ],
  'checkout/offer/:offerId': [
    {
      what: 'checkout of the premium offer (owner: back to its course)',
      path: '/checkout/offer/premium',
      expect: { anonymous: toSignup('/checkout/offer/premium'), signedIn: 200, premium: [302, '/course/premium'] },
    },
    { what: 'checkout of an unknown offer', path: '/checkout/offer/no-such-offer', expect: all(404) },
    { what: 'checkout of a free offer (nothing to pay)', path: '/checkout/offer/starter', expect: all(200) },
  ],
  dashboard: [{ what: 'learner dashboard', path: '/dashboard', expect: signInRequired('/dashboard') }],
  search: [
    { what: 'search page', path: '/search', expect: all(200) },
    { what: 'search results', path: '/search?q=income', expect: all(200) },
  ],
  'course/:courseId/module/:moduleId/lesson/:lessonId': [
    { what: 'a free-course lesson', path: FREE_LESSON, expect: { anonymous: 401, signedIn: 200, premium: 200 } },
    { what: 'a premium lesson', path: PREMIUM_LESSON, expect: { anonymous: 401, signedIn: 403, premium: 200 } },
    {
      what: 'a lesson that does not exist',
      path: '/course/premium-course/module/2/lesson/99',
      expect: { anonymous: 401, signedIn: 404, premium: 404 },
    },
  ],
  newsletter: [{ what: 'newsletter', path: '/newsletter', expect: all(200) }],
  'newsletter/unsubscribe': [{ what: 'unsubscribe without a link', path: '/newsletter/unsubscribe', expect: all(200) }],
  'newsletter/confirm': [{ what: 'confirm without a link', path: '/newsletter/confirm', expect: all(200) }],
  // Sent issues only; e2e/newsletter-admin.spec.ts opens one that exists.
  'newsletter/archive': [{ what: 'newsletter archive', path: '/newsletter/archive', expect: all(200) }],
  'newsletter/archive/:slug': [
    { what: 'an issue that was never sent', path: '/newsletter/archive/2026-01-01-no-such-issue', expect: all(404) },
  ],
  // The owner's answers: e2e/newsletter-admin.spec.ts.
  'admin/subscribers': [{ what: "the owner's subscriber list", path: '/admin/subscribers', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/newsletter': [{ what: "the owner's newsletter page", path: '/admin/newsletter', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/coupons': [{ what: "the owner's coupon codes", path: '/admin/coupons', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  // The owner's offers (issue 43): e2e/offers-admin.spec.ts drives them as the owner.
  'admin/offers': [{ what: "the owner's offers and their sales", path: '/admin/offers', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/offers/:id': [{ what: "the owner's editor of an offer", path: '/admin/offers/premium', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/courses': [{ what: "the owner's courses", path: '/admin/courses', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/referrals': [{ what: "the owner's referrals", path: '/admin/referrals', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/settings': [{ what: "the owner's settings and reviews", path: '/admin/settings', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/invoices': [{ what: "the owner's invoices and totals", path: '/admin/invoices', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  // The content studio (issue 29): e2e/content-studio.spec.ts drives it as the owner.
  'admin/content': [{ what: "the owner's content list", path: '/admin/content?kind=lessons', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/content/:kind/:id': [
    { what: 'a new article in the studio', path: '/admin/content/articles/new', expect: ownerOnly, shows: NOT_FOUND_TEXT },
  ],
  blog: [{ what: 'blog', path: '/blog', expect: all(200) }],
  'blog/:slug': [
    { what: 'an article', path: '/blog/ai-business-ideas-for-beginners', expect: all(200) },
    { what: 'an unknown article', path: '/blog/no-such-article', expect: all(404) },
  ],
  'business-ideas': [
    { what: 'business ideas', path: '/business-ideas', expect: all(200) },
    // A shared guide link goes to the guide's page, which decides what each visitor sees.
    {
      what: 'a shared guide link',
      path: `/business-ideas?idea=${PREMIUM_IDEA.id}`,
      expect: all([302, `/business-ideas/${PREMIUM_IDEA.id}`]),
    },
  ],
  'business-ideas/:slug': [
    { what: "a free idea's guide", path: `/business-ideas/${FREE_IDEA.id}`, expect: all(200), shows: all3('AI Business Plan Prompt') },
    {
      what: "a premium idea's guide (its locked card without access)",
      path: `/business-ideas/${PREMIUM_IDEA.id}`,
      expect: all(200),
      shows: { anonymous: 'Premium Access Required', signedIn: 'Premium Access Required', premium: 'AI Business Plan Prompt' },
    },
    { what: 'an idea that does not exist', path: '/business-ideas/no-such-idea', expect: all(404) },
  ],
  help: [{ what: 'help center', path: '/help', expect: all(200) }],
  // Issue 29: a draft's private preview link (its working case: server/content-store/previews.integration.test.ts).
  'preview/:token': [
    {
      what: 'a preview link that does not exist or has expired',
      path: '/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      expect: all(404),
    },
  ],
  contact: [{ what: 'contact form', path: '/contact', expect: all(200) }],
  privacy: [{ what: 'privacy policy', path: '/privacy', expect: all(200) }],
  terms: [{ what: 'terms', path: '/terms', expect: all(200) }],
  'refund-policy': [{ what: 'refund policy', path: '/refund-policy', expect: all(200) }],
  // The owner's answer: e2e/contact.spec.ts.
  'admin/messages': [{ what: "the owner's contact messages", path: '/admin/messages', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  premium: [
    {
      what: 'the member area',
      path: '/premium',
      expect: membersOnly(200),
      shows: { ...MEMBER_SCREENS, premium: 'Welcome to the member area' },
    },
  ],
  'premium/templates': [
    { what: 'templates', path: '/premium/templates', expect: membersOnly(200), shows: { ...MEMBER_SCREENS, premium: A_TEMPLATE.title } },
  ],
  'premium/templates/:slug': [
    { what: 'a template', path: `/premium/templates/${A_TEMPLATE.slug}`, expect: membersOnly(200), shows: MEMBER_SCREENS },
    // Whether a template of that name exists is member-area content too: the same screens first.
    { what: 'a template that does not exist', path: '/premium/templates/no-such-template', expect: membersOnly(404) },
  ],
  'premium/calls': [{ what: 'strategy calls', path: '/premium/calls', expect: membersOnly(200), shows: MEMBER_SCREENS }],
  // The mastermind community (issue 28): the member area's screens; a real thread's text is checked below.
  'premium/community': [
    {
      what: 'the mastermind community',
      path: '/premium/community',
      expect: membersOnly(200),
      shows: { ...MEMBER_SCREENS, premium: 'Start a thread' },
    },
  ],
  'premium/community/:threadId': [
    // Whether a thread exists is community content too: the same screens first.
    {
      what: 'a community thread that does not exist',
      path: `/premium/community/${randomUUID()}`,
      expect: membersOnly(404),
      shows: MEMBER_SCREENS,
    },
    { what: 'a community thread by a malformed id', path: '/premium/community/not-an-id', expect: membersOnly(404) },
  ],
  'admin/calls': [{ what: "the owner's strategy calls", path: '/admin/calls', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'premium/coaching': [{ what: '1-on-1 coaching', path: '/premium/coaching', expect: membersOnly(200), shows: MEMBER_SCREENS }],
  'admin/coaching': [
    { what: "the owner's coaching hours and sessions", path: '/admin/coaching', expect: ownerOnly, shows: NOT_FOUND_TEXT },
  ],
  // Everyone gets the invitation; members also get the discussions they may read (e2e/discussions.spec.ts).
  community: [{ what: 'the community page', path: '/community', expect: all(200) }],
  'discussions/unsubscribe': [{ what: 'unsubscribe from reply emails without a link', path: '/discussions/unsubscribe', expect: all(200) }],
  'admin/reports': [{ what: 'reported comments', path: '/admin/reports', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/analytics': [{ what: "the owner's analytics and funnel", path: '/admin/analytics', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  // Email sequences (issue 30); the owner's journey is e2e/sequences.spec.ts.
  'email/unsubscribe': [{ what: 'unsubscribe from tips and offers without a link', path: '/email/unsubscribe', expect: all(200) }],
  'admin/sequences': [{ what: "the owner's email sequences", path: '/admin/sequences', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  'admin/sequences/:id': [{ what: 'a new sequence', path: '/admin/sequences/new', expect: ownerOnly, shows: NOT_FOUND_TEXT }],
  '*': [{ what: 'a page that does not exist', path: '/no-such-page', expect: all(404) }],
};

const PREMIUM_LESSON_CONTENT = ALL_LESSONS.filter((l) => l.courseId === 'premium-course' && l.module === 2 && l.order === 1);

let visitors: Record<Visitor, APIRequestContext>;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'requests, not a layout: checked once, in the desktop project');
});

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  if (testInfo.project.name !== 'desktop-1280') return;
  const newVisitor = () => playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const signedIn = async () => {
    const context = await newVisitor();
    const id = randomUUID().slice(0, 8);
    const res = await context.post('/api/auth/signup', {
      data: { username: `matrix_${id}`, email: `matrix.${id}@example.com`, password: `correct horse ${id}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    return context;
  };
  const premium = await signedIn();
  // Bought the way the checkout page does it, with the local test gateway.
  const intent = await premium.post('/api/create-payment-intent', { data: { courseId: 'premium-course' } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = await intent.json();
  const paid = await premium.post('/api/local-payments/confirm', {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const success = await premium.post('/api/payment-success', { data: { paymentIntentId: (await paid.json()).paymentIntentId } });
  expect(success.status(), await success.text()).toBe(200);
  visitors = { anonymous: await newVisitor(), signedIn: await signedIn(), premium };
});

test.afterAll(async () => {
  for (const context of Object.values(visitors ?? {})) await context.dispose();
});

test('every page route has an entry in the matrix, and every entry a route', () => {
  const declared = declaredPaths(routes);
  expect(declared.length).toBeGreaterThan(15);
  expect(
    declared.filter((path) => !(path in PAGES)),
    'routes in app/routes.ts without an entry in PAGES',
  ).toEqual([]);
  expect(
    Object.keys(PAGES).filter((path) => !declared.includes(path)),
    'PAGES entries for routes app/routes.ts no longer has',
  ).toEqual([]);
});

function describeAnswer(response: APIResponse): Answer {
  const status = response.status();
  if (status >= 300 && status < 400) return [302, response.headers()['location'] ?? ''];
  return status;
}

for (const [route, cases] of Object.entries(PAGES)) {
  test(`page /${route}`, async () => {
    for (const c of cases) {
      for (const visitor of VISITORS) {
        const response = await visitors[visitor].get(c.path);
        const label = `${c.what} (${c.path}) as ${visitor}`;
        const expected = c.expect[visitor];
        const answer = describeAnswer(response);
        // Any redirect status counts as the redirect (React Router answers 302).
        expect(typeof answer === 'number' ? answer : [302, answer[1]], label).toEqual(expected);
        if (typeof expected === 'number') expect(response.headers()['content-type'] ?? '', label).toMatch(/^text\/html/);
        const shown = c.shows?.[visitor];
        if (shown) expect(await response.text(), label).toContain(shown);
      }
    }
  });
}

test('a premium lesson page carries its text to the buyer only', async () => {
  expect(PREMIUM_LESSON_CONTENT).toHaveLength(1);
  const bought = await visitors.premium.get(PREMIUM_LESSON);
  expect(bought.status()).toBe(200);
  expect(leakedPhrases(await bought.text(), PREMIUM_LESSON_CONTENT).length, 'the buyer reads the text').toBeGreaterThan(0);
  for (const visitor of ['anonymous', 'signedIn'] as const) {
    for (const path of [PREMIUM_LESSON, `${PREMIUM_LESSON}.data`]) {
      const response = await visitors[visitor].get(path);
      expect(response.status(), `${path} as ${visitor}`).toBe(visitor === 'anonymous' ? 401 : 403);
      expect(leakedPhrases(await response.text(), PREMIUM_LESSON_CONTENT), `${path} as ${visitor}`).toEqual([]);
    }
  }
});

test("a premium idea's guide page carries its text to members only: not in the page nor its data request", async () => {
  const secret = PREMIUM_IDEA.aiPromptTemplate.split('\n').find((line) => line.length > 60)!;
  const path = `/business-ideas/${PREMIUM_IDEA.id}`;
  expect(await (await visitors.premium.get(path)).text()).toContain(secret.slice(0, 40));
  for (const visitor of ['anonymous', 'signedIn'] as const) {
    for (const url of [path, `${path}.data`]) {
      const text = await (await visitors[visitor].get(url)).text();
      expect(text, `${url} as ${visitor}`).not.toContain(secret.slice(0, 40));
      expect(text, `${url} as ${visitor}`).not.toContain(PREMIUM_IDEA.description.slice(0, 40));
    }
  }
});

test('the member area carries its content to members only: not in a page nor its data request', async () => {
  const secret = A_TEMPLATE.body!.split('\n').find((line) => line.length > 60)!;
  const pages = ['/premium', '/premium/templates', `/premium/templates/${A_TEMPLATE.slug}`, '/premium/calls', '/premium/coaching'];
  expect(await (await visitors.premium.get(`/premium/templates/${A_TEMPLATE.slug}`)).text()).toContain(secret.slice(0, 40));
  for (const visitor of ['anonymous', 'signedIn'] as const) {
    for (const path of pages.flatMap((p) => [p, `${p}.data`])) {
      const text = await (await visitors[visitor].get(path)).text();
      expect(text, `${path} as ${visitor}`).not.toContain(secret.slice(0, 40));
      for (const template of ALL_TEMPLATES) expect(text, `${path} as ${visitor}`).not.toContain(template.title);
    }
  }
});

test('a mastermind thread carries its text to members only: not in its page, the list, nor their data requests', async () => {
  const title = `Matrix thread ${randomUUID().slice(0, 8)}`;
  const secret = `Mastermind words ${randomUUID()}`;
  const started = await visitors.premium.post('/api/community/threads', { data: { category: 'wins', title, body: secret } });
  expect(started.status(), await started.text()).toBe(201);
  const thread = `/premium/community/${(await started.json()).thread.id}`;
  expect(await (await visitors.premium.get(thread)).text()).toContain(secret);
  expect(await (await visitors.premium.get('/premium/community')).text()).toContain(title);
  for (const visitor of ['anonymous', 'signedIn'] as const) {
    for (const path of [thread, `${thread}.data`, '/premium/community', '/premium/community.data', '/community', '/community.data']) {
      const text = await (await visitors[visitor].get(path)).text();
      expect(text, `${path} as ${visitor}`).not.toContain(secret);
      expect(text, `${path} as ${visitor}`).not.toContain(title);
    }
  }
});

test('a protected page answers its data request (client-side navigation) with the same redirect, not the data', async () => {
  for (const [path, to] of [
    ['/dashboard', '/login'],
    ['/checkout/premium-course', '/signup'],
  ] as const) {
    const response = await visitors.anonymous.get(`${path}.data`);
    const body = await response.text();
    // React Router's single fetch carries a redirect in the payload, with status 202.
    expect([202, 204, 302], `${path}.data: ${response.status()}`).toContain(response.status());
    expect(body, `${path}.data`).toContain(`${to}?redirectTo=${encodeURIComponent(path)}`);
  }
});

test("the owner's area is not named in React Router's route manifest to anyone but the owner", async ({ playwright, baseURL }) => {
  // An app page: reading pages (like /) run no React and name no manifest (issue 25).
  const home = await visitors.anonymous.get('/login');
  const html = await home.text();
  const version = html.match(/"version": ?"([^"]+)"/)?.[1];
  const wholeManifest = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(version, 'the page names its manifest version').toBeTruthy();
  expect(wholeManifest, 'the page names the whole-manifest file').toBeTruthy();
  // The file that lists every route is not served (lazy route discovery never loads it).
  expect((await visitors.anonymous.get(wholeManifest!)).status()).toBe(404);

  const ask = `/__manifest?paths=${encodeURIComponent('/admin,/admin/audit,/blog')}&version=${version}`;
  for (const visitor of VISITORS) {
    const answer = await visitors[visitor].get(ask);
    expect(answer.status(), visitor).toBe(200);
    const routes = Object.keys(await answer.json());
    expect(routes, `${visitor}: the public route is answered`).toContain('routes/blog');
    expect(
      routes.filter((id) => id.startsWith('routes/admin')),
      `${visitor}: no admin route`,
    ).toEqual([]);
    expect(answer.headers()['cache-control']).toContain('no-store');
  }
  const owner = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const routes = Object.keys(await (await owner.get(ask)).json());
    expect(routes).toEqual(expect.arrayContaining(['routes/admin', 'routes/admin-audit', 'routes/blog']));
  } finally {
    await owner.dispose();
  }
});

test("the owner's area: the owner opens every page; for anyone else a page or its data is the ordinary 404, the same as a page that does not exist", async ({
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const ownerId: string = (await login.json()).user.id;
    const pages = [
      '/admin',
      '/admin?range=all',
      '/admin/purchases?q=x',
      '/admin/learners',
      `/admin/learners/${ownerId}`,
      '/admin/audit',
      '/admin/calls',
      '/admin/coaching',
    ];
    for (const path of pages) {
      const response = await owner.get(path);
      expect(response.status(), `${path} as the owner`).toBe(200);
      expect(await response.text(), path).toContain('aria-label="Admin"');
    }
    // An owner asking for a learner who does not exist gets the ordinary 404 too.
    expect((await owner.get(`/admin/learners/${randomUUID()}`)).status()).toBe(404);

    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/\/admin[^"<]*|\/no-such-page/g, 'PATH');
    for (const visitor of VISITORS) {
      const missing = await visitors[visitor].get('/no-such-page');
      const missingData = await visitors[visitor].get('/no-such-page.data');
      for (const path of pages.map((p) => p.replace(ownerId, randomUUID()))) {
        const response = await visitors[visitor].get(path);
        expect(response.status(), `${path} as ${visitor}`).toBe(404);
        const html = await response.text();
        expect(html, `${path} as ${visitor}`).not.toContain('aria-label="Admin"');
        expect(strip(html).match(/<title>[^<]*<\/title>/)?.[0], `${path}: the 404 page's title`).toBe(
          strip(await missing.text()).match(/<title>[^<]*<\/title>/)?.[0],
        );
        const [bare, query = ''] = path.split('?');
        const data = await visitors[visitor].get(`${bare}.data${query ? `?${query}` : ''}`);
        expect(data.status(), `${bare}.data as ${visitor}`).toBe(missingData.status());
      }
    }
  } finally {
    await owner.dispose();
  }
});

test("the owner's images (issue 29): the upload, list and delete answer everyone else 404; an image's files are public and cached", async ({
  playwright,
  baseURL,
}) => {
  // A 1×1 PNG: sharp loads in the built server on this first upload.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const multipart = { file: { name: 'dot.png', mimeType: 'image/png', buffer: png } };
  for (const visitor of VISITORS) {
    expect((await visitors[visitor].post('/api/admin/images', { multipart })).status(), visitor).toBe(404);
    expect((await visitors[visitor].get('/api/admin/images')).status(), visitor).toBe(404);
    expect((await visitors[visitor].delete(`/api/admin/images/${randomUUID()}`)).status(), visitor).toBe(404);
  }
  const owner = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status(), await login.text()).toBe(200);
    const uploaded = await owner.post('/api/admin/images', { multipart });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const image = await uploaded.json();
    expect(image).toMatchObject({ url: `/images/${image.id}`, width: 1, height: 1, srcset: `/images/${image.id}/1.webp 1w` });
    // The site's 64 KB body limit does not apply to the upload, its own 10 MB does.
    const big = await owner.post('/api/admin/images', {
      multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]) } },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toMatchObject({ field: 'file', message: 'file: the image must be at most 10 MB' });
    for (const visitor of VISITORS) {
      const file = await visitors[visitor].get(`/images/${image.id}/1.webp`);
      expect(file.status(), visitor).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await visitors[visitor].get(`/images/${image.id}`)).headers()['location']).toBe(`/images/${image.id}/1.webp`);
    }
    expect((await owner.delete(`/api/admin/images/${image.id}`)).status()).toBe(200);
    expect((await visitors.anonymous.get(`/images/${image.id}/1.webp`)).status()).toBe(404);
  } finally {
    await owner.dispose();
  }
});
