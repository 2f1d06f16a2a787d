/**
 * Truthful by default (DESIGN §12, docs/decisions/024d-truthful-by-default.md): reviews only from learners
 * who completed a course, ratings and testimonials only from those reviews, counts only past the owner's
 * threshold, a former price only as the owner recorded it; the owner's settings API, audited.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_COURSE_ID, PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, certificates, courseReviews, users } from '../db/schema';
import { loadCourseClaims, loadHomeClaims } from '../settings/public-claims';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.reset();
  await t.db.delete(courseReviews);
});

const put = (client: TestClient, courseId: string, json: unknown) =>
  client.request(`/api/courses/${courseId}/review`, { method: 'PUT', json });

/** A learner holding the free course's certificate (as award-certificate.ts issues it on the last lesson). */
async function completer(label: string) {
  const client = t.client();
  const { user } = await client.signUp({ username: `${label}${randomBytes(3).toString('hex')}` });
  await t.db.insert(certificates).values({
    id: `cert${randomBytes(10).toString('hex')}`,
    userId: user.id,
    courseId: FREE_COURSE_ID,
    courseTitle: 'AI Business Starter Course',
    lessonCount: 5,
    minutes: 165,
    issuedAt: t.clock.now(),
  });
  return { client, id: user.id as string, username: user.username as string };
}

async function owner() {
  const client = t.client();
  const { user } = await client.signUp({ username: `owner${randomBytes(3).toString('hex')}` });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return { client, id: user.id as string };
}

