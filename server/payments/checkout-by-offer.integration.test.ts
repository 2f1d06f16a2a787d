import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members';
import { buyPremiumLocally, intentIdOf, TEST_CARD } from '../../test/purchases';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { courses, entitlements, invoices, offerGrants, offerPrices, offers, purchases } from '../db/schema';

// Issue 43: checkout sells offers. A bundle gives every course it names, one purchase of it stands per learner, and
// ending it ends what it gave and nothing else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.services.now();
  await t.db.insert(courses).values({
    id: 'side-course',
    slug: 'side-course',
    status: 'published',
    title: 'Side Course',
    description: 'A second course of the owner’s.',
    duration: '1 hour',
    level: 'Beginner',
    modules: ['Getting started'],
    price: 500,
    currency: 'GBP',
    isPremium: true,
  });
  await t.db.insert(offers).values([
    { id: 'bundle', slug: 'bundle', title: 'The Two-Course Bundle', priceType: 'one_time', status: 'published', position: 5 },
    { id: 'side-draft', slug: 'side-draft', title: 'Side course (draft)', priceType: 'one_time', status: 'draft', position: 6 },
    { id: 'side-free', slug: 'side-free', title: 'Side course (free)', priceType: 'free', status: 'draft', position: 7 },
  ]);
  await t.db.insert(offerGrants).values([
    { offerId: 'bundle', position: 0, type: 'course', courseId: 'side-course' },
    { offerId: 'bundle', position: 1, type: 'course', courseId: 'premium-course' },
    { offerId: 'side-draft', position: 0, type: 'course', courseId: 'side-course' },
    { offerId: 'side-free', position: 0, type: 'course', courseId: 'side-course' },
  ]);
  await t.db.insert(offerPrices).values([
    { offerId: 'bundle', currency: 'GBP', amount: 1200, setAt: now },
    { offerId: 'bundle', currency: 'USD', amount: 1500, setAt: now },
    { offerId: 'side-draft', currency: 'GBP', amount: 500, setAt: now },
  ]);
});
afterAll(() => t?.close());

