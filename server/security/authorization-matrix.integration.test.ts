/**
 * Who may call what: every route the Hono app registers (the API, and the site files served beside the
 * pages) has one entry below, with the status a signed-out visitor, a signed-in user without the
 * purchase and a premium user get for a concrete request. The list is read from the app itself
 * (`app.routes`), so a new route without an entry fails, and so does an entry whose route is gone.
 * The pages (app/routes.ts) have the same matrix in e2e/authorization-matrix.spec.ts: they are
 * rendered by React Router's production build, which only the built server runs.
 *
 * Each request gets a session of its own (minted for the visitor's account), so a request that ends
 * a session (logout) cannot change what the next one sees; a request that changes or ends the account
 * itself (password change, deletion) runs on a fresh account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { ALL_LESSONS } from '../../content/lessons/lesson-registry.server';
import { appEndpoints } from '../../test/app-routes';
import { closeApps, startAppsWithStripe } from '../../test/apps-with-stripe';
import { type FakeStripe } from '../../test/fake-stripe';
import { leakedPhrases } from '../../test/lesson-text';
import { insertMember } from '../../test/members';
import { insertRecurringOffer, insertSubscription } from '../../test/subscriptions';
import { GOOD_PASSWORD, uniqueEmail, type TestApp, type TestClient, type TestResponse } from '../../test/test-app';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { issueContactFormToken } from '../contact/contact-form-token';
import {
  certificates,
  communityThreads,
  coachingBookings,
  comments,
  contactMessages,
  contentItems,
  courseFormerPrices,
  courseReviews,
  contentRevisions,
  coupons,
  images,
  invoices,
  newsletterSubscribers,
  passkeys,
  purchases,
  sequences,
  sequenceSteps,
  strategyCalls,
  subscriptions,
  users,
} from '../db/schema';
import { sessionCookieName } from '../http/session-cookie';
import { createImageStore } from '../images/create-image-store';

/** `owner`: a signed-in account made owner (issue 13), without the purchase; it gets what `signedIn` gets unless told. */
const VISITORS = ['anonymous', 'signedIn', 'premium', 'owner'] as const;
type Visitor = (typeof VISITORS)[number];
type Expected = Record<Exclude<Visitor, 'owner'>, number> & { owner?: number };
const expectedFor = (expected: Expected, visitor: Visitor): number =>
  visitor === 'owner' ? (expected.owner ?? expected.signedIn) : expected[visitor];

/** Values only known once the app runs (another user's payment intent). */
interface Fixtures {
  /** A payment intent another account opened at checkout (local test gateway), unpaid. */
  othersIntent: { id: string; clientSecret: string };
  /** An account to sign in to (one per gateway run: sign-in attempts are limited per account). */
  loginEmail: string;
  /** A passkey of another account. */
  othersPasskeyId: string;
  /** A learner the owner grants, revokes and signs out. */
  adminTarget: string;
  /** A paid purchase (local test gateway) the owner refunds; refunding it again changes nothing and answers 200. */
  refundable: string;
  /** A contact form handed out a minute ago (server/contact/contact-form-token.ts). */
  contactFormToken: string;
  /** Another learner's certificate of the free course (issue 14): public to read, theirs alone to withdraw. */
  othersCertificate: string;
  /** The refunded buyer's invoice number (issue 31): theirs and the owners' alone, 404 to anyone else. */
  othersInvoice: string;
  /** Another learner's active subscription (issue 44): theirs alone to see and change, 404 to anyone else. */
  othersSubscription: string;
  /** The starter course's lessons in their order as it stands (issue 29): what the studio's drag-and-drop sends. */
  lessonOrder: { courseId: string; modules: { module: number; lessonIds: string[] }[] };
}

interface Case {
  /** What is asked, in words (shown when the expectation fails). */
  what: string;
  /** A concrete path for the route's pattern, with query if any (a function when it names a fixture). */
  path: string | ((f: Fixtures) => string);
  /** Makes the concrete path for each request (e.g. a fresh row to delete); `path` then only describes it. */
  pathFor?: (app: TestApp) => Promise<string>;
  /** JSON body; a function gives a fresh one per request (e.g. a unique address). */
  json?: unknown | ((f: Fixtures) => unknown);
  /** A multipart body instead (an upload), fresh per request. */
  form?: () => FormData;
  headers?: Record<string, string>;
  /** The request changes or ends the visitor's account: run it on a fresh one. */
  freshAccount?: boolean;
  expect: Expected;
  /** Answers that differ when Stripe is the payment gateway (production) rather than the local test gateway. */
  stripe?: Expected;
}

const all = (status: number): Expected => ({ anonymous: status, signedIn: status, premium: status });
const signInRequired = (status: number): Expected => ({ anonymous: 401, signedIn: status, premium: status });
/** The owner's area: the ordinary 404 for everyone else, so its existence is not disclosed. */
const ownerOnly = (status: number): Expected => ({ anonymous: 404, signedIn: 404, premium: 404, owner: status });
const NEW_PASSWORD = 'Amber-Lantern-77';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const wellFormedToken = () => randomBytes(32).toString('base64url');
const METRICS_TOKEN = randomBytes(24).toString('hex');
/** WebAuthn answers of the right shape to a challenge nobody was given (server/passkeys/). */
const b64 = (value: string) => Buffer.from(value).toString('base64url');
const unaskedClientData = (type: string) => b64(JSON.stringify({ type, challenge: wellFormedToken(), origin: 'http://localhost:3000' }));
const unaskedAssertion = () => ({
  id: wellFormedToken(),
  rawId: wellFormedToken(),
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: unaskedClientData('webauthn.get'), authenticatorData: b64('data'), signature: b64('signature') },
});
const unaskedAttestation = () => ({
  id: wellFormedToken(),
  rawId: wellFormedToken(),
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: unaskedClientData('webauthn.create'), attestationObject: b64('attestation') },
});
/** A newsletter link's token has 24 random bytes (server/newsletter/subscribe-newsletter.ts). */
const newsletterToken = () => randomBytes(24).toString('base64url');

/** A confirmed subscriber, for a removal. */
async function freshSubscriber(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(newsletterSubscribers)
    .values({ email: uniqueEmail('matrix-sub'), status: 'subscribed', source: 'matrix', tokenHash: randomBytes(32).toString('hex') })
    .returning({ id: newsletterSubscribers.id });
  return row!.id;
}

/** An email sequence, off (so it enrols nobody), for the owner to read, change or delete (issue 30). */
async function freshSequence(app: TestApp): Promise<string> {
  const now = new Date();
  const [row] = await app.db
    .insert(sequences)
    .values({ name: 'Matrix', trigger: 'signed_up', active: false, createdAt: now, updatedAt: now })
    .returning({ id: sequences.id });
  await app.db.insert(sequenceSteps).values({ sequenceId: row!.id, position: 0, delayMinutes: 0, subject: 'Hi', body: 'Hello' });
  return row!.id;
}

const SEQUENCE_STEP = { delayMinutes: 0, subject: 'Hello {{name}}', body: 'Read [the blog](/blog).' };
const sequenceToken = () => `${randomUUID()}.${wellFormedToken()}`;

