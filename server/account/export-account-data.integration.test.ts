/**
 * "Download my data" (issue 19): GET /api/account/export on the database the Vitest project selects. Two
 * learners with the same kinds of data: each export holds the learner's own rows and nothing of the other's,
 * and no secret (password hash, passkey keys, session ids or tokens, newsletter tokens).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { insertRecurringOffer, insertSubscription } from '../../test/subscriptions';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { sessionIdFromToken } from '../auth/sessions';
import {
  certificates,
  checkoutTaxes,
  comments,
  coachingBookings,
  courseReviews,
  invoices,
  lessonActivity,
  lessonProgress,
  newsletterSubscribers,
  passkeys,
  purchases,
  referralAttributions,
  referralCodes,
  referralCommissions,
  sequenceEnrolments,
  sequences,
  sequenceSends,
  sequenceSteps,
  subscriptions,
  userFirstTouches,
  users,
} from '../db/schema';
import { sessionCookieName } from '../http/session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRecurringOffer(t, { id: 'export-club' });
});
afterAll(() => t?.close());

/** A learner with a purchase, lesson progress, a newsletter subscription and a passkey, all marked with `label`. */
async function learnerWithData(label: string) {
  const client = t.client();
  const { user, email } = await client.signUp({ username: `learner_${label}` });
  const paymentIntentId = `pi_${label}_${randomBytes(6).toString('hex')}`;
  await t.db
    .insert(purchases)
    .values({ userId: user.id, courseId: PREMIUM_COURSE_ID, paymentIntentId, amount: 999, currency: 'GBP', status: 'paid' });
  const lessonKey = `lesson-${label}`;
  await t.db.insert(lessonProgress).values({ userId: user.id, courseId: 'free-course', lessonKey, sectionsRevealed: 2 });
  await t.db.insert(lessonActivity).values({ userId: user.id, courseId: 'free-course', lessonKey, type: 'continue' });
  const tokenHash = randomBytes(32).toString('hex');
  await t.db
    .insert(newsletterSubscribers)
    .values({ email, status: 'subscribed', source: `box-${label}`, tokenHash, confirmedAt: new Date() });
  const [passkey] = await t.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: randomBytes(32).toString('base64url'),
      deviceType: 'multiDevice',
      backedUp: true,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: `Phone of ${label}`,
    })
    .returning();
  const comment = `A question from ${label}`;
  await t.db.insert(comments).values({ courseId: 'free-course', lessonKey: 'free-course-1-1', authorId: user.id, body: comment });
  const certificateId = `cert${label}${randomBytes(8).toString('hex')}`;
  await t.db.insert(certificates).values({
    id: certificateId,
    userId: user.id,
    courseId: 'free-course',
    courseTitle: 'AI Business Starter Course',
    lessonCount: 5,
    minutes: 165,
    issuedAt: new Date(),
  });
  await t.db.insert(courseReviews).values({
    userId: user.id,
    courseId: 'free-course',
    rating: 4,
    body: `Review by ${label}`,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  await t.db.insert(coachingBookings).values({
    userId: user.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
    topic: `Coaching topic of ${user.username}`,
    learnerTimeZone: 'Europe/Berlin',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // Selling (issue 31): the billing details given at checkout, and the invoice they made.
  const [purchase] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentIntentId, paymentIntentId));
  const billingAddress = `1 Street of ${label}, Berlin`;
  await t.db.insert(checkoutTaxes).values({
    paymentIntentId,
    userId: user.id,
    billingCountry: 'DE',
    company: `Company of ${label}`,
    address: billingAddress,
    vatNumber: null,
    vatCheck: null,
    reverseCharge: false,
    taxInclusive: true,
    taxRate: 1900,
    currency: 'GBP',
    net: 839,
    tax: 160,
    gross: 999,
    cardCountry: 'DE',
    updatedAt: new Date(),
  });
  const invoiceNumber = `INV-2099-${randomBytes(3).toString('hex')}`;
  await t.db.insert(invoices).values({
    number: invoiceNumber,
    kind: 'invoice',
    purchaseId: purchase!.id,
    userId: user.id,
    issuedAt: new Date(),
    supplyDate: '2026-11-20',
    description: 'AI Business Mastery Course',
    currency: 'GBP',
    net: 839,
    taxRate: 1900,
    tax: 160,
    gross: 999,
    taxInclusive: true,
    reverseCharge: false,
    buyerCountry: 'DE',
    buyer: { name: `Invoice name of ${label}`, company: `Company of ${label}`, address: billingAddress, country: 'DE', vatNumber: null },
    seller: { name: 'Seller', address: 'Seller street', country: 'GB', vatNumber: null, missing: false },
    evidence: { billingCountry: 'DE', cardCountry: 'DE', countryConfirmed: false, vatCheck: null },
    taxTable: 'test table',
  });
  // Marketing consent, where the account came from, a referral link of its own, and an email sequence with a step sent.
  await t.db.update(users).set({ marketingConsentAt: new Date() }).where(eq(users.id, user.id));
  // Sign-up kept where the account came from (direct, in a test); here it came from a source of its own.
  await t.db
    .update(userFirstTouches)
    .set({ source: `source-${label}`, entryPath: '/blog' })
    .where(eq(userFirstTouches.userId, user.id));
  const referralCode = `code${label}${randomBytes(4).toString('hex')}`;
  await t.db.insert(referralCodes).values({ userId: user.id, code: referralCode, createdAt: new Date() });
  const [sequence] = await t.db
    .insert(sequences)
    .values({ name: `Welcome of ${label}`, trigger: 'signed_up', active: true, createdAt: new Date(), updatedAt: new Date() })
    .returning();
  const [step] = await t.db
    .insert(sequenceSteps)
    .values({ sequenceId: sequence!.id, position: 0, delayMinutes: 0, subject: `First step for ${label}`, body: 'Hello {{name}}' })
    .returning();
  const [enrolment] = await t.db
    .insert(sequenceEnrolments)
    .values({
      sequenceId: sequence!.id,
      eventKey: `user:${user.id}`,
      email,
      userId: user.id,
      nextStep: 1,
      dueAt: new Date(),
      enrolledAt: new Date(),
    })
    .returning();
  await t.db.insert(sequenceSends).values({ enrolmentId: enrolment!.id, stepId: step!.id, sentAt: new Date() });
  // A subscription (issue 44), its cancellation reason marked.
  const { subscriptionId } = await insertSubscription(t, { userId: user.id, offerId: 'export-club' });
  await t.db
    .update(subscriptions)
    .set({ cancelReason: `Too busy, says ${label}` })
    .where(eq(subscriptions.id, subscriptionId));
  const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  return {
    client,
    user,
    email,
    paymentIntentId,
    lessonKey,
    tokenHash,
    passkey: passkey!,
    passwordHash: row!.passwordHash,
    label,
    comment,
    certificateId,
    purchaseId: purchase!.id,
    invoiceNumber,
    billingAddress,
    referralCode,
  };
}

type Learner = Awaited<ReturnType<typeof learnerWithData>>;

const sessionToken = (client: TestClient) => client.cookies.get(sessionCookieName(t.services.config))!;

/** Strings only this learner's export may contain. */
const markersOf = (l: Learner) => [
  l.email,
  l.user.username,
  l.paymentIntentId,
  l.lessonKey,
  `box-${l.label}`,
  `Phone of ${l.label}`,
  l.comment,
  l.certificateId,
  l.invoiceNumber,
  l.billingAddress,
  `Invoice name of ${l.label}`,
  `source-${l.label}`,
  l.referralCode,
  `First step for ${l.label}`,
  `Too busy, says ${l.label}`,
];
/** Strings no export may contain. */
const secretsOf = (l: Learner) => [
  l.passwordHash,
  l.passkey.publicKey,
  l.passkey.credentialId,
  l.tokenHash,
  sessionToken(l.client),
  sessionIdFromToken(sessionToken(l.client)),
  l.user.id,
];

describe('GET /api/account/export', () => {
  it("downloads the learner's own data as a JSON file, and nothing of another learner's", async () => {
    const alice = await learnerWithData('alice');
    const bob = await learnerWithData('bob');
    // Alice came through Bob's link and bought: Bob earned a commission. Each sees their side, never the other's name.
    await t.db.insert(referralAttributions).values({
      userId: alice.user.id,
      referrerId: bob.user.id,
      clickedAt: new Date(),
      attributedAt: new Date(),
      via: 'sign_up',
    });
    await t.db.insert(referralCommissions).values({
      purchaseId: alice.purchaseId,
      referrerId: bob.user.id,
      buyerId: alice.user.id,
      amount: 166,
      currency: 'GBP',
      percent: 20,
      state: 'earned',
      earnedAt: new Date(),
    });

    for (const [me, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await me.client.get('/api/account/export');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ai-income-academy-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers.get('cache-control')).toBe('no-store');

      const data = res.body;
      expect(data.sections).toEqual([
        'account',
        'purchases',
        'invoices',
        'progress',
        'certificates',
        'discussionPosts',
        'reviews',
        'coachingSessions',
        'subscriptions',
        'paidSubscriptions',
        'emailSequences',
        'referrals',
        'passkeys',
        'sessions',
      ]);
      expect(data.paidSubscriptions).toEqual([
        expect.objectContaining({
          offerId: 'export-club',
          kind: 'subscription',
          status: 'incomplete',
          card: { brand: 'visa', last4: '4242' },
        }),
      ]);
      expect(data.certificates).toEqual([expect.objectContaining({ id: me.certificateId, courseId: 'free-course' })]);
      expect(data.discussionPosts).toEqual([expect.objectContaining({ lessonId: 'free-course-1-1', body: me.comment })]);
      expect(data.reviews).toEqual([expect.objectContaining({ courseId: 'free-course', rating: 4, hidden: false })]);
      expect(data.coachingSessions).toEqual([
        expect.objectContaining({ topic: `Coaching topic of ${me.user.username}`, timeZone: 'Europe/Berlin', status: 'booked' }),
      ]);
      expect(data.account).toEqual({
        username: me.user.username,
        email: me.email,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        marketingConsentAt: expect.any(String),
        cameFrom: { source: `source-${me.label}`, medium: null, campaign: null, referrerHost: null, entryPath: '/blog' },
      });
      expect(data.invoices.documents).toEqual([
        expect.objectContaining({
          number: me.invoiceNumber,
          kind: 'invoice',
          gross: 999,
          tax: 160,
          taxRate: 19,
          buyer: expect.objectContaining({ name: `Invoice name of ${me.label}`, country: 'DE' }),
          evidence: expect.objectContaining({ billingCountry: 'DE', cardCountry: 'DE' }),
        }),
      ]);
      expect(data.invoices.checkoutBillingDetails).toEqual([
        expect.objectContaining({ paymentReference: me.paymentIntentId, billingCountry: 'DE', address: me.billingAddress }),
      ]);
      expect(data.emailSequences).toEqual([
        expect.objectContaining({
          sequence: `Welcome of ${me.label}`,
          email: me.email,
          state: 'active',
          sent: [{ subject: `First step for ${me.label}`, sentAt: expect.any(String), clickedAt: null }],
        }),
      ]);
      expect(data.referrals.code).toEqual({ code: me.referralCode, createdAt: expect.any(String) });
      if (me === alice) {
        expect(data.referrals.referredBy).toEqual(expect.objectContaining({ via: 'sign_up' }));
        expect(data.referrals.commissions).toEqual([]);
      } else {
        expect(data.referrals.referredBy).toBeNull();
        expect(data.referrals.commissions).toEqual([expect.objectContaining({ amount: 166, currency: 'GBP', state: 'earned' })]);
      }
      expect(data.purchases).toEqual([
        expect.objectContaining({
          courseId: PREMIUM_COURSE_ID,
          amount: 999,
          currency: 'GBP',
          status: 'paid',
          paymentReference: me.paymentIntentId,
        }),
      ]);
      expect(data.progress.lessons).toEqual([expect.objectContaining({ lessonKey: me.lessonKey, sectionsRevealed: 2 })]);
      expect(data.progress.activity).toEqual([expect.objectContaining({ lessonKey: me.lessonKey, type: 'continue' })]);
      expect(data.subscriptions).toEqual([
        expect.objectContaining({ list: 'newsletter', email: me.email, status: 'subscribed', source: `box-${me.label}` }),
      ]);
      expect(data.passkeys).toEqual([{ name: `Phone of ${me.label}`, createdAt: expect.any(String), lastUsedAt: null, synced: true }]);
      expect(data.sessions).toEqual([expect.objectContaining({ current: true, createdAt: expect.any(String) })]);

      for (const marker of markersOf(me)) expect(res.text, `own data: ${marker}`).toContain(marker);
      for (const marker of markersOf(other)) expect(res.text, `another learner's data: ${marker}`).not.toContain(marker);
      for (const secret of [...secretsOf(me), ...secretsOf(other)]) expect(res.text).not.toContain(secret);
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/account/export');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-disposition')).toBeNull();
  });
});
