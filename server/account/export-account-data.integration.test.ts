/**
 * "Download my data" (issue 19): GET /api/account/export on the database the Vitest project selects. Two
 * learners with the same kinds of data: each export holds the learner's own rows and nothing of the other's,
 * and no secret (password hash, passkey keys, session ids or tokens, newsletter tokens).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { sessionIdFromToken } from '../auth/sessions.server';
import {
  certificates,
  comments,
  coachingBookings,
  courseReviews,
  lessonActivity,
  lessonProgress,
  newsletterSubscribers,
  passkeys,
  purchases,
  users,
} from '../db/schema';
import { sessionCookieName } from '../http/session-cookie.server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    createdAt: new Date(),
    updatedAt: new Date(),
  });
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
        'progress',
        'certificates',
        'discussionPosts',
        'reviews',
        'coachingSessions',
        'subscriptions',
        'passkeys',
        'sessions',
      ]);
      expect(data.certificates).toEqual([expect.objectContaining({ id: me.certificateId, courseId: 'free-course' })]);
      expect(data.discussionPosts).toEqual([expect.objectContaining({ lessonId: 'free-course-1-1', body: me.comment })]);
      expect(data.reviews).toEqual([expect.objectContaining({ courseId: 'free-course', rating: 4, hidden: false })]);
      expect(data.coachingSessions).toEqual([
        expect.objectContaining({ topic: `Coaching topic of ${me.user.username}`, status: 'booked' }),
      ]);
      expect(data.account).toEqual({
        username: me.user.username,
        email: me.email,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
      });
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