/** A message from the contact form, for the owner to mark handled. */
async function freshContactMessage(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(contactMessages)
    .values({
      formNonce: randomBytes(16).toString('hex'),
      name: 'Matrix',
      email: uniqueEmail('matrix-contact'),
      subject: 'other',
      message: 'A message.',
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
/** A strategy call a day ahead (issue 19), for a calendar file, an edit or a cancellation. */
async function freshCall(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(strategyCalls)
    .values({
      title: 'Matrix call',
      agenda: 'Questions',
      startsAt: new Date(Date.now() + 86_400_000),
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/matrix',
    })
    .returning({ id: strategyCalls.id });
  return row!.id;
}
/** Another learner's 1-on-1 session in a week (issue 28): theirs alone to move or cancel, any owner's to mark. */
async function freshCoachingSession(app: TestApp): Promise<string> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const now = new Date();
  const [row] = await app.db
    .insert(coachingBookings)
    .values({ userId: commentAuthorId, startsAt, endsAt, blockedUntil: endsAt, createdAt: now, updatedAt: now })
    .returning({ id: coachingBookings.id });
  return row!.id;
}
/** The owner's availability with no hours at all, so no request of the matrix can book a time. */
const NO_COACHING_HOURS = {
  timeZone: 'Europe/London',
  sessionMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 24,
  maxDaysAhead: 30,
  maxPerDay: null,
  meetingUrl: 'https://meet.example.com/matrix',
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  overrides: [],
};
/** A learner's review of the free course (DESIGN §12), for the owner to hide or show again. */
async function freshReview(app: TestApp, hidden: boolean): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({ username: 'reviewer', email: uniqueEmail('matrix-review'), passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  const now = new Date();
  const [row] = await app.db
    .insert(courseReviews)
    .values({
      userId: user!.id,
      courseId: 'free-course',
      rating: 4,
      body: 'Useful',
      createdAt: now,
      updatedAt: now,
      hiddenAt: hidden ? now : null,
    })
    .returning({ id: courseReviews.id });
  return row!.id;
}
/** A recorded former price of the premium course, for the owner to remove. */
async function freshFormerPrice(app: TestApp): Promise<string> {
  const values = { amount: 4700, fromDate: '2020-01-01', toDate: '2020-01-31', setAt: new Date() };
  await app.db
    .insert(courseFormerPrices)
    .values({ courseId: PREMIUM_COURSE_ID, ...values })
    .onConflictDoUpdate({ target: courseFormerPrices.courseId, set: values });
  return `/api/admin/settings/former-price/${PREMIUM_COURSE_ID}`;
}
/** The premium member area (issue 19): sign in first, then the purchase; an owner without it is refused as anyone. */
const membersOnly = (status: number): Expected => ({ anonymous: 401, signedIn: 403, premium: status });
const A_TEMPLATE = 'client-proposal';
const NEW_CALL = {
  title: 'Matrix call',
  agenda: 'Questions',
  startsAt: '2099-01-01T18:00:00Z',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/matrix',
};
/** Lesson discussions (issue 15): a comment by another account, in a starter or a premium lesson. */
const FREE_LESSON = ALL_LESSONS.find((l) => l.courseId === 'free-course' && l.module === 1 && l.order === 1)!;
const PREMIUM_LESSON = ALL_LESSONS.find((l) => l.courseId === PREMIUM_COURSE_ID && l.module === 2 && l.order === 1)!;
let commentAuthorId: string;
async function othersComment(app: TestApp, lesson = FREE_LESSON): Promise<string> {
  const [row] = await app.db
    .insert(comments)
    .values({ courseId: lesson.courseId, lessonKey: lesson.id, authorId: commentAuthorId, body: 'A comment by someone else' })
    .returning({ id: comments.id });
  return row!.id;
}
/** The mastermind community (issue 28): another member's thread, its first comment in the community. */
async function othersThread(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(comments)
    .values({ courseId: PREMIUM_COURSE_ID, lessonKey: 'community:mastermind', authorId: commentAuthorId, body: 'A thread by someone else' })
    .returning({ id: comments.id });
  await app.db.insert(communityThreads).values({ commentId: row!.id, category: 'questions', title: 'Someone else’s question' });
  return row!.id;
}
/** The community: the member area's answers (sign in, then the purchase), and owners, who moderate it. */
const communityOnly = (status: number): Expected => ({ anonymous: 401, signedIn: 403, premium: status, owner: status });
const notAuthor: Expected = { anonymous: 401, signedIn: 403, premium: 403 };
/** A premium discussion's comment is not disclosed to anyone who may not read it. */
const premiumComment = (status: number): Expected => ({ anonymous: 401, signedIn: 404, premium: status, owner: status });
const discussionToken = () => `${randomUUID()}.${wellFormedToken()}`;
/** An active coupon code, for a deactivation. */
async function freshCoupon(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(coupons)
    .values({ code: `MATRIX-${randomBytes(6).toString('hex')}`, percentOff: 10 })
    .returning({ id: coupons.id });
  return row!.id;
}

/**
 * An article in the content studio (issue 29), a fresh one per request: a draft complete enough to publish, a
 * scheduled one, or one published with its first revision. Returns its API path.
 */
async function freshArticle(app: TestApp, state: 'draft' | 'scheduled' | 'published'): Promise<string> {
  const id = randomUUID();
  const slug = `matrix-${randomBytes(6).toString('hex')}`;
  const now = new Date();
  const fields = {
    id,
    slug,
    title: 'An article the matrix writes',
    excerpt: 'Made by the authorization matrix, one for each request, to edit, publish and delete.',
    category: 'Testing',
    tags: ['One', 'Two', 'Three'],
    author: 'The matrix',
    publishDate: '2026-01-01',
    readTime: '1 min read',
    body: 'A short text.',
  };
  const published = state === 'published';
  await app.db.insert(contentItems).values({
    id,
    kind: 'articles',
    slug,
    draft: published ? null : fields,
    published: published ? fields : null,
    publishAt: state === 'scheduled' ? new Date(now.getTime() + 86_400_000) : null,
    publishedAt: published ? now : null,
    firstPublishedAt: published ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  if (published) await app.db.insert(contentRevisions).values({ itemId: id, number: 1, data: fields, createdAt: now });
  return `/api/admin/content/articles/${id}`;
}
/** The starter course's lessons in the studio as they are ordered now (none until content is imported). */
async function currentLessonOrder(app: TestApp): Promise<Fixtures['lessonOrder']> {
  const rows = await app.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'lessons'), like(contentItems.slug, 'free-course/%'), isNull(contentItems.deletedAt)));
  const modules = new Map<number, { order: number; id: string }[]>();
  for (const row of rows) {
    const fields = (row.draft ?? row.published)!;
    const module = Number(fields.module);
    modules.set(module, [...(modules.get(module) ?? []), { order: Number(fields.order), id: row.id }]);
  }
  return {
    courseId: 'free-course',
    modules: [...modules].map(([module, lessons]) => ({ module, lessonIds: lessons.sort((a, b) => a.order - b.order).map((l) => l.id) })),
  };
}

/** A 1×1 PNG, and a file that only says it is one (issue 29's uploads). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
function uploadForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return form;
}
/** An uploaded image's row and one file (its 1-pixel copy), put straight into the database and the store. */
async function freshImage(app: TestApp): Promise<string> {
  const [row] = await app.db
    .insert(images)
    .values({
      originalName: 'matrix.png',
      mime: 'image/png',
      width: 1,
      height: 1,
      bytes: TINY_PNG.length,
      originalKey: 'matrix/original.png',
      widths: [1],
      format: 'webp',
      createdAt: new Date(),
    })
    .returning({ id: images.id });
  await createImageStore(app.services.config).put(`${row!.id}/1.webp`, TINY_PNG, 'image/webp');
  return row!.id;
}

/** Keyed by `METHOD /path/:pattern` exactly as Hono lists the route. */
const MATRIX: Record<string, Case[]> = {
  'GET /api/auth/me': [{ what: 'who am I', path: '/api/auth/me', expect: signInRequired(200) }],
  'POST /api/auth/signup': [
    {
      what: 'create an account (signed in: replaces the session)',
      path: '/api/auth/signup',
      json: () => ({ username: 'matrix', email: uniqueEmail('signup'), password: GOOD_PASSWORD }),
      expect: all(201),
    },
  ],
  'POST /api/auth/login': [
    {
      what: 'sign in with the right password',
      path: '/api/auth/login',
      json: (f: Fixtures) => ({ email: f.loginEmail, password: GOOD_PASSWORD }),
      expect: all(200),
    },
    {
      what: 'sign in with a wrong password',
      path: '/api/auth/login',
      json: (f: Fixtures) => ({ email: f.loginEmail, password: 'Wrong-Password-1' }),
      expect: all(401),
    },
  ],
  'POST /api/auth/forgot-password': [
    {
      what: 'ask for a reset link (same answer for any address)',
      path: '/api/auth/forgot-password',
      json: () => ({ email: uniqueEmail('forgot') }),
      expect: all(200),
    },
  ],
  'POST /api/auth/reset-password': [
    // The emailed token is the credential, not the session.
    {
      what: 'reset with a token nobody was sent',
      path: '/api/auth/reset-password',
      json: () => ({ token: wellFormedToken(), password: NEW_PASSWORD }),
      expect: all(400),
    },
  ],
  // Issue 26 item 15: the notice's "Resend link"; the matrix's accounts have not opened a link yet.
  'POST /api/auth/resend-verification': [
    { what: 'send a new email verification link', path: '/api/auth/resend-verification', expect: signInRequired(200) },
  ],
  'POST /api/auth/logout': [{ what: 'sign out (harmless when signed out)', path: '/api/auth/logout', expect: all(200) }],
  // The passkey is the credential: anyone may ask for a challenge, and only a signed answer to it signs in.
  'POST /api/auth/passkey/options': [
    { what: 'ask for a passkey sign-in challenge', path: '/api/auth/passkey/options', json: {}, expect: all(200) },
  ],
  'POST /api/auth/passkey/verify': [
    {
      what: 'sign in with a passkey answer to a challenge this browser was not given',
      path: '/api/auth/passkey/verify',
      json: () => ({ response: unaskedAssertion() }),
      expect: all(400),
    },
  ],

  'GET /api/account': [{ what: 'account details', path: '/api/account', expect: signInRequired(200) }],
  'PATCH /api/account': [
    {
      what: 'change the username',
      path: '/api/account',
      json: { username: 'renamed_in_matrix' },
      freshAccount: true,
      expect: signInRequired(200),
    },
  ],
  'DELETE /api/account': [
    {
      what: 'delete the account with its password',
      path: '/api/account',
      json: { password: GOOD_PASSWORD },
      freshAccount: true,
      expect: signInRequired(200),
    },
    {
      what: 'delete the account with a wrong password',
      path: '/api/account',
      json: { password: 'Wrong-Password-1' },
      freshAccount: true,
      expect: signInRequired(400),
    },
  ],
  'POST /api/account/password': [
    {
      what: 'change the password',
      path: '/api/account/password',
      json: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      freshAccount: true,
      expect: signInRequired(200),
    },
  ],
  'GET /api/account/sessions': [{ what: 'list own sessions', path: '/api/account/sessions', expect: signInRequired(200) }],
  'DELETE /api/account/sessions': [
    { what: 'sign out other devices', path: '/api/account/sessions', freshAccount: true, expect: signInRequired(200) },
  ],
  'GET /api/account/purchases': [{ what: 'list own purchases', path: '/api/account/purchases', expect: signInRequired(200) }],
  // The 30-day money-back guarantee (issue 19); a learner's own refund is in server/account/request-refund.integration.test.ts.
  'POST /api/account/purchases/:id/refund': [
    {
      what: "refund another account's purchase",
      path: (f: Fixtures) => `/api/account/purchases/${f.refundable}/refund`,
      json: {},
      expect: signInRequired(404),
    },
    { what: 'refund a purchase by a malformed id', path: '/api/account/purchases/not-an-id/refund', json: {}, expect: signInRequired(400) },
  ],
  // Issue 44: the learner's own billing (server/billing/learner-billing.integration.test.ts tests what each does).
  'GET /api/billing': [{ what: 'my subscriptions and payment plans', path: '/api/billing', expect: signInRequired(200) }],
  'POST /api/billing/subscriptions/:id/cancel': [
    {
      what: "cancel another learner's subscription",
      path: (f: Fixtures) => `/api/billing/subscriptions/${f.othersSubscription}/cancel`,
      json: {},
      expect: signInRequired(404),
    },
    {
      what: 'cancel a subscription by a malformed id',
      path: '/api/billing/subscriptions/not-an-id/cancel',
      json: {},
      expect: signInRequired(400),
    },
  ],
  'POST /api/billing/subscriptions/:id/resume': [
    {
      what: "resume another learner's subscription",
      path: (f: Fixtures) => `/api/billing/subscriptions/${f.othersSubscription}/resume`,
      json: {},
      expect: signInRequired(404),
    },
  ],
  'POST /api/billing/subscriptions/:id/interval': [
    {
      what: "switch another learner's subscription to yearly",
      path: (f: Fixtures) => `/api/billing/subscriptions/${f.othersSubscription}/interval`,
      json: { interval: 'year' },
      expect: signInRequired(404),
    },
  ],
  'POST /api/billing/payment-method': [
    {
      what: 'save a card without a subscription',
      path: '/api/billing/payment-method',
      json: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
      expect: signInRequired(409),
    },
  ],
  'GET /api/account/export': [{ what: 'download own data', path: '/api/account/export', expect: signInRequired(200) }],
  'GET /api/account/passkeys': [{ what: 'list own passkeys', path: '/api/account/passkeys', expect: signInRequired(200) }],
  'POST /api/account/passkeys/options': [
    { what: 'ask for a challenge to add a passkey', path: '/api/account/passkeys/options', json: {}, expect: signInRequired(200) },
  ],
  'POST /api/account/passkeys': [
    {
      what: 'add a passkey with an answer to a challenge this session was not given',
      path: '/api/account/passkeys',
      json: () => ({ response: unaskedAttestation() }),
      expect: signInRequired(400),
    },
  ],
  'PATCH /api/account/passkeys/:id': [
    {
      what: "rename another account's passkey",
      path: '/api/account/passkeys/{othersPasskeyId}',
      json: { name: 'Taken over' },
      expect: signInRequired(404),
    },
  ],
  'DELETE /api/account/passkeys/:id': [
    {
      what: "remove another account's passkey",
      path: '/api/account/passkeys/{othersPasskeyId}',
      json: { password: GOOD_PASSWORD },
      expect: signInRequired(404),
    },
  ],

  'GET /api/courses': [{ what: 'the course list', path: '/api/courses', expect: all(200) }],
  // Reviews (DESIGN §12): anyone reads the visible ones; only a learner who completed the course may write one.
  'GET /api/courses/:courseId/reviews': [
    { what: "a course's visible reviews", path: `/api/courses/${PREMIUM_COURSE_ID}/reviews`, expect: all(200) },
    { what: 'the reviews of an unknown course', path: '/api/courses/no-such-course/reviews', expect: all(404) },
  ],
  'PUT /api/courses/:courseId/review': [
    {
      what: 'review a course not completed',
      path: `/api/courses/${PREMIUM_COURSE_ID}/review`,
      json: { rating: 5, body: 'Great' },
      expect: { anonymous: 401, signedIn: 403, premium: 403 },
    },
  ],
  'GET /api/courses/:courseId': [
    { what: 'the premium course outline (public: it sells the course)', path: `/api/courses/${PREMIUM_COURSE_ID}`, expect: all(200) },
    { what: 'an unknown course', path: '/api/courses/no-such-course', expect: all(404) },
  ],
  'GET /api/health': [{ what: 'health check', path: '/api/health', expect: all(200) }],

  'GET /api/lessons/:courseId/:moduleId/:lessonId': [
    { what: 'a free-course lesson', path: '/api/lessons/free-course/1/1', expect: signInRequired(200) },
    { what: 'a premium lesson', path: '/api/lessons/premium-course/2/1', expect: { anonymous: 401, signedIn: 403, premium: 200 } },
    { what: 'a lesson that does not exist', path: '/api/lessons/premium-course/2/99', expect: signInRequired(404) },
  ],
  'POST /api/lessons/:courseId/:moduleId/:lessonId/progress': [
    {
      what: 'progress in a free-course lesson',
      path: '/api/lessons/free-course/1/1/progress',
      json: { type: 'continue', section: 0 },
      expect: signInRequired(200),
    },
    {
      what: 'progress in a premium lesson',
      path: '/api/lessons/premium-course/2/1/progress',
      json: { type: 'continue', section: 0 },
      expect: { anonymous: 401, signedIn: 403, premium: 200 },
    },
  ],

  'GET /api/lessons/:courseId/:moduleId/:lessonId/comments': [
    { what: 'a starter lesson’s discussion', path: '/api/lessons/free-course/1/1/comments', expect: signInRequired(200) },
    {
      what: 'a premium lesson’s discussion',
      path: '/api/lessons/premium-course/2/1/comments',
      expect: { anonymous: 401, signedIn: 403, premium: 200, owner: 200 },
    },
    { what: 'an unknown lesson’s discussion', path: '/api/lessons/premium-course/2/99/comments', expect: signInRequired(404) },
  ],
  'POST /api/lessons/:courseId/:moduleId/:lessonId/comments': [
    {
      what: 'comment on a starter lesson',
      path: '/api/lessons/free-course/1/1/comments',
      json: { body: 'Hello' },
      expect: signInRequired(201),
    },
    {
      what: 'comment on a premium lesson',
      path: '/api/lessons/premium-course/2/1/comments',
      json: { body: 'Hello' },
      expect: { anonymous: 401, signedIn: 403, premium: 201, owner: 201 },
    },
  ],
  'PATCH /api/comments/:id': [
    {
      what: 'edit another account’s comment',
      path: '/api/comments/:id',
      pathFor: (app) => othersComment(app).then((id) => `/api/comments/${id}`),
      json: { body: 'Changed' },
      expect: notAuthor,
    },
    {
      what: 'edit another account’s comment in a premium discussion',
      path: '/api/comments/:id',
      pathFor: (app) => othersComment(app, PREMIUM_LESSON).then((id) => `/api/comments/${id}`),
      json: { body: 'Changed' },
      expect: premiumComment(403),
    },
    {
      what: 'edit another member’s community thread',
      path: '/api/comments/:id',
      pathFor: (app) => othersThread(app).then((id) => `/api/comments/${id}`),
      json: { body: 'Changed' },
      expect: premiumComment(403),
    },
  ],
  'DELETE /api/comments/:id': [
    {
      what: 'delete another account’s comment',
      path: '/api/comments/:id',
      pathFor: (app) => othersComment(app).then((id) => `/api/comments/${id}`),
      expect: notAuthor,
    },
    {
      what: 'delete another account’s comment in a premium discussion',
      path: '/api/comments/:id',
      pathFor: (app) => othersComment(app, PREMIUM_LESSON).then((id) => `/api/comments/${id}`),
      expect: premiumComment(403),
    },
  ],
  'POST /api/comments/:id/report': [
    {
      what: 'report a comment',
      path: '/api/comments/:id/report',
      pathFor: (app) => othersComment(app).then((id) => `/api/comments/${id}/report`),
      json: { reason: 'Spam' },
      expect: signInRequired(201),
    },
    {
      what: 'report a comment in a premium discussion',
      path: '/api/comments/:id/report',
      pathFor: (app) => othersComment(app, PREMIUM_LESSON).then((id) => `/api/comments/${id}/report`),
      json: { reason: 'Spam' },
      expect: premiumComment(201),
    },
    {
      what: 'report a community thread',
      path: '/api/comments/:id/report',
      pathFor: (app) => othersThread(app).then((id) => `/api/comments/${id}/report`),
      json: { reason: 'Spam' },
      expect: premiumComment(201),
    },
  ],
  'GET /api/account/discussion-emails': [
    { what: 'the reply emails setting', path: '/api/account/discussion-emails', expect: signInRequired(200) },
  ],
  'PUT /api/account/discussion-emails': [
    { what: 'turn reply emails on', path: '/api/account/discussion-emails', json: { enabled: true }, expect: signInRequired(200) },
  ],
  // The signed token is the credential (server/discussions/discussion-email-link.ts), not the session.
  'POST /api/discussions/unsubscribe': [
    {
      what: 'one-click unsubscribe with a token the site did not sign',
      path: () => `/api/discussions/unsubscribe?token=${discussionToken()}`,
      expect: all(400),
    },
  ],
  'GET /api/discussions/unsubscribe': [
    {
      what: 'open the unsubscribe address (sent on to the page)',
      path: () => `/api/discussions/unsubscribe?token=${discussionToken()}`,
      expect: all(303),
    },
  ],
  'GET /api/admin/reports': [{ what: 'reported comments', path: '/api/admin/reports', expect: ownerOnly(200) }],
  'POST /api/admin/comments/:id/hide': [
    {
      what: 'hide a comment',
      path: '/api/admin/comments/:id/hide',
      pathFor: (app) => othersComment(app).then((id) => `/api/admin/comments/${id}/hide`),
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/comments/:id/unhide': [
    {
      what: 'unhide a comment',
      path: '/api/admin/comments/:id/unhide',
      pathFor: (app) => othersComment(app).then((id) => `/api/admin/comments/${id}/unhide`),
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/comments/:id/pin': [
    {
      what: 'pin a thread',
      path: '/api/admin/comments/:id/pin',
      pathFor: (app) => othersComment(app, PREMIUM_LESSON).then((id) => `/api/admin/comments/${id}/pin`),
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/comments/:id/unpin': [
    {
      what: 'unpin a thread',
      path: '/api/admin/comments/:id/unpin',
      pathFor: (app) => othersComment(app).then((id) => `/api/admin/comments/${id}/unpin`),
      json: {},
      expect: ownerOnly(200),
    },
  ],

  // Public: anyone reading an article is counted (anonymously, server/blog/record-article-view.ts).
  // Public: anyone reading an article is counted (anonymously, server/blog/record-article-view.ts).
  'POST /api/blog/views': [
    { what: 'count a view of an article', path: '/api/blog/views', json: { slug: 'ai-business-ideas-for-beginners' }, expect: all(200) },
    {
      what: 'count a view of an article that does not exist',
      path: '/api/blog/views',
      json: { slug: 'no-such-article' },
      expect: all(404),
    },
  ],
  // A prefetched reading page that was shown (issue 30): anyone's view counts the same (the owner's is not counted).
  'POST /api/analytics/views': [
    { what: 'count a shown prefetched page', path: '/api/analytics/views', json: { path: '/blog' }, expect: all(204) },
    { what: 'count an address that is not a reading page', path: '/api/analytics/views', json: { path: '/admin' }, expect: all(400) },
  ],
  'POST /api/newsletter': [
    { what: 'subscribe', path: '/api/newsletter', json: () => ({ email: uniqueEmail('news'), source: 'matrix' }), expect: all(200) },
  ],
  // The emailed token is the credential.
  'POST /api/newsletter/confirm': [
    {
      what: 'confirm with a token nobody was sent',
      path: '/api/newsletter/confirm',
      json: () => ({ token: wellFormedToken() }),
      expect: all(400),
    },
  ],
  // The contact form (issue 15): anyone may write; a person's form is accepted whoever they are.
  'GET /api/contact/form': [{ what: 'a contact form to fill', path: '/api/contact/form', expect: all(200) }],
  'POST /api/contact': [
    {
      what: 'send a contact message',
      path: '/api/contact',
      json: (f: Fixtures) => ({
        name: 'Matrix',
        email: uniqueEmail('contact'),
        subject: 'other',
        message: 'Hello from the matrix.',
        formToken: f.contactFormToken,
      }),
      expect: all(200),
    },
    { what: 'send a contact message without a form', path: '/api/contact', json: { name: 'Matrix' }, expect: all(400) },
  ],
  'GET /api/search': [{ what: 'site search', path: '/api/search?q=income', expect: all(200) }],

  'POST /api/create-payment-intent': [
    {
      what: 'open checkout for the premium course',
      path: '/api/create-payment-intent',
      json: { courseId: PREMIUM_COURSE_ID },
      expect: { anonymous: 401, signedIn: 200, premium: 409 },
    },
    {
      what: 'open checkout with a code nobody created',
      path: '/api/create-payment-intent',
      json: { courseId: PREMIUM_COURSE_ID, couponCode: 'NO-SUCH-CODE' },
      expect: { anonymous: 401, signedIn: 400, premium: 409 },
    },
    {
      what: 'open checkout for the free course',
      path: '/api/create-payment-intent',
      json: { courseId: 'free-course' },
      expect: signInRequired(400),
    },
  ],
  'POST /api/payment-success': [
    {
      what: "confirm another account's payment",
      path: '/api/payment-success',
      json: (f: Fixtures) => ({ paymentIntentId: f.othersIntent.id }),
      expect: signInRequired(403),
      // Stripe does not know the local gateway's intent.
      stripe: signInRequired(404),
    },
  ],
  'POST /api/stripe/webhook': [
    {
      what: 'a webhook without a signature',
      path: '/api/stripe/webhook',
      json: { id: 'evt_1', type: 'payment_intent.succeeded' },
      expect: all(404),
      stripe: all(400),
    },
    {
      what: 'a webhook with a forged signature',
      path: '/api/stripe/webhook',
      json: { id: 'evt_1', type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=0000' },
      expect: all(404),
      stripe: all(400),
    },
  ],
  'POST /api/stripe/card-country': [
    {
      what: "check a card against another account's payment",
      path: '/api/stripe/card-country',
      json: (f: Fixtures) => ({ paymentIntentId: f.othersIntent.id, paymentMethodId: 'pm_matrix0000000000' }),
      expect: all(404),
      // Stripe does not know the local gateway's intent.
      stripe: signInRequired(404),
    },
  ],
  'POST /api/local-payments/confirm': [
    {
      what: "pay another account's checkout with the test card",
      path: '/api/local-payments/confirm',
      json: (f: Fixtures) => ({ ...CARD, clientSecret: f.othersIntent.clientSecret }),
      expect: signInRequired(404),
      stripe: all(404),
    },
  ],
  // Issue 44: a free trial's card check with the local gateway; only the learner whose checkout made the token.
  'POST /api/local-payments/setup': [
    {
      what: 'check a card for a trial with a malformed token',
      path: '/api/local-payments/setup',
      json: { ...CARD, setupToken: 'not-a-real-token' },
      expect: signInRequired(400),
      stripe: all(404),
    },
  ],
  'ALL /api/*': [{ what: 'an API path that does not exist', path: '/api/no-such-thing', expect: all(404) }],

  'GET /robots.txt': [{ what: 'robots.txt', path: '/robots.txt', expect: all(200) }],
  // Certificates (issue 14): anyone with the address may check one; only its learner may list, rename or withdraw.
  'GET /api/certificates': [{ what: 'my certificates', path: '/api/certificates', expect: signInRequired(200) }],
  'PUT /api/certificates/name': [
    {
      what: 'the name printed on my certificates',
      path: '/api/certificates/name',
      json: { name: 'Matrix Name' },
      expect: signInRequired(200),
    },
  ],
  'GET /api/certificates/:id': [
    { what: "another learner's certificate, publicly", path: (f) => `/api/certificates/${f.othersCertificate}`, expect: all(200) },
  ],
  'PATCH /api/certificates/:id': [
    {
      what: "withdraw another learner's certificate",
      path: (f) => `/api/certificates/${f.othersCertificate}`,
      json: { withdrawn: true },
      expect: signInRequired(404),
    },
  ],
  'GET /certificates/:file{[A-Za-z0-9_-]{24}\\.pdf}': [
    { what: "another learner's certificate as a PDF", path: (f) => `/certificates/${f.othersCertificate}.pdf`, expect: all(200) },
  ],
  'GET /certificates/:id/og.png': [
    { what: "another learner's certificate's preview image", path: (f) => `/certificates/${f.othersCertificate}/og.png`, expect: all(200) },
  ],
  // The owner's area (issue 13). Grant comes before revoke: each gateway's run grants, then revokes.
  'GET /api/admin/summary': [{ what: 'the overview', path: '/api/admin/summary?range=30d', expect: ownerOnly(200) }],
  'GET /api/admin/analytics': [
    { what: 'the analytics and funnel', path: '/api/admin/analytics?from=2026-01-01&to=2026-01-31', expect: ownerOnly(200) },
    { what: 'a reversed period', path: '/api/admin/analytics?from=2026-02-01&to=2026-01-01', expect: ownerOnly(400) },
  ],
  'GET /api/admin/purchases': [{ what: 'the purchases', path: '/api/admin/purchases?q=&page=1', expect: ownerOnly(200) }],
  // Email sequences (issue 30).
  'GET /api/admin/sequences': [{ what: 'the email sequences', path: '/api/admin/sequences', expect: ownerOnly(200) }],
  'POST /api/admin/sequences': [
    {
      what: 'create a sequence (off)',
      path: '/api/admin/sequences',
      json: { name: 'Matrix', trigger: 'signed_up', steps: [SEQUENCE_STEP] },
      expect: ownerOnly(201),
    },
    {
      what: 'create a sequence with a step of negative delay',
      path: '/api/admin/sequences',
      json: { name: 'Matrix', trigger: 'signed_up', steps: [{ ...SEQUENCE_STEP, delayMinutes: -1 }] },
      expect: ownerOnly(400),
    },
  ],
  'POST /api/admin/sequences/test': [
    {
      what: 'send the owner a test of a step',
      path: '/api/admin/sequences/test',
      json: { trigger: 'signed_up', step: SEQUENCE_STEP },
      expect: ownerOnly(200),
    },
  ],
  'GET /api/admin/sequences/:id': [
    {
      what: 'one sequence',
      path: '/api/admin/sequences/<a sequence>',
      pathFor: async (app) => `/api/admin/sequences/${await freshSequence(app)}`,
      expect: ownerOnly(200),
    },
  ],
  'PATCH /api/admin/sequences/:id': [
    {
      what: 'rename a sequence',
      path: '/api/admin/sequences/<a sequence>',
      pathFor: async (app) => `/api/admin/sequences/${await freshSequence(app)}`,
      json: { name: 'Renamed' },
      expect: ownerOnly(200),
    },
  ],
  'DELETE /api/admin/sequences/:id': [
    {
      what: 'delete a sequence',
      path: '/api/admin/sequences/<a fresh sequence>',
      pathFor: async (app) => `/api/admin/sequences/${await freshSequence(app)}`,
      expect: ownerOnly(204),
    },
  ],
  // A sequence email's links: the signed token is the only authority, whoever asks (server/sequences/sequence-links.ts).
  'POST /api/sequences/unsubscribe': [
    {
      what: 'one-click unsubscribe with a token the site did not sign',
      path: () => `/api/sequences/unsubscribe?token=${sequenceToken()}`,
      expect: all(400),
    },
  ],
  'GET /api/sequences/unsubscribe': [
    {
      what: 'open the unsubscribe address (sent on to the page)',
      path: () => `/api/sequences/unsubscribe?token=${sequenceToken()}`,
      expect: all(303),
    },
  ],
  'GET /e/c/:token': [
    {
      what: 'a click link the site did not sign',
      path: () => `/e/c/${randomUUID()}.${b64('https://example.org/')}.${wellFormedToken()}`,
      expect: all(404),
    },
  ],
  'POST /api/admin/purchases/:id/refund': [
    {
      what: 'refund a purchase (again: no change)',
      path: (f) => `/api/admin/purchases/${f.refundable}/refund`,
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'GET /api/admin/learners': [{ what: 'the learners', path: '/api/admin/learners?q=&page=1', expect: ownerOnly(200) }],
  'GET /api/admin/learners/:id': [{ what: 'one learner', path: (f) => `/api/admin/learners/${f.adminTarget}`, expect: ownerOnly(200) }],
  'POST /api/admin/learners/:id/grant': [
    {
      what: 'grant premium without payment',
      path: (f) => `/api/admin/learners/${f.adminTarget}/grant`,
      json: { reason: 'matrix' },
      expect: ownerOnly(201),
    },
  ],
  'POST /api/admin/learners/:id/revoke': [
    {
      what: 'revoke the grant',
      path: (f) => `/api/admin/learners/${f.adminTarget}/revoke`,
      json: { reason: 'matrix' },
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/learners/:id/sign-out': [
    { what: "end a learner's sessions", path: (f) => `/api/admin/learners/${f.adminTarget}/sign-out`, json: {}, expect: ownerOnly(200) },
  ],
  'GET /api/admin/audit': [{ what: 'the audit log', path: '/api/admin/audit?page=1', expect: ownerOnly(200) }],
  // Issue 29: a private link to an item's draft (server/content-store/preview-routes.ts).
  'POST /api/admin/content/:kind/:id/preview': [
    {
      what: "a preview link to an article's draft",
      path: '/api/admin/content/articles/<an article>/preview',
      pathFor: async (app) => {
        const [item] = await app.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, 'articles')).limit(1);
        return `/api/admin/content/articles/${item!.id}/preview`;
      },
      json: { hours: 1 },
      expect: ownerOnly(201),
    },
  ],

  'GET /sitemap.xml': [{ what: 'sitemap', path: '/sitemap.xml', expect: all(200) }],
  'GET /blog/rss.xml': [{ what: 'RSS feed', path: '/blog/rss.xml', expect: all(200) }],

  // Only a scraper with METRICS_TOKEN: a session, even the premium one, is not enough (404 as for any unknown path).
  'GET /metrics': [
    { what: 'metrics without the token', path: '/metrics', expect: all(404) },
    { what: 'metrics with a wrong token', path: '/metrics', headers: { authorization: 'Bearer not-the-metrics-token' }, expect: all(404) },
    { what: 'metrics with the token', path: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` }, expect: all(200) },
  ],
  // A preference anyone may keep, signed in or not; it answers with a redirect back (server/http/theme-routes.ts).
  'POST /theme': [
    { what: 'choose the dark theme', path: '/theme', json: { theme: 'dark', redirectTo: '/blog' }, expect: all(303) },
    { what: 'choose a theme that does not exist', path: '/theme', json: { theme: 'sepia' }, expect: all(400) },
  ],
  // The currency picker (issue 31, server/http/currency-routes.ts): a preference like the theme.
  'POST /currency': [
    { what: 'choose euros', path: '/currency', json: { currency: 'EUR', redirectTo: '/courses' }, expect: all(303) },
    { what: 'choose a currency the site does not sell in', path: '/currency', json: { currency: 'JPY' }, expect: all(400) },
  ],
  // The public price list (issue 31): anyone's, in any currency it sells in.
  'GET /api/prices': [
    { what: 'the price list in euros for Germany', path: '/api/prices?currency=EUR&country=DE', expect: all(200) },
    { what: 'the price list in yen', path: '/api/prices?currency=JPY', expect: all(400) },
  ],
  // Offers (issue 43): anyone reads the published ones; a signed-in learner takes a free one, never a paid one.
  'GET /api/offers': [
    { what: 'the published offers', path: '/api/offers', expect: all(200) },
    { what: 'the offers in yen', path: '/api/offers?currency=JPY', expect: all(400) },
  ],
  'POST /api/offers/:id/enrol': [
    { what: 'enrol in the free starter offer', path: '/api/offers/starter/enrol', expect: signInRequired(200) },
    { what: 'enrol in the paid premium offer', path: '/api/offers/premium/enrol', expect: { anonymous: 401, signedIn: 409, premium: 409 } },
    { what: 'enrol in an unknown offer', path: '/api/offers/no-such-offer/enrol', expect: signInRequired(404) },
  ],
  'GET /newsletter/archive/rss.xml': [{ what: "the newsletter archive's RSS feed", path: '/newsletter/archive/rss.xml', expect: all(200) }],

  // RFC 8058 one-click unsubscribe: the token in the address is the only authority, whoever asks.
  'POST /api/newsletter/unsubscribe': [
    {
      what: 'one-click unsubscribe with a token nobody was sent',
      path: `/api/newsletter/unsubscribe?token=${newsletterToken()}`,
      expect: all(400),
    },
  ],
  'GET /api/newsletter/unsubscribe': [
    { what: 'the one-click address opened in a browser', path: `/api/newsletter/unsubscribe?token=${newsletterToken()}`, expect: all(303) },
  ],

  'GET /api/admin/subscribers': [
    { what: 'list subscribers', path: '/api/admin/subscribers?status=confirmed', expect: ownerOnly(200) },
    { what: 'list subscribers of an unknown status', path: '/api/admin/subscribers?status=nobody', expect: ownerOnly(400) },
  ],
  'GET /api/admin/subscribers.csv': [{ what: 'export subscribers as CSV', path: '/api/admin/subscribers.csv', expect: ownerOnly(200) }],
  'DELETE /api/admin/subscribers/:id': [
    {
      what: 'remove a subscriber',
      path: '/api/admin/subscribers/<a fresh subscriber>',
      pathFor: async (app) => `/api/admin/subscribers/${await freshSubscriber(app)}`,
      expect: ownerOnly(200),
    },
  ],
  'GET /api/admin/messages': [{ what: 'the contact messages', path: '/api/admin/messages?status=all', expect: ownerOnly(200) }],
  'POST /api/admin/messages/:id/handled': [
    {
      what: 'mark a contact message handled',
      path: '/api/admin/messages/<a fresh message>/handled',
      pathFor: async (app) => `/api/admin/messages/${await freshContactMessage(app)}/handled`,
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/messages/:id/reopen': [
    {
      what: 'mark a contact message new again',
      path: '/api/admin/messages/<a fresh message>/reopen',
      pathFor: async (app) => `/api/admin/messages/${await freshContactMessage(app)}/reopen`,
      json: {},
      expect: ownerOnly(200),
    },
  ],
  'GET /api/admin/newsletter': [{ what: 'list newsletter issues', path: '/api/admin/newsletter', expect: ownerOnly(200) }],
  'GET /api/admin/calls': [{ what: 'list strategy calls', path: '/api/admin/calls', expect: ownerOnly(200) }],
  'POST /api/admin/calls': [
    { what: 'schedule a strategy call', path: '/api/admin/calls', json: NEW_CALL, expect: ownerOnly(201) },
    {
      what: 'schedule a call with an http join link',
      path: '/api/admin/calls',
      json: { ...NEW_CALL, joinUrl: 'http://x.example' },
      expect: ownerOnly(400),
    },
  ],
  'PATCH /api/admin/calls/:id': [
    {
      what: 'edit a strategy call',
      path: '/api/admin/calls/<a fresh call>',
      pathFor: async (app) => `/api/admin/calls/${await freshCall(app)}`,
      json: { title: 'Renamed in the matrix' },
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/calls/:id/cancel': [
    {
      what: 'cancel a strategy call',
      path: '/api/admin/calls/<a fresh call>/cancel',
      pathFor: async (app) => `/api/admin/calls/${await freshCall(app)}/cancel`,
      expect: ownerOnly(200),
    },
  ],

  'GET /api/premium': [{ what: 'the member area: next call, What’s new', path: '/api/premium', expect: membersOnly(200) }],
  'GET /api/premium/templates': [{ what: 'list the templates', path: '/api/premium/templates', expect: membersOnly(200) }],
  'GET /api/premium/templates/:slug': [
    { what: 'read a template', path: `/api/premium/templates/${A_TEMPLATE}`, expect: membersOnly(200) },
    { what: 'read a template that does not exist', path: '/api/premium/templates/no-such-template', expect: membersOnly(404) },
  ],
  'GET /api/premium/templates/:slug/download': [
    { what: 'download a template as Markdown', path: `/api/premium/templates/${A_TEMPLATE}/download?format=md`, expect: membersOnly(200) },
    {
      what: 'download a template in an unknown format',
      path: `/api/premium/templates/${A_TEMPLATE}/download?format=exe`,
      expect: membersOnly(400),
    },
  ],
  'GET /api/coaching/slots': [{ what: 'open coaching times', path: '/api/coaching/slots', expect: membersOnly(200) }],
  'GET /api/coaching/bookings': [{ what: 'my coaching sessions', path: '/api/coaching/bookings', expect: membersOnly(200) }],
  'POST /api/coaching/bookings': [
    {
      what: 'book a time the owner does not offer',
      path: '/api/coaching/bookings',
      json: { start: '2099-01-01T09:00:00Z' },
      expect: membersOnly(400),
    },
  ],
  'PATCH /api/coaching/bookings/:id': [
    {
      what: "move another learner's session",
      path: "/api/coaching/bookings/<another learner's session>",
      pathFor: async (app) => `/api/coaching/bookings/${await freshCoachingSession(app)}`,
      json: { start: '2099-01-01T09:00:00Z' },
      expect: membersOnly(404),
    },
  ],
  'DELETE /api/coaching/bookings/:id': [
    {
      what: "cancel another learner's session",
      path: "/api/coaching/bookings/<another learner's session>",
      pathFor: async (app) => `/api/coaching/bookings/${await freshCoachingSession(app)}`,
      expect: membersOnly(404),
    },
  ],
  'GET /api/admin/coaching/availability': [
    { what: "the owner's coaching hours", path: '/api/admin/coaching/availability', expect: ownerOnly(200) },
  ],
  'PUT /api/admin/coaching/availability': [
    { what: 'set the coaching hours', path: '/api/admin/coaching/availability', json: NO_COACHING_HOURS, expect: ownerOnly(200) },
  ],
  'GET /api/admin/coaching/bookings': [{ what: 'every coaching session', path: '/api/admin/coaching/bookings', expect: ownerOnly(200) }],
  'PATCH /api/admin/coaching/bookings/:id': [
    {
      what: "write notes on a learner's session",
      path: "/api/admin/coaching/bookings/<a learner's session>",
      pathFor: async (app) => `/api/admin/coaching/bookings/${await freshCoachingSession(app)}`,
      json: { notes: 'Matrix notes' },
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/learners/:id/coaching-sessions': [
    {
      what: 'give a learner an extra coaching session',
      path: (f) => `/api/admin/learners/${f.adminTarget}/coaching-sessions`,
      json: { count: 1, reason: 'Matrix grant' },
      expect: ownerOnly(201),
    },
  ],
  'GET /api/premium/calls': [{ what: 'list strategy calls with join links', path: '/api/premium/calls', expect: membersOnly(200) }],
  'GET /api/community/threads': [
    { what: 'the community’s threads', path: '/api/community/threads', expect: communityOnly(200) },
    { what: 'the community’s threads in an unknown category', path: '/api/community/threads?category=gossip', expect: communityOnly(400) },
  ],
  'POST /api/community/threads': [
    {
      what: 'start a community thread',
      path: '/api/community/threads',
      json: { category: 'wins', title: 'A matrix win', body: 'Hello' },
      expect: communityOnly(201),
    },
  ],
  'GET /api/community/threads/:threadId': [
    {
      what: 'read another member’s community thread',
      path: '/api/community/threads/<a thread>',
      pathFor: async (app) => `/api/community/threads/${await othersThread(app)}`,
      expect: communityOnly(200),
    },
    {
      what: 'read a community thread that does not exist',
      path: `/api/community/threads/${randomUUID()}`,
      expect: communityOnly(404),
    },
  ],
  'POST /api/community/threads/:threadId/replies': [
    {
      what: 'reply to another member’s community thread',
      path: '/api/community/threads/<a thread>/replies',
      pathFor: async (app) => `/api/community/threads/${await othersThread(app)}/replies`,
      json: { body: 'Me too' },
      expect: communityOnly(201),
    },
  ],
  'GET /api/premium/calls/:id/calendar.ics': [
    {
      what: 'a call’s calendar file',
      path: '/api/premium/calls/<a call>/calendar.ics',
      pathFor: async (app) => `/api/premium/calls/${await freshCall(app)}/calendar.ics`,
      expect: membersOnly(200),
    },
  ],
  'POST /api/admin/newsletter': [
    {
      what: 'send a test of an issue to oneself',
      path: '/api/admin/newsletter',
      json: { subject: 'Matrix test', markdown: 'Hello', test: true },
      expect: ownerOnly(200),
    },
    {
      what: 'send an issue without a subject',
      path: '/api/admin/newsletter',
      json: { markdown: 'Hello', test: false },
      expect: ownerOnly(400),
    },
  ],
  'GET /api/admin/coupons': [{ what: 'list coupon codes', path: '/api/admin/coupons', expect: ownerOnly(200) }],
  'POST /api/admin/coupons': [
    {
      what: 'create a coupon code',
      path: '/api/admin/coupons',
      json: () => ({ code: `MATRIX-${randomBytes(6).toString('hex')}`, percentOff: 10 }),
      expect: ownerOnly(201),
    },
    { what: 'create a coupon code with no discount', path: '/api/admin/coupons', json: { code: 'MATRIX' }, expect: ownerOnly(400) },
  ],
  'POST /api/admin/coupons/:id/deactivate': [
    {
      what: 'deactivate a coupon code',
      path: '/api/admin/coupons/<a fresh code>/deactivate',
      pathFor: async (app) => `/api/admin/coupons/${await freshCoupon(app)}/deactivate`,
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/subscriptions/:id/cancel': [
    {
      what: 'cancel a subscription that does not exist',
      path: '/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/cancel',
      json: { atPeriodEnd: true },
      expect: ownerOnly(404),
    },
    {
      what: 'cancel a subscription without saying when',
      path: '/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/cancel',
      json: {},
      expect: ownerOnly(400),
    },
  ],
  // Referrals (issue 30): a learner's own figures, the owner's terms and payouts, and the link anyone may follow.
  'GET /api/referrals': [{ what: 'my referral link and figures', path: '/api/referrals', expect: signInRequired(200) }],
  'GET /r/:code': [
    { what: 'follow a referral link that names nobody', path: '/r/nosuchcode1', expect: all(302) },
    { what: 'follow a referral link on to a page', path: '/r/nosuchcode1?to=/courses', expect: all(302) },
  ],
  'GET /api/admin/referrals': [{ what: 'list referrers and what is owed', path: '/api/admin/referrals', expect: ownerOnly(200) }],
  'GET /api/admin/referrals.csv': [{ what: 'export referrers as CSV', path: '/api/admin/referrals.csv', expect: ownerOnly(200) }],
  'PUT /api/admin/referrals/settings': [
    {
      what: 'set the referral terms',
      path: '/api/admin/referrals/settings',
      json: { commissionPercent: 20, buyerCouponCode: null },
      expect: ownerOnly(200),
    },
    {
      what: 'set a commission that is not a number',
      path: '/api/admin/referrals/settings',
      json: { commissionPercent: 'many', buyerCouponCode: null },
      expect: ownerOnly(400),
    },
  ],
  'POST /api/admin/referrals/:id/payouts': [
    { what: 'mark paid a learner nothing is owed', path: (f) => `/api/admin/referrals/${f.adminTarget}/payouts`, expect: ownerOnly(409) },
    { what: 'mark paid an unknown referrer', path: `/api/admin/referrals/${randomUUID()}/payouts`, expect: ownerOnly(404) },
    { what: 'mark paid a referrer id that is not an id', path: '/api/admin/referrals/nobody/payouts', expect: ownerOnly(400) },
  ],
  // What the public pages may claim (DESIGN §12): the owner's settings and the learners' reviews.
  'GET /api/admin/settings': [{ what: 'read the settings', path: '/api/admin/settings', expect: ownerOnly(200) }],
  // Invoices (issue 31): server/invoices/invoices.integration.test.ts has a buyer's own.
  'GET /api/invoices': [{ what: 'list own invoices', path: '/api/invoices', expect: signInRequired(200) }],
  'GET /api/invoices/:file{[A-Z]{2,3}-[0-9]{4}-[0-9]{6}\\.pdf}': [
    {
      what: "another buyer's invoice as a PDF (404, not 403: numbers reveal nothing)",
      path: (f) => `/api/invoices/${f.othersInvoice}.pdf`,
      expect: { anonymous: 404, signedIn: 404, premium: 404, owner: 200 },
    },
  ],
  'GET /api/admin/seller': [{ what: 'read the seller on invoices', path: '/api/admin/seller', expect: ownerOnly(200) }],
  'PUT /api/admin/seller': [
    {
      what: 'set the seller on invoices',
      path: '/api/admin/seller',
      json: { name: 'Academy Ltd', address: '1 High Street, London', country: 'GB', vatNumber: 'GB123456789' },
      expect: ownerOnly(200),
    },
    { what: 'set a seller without a name', path: '/api/admin/seller', json: { address: 'x', country: 'GB' }, expect: ownerOnly(400) },
  ],
  // The dunning grace days (issue 44): server/invoices/billing-settings.integration.test.ts has their validation.
  'GET /api/admin/billing-settings': [{ what: 'read the dunning grace days', path: '/api/admin/billing-settings', expect: ownerOnly(200) }],
  'PUT /api/admin/billing-settings': [
    { what: 'set the dunning grace days', path: '/api/admin/billing-settings', json: { dunningGraceDays: 7 }, expect: ownerOnly(200) },
    { what: 'set 61 grace days', path: '/api/admin/billing-settings', json: { dunningGraceDays: 61 }, expect: ownerOnly(400) },
  ],
  // Subscriptions and the recurring figures (issue 44): server/billing/recurring-figures.integration.test.ts.
  'GET /api/admin/subscriptions': [
    { what: 'list subscriptions and payment plans', path: '/api/admin/subscriptions?status=active', expect: ownerOnly(200) },
    { what: 'list subscriptions of an unknown status', path: '/api/admin/subscriptions?status=paying', expect: ownerOnly(400) },
  ],
  'GET /api/admin/recurring': [{ what: 'read MRR, churn and the next renewals', path: '/api/admin/recurring', expect: ownerOnly(200) }],
  // Prices per currency (issue 31): server/money/course-prices.integration.test.ts has their validation.
  'GET /api/admin/prices': [{ what: 'read the prices per currency', path: '/api/admin/prices', expect: ownerOnly(200) }],
  'PUT /api/admin/prices': [
    {
      what: 'set the prices in pounds, dollars and euros',
      path: '/api/admin/prices',
      json: { courses: { [PREMIUM_COURSE_ID]: { GBP: 999, USD: 1299, EUR: 1199 } } },
      expect: ownerOnly(200),
    },
    {
      what: 'set a price of zero',
      path: '/api/admin/prices',
      json: { courses: { [PREMIUM_COURSE_ID]: { GBP: 0 } } },
      expect: ownerOnly(400),
    },
  ],
  // A course as the owner edits it, its drip schedule, and opening it for one learner (issue 43):
  // server/drip/drip.integration.test.ts has their behaviour.
  // Courses as rows the owner creates (issue 43): server/courses/owner-courses.integration.test.ts has their behaviour.
  'GET /api/admin/courses': [{ what: 'every course, drafts too', path: '/api/admin/courses', expect: ownerOnly(200) }],
  'POST /api/admin/courses': [
    {
      what: 'create a draft course',
      path: '/api/admin/courses',
      json: () => ({
        title: 'Matrix course',
        slug: `matrix-${randomBytes(4).toString('hex')}`,
        description: 'A course made by the matrix.',
        level: 'Beginner',
      }),
      expect: ownerOnly(201),
    },
    {
      what: 'create a course whose slug is not kebab-case',
      path: '/api/admin/courses',
      json: { title: 'Matrix course', slug: 'Matrix Course', description: 'A course made by the matrix.', level: 'Beginner' },
      expect: ownerOnly(400),
    },
  ],
  'PUT /api/admin/courses/order': [
    {
      what: 'reorder the catalogue naming a course that does not exist',
      path: '/api/admin/courses/order',
      json: { ids: ['no-such-course'] },
      expect: ownerOnly(400),
    },
  ],
  'GET /api/admin/courses/:id': [{ what: 'read a course and its lessons', path: '/api/admin/courses/free-course', expect: ownerOnly(200) }],
  'PATCH /api/admin/courses/:id': [
    {
      what: "rename a course's outcomes",
      path: '/api/admin/courses/free-course',
      json: { outcomes: ['Use AI tools in a small business'] },
      expect: ownerOnly(200),
    },
    {
      what: 'set a pass mark above 1',
      path: '/api/admin/courses/free-course',
      json: { passMark: 70 },
      expect: ownerOnly(400),
    },
    {
      what: "set a course's drip schedule",
      path: '/api/admin/courses/free-course',
      json: { drip: { type: 'none' } },
      expect: ownerOnly(200),
    },
    {
      what: 'set a drip of an unknown kind',
      path: '/api/admin/courses/free-course',
      json: { drip: { type: 'weekly' } },
      expect: ownerOnly(400),
    },
  ],
  // The owner's offers (issue 43): server/offers/owner-offers.integration.test.ts has their behaviour.
  'GET /api/admin/offers': [{ what: 'list offers with their sales', path: '/api/admin/offers', expect: ownerOnly(200) }],
  'POST /api/admin/offers': [
    {
      what: 'create an offer',
      path: '/api/admin/offers',
      json: () => ({
        title: 'Matrix offer',
        slug: `matrix-${randomBytes(6).toString('hex')}`,
        price: { type: 'free' },
        grants: [{ type: 'course', courseId: 'free-course' }],
      }),
      expect: ownerOnly(201),
    },
    {
      what: 'create an offer without grants',
      path: '/api/admin/offers',
      json: { title: 'x', slug: 'x', price: { type: 'free' }, grants: [] },
      expect: ownerOnly(400),
    },
  ],
  'GET /api/admin/offers/:id': [{ what: 'read an offer and its sales', path: '/api/admin/offers/starter', expect: ownerOnly(200) }],
  'PATCH /api/admin/offers/:id': [
    { what: "change an offer's description", path: '/api/admin/offers/starter', json: { description: '' }, expect: ownerOnly(200) },
    { what: 'give an offer an unknown status', path: '/api/admin/offers/starter', json: { status: 'live' }, expect: ownerOnly(400) },
  ],
  'POST /api/admin/learners/:id/open-course': [
    {
      what: 'open every lesson of a course for one learner',
      path: (f) => `/api/admin/learners/${f.adminTarget}/open-course`,
      json: { courseId: 'free-course' },
      expect: ownerOnly(200),
    },
  ],
  // The content's exchange rate (issue 41): server/money/exchange-rates.integration.test.ts has its validation.
  'GET /api/admin/exchange-rates': [
    { what: 'read the exchange rate and its day', path: '/api/admin/exchange-rates', expect: ownerOnly(200) },
  ],
  'PUT /api/admin/exchange-rates': [
    {
      what: 'refresh the exchange rate',
      path: '/api/admin/exchange-rates',
      json: { GBP: 0.79, EUR: 0.95, date: '2025-02-28', source: 'European Central Bank' },
      expect: ownerOnly(200),
    },
    {
      what: 'set a rate of zero',
      path: '/api/admin/exchange-rates',
      json: { GBP: 0, EUR: 0.95, date: '2025-02-28', source: 'x' },
      expect: ownerOnly(400),
    },
  ],
  'GET /api/admin/invoices': [{ what: "the period's invoices and totals", path: '/api/admin/invoices', expect: ownerOnly(200) }],
  // Issue 41: server/invoices/invoices.integration.test.ts checks a reverse charge that VIES had not confirmed.
  'POST /api/admin/invoices/:number/vat-check': [
    {
      what: 'check in VIES an invoice without a reverse charge',
      path: (f) => `/api/admin/invoices/${f.othersInvoice}/vat-check`,
      json: {},
      expect: ownerOnly(409),
    },
    { what: 'check an unknown invoice in VIES', path: '/api/admin/invoices/INV-2000-999999/vat-check', json: {}, expect: ownerOnly(404) },
    { what: 'check a number that is not an invoice number', path: '/api/admin/invoices/INV-1/vat-check', json: {}, expect: ownerOnly(400) },
  ],
  'GET /api/admin/invoices.csv': [
    { what: 'export invoices as CSV', path: '/api/admin/invoices.csv?from=2026-01-01', expect: ownerOnly(200) },
  ],
  'PUT /api/admin/settings': [
    { what: 'set the public-count threshold', path: '/api/admin/settings', json: { publicCountThreshold: 100 }, expect: ownerOnly(200) },
    { what: 'set a threshold of zero', path: '/api/admin/settings', json: { publicCountThreshold: 0 }, expect: ownerOnly(400) },
  ],
  'PUT /api/admin/settings/former-price/:courseId': [
    {
      what: 'record a former price',
      path: `/api/admin/settings/former-price/${PREMIUM_COURSE_ID}`,
      json: { amount: 4700, from: '2020-01-01', to: '2020-01-31' },
      expect: ownerOnly(200),
    },
    {
      what: 'record a former price below the current one',
      path: `/api/admin/settings/former-price/${PREMIUM_COURSE_ID}`,
      json: { amount: 100, from: '2020-01-01', to: '2020-01-31' },
      expect: ownerOnly(400),
    },
  ],
  'DELETE /api/admin/settings/former-price/:courseId': [
    {
      what: 'remove a former price',
      path: `/api/admin/settings/former-price/${PREMIUM_COURSE_ID}`,
      pathFor: freshFormerPrice,
      expect: ownerOnly(200),
    },
  ],
  // The content studio (issue 29): owners only, like the rest of the owner's API.
  'GET /api/admin/content/:kind': [
    { what: "the studio's list of articles", path: '/api/admin/content/articles?status=draft&q=&page=1', expect: ownerOnly(200) },
    { what: 'the list of a kind that does not exist', path: '/api/admin/content/pages', expect: ownerOnly(400) },
  ],
  'POST /api/admin/content/:kind': [
    {
      what: 'write a new article',
      path: '/api/admin/content/articles',
      json: () => ({ slug: `matrix-${randomBytes(6).toString('hex')}`, title: 'A new draft' }),
      expect: ownerOnly(201),
    },
    {
      what: 'write a new article without its slug',
      path: '/api/admin/content/articles',
      json: { title: 'No slug' },
      expect: ownerOnly(400),
    },
  ],
  'GET /api/admin/content/:kind/:id': [
    {
      what: 'open a draft',
      path: '/api/admin/content/articles/<a draft>',
      pathFor: (app) => freshArticle(app, 'draft'),
      expect: ownerOnly(200),
    },
    { what: 'open an item that does not exist', path: `/api/admin/content/articles/${randomUUID()}`, expect: ownerOnly(404) },
  ],
  'PATCH /api/admin/content/:kind/:id': [
    {
      what: 'save a draft',
      path: '/api/admin/content/articles/<a draft>',
      pathFor: (app) => freshArticle(app, 'draft'),
      json: { version: 1, title: 'Saved by the matrix' },
      expect: ownerOnly(200),
    },
    {
      what: 'save a draft based on an older version',
      path: '/api/admin/content/articles/<a draft>',
      pathFor: (app) => freshArticle(app, 'draft'),
      json: { version: 7, title: 'Stale' },
      expect: ownerOnly(409),
    },
  ],
  'DELETE /api/admin/content/:kind/:id': [
    {
      what: 'delete an article',
      path: '/api/admin/content/articles/<an article>',
      pathFor: (app) => freshArticle(app, 'published'),
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/content/:kind/:id/publish': [
    {
      what: 'publish a draft now',
      path: '/api/admin/content/articles/<a draft>/publish',
      pathFor: async (app) => `${await freshArticle(app, 'draft')}/publish`,
      expect: ownerOnly(200),
    },
    {
      what: 'schedule a draft',
      path: '/api/admin/content/articles/<a draft>/publish',
      pathFor: async (app) => `${await freshArticle(app, 'draft')}/publish`,
      json: { at: '2099-01-01T09:00:00Z' },
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/content/:kind/:id/unpublish': [
    {
      what: 'unpublish an article',
      path: '/api/admin/content/articles/<an article>/unpublish',
      pathFor: async (app) => `${await freshArticle(app, 'published')}/unpublish`,
      expect: ownerOnly(200),
    },
  ],
  'DELETE /api/admin/content/:kind/:id/schedule': [
    {
      what: 'call off a scheduled publish',
      path: '/api/admin/content/articles/<a scheduled draft>/schedule',
      pathFor: async (app) => `${await freshArticle(app, 'scheduled')}/schedule`,
      expect: ownerOnly(200),
    },
  ],
  'GET /api/admin/content/:kind/:id/revisions': [
    {
      what: "an article's revisions",
      path: '/api/admin/content/articles/<an article>/revisions',
      pathFor: async (app) => `${await freshArticle(app, 'published')}/revisions`,
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/content/:kind/:id/revisions/:revision/restore': [
    {
      what: 'restore a revision as the draft',
      path: '/api/admin/content/articles/<an article>/revisions/1/restore',
      pathFor: async (app) => `${await freshArticle(app, 'published')}/revisions/1/restore`,
      expect: ownerOnly(200),
    },
  ],
  'PUT /api/admin/content/lessons/order': [
    {
      what: "order the starter course's lessons",
      path: '/api/admin/content/lessons/order',
      json: (f: Fixtures) => f.lessonOrder,
      expect: ownerOnly(200),
    },
    {
      what: 'order the lessons of no course',
      path: '/api/admin/content/lessons/order',
      json: { courseId: 'nope', modules: [] },
      expect: ownerOnly(400),
    },
  ],
  // The owner's images (issue 29): upload, the picker's list, delete; their files are public like any picture on a page.
  'POST /api/admin/images': [
    { what: 'upload an image', path: '/api/admin/images', form: () => uploadForm(TINY_PNG, 'dot.png'), expect: ownerOnly(201) },
    {
      what: 'upload a text file named .png',
      path: '/api/admin/images',
      form: () => uploadForm(new TextEncoder().encode('not an image'), 'fake.png'),
      expect: ownerOnly(415),
    },
  ],
  'GET /api/admin/images': [{ what: 'the recent images', path: '/api/admin/images', expect: ownerOnly(200) }],
  'DELETE /api/admin/images/:id': [
    {
      what: 'delete an image',
      path: '/api/admin/images/<a fresh image>',
      pathFor: async (app) => `/api/admin/images/${await freshImage(app)}`,
      expect: ownerOnly(200),
    },
    { what: 'delete an image that does not exist', path: `/api/admin/images/${randomUUID()}`, expect: ownerOnly(404) },
  ],
  'GET /images/:id': [
    {
      what: 'an image by its reference (to its largest copy)',
      path: '/images/<an image>',
      pathFor: async (app) => `/images/${await freshImage(app)}`,
      expect: all(302),
    },
    { what: 'an image that does not exist', path: `/images/${randomUUID()}`, expect: all(404) },
  ],
  'GET /images/:id/:file': [
    {
      what: 'a copy of an image',
      path: '/images/<an image>/1.webp',
      pathFor: async (app) => `/images/${await freshImage(app)}/1.webp`,
      expect: all(200),
    },
    { what: 'a copy of an image that does not exist', path: `/images/${randomUUID()}/480.webp`, expect: all(404) },
  ],
  'GET /api/admin/reviews': [{ what: 'list every review', path: '/api/admin/reviews', expect: ownerOnly(200) }],
  'POST /api/admin/reviews/:id/hide': [
    {
      what: 'hide a review',
      path: '/api/admin/reviews/<a fresh review>/hide',
      pathFor: async (app) => `/api/admin/reviews/${await freshReview(app, false)}/hide`,
      expect: ownerOnly(200),
    },
  ],
  'POST /api/admin/reviews/:id/unhide': [
    {
      what: 'show a hidden review again',
      path: '/api/admin/reviews/<a fresh hidden review>/unhide',
      pathFor: async (app) => `/api/admin/reviews/${await freshReview(app, true)}/unhide`,
      expect: ownerOnly(200),
    },
  ],
};

let fake: FakeStripe;
let t: TestApp;
let stripeApp: TestApp;
const fixtures = new Map<TestApp, Fixtures>();
/** GOOD_PASSWORD's hash, computed once: fresh accounts are inserted directly rather than signed up (argon2 is slow by design). */
let passwordHash: string;
let learnerId: string;
let premiumId: string;
let ownerId: string;

async function grantPremium(userId: string) {
  await t.db.insert(purchases).values({
    userId,
    courseId: PREMIUM_COURSE_ID,
    paymentIntentId: `pi_matrix_${randomBytes(8).toString('hex')}`,
    amount: 999,
    currency: 'GBP',
    status: 'paid',
  });
}

/** A client with a new session of this account (or none). */
async function clientFor(app: TestApp, userId: string | null): Promise<TestClient> {
  const client = app.client();
  if (userId) {
    const { token } = await createSession({ db: app.db, userId, now: app.services.now() });
    client.cookies.set(sessionCookieName(app.services.config), token);
  }
  return client;
}

async function accountFor(visitor: Visitor, fresh: boolean): Promise<string | null> {
  if (visitor === 'anonymous') return null;
  if (!fresh) return { signedIn: learnerId, premium: premiumId, owner: ownerId }[visitor];
  const [user] = await t.db
    .insert(users)
    .values({ username: `fresh_${visitor}`, email: uniqueEmail('fresh'), passwordHash, isOwner: visitor === 'owner' })
    .returning();
  if (visitor === 'premium') await grantPremium(user!.id);
  return user!.id;
}

async function send(app: TestApp, route: string, c: Case, visitor: Visitor): Promise<TestResponse> {
  const method = route.slice(0, route.indexOf(' '));
  const client = await clientFor(app, await accountFor(visitor, c.freshAccount === true));
  const json = typeof c.json === 'function' ? (c.json as (f: Fixtures) => unknown)(fixtures.get(app)!) : c.json;
  const f = fixtures.get(app)!;
  const path = c.pathFor
    ? await c.pathFor(app)
    : (typeof c.path === 'function' ? c.path(f) : c.path).replace('{othersPasskeyId}', f.othersPasskeyId);
  const body = c.form ? { body: c.form() } : json === undefined ? {} : { json };
  return client.request(path, { method: method === 'ALL' ? 'GET' : method, headers: c.headers, ...body });
}

beforeAll(async () => {
  ({ t, stripeApp, fake } = await startAppsWithStripe({ METRICS_TOKEN }));

  passwordHash = await hashPassword(GOOD_PASSWORD);
  learnerId = (await t.client().signUp({ username: 'learner' })).user.id;
  const [owner] = await t.db
    .insert(users)
    .values({ username: 'owner', email: uniqueEmail('owner'), passwordHash, isOwner: true })
    .returning();
  ownerId = owner!.id;

  // The premium visitor buys the course the way the checkout page does, with the local test gateway.
  const buyer = t.client();
  premiumId = (await buyer.signUp({ username: 'premium' })).user.id;
  const intent = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  expect(intent.status).toBe(200);
  const paid = await buyer.post('/api/local-payments/confirm', { ...CARD, clientSecret: intent.body.clientSecret });
  expect(paid.status, paid.text).toBe(200);
  expect((await buyer.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId })).status).toBe(200);
  expect((await buyer.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);

  // A second buyer, whose purchase the owner refunds.
  const refundBuyer = t.client();
  const refundBuyerId = (await refundBuyer.signUp({ username: 'refunded' })).user.id;
  const refundIntent = await refundBuyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  const refundPaid = await refundBuyer.post('/api/local-payments/confirm', { ...CARD, clientSecret: refundIntent.body.clientSecret });
  expect((await refundBuyer.post('/api/payment-success', { paymentIntentId: refundPaid.body.paymentIntentId })).status).toBe(200);
  const [refundable] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, refundBuyerId));
  const [othersInvoice] = await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.purchaseId, refundable!.id));
  const adminTarget = (await t.client().signUp({ username: 'target' })).user.id;
  await insertRecurringOffer(t, { id: 'matrix-club' });
  const subscriber = await insertMember(t, { username: 'subscriber' });
  const { subscriptionId: othersSubscription } = await insertSubscription(t, { userId: subscriber.id, offerId: 'matrix-club' });
  await t.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, othersSubscription));

  const other = t.client();
  const otherId = (await other.signUp({ username: 'other' })).user.id;
  commentAuthorId = otherId;
  const [othersPasskey] = await t.db
    .insert(passkeys)
    .values({
      userId: otherId,
      credentialId: wellFormedToken(),
      publicKey: wellFormedToken(),
      deviceType: 'multiDevice',
      backedUp: true,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: 'Phone',
    })
    .returning();
  const [othersCertificate] = await t.db
    .insert(certificates)
    .values({
      id: randomBytes(18).toString('base64url'),
      userId: otherId,
      courseId: 'free-course',
      courseTitle: 'AI Business Starter Course',
      lessonCount: 6,
      minutes: 165,
      issuedAt: new Date(),
    })
    .returning();
  const opened = await other.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  expect(opened.status).toBe(200);
  const clientSecret: string = opened.body.clientSecret;
  const othersIntent = { id: clientSecret.slice(0, clientSecret.indexOf('_secret_')), clientSecret };
  for (const app of [t, stripeApp]) {
    const [login] = await t.db
      .insert(users)
      .values({ username: 'login', email: uniqueEmail('login'), passwordHash })
      .returning();
    fixtures.set(app, {
      othersIntent,
      loginEmail: login!.email,
      othersPasskeyId: othersPasskey!.id,
      adminTarget,
      refundable: refundable!.id,
      contactFormToken: issueContactFormToken({ key: app.services.cookieSigningKey, now: new Date(app.services.now().getTime() - 60_000) }),
      othersCertificate: othersCertificate!.id,
      othersInvoice: othersInvoice!.number,
      othersSubscription,
      lessonOrder: await currentLessonOrder(app),
    });
  }
});
afterAll(() => closeApps({ t, fake }));

describe('authorization matrix', () => {
  it('has exactly one entry per registered route: none missing, none stale', () => {
    const registered = appEndpoints(t.app);
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter((route) => !(route in MATRIX));
    const stale = Object.keys(MATRIX).filter((route) => !registered.includes(route));
    expect(missing, 'routes without an entry in MATRIX: add the expected status for each visitor').toEqual([]);
    expect(stale, 'MATRIX entries for routes the app no longer has').toEqual([]);
    // Both gateways mount the same routes.
    expect(appEndpoints(stripeApp.app)).toEqual(registered);
  });

  for (const [gateway, app] of [
    ['local test gateway', () => t],
    ['Stripe', () => stripeApp],
  ] as const) {
    describe(`with the ${gateway}`, () => {
      for (const [route, cases] of Object.entries(MATRIX)) {
        it(route, async () => {
          for (const c of cases) {
            const expected = gateway === 'Stripe' && c.stripe ? c.stripe : c.expect;
            for (const visitor of VISITORS) {
              const res = await send(app(), route, c, visitor);
              const label = `${route}: ${c.what} as ${visitor}`;
              expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(expectedFor(expected, visitor));
              if (res.status >= 400) {
                expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
                expect(res.body, label).toEqual(expect.objectContaining({ message: expect.any(String) }));
              }
            }
          }
        });
      }
    });
  }

  it('a signed-in user without the purchase gets the offer, not the premium lesson text the buyer reads', async () => {
    const lesson = ALL_LESSONS.find((l) => l.courseId === PREMIUM_COURSE_ID && l.module === 2 && l.order === 1)!;
    const path = `/api/lessons/${lesson.courseId}/${lesson.module}/${lesson.order}`;
    const bought = await (await clientFor(t, premiumId)).get(path);
    expect(bought.status).toBe(200);
    expect(leakedPhrases(bought.text, [lesson]).length, 'the buyer reads the text (so the check below can see it)').toBeGreaterThan(0);
    const refused = await (await clientFor(t, learnerId)).get(path);
    expect(refused.status).toBe(403);
    expect(leakedPhrases(refused.text, [lesson])).toEqual([]);
  });

  it("the owner's area answers everyone but an owner exactly as a path that does not exist", async () => {
    const unknown = await (await clientFor(t, learnerId)).get('/api/no-such-thing');
    for (const [method, path] of [
      ['GET', '/api/admin'],
      ['GET', '/api/admin/no-such-thing'],
      ['POST', '/api/admin/no-such-thing'],
      ['DELETE', '/api/admin/audit'],
    ] as const) {
      for (const visitor of VISITORS) {
        const res = await (
          await clientFor(t, await accountFor(visitor, false))
        ).request(path, method === 'GET' ? { method } : { method, json: {} });
        // An owner gets 404 too here (these paths are not routes), but from the area itself, past the guard.
        const expected = expectedFor(ownerOnly(404), visitor);
        expect(res.status, `${method} ${path} as ${visitor}`).toBe(expected);
        if (visitor !== 'owner') {
          expect(res.body, `${method} ${path} as ${visitor}`).toEqual(unknown.body);
          expect(res.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
        }
      }
    }
  });
});
