import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog, entitlements, offerPrices, purchases } from '../db/schema';
import { seedOffers } from './seed-offers';

// Issue 43, the owner's side of offers: POST/GET/PATCH /api/admin/offers, each offer's sales, every change audited.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
});
afterAll(() => t?.close());

const bundle = (slug: string) => ({
  title: 'Both courses',
  slug,
  description: 'The free course and the premium course together.',
  price: { type: 'one_time', amounts: { GBP: 1200, USD: 1500 } },
  grants: [
    { type: 'course', courseId: 'free-course' },
    { type: 'course', courseId: 'premium-course' },
  ],
});
const create = (body: unknown) => owner.client.request('/api/admin/offers', { method: 'POST', json: body });
const patch = (id: string, body: unknown) => owner.client.request(`/api/admin/offers/${id}`, { method: 'PATCH', json: body });

/** A purchase of the offer, as checkout records it (the database's trigger writes its entitlements). */
async function buy(offerId: string, { status = 'paid', amount = 1200, currency = 'GBP', at = t.services.now() } = {}) {
  const buyer = await insertMember(t);
  const [row] = await t.db
    .insert(purchases)
    .values({
      userId: buyer.id,
      courseId: 'premium-course',
      offerId,
      paymentIntentId: status === 'granted' ? null : `pi_offer_${randomBytes(6).toString('hex')}`,
      amount: status === 'granted' ? 0 : amount,
      currency,
      status: status as 'paid',
      ...(status === 'granted' ? { grantReason: 'test' } : {}),
      createdAt: at,
    })
    .returning();
  return { buyer, purchaseId: row!.id };
}

const liveCourses = async (userId: string) =>
  (
    await t.db
      .select({ courseId: entitlements.courseId })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.kind, 'course'), isNull(entitlements.endsAt)))
  )
    .map((row) => row.courseId)
    .sort();