describe('a fresh install', () => {
  it('claims no count, rating, former price or testimonial', async () => {
    const now = t.clock.now();
    const home = await loadHomeClaims({ db: t.db, premium: { id: PREMIUM_COURSE_ID, price: 999 }, now });
    expect(home).toEqual({
      counts: { learners: null, subscribers: null, completions: null },
      rating: null,
      formerPrice: null,
      testimonials: [],
    });
    const reviews = await t.client().get(`/api/courses/${PREMIUM_COURSE_ID}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toEqual({ summary: null, reviews: [] });
  });
});

describe('reviews', () => {
  it('are refused to an anonymous visitor (401), a learner who has not completed the course (403) and for no such course (404)', async () => {
    expect((await put(t.client(), FREE_COURSE_ID, { rating: 5 })).status).toBe(401);
    const learner = t.client();
    await learner.signUp();
    const refused = await put(learner, FREE_COURSE_ID, { rating: 5, body: 'Great' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a learner who completed this course may review it.');
    const { client } = await completer('nocourse');
    expect((await put(client, 'no-such-course', { rating: 5 })).status).toBe(404);
    expect((await put(client, PREMIUM_COURSE_ID, { rating: 5 })).status).toBe(403);
  });

  it('take a rating of 1–5 and at most 1,000 characters, naming the field', async () => {
    const { client } = await completer('bounds');
    for (const rating of [0, 6, 2.5, '5x']) {
      const res = await put(client, FREE_COURSE_ID, { rating });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^rating/);
    }
    const long = await put(client, FREE_COURSE_ID, { rating: 4, body: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^body: must be at most 1000 characters/);
    expect((await put(client, FREE_COURSE_ID, { rating: 4, body: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('are one per learner and course: a second PUT changes it', async () => {
    const { client, id } = await completer('twice');
    expect((await put(client, FREE_COURSE_ID, { rating: 3, body: 'Fine' })).body).toMatchObject({ rating: 3, body: 'Fine', hidden: false });
    expect((await put(client, FREE_COURSE_ID, { rating: 5, body: 'Better on a second look' })).status).toBe(200);
    const rows = await t.db.select().from(courseReviews).where(eq(courseReviews.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, body: 'Better on a second look' });
  });

  it('give the average and count (and AggregateRating) only from five visible reviews; testimonials only with consent', async () => {
    const ratings = [5, 4, 5, 3];
    const learners = [];
    for (const [i, rating] of ratings.entries()) {
      const learner = await completer(`r${i}`);
      learners.push(learner);
      await put(learner.client, FREE_COURSE_ID, { rating, body: `Review ${i}`, featuredConsent: i === 0 });
    }
    const course = { id: FREE_COURSE_ID, price: 0 };
    // The home page quotes a learner once, however many courses they reviewed.
    const at = t.clock.now();
    await t.db.insert(courseReviews).values({
      userId: learners[0]!.id,
      courseId: PREMIUM_COURSE_ID,
      rating: 5,
      body: 'Review 0 again',
      featuredConsent: true,
      createdAt: at,
      updatedAt: at,
    });
    const homeQuotes = await loadHomeClaims({ db: t.db, premium: { id: PREMIUM_COURSE_ID, price: 999 }, now: t.clock.now() });
    expect(homeQuotes.testimonials.map((r) => r.name)).toEqual([learners[0]!.username]);
    const four = await loadCourseClaims({ db: t.db, course, now: t.clock.now() });
    expect(four.rating).toBeNull();
    expect(four.testimonials.map((r) => r.body)).toEqual(['Review 0']);

    const fifth = await completer('r4');
    await put(fifth.client, FREE_COURSE_ID, { rating: 4, body: '', featuredConsent: true });
    const five = await t.client().get(`/api/courses/${FREE_COURSE_ID}/reviews`);
    expect(five.body.summary).toEqual({ average: 4.2, count: 5 });
    expect(five.body.reviews).toHaveLength(5);
    expect(JSON.stringify(five.body)).not.toMatch(/@/);
    // A review without text is a rating, never a quote.
    expect((await loadCourseClaims({ db: t.db, course, now: t.clock.now() })).testimonials).toHaveLength(1);

    // The owner hides one: the summary falls back under five and is gone; the text is unchanged.
    const { client: ownerClient, id: ownerId } = await owner();
    const list = await ownerClient.get('/api/admin/reviews');
    const target = list.body.reviews.find((r: { body: string }) => r.body === 'Review 0');
    const hidden = await ownerClient.post(`/api/admin/reviews/${target.id}/hide`);
    expect(hidden.body).toEqual({ id: target.id, hidden: true, changed: true });
    const after = await t.client().get(`/api/courses/${FREE_COURSE_ID}/reviews`);
    expect(after.body.summary).toBeNull();
    expect(after.body.reviews.map((r: { body: string }) => r.body)).not.toContain('Review 0');
    expect((await loadCourseClaims({ db: t.db, course, now: t.clock.now() })).testimonials).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toMatchObject({ actorId: ownerId, action: 'review.hide', targetType: 'review' });
    // The learner's edit does not bring it back.
    await put(learners[0]!.client, FREE_COURSE_ID, { rating: 5, body: 'Edited', featuredConsent: true });
    expect((await t.client().get(`/api/courses/${FREE_COURSE_ID}/reviews`)).body.summary).toBeNull();
    expect((await ownerClient.post(`/api/admin/reviews/${target.id}/unhide`)).body.changed).toBe(true);
    expect((await t.client().get(`/api/courses/${FREE_COURSE_ID}/reviews`)).body.summary).toEqual({ average: 4.2, count: 5 });
  });
});

describe('owner settings', () => {
  it('are 404 to everyone but an owner', async () => {
    const learner = t.client();
    await learner.signUp();
    for (const client of [t.client(), learner]) {
      expect((await client.get('/api/admin/settings')).status).toBe(404);
      expect((await client.request('/api/admin/settings', { method: 'PUT', json: { publicCountThreshold: 1 } })).status).toBe(404);
      expect((await client.get('/api/admin/reviews')).status).toBe(404);
    }
  });

  it('show counts only from the threshold the owner sets, audited', async () => {
    const { client, id } = await owner();
    expect((await client.get('/api/admin/settings')).body).toEqual({ publicCountThreshold: 100, formerPrices: {} });
    const bad = await client.request('/api/admin/settings', { method: 'PUT', json: { publicCountThreshold: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^publicCountThreshold/);
    const ok = await client.request('/api/admin/settings', { method: 'PUT', json: { publicCountThreshold: 1 } });
    expect(ok.body.publicCountThreshold).toBe(1);
    const claims = await loadHomeClaims({ db: t.db, premium: { id: PREMIUM_COURSE_ID, price: 999 }, now: t.clock.now() });
    const learners = (await t.db.select().from(users).where(eq(users.isOwner, false))).length;
    expect(claims.counts.learners).toBe(learners);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).at(-1)).toMatchObject({ actorId: id });
    await client.request('/api/admin/settings', { method: 'PUT', json: { publicCountThreshold: 100 } });
  });

  it('record a former price only for a past period above the current price, and publish it as long as it lasted', async () => {
    const { client } = await owner();
    t.clock.offsetMs = Date.parse('2026-05-15T10:00:00Z') - Date.now();
    const path = `/api/admin/settings/former-price/${PREMIUM_COURSE_ID}`;
    const set = (json: unknown) => client.request(path, { method: 'PUT', json });
    expect((await set({ amount: 4700, from: '2026-05-01', to: '2026-05-15' })).body.message).toMatch(/^to: the period must be over/);
    expect((await set({ amount: 999, from: '2026-04-01', to: '2026-04-30' })).body.message).toMatch(
      /^amount: a former price must be higher/,
    );
    expect((await set({ amount: 4700, from: '2026-04-30', to: '2026-04-01' })).body.message).toMatch(/^from:/);
    expect((await set({ amount: 4700, from: 'April', to: '2026-04-30' })).status).toBe(400);
    expect(
      (
        await client.request('/api/admin/settings/former-price/nope', {
          method: 'PUT',
          json: { amount: 4700, from: '2026-04-01', to: '2026-04-30' },
        })
      ).status,
    ).toBe(404);
    const ok = await set({ amount: 4700, from: '2026-04-01', to: '2026-04-30' });
    expect(ok.status).toBe(200);
    const premium = { id: PREMIUM_COURSE_ID, price: 999 };
    expect((await loadCourseClaims({ db: t.db, course: premium, now: t.clock.now() })).formerPrice).toEqual({
      amount: 4700,
      from: '2026-04-01',
      to: '2026-04-30',
    });
    // Thirty days at £47 allow thirty days of "was £47": not after.
    expect((await loadCourseClaims({ db: t.db, course: premium, now: new Date('2026-05-31T00:00:00Z') })).formerPrice).toBeNull();
    expect((await client.request(path, { method: 'DELETE' })).body).toEqual({ cleared: true });
    expect((await loadCourseClaims({ db: t.db, course: premium, now: t.clock.now() })).formerPrice).toBeNull();
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['former-price.set', 'former-price.clear']));
  });
});
