import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entitlements, offerGrants, offerPrices, offers } from '../db/schema';
import { findPublishedOffer } from './list-offers';

// Issue 43, the visitor's side of offers: GET /api/offers and POST /api/offers/:id/enrol.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.services.now();
  await t.db.insert(offers).values([
    // A bundle priced in pounds only: a visitor who wants euros sees its pounds price.
    { id: 'bundle', slug: 'bundle', title: 'Both courses', priceType: 'one_time', status: 'published', position: 2 },
    { id: 'hidden-draft', slug: 'hidden-draft', title: 'Not yet', priceType: 'free', status: 'draft', position: 3 },
    { id: 'old-archived', slug: 'old-archived', title: 'Gone', priceType: 'free', status: 'archived', position: 4 },
    // A free offer of everything but a course: the member area, the community and two coaching sessions.
    { id: 'free-club', slug: 'free-club', title: 'The club', priceType: 'free', status: 'published', position: 5 },
  ]);
  await t.db.insert(offerGrants).values([
    { offerId: 'bundle', position: 0, type: 'course', courseId: 'free-course' },
    { offerId: 'bundle', position: 1, type: 'course', courseId: 'premium-course' },
    { offerId: 'hidden-draft', position: 0, type: 'course', courseId: 'free-course' },
    { offerId: 'old-archived', position: 0, type: 'community' },
    { offerId: 'free-club', position: 0, type: 'member_area' },
    { offerId: 'free-club', position: 1, type: 'community' },
    { offerId: 'free-club', position: 2, type: 'coaching', sessions: 2 },
  ]);
  await t.db.insert(offerPrices).values([
    { offerId: 'bundle', currency: 'GBP', amount: 1499, setAt: now },
    { offerId: 'premium', currency: 'EUR', amount: 1199, setAt: now },
  ]);
});
afterAll(() => t?.close());