async function buyOffer(client: TestClient, offerId: string, currency = 'GBP') {
  const intent = await client.post('/api/create-payment-intent', { offerId, currency });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const paid = await client.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: intent.body.clientSecret });
  expect(paid.status).toBe(200);
  const done = await client.post('/api/payment-success', { paymentIntentId: intentIdOf(intent.body.clientSecret) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { intent: intent.body, done: done.body };
}

const courseIds = async (client: TestClient) => ((await client.get('/api/auth/me')).body.user.access.courseIds as string[]).sort();

describe('checkout by offer', () => {
  it('a bundle gives both its courses, charged at its own price, and its receipt and invoice name it', async () => {
    const client = t.client();
    const { user, email } = await client.signUp({ username: 'bundle_buyer' });
    const { intent, done } = await buyOffer(client, 'bundle');
    expect(intent).toMatchObject({ price: 1200, amount: 1200, currency: 'GBP' });
    expect(done).toEqual({ success: true, offerId: 'bundle', courseId: 'side-course', hasPremiumAccess: false });
    expect(await courseIds(client)).toEqual(expect.arrayContaining(['premium-course', 'side-course']));

    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase).toMatchObject({ offerId: 'bundle', courseId: 'side-course', amount: 1200, status: 'paid' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchase!.id));
    expect(invoice!.description).toBe('The Two-Course Bundle');
    const [receipt] = (await t.mail.to(email)).filter((m) => m.subject.startsWith('Your receipt'));
    expect(receipt!.subject).toBe('Your receipt for The Two-Course Bundle');
    // The bundle gives no member area: its receipt does not send the buyer there.
    expect(receipt!.text).not.toContain('/premium');
    expect((await client.get('/api/account/purchases')).body.purchases[0]).toMatchObject({
      offerId: 'bundle',
      courseTitle: 'The Two-Course Bundle',
    });

    // Bought once: a second checkout of it is refused before any payment opens.
    const again = await client.post('/api/create-payment-intent', { offerId: 'bundle' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already own this course.');
  });

  it('charges the price of the currency asked for, never a converted one', async () => {
    const client = t.client();
    await client.signUp({ username: 'bundle_dollars' });
    const { intent } = await buyOffer(client, 'bundle', 'USD');
    expect(intent).toMatchObject({ price: 1500, currency: 'USD' });
    const euros = t.client();
    await euros.signUp({ username: 'bundle_euros' });
    const refused = await euros.post('/api/create-payment-intent', { offerId: 'bundle', currency: 'EUR' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'currency' });
  });

  it('a premium buyer may add the bundle; refunding the bundle ends its courses and leaves the premium purchase whole', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'premium_then_bundle' });
    await buyPremiumLocally(client);
    await buyOffer(client, 'bundle');
    const rows = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows.map((row) => row.offerId).sort()).toEqual(['bundle', 'premium']);

    const bundle = rows.find((row) => row.offerId === 'bundle')!;
    await t.db.update(purchases).set({ status: 'refunded', updatedAt: t.services.now() }).where(eq(purchases.id, bundle.id));
    // The premium course stays (its own purchase gave it); the side course goes with the bundle.
    expect(await courseIds(client)).toEqual(expect.arrayContaining(['premium-course']));
    expect(await courseIds(client)).not.toContain('side-course');
    const live = await t.db
      .select({ kind: entitlements.kind })
      .from(entitlements)
      .where(and(eq(entitlements.userId, user.id), eq(entitlements.offerId, 'premium')));
    expect(live.map((row) => row.kind).sort()).toEqual(['coaching', 'community', 'course', 'member_area']);
    expect((await client.get('/api/auth/me')).body.user.hasPremiumAccess).toBe(true);
  });

  it('refuses what is not on sale: a draft, a free offer, an unknown one, a bad id', async () => {
    const client = t.client();
    await client.signUp({ username: 'offer_refusals' });
    const draft = await client.post('/api/create-payment-intent', { offerId: 'side-draft' });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('This offer is not on sale.');
    const free = await client.post('/api/create-payment-intent', { offerId: 'side-free' });
    expect(free.status).toBe(400);
    expect((await client.post('/api/create-payment-intent', { offerId: 'no-such-offer' })).status).toBe(404);
    const bad = await client.post('/api/create-payment-intent', { offerId: 'DROP TABLE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'offerId' });
    expect(
      await t.db.select().from(purchases).innerJoin(offers, eq(offers.id, purchases.offerId)).where(eq(offers.id, 'side-draft')),
    ).toEqual([]);
  });

  it('a paid bundle that includes the free course does not sell it: the free course stays free', async () => {
    await t.db
      .insert(offers)
      .values({ id: 'starter-plus', slug: 'starter-plus', title: 'Starter plus', priceType: 'one_time', status: 'published' });
    await t.db.insert(offerGrants).values([
      { offerId: 'starter-plus', position: 0, type: 'course', courseId: 'free-course' },
      { offerId: 'starter-plus', position: 1, type: 'course', courseId: 'side-course' },
    ]);
    await t.db.insert(offerPrices).values({ offerId: 'starter-plus', currency: 'GBP', amount: 700, setAt: t.services.now() });
    try {
      const client = t.client();
      await client.signUp({ username: 'free_stays_free' });
      const res = await client.post('/api/create-payment-intent', { courseId: 'free-course' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This course is free. No payment required.');
    } finally {
      await t.db.delete(offers).where(eq(offers.id, 'starter-plus'));
    }
  });

  it('a code limited to an offer takes money off that offer only', async () => {
    const owner = await insertMember(t, { owner: true });
    const unknown = await owner.client.post('/api/admin/coupons', {
      code: 'NOPE10',
      percentOff: 10,
      offerIds: ['bundle', 'no-such-offer'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'offerIds.1' });
    const created = await owner.client.post('/api/admin/coupons', { code: 'BUNDLE25', percentOff: 25, offerIds: ['bundle'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'BUNDLE25', offerIds: ['bundle'] });
    expect((await owner.client.get('/api/admin/coupons')).body.coupons).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'BUNDLE25', offerIds: ['bundle'] })]),
    );

    const client = t.client();
    await client.signUp({ username: 'limited_code' });
    const premium = await client.post('/api/create-payment-intent', { offerId: 'premium', couponCode: 'bundle25' });
    expect(premium.status).toBe(400);
    expect(premium.body).toEqual({ field: 'couponCode', message: 'The code BUNDLE25 is not valid for this purchase.' });
    const bundle = await client.post('/api/create-payment-intent', { offerId: 'bundle', couponCode: 'bundle25' });
    expect(bundle.status).toBe(200);
    expect(bundle.body).toMatchObject({ price: 1200, discount: 300, amount: 900, couponCode: 'BUNDLE25' });
  });

  it('buys the offer that sells a course when the request names the course (the specification’s checkout)', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'course_named' });
    await buyPremiumLocally(client);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase).toMatchObject({ offerId: 'premium', courseId: 'premium-course', amount: 999 });
  });
});