describe('the owner’s offers API', () => {
  it('creates a bundle of two courses at £12 and $15, a draft by default, with an audit row', async () => {
    const created = await create(bundle('two-course-bundle'));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: 'two-course-bundle' });

    const read = await owner.client.get('/api/admin/offers/two-course-bundle');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: 'two-course-bundle',
      slug: 'two-course-bundle',
      title: 'Both courses',
      status: 'draft',
      price: { type: 'one_time', amounts: { GBP: 1200, USD: 1500 } },
      grants: [
        { type: 'course', courseId: 'free-course' },
        { type: 'course', courseId: 'premium-course' },
      ],
      sales: { purchases: 0, granted: 0, refunds: 0, last30Days: 0, revenue: {} },
    });
    expect(read.body.price.amounts.EUR).toBeUndefined();
    const prices = await t.db.select().from(offerPrices).where(eq(offerPrices.offerId, 'two-course-bundle'));
    expect(prices.map((p) => [p.currency, p.amount, p.setBy]).sort()).toEqual([
      ['GBP', 1200, owner.id],
      ['USD', 1500, owner.id],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.create'), eq(auditLog.targetId, 'two-course-bundle')));
    expect(audit).toMatchObject({ actorId: owner.id, targetType: 'offer' });
    expect(audit!.details).toMatchObject({ slug: 'two-course-bundle', price: { type: 'one_time' } });

    const list = await owner.client.get('/api/admin/offers');
    expect(list.status).toBe(200);
    expect(list.body.offers.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(['starter', 'premium', 'two-course-bundle']));
  });

  it('refuses bad input with 400 naming the field, and a taken slug or id with 409 naming slug', async () => {
    const cases: [unknown, string][] = [
      [{ ...bundle('x-a'), title: '' }, 'title'],
      [{ ...bundle('x-b'), slug: 'Not A Slug' }, 'slug'],
      [{ ...bundle('x-c'), slug: 'a'.repeat(81) }, 'slug'],
      [{ ...bundle('x-d'), price: { type: 'one_time', amounts: { USD: 500 } } }, 'price.amounts.GBP'],
      [{ ...bundle('x-e'), price: { type: 'one_time', amounts: { GBP: 0 } } }, 'price.amounts.GBP'],
      [{ ...bundle('x-f'), price: { type: 'one_time', amounts: { GBP: 9.5 } } }, 'price.amounts.GBP'],
      [{ ...bundle('x-g'), price: { type: 'weekly' } }, 'price.type'],
      [{ ...bundle('x-h'), grants: [] }, 'grants'],
      [{ ...bundle('x-i'), grants: [{ type: 'coaching', sessions: 21 }] }, 'grants.0.sessions'],
      [{ ...bundle('x-j'), grants: [{ type: 'community' }, { type: 'community' }] }, 'grants.1'],
      [{ ...bundle('x-k'), grants: [{ type: 'course', courseId: 'no-such-course' }] }, 'grants.0.courseId'],
      [{ ...bundle('x-l'), status: 'live' }, 'status'],
      [{ ...bundle('x-m'), colour: 'red' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      if (field) {
        expect(res.body.field, res.text).toBe(field);
        expect(res.body.message).toContain(field);
      }
    }

    const clash = await create(bundle('premium'));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'slug', error: 'slug_taken' });
    expect(clash.body.message).toMatch(/slug/);

    const bad = await patch('premium', { grants: [{ type: 'coaching' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('grants.0.sessions');
    expect((await patch('premium', {})).status).toBe(400);
    expect((await patch('no-such-offer', { title: 'x' })).status).toBe(404);
    expect((await patch('premium', { slug: 'starter' })).status).toBe(409);
    // Another offer's id is taken too, even when that offer's slug has moved on.
    expect((await patch('starter', { slug: 'starter-offer' })).status).toBe(200);
    expect((await patch('premium', { slug: 'starter' })).body).toMatchObject({ field: 'slug', error: 'slug_taken' });
    expect((await patch('starter', { slug: 'starter' })).status).toBe(200);
    const learner = await insertMember(t);
    expect((await learner.client.request('/api/admin/offers', { method: 'POST', json: bundle('learner-bundle') })).status).toBe(404);
  });

  it('PATCH replaces grants and prices together; earlier buyers keep what they bought, later buyers get the new grants', async () => {
    expect((await create(bundle('changing-bundle'))).status).toBe(201);
    const earlier = await buy('changing-bundle');
    expect(await liveCourses(earlier.buyer.id)).toEqual(['free-course', 'premium-course']);

    const changed = await patch('changing-bundle', {
      title: 'Premium, with a call',
      price: { type: 'one_time', amounts: { GBP: 2500, EUR: 2900 } },
      grants: [
        { type: 'course', courseId: 'premium-course' },
        { type: 'coaching', sessions: 2 },
      ],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      id: 'changing-bundle',
      title: 'Premium, with a call',
      price: { type: 'one_time', amounts: { GBP: 2500, EUR: 2900 } },
      grants: [
        { type: 'course', courseId: 'premium-course' },
        { type: 'coaching', sessions: 2 },
      ],
    });
    expect(changed.body.price.amounts.USD).toBeUndefined();

    expect(await liveCourses(earlier.buyer.id)).toEqual(['free-course', 'premium-course']);
    const later = await buy('changing-bundle');
    expect(await liveCourses(later.buyer.id)).toEqual(['premium-course']);

    // Free: no price rows at all; and back.
    const free = await patch('changing-bundle', { price: { type: 'free' } });
    expect(free.body.price).toEqual({ type: 'free' });
    expect(await t.db.select().from(offerPrices).where(eq(offerPrices.offerId, 'changing-bundle'))).toEqual([]);
    // A new slug; the id stays.
    const renamed = await patch('changing-bundle', { slug: 'renamed-bundle', status: 'archived' });
    expect(renamed.body).toMatchObject({ id: 'changing-bundle', slug: 'renamed-bundle', status: 'archived' });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.update'), eq(auditLog.targetId, 'changing-bundle')));
    expect(audits).toHaveLength(3);
    expect(audits.every((row) => row.actorId === owner.id)).toBe(true);
  });

  it("counts each offer's sales: standing purchases, grants, refunds, revenue per currency and the last 30 days", async () => {
    expect((await create(bundle('counted-bundle'))).status).toBe(201);
    const now = t.services.now();
    await buy('counted-bundle', { amount: 1200, currency: 'GBP' });
    await buy('counted-bundle', { amount: 1000, currency: 'GBP', at: new Date(now.getTime() - 40 * DAY) });
    await buy('counted-bundle', { amount: 1500, currency: 'USD', at: new Date(now.getTime() - 2 * DAY) });
    await buy('counted-bundle', { status: 'disputed', amount: 1200 });
    await buy('counted-bundle', { status: 'refunded', amount: 1200 });
    await buy('counted-bundle', { status: 'granted' });

    const read = await owner.client.get('/api/admin/offers/counted-bundle');
    expect(read.body.sales).toEqual({
      purchases: 4,
      granted: 1,
      freeEnrolments: 0,
      revenue: { GBP: 2200, USD: 1500 },
      refunds: 1,
      last30Days: 3,
    });
    const list = await owner.client.get('/api/admin/offers');
    const listed = list.body.offers.find((o: { id: string }) => o.id === 'counted-bundle');
    expect(listed.sales).toEqual(read.body.sales);
  });

  it('a first offer the owner made free stays free when the site starts again (the seed gives it no price)', async () => {
    const before = await owner.client.get('/api/admin/offers/premium');
    expect((await patch('premium', { price: { type: 'free' } })).status).toBe(200);
    await seedOffers({ db: t.db, now: t.services.now() });
    expect(await t.db.select().from(offerPrices).where(eq(offerPrices.offerId, 'premium'))).toEqual([]);
    expect((await patch('premium', { price: before.body.price })).status).toBe(200);
  });
});