describe('GET /api/offers', () => {
  it('lists the published offers in catalogue order, with their grants and prices in pounds by default', async () => {
    const res = await t.client().get('/api/offers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body.map((o: { id: string }) => o.id)).toEqual(['starter', 'premium', 'bundle', 'free-club']);
    const [starter, premium, , club] = res.body;
    expect(starter).toMatchObject({ slug: 'starter', price: { type: 'free' } });
    expect(starter.grants).toEqual([
      { type: 'course', courseId: 'free-course', courseTitle: 'AI Business Starter Course', coursePath: '/course/free' },
    ]);
    expect(premium).toMatchObject({ slug: 'premium', title: expect.any(String), description: expect.any(String) });
    expect(premium.price).toEqual({ type: 'one_time', amount: 999, currency: 'GBP' });
    expect(premium.grants).toEqual([
      { type: 'course', courseId: 'premium-course', courseTitle: 'AI Business Mastery (Premium)', coursePath: '/course/premium' },
      { type: 'member_area' },
      { type: 'community' },
      { type: 'coaching', sessions: 1 },
    ]);
    expect(club.grants).toEqual([{ type: 'member_area' }, { type: 'community' }, { type: 'coaching', sessions: 2 }]);
  });

  it("prices in the visitor's currency, and in pounds for an offer without a price in it", async () => {
    const asked = await t.client().get('/api/offers?currency=EUR');
    const byId = (list: { id: string; price: unknown }[]) => Object.fromEntries(list.map((o) => [o.id, o.price]));
    expect(byId(asked.body).premium).toEqual({ type: 'one_time', amount: 1199, currency: 'EUR' });
    expect(byId(asked.body).bundle).toEqual({ type: 'one_time', amount: 1499, currency: 'GBP' });
    // No query: the visitor's own currency, from the picker's cookie as the pages read it.
    const visitor = await t.client().get('/api/offers', { headers: { cookie: 'currency=EUR' } });
    expect(byId(visitor.body).premium).toEqual({ type: 'one_time', amount: 1199, currency: 'EUR' });
    // A currency nobody sells in: pounds (dollars have no premium price here).
    const dollars = await t.client().get('/api/offers?currency=USD');
    expect(byId(dollars.body).premium).toEqual({ type: 'one_time', amount: 999, currency: 'GBP' });
  });

  it('names the field of a bad currency', async () => {
    const res = await t.client().get('/api/offers?currency=JPY');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('currency');
  });
});

describe("an offer's sales page", () => {
  it('finds a published offer by its slug, and no draft, archived or unknown one (the 404 page)', async () => {
    const find = (slug: string) => findPublishedOffer({ db: t.db, slug, currency: 'GBP' });
    expect((await find('bundle'))?.price).toEqual({ type: 'one_time', amount: 1499, currency: 'GBP' });
    for (const slug of ['hidden-draft', 'old-archived', 'no-such-offer']) expect(await find(slug), slug).toBeUndefined();
  });

  it('is in the sitemap while published', async () => {
    const xml = (await t.client().get('/sitemap.xml')).text;
    expect(xml).toContain('/offer/premium</loc>');
    expect(xml).toContain('/offer/bundle</loc>');
    expect(xml).not.toContain('/offer/hidden-draft');
    expect(xml).not.toContain('/offer/old-archived');
  });
});

describe('POST /api/offers/:id/enrol', () => {
  const rowsOf = (userId: string) =>
    t.db
      .select({ kind: entitlements.kind, courseId: entitlements.courseId, sessions: entitlements.sessions, offerId: entitlements.offerId })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.source, 'free_enrolment')));

  it("records one free enrolment per grant and answers with the offer's first course", async () => {
    const learner = await insertMember(t);
    const res = await learner.client.post('/api/offers/starter/enrol');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enrolled: true, courseId: 'free-course' });
    expect(await rowsOf(learner.id)).toEqual([{ kind: 'course', courseId: 'free-course', sessions: null, offerId: 'starter' }]);
  });

  it("gives a free offer's member area, community and coaching once, however many requests arrive at once", async () => {
    const learner = await insertMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => learner.client.post('/api/offers/free-club/enrol')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[0]!.body).toEqual({ enrolled: true });
    // Once more, later: still once.
    expect((await learner.client.post('/api/offers/free-club/enrol')).status).toBe(200);
    const rows = await rowsOf(learner.id);
    expect(rows.map((r) => `${r.kind}:${r.sessions ?? ''}`).sort()).toEqual(['coaching:2', 'community:', 'member_area:']);
    const me = (await learner.client.get('/api/auth/me')).body;
    expect(me.user.hasPremiumAccess).toBe(true);
    expect((await learner.client.get('/api/community/threads')).status).toBe(200);
  });

  it('enrols in a course once, however many requests arrive at once', async () => {
    const learner = await insertMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => learner.client.post('/api/offers/starter/enrol')));
    for (const answer of answers) expect(answer.body).toEqual({ enrolled: true, courseId: 'free-course' });
    expect(await rowsOf(learner.id)).toHaveLength(1);
  });

  it('refuses a paid offer with 409 and gives nothing', async () => {
    const learner = await insertMember(t);
    const res = await learner.client.post('/api/offers/premium/enrol');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not free/);
    expect(await rowsOf(learner.id)).toEqual([]);
  });

  it('answers 404 for a draft, an archived or an unknown offer', async () => {
    const learner = await insertMember(t);
    for (const id of ['hidden-draft', 'old-archived', 'no-such-offer']) {
      const res = await learner.client.post(`/api/offers/${id}/enrol`);
      expect(res.status, id).toBe(404);
    }
    expect(await rowsOf(learner.id)).toEqual([]);
  });

  it('asks a visitor to sign in, and names the field of a malformed id', async () => {
    expect((await t.client().post('/api/offers/starter/enrol')).status).toBe(401);
    const learner = await insertMember(t);
    const bad = await learner.client.post('/api/offers/Not%20An%20Id/enrol');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});
