/**
 * The owner's area API (issue 13) on the database the Vitest project selects: the guard, the overview,
 * purchases and refunds (local gateway, and Stripe through the fake Stripe API), grants, learners,
 * sessions and the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps, startAppsWithStripe } from '../../test/apps-with-stripe';
import { type FakeStripe } from '../../test/fake-stripe';
import { localBuyer, stripeBuyer } from '../../test/purchases';
import { GOOD_PASSWORD, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, purchases, users } from '../db/schema';
import { PASSWORD_REQUIRED_MESSAGE, RECENT_SIGN_IN_MS } from './confirm-recent-auth';

let t: TestApp;
let stripeApp: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  ({ t, stripeApp, fake } = await startAppsWithStripe());
});
afterAll(() => closeApps({ t, fake }));
beforeEach(() => {
  t.clock.reset();
  stripeApp.clock.reset();
});

/** An owner, signed in just now on `app`, and their email. */
async function ownerOn(app: TestApp): Promise<{ client: TestClient; id: string; email: string }> {
  const client = app.client();
  const { user, email } = await client.signUp({ username: 'owner' });
  await app.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
  return { client, id: user.id, email };
}

const buyerLocal = () => localBuyer(t);
const buyerStripe = () => stripeBuyer(stripeApp, fake);
const hasCourse = async (client: TestClient) => (await client.get('/api/auth/me')).body.user.hasPremiumAccess as boolean;
const auditRows = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the guard', () => {
  it('answers anonymous visitors, learners and buyers exactly as an unknown path, and owners with the data', async () => {
    const { client: owner } = await ownerOn(t);
    const { client: buyer } = await buyerLocal();
    const learner = t.client();
    await learner.signUp();
    const anonymous = t.client();
    for (const path of ['/api/admin/summary', '/api/admin/purchases', '/api/admin/learners', '/api/admin/audit']) {
      for (const client of [anonymous, learner, buyer]) {
        const notFound = await client.get('/api/nothing-here');
        const res = await client.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual(notFound.body);
        expect([...res.headers.keys()].sort()).toEqual([...notFound.headers.keys()].sort());
      }
      expect((await owner.get(path)).status, path).toBe(200);
    }
    // A non-owner's bad input is not even read: no validation message tells them the route exists.
    const refused = await learner.post('/api/admin/learners/not-an-id/grant', { nothing: true });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Not found' });
  });
});

describe('GET /api/admin/summary', () => {
  it('counts sales, refunds, sign-ups and completed lessons in the range, in pence, with a daily chart and funnel', async () => {
    const { client: owner } = await ownerOn(t);
    const before = (await owner.get('/api/admin/summary?range=7d')).body;
    const { purchase } = await buyerLocal();
    const after = (await owner.get('/api/admin/summary?range=7d')).body;
    expect(after.revenue.gross - before.revenue.gross).toBe(purchase.amount);
    expect(after.purchases - before.purchases).toBe(1);
    expect(after.signups - before.signups).toBe(1);
    expect(after.revenue.currency).toBe('GBP');
    expect(after.chart.bucket).toBe('day');
    expect(after.chart.points).toHaveLength(7);
    const today = after.chart.points.at(-1);
    expect(today.revenue).toBeGreaterThanOrEqual(purchase.amount);
    expect(after.funnel.map((course: { courseId: string }) => course.courseId)).toContain(PREMIUM_COURSE_ID);
    const all = (await owner.get('/api/admin/summary?range=all')).body;
    expect(all.revenue.net).toBe(all.revenue.gross - all.revenue.refunded);
    for (const range of ['30d', '12m']) expect((await owner.get(`/api/admin/summary?range=${range}`)).status).toBe(200);
  });

  it('answers 400 naming the field for a range it does not know', async () => {
    const { client: owner } = await ownerOn(t);
    const res = await owner.get('/api/admin/summary?range=week');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('range');
  });
});

describe('GET /api/admin/purchases', () => {
  it('lists newest first, finds a purchase by email or payment id, pages, and filters by status', async () => {
    const { client: owner } = await ownerOn(t);
    const first = await buyerLocal();
    const second = await buyerLocal();
    const list = (await owner.get('/api/admin/purchases')).body;
    expect(list.rows[0].id).toBe(second.purchase.id);
    expect(list.rows[1].id).toBe(first.purchase.id);
    const byEmail = (await owner.get(`/api/admin/purchases?q=${encodeURIComponent(first.email.toUpperCase())}`)).body;
    expect(byEmail.rows.map((row: { id: string }) => row.id)).toEqual([first.purchase.id]);
    expect(byEmail.rows[0]).toMatchObject({ status: 'paid', amount: first.purchase.amount, paymentId: first.purchase.paymentIntentId });
    expect(byEmail.rows[0].learner.email).toBe(first.email);
    const byId = (await owner.get(`/api/admin/purchases?q=${first.purchase.paymentIntentId}`)).body;
    expect(byId.rows.map((row: { id: string }) => row.id)).toEqual([first.purchase.id]);
    expect((await owner.get('/api/admin/purchases?q=100%25_')).body.rows).toEqual([]);
    const page2 = (await owner.get('/api/admin/purchases?page=2')).body;
    expect(page2.page).toBe(2);
    expect(
      (await owner.get('/api/admin/purchases?status=granted')).body.rows.every((r: { status: string }) => r.status === 'granted'),
    ).toBe(true);
  });

  it('answers 400 naming the field for a bad page or status', async () => {
    const { client: owner } = await ownerOn(t);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=lost', 'status'],
    ]) {
      const res = await owner.get(`/api/admin/purchases?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });
});

describe('POST /api/admin/purchases/:id/refund', () => {
  it('with the local gateway: refunds at once, closes the course, queues one email, writes one audit row; a second press does nothing more', async () => {
    const { client: owner, id: ownerId } = await ownerOn(t);
    const { client: learner, email, purchase, user } = await buyerLocal();
    expect(await hasCourse(learner)).toBe(true);
    expect((await owner.get(`/api/admin/learners/${user.id}`)).body).toMatchObject({
      hasPremiumAccess: true,
      lastSeenAt: expect.any(String),
    });
    const res = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', changed: true, amount: purchase.amount });
    expect(res.body.refundId).toMatch(/^re_local_/);
    expect(await hasCourse(learner)).toBe(false);
    expect((await owner.get(`/api/admin/learners/${user.id}`)).body.hasPremiumAccess).toBe(false);
    const again = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, refundId: res.body.refundId });

    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row).toMatchObject({
      status: 'refunded',
      refundedBy: ownerId,
      refundId: res.body.refundId,
      refundReason: 'Refunded by the owner',
    });
    const mails = (await t.mail.to(email)).filter((mail) => mail.subject.startsWith('Your refund'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('£9.99');
    const audits = (await auditRows('purchase.refund')).filter((a) => a.targetId === purchase.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(ownerId);
    // Shown as refunded in the learner's own purchases.
    expect((await learner.get('/api/account/purchases')).body.purchases[0].status).toBe('refunded');
  });

  it('asks for the password once the sign-in is more than 10 minutes old, and refuses a wrong one', async () => {
    const { client: owner } = await ownerOn(t);
    const { purchase, client: learner } = await buyerLocal();
    t.clock.advance(RECENT_SIGN_IN_MS + 60_000);
    const asked = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, {});
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ field: 'password', message: PASSWORD_REQUIRED_MESSAGE });
    const wrong = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, { password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('password');
    expect(await hasCourse(learner)).toBe(true);
    const right = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, { password: GOOD_PASSWORD, reason: 'Asked by email' });
    expect(right.status, right.text).toBe(200);
    expect(await hasCourse(learner)).toBe(false);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row!.refundReason).toBe('Asked by email');
  });

  it('through Stripe: one refund by the refunds API with an idempotency key; the charge.refunded webhook then changes nothing', async () => {
    const { client: owner, id: ownerId } = await ownerOn(stripeApp);
    const { client: learner, purchase, intentId, email } = await buyerStripe();
    expect(await hasCourse(learner)).toBe(true);
    const before = fake.requests('POST', '/v1/refunds').length;
    const res = await owner.post(`/api/admin/purchases/${purchase.id}/refund`, {});
    expect(res.status, res.text).toBe(200);
    const calls = fake.requests('POST', '/v1/refunds').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ payment_intent: intentId, metadata: { purchaseId: purchase.id } });
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${purchase.id}`);
    expect(res.body.refundId).toMatch(/^re_/);
    expect(await hasCourse(learner)).toBe(false);
    const [refunded] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));

    const charge = fake.charges.get(fake.intent(intentId).latest_charge!)!;
    expect(charge.refunded).toBe(true);
    const signed = await fake.signedEvent(fake.event('charge.refunded', charge));
    const hook = await stripeApp.client().request('/api/stripe/webhook', {
      method: 'POST',
      body: signed.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    });
    expect(hook.status).toBe(200);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(after).toEqual(refunded);
    expect(after!.refundedBy).toBe(ownerId);
    expect((await stripeApp.mail.to(email)).filter((mail) => mail.subject.startsWith('Your refund'))).toHaveLength(1);

    // Pressed again: recorded already, so Stripe is not asked a second time.
    expect((await owner.post(`/api/admin/purchases/${purchase.id}/refund`, {})).body.changed).toBe(false);
    expect(fake.requests('POST', '/v1/refunds').slice(before)).toHaveLength(1);
  });

  it('refuses a grant (nothing was paid), answers 404 for an unknown purchase and 400 for a bad id', async () => {
    const { client: owner } = await ownerOn(t);
    const learner = t.client();
    const { user } = await learner.signUp();
    expect((await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: 'Podcast guest' })).status).toBe(201);
    const [grant] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect((await owner.post(`/api/admin/purchases/${grant!.id}/refund`, {})).status).toBe(409);
    expect((await owner.post('/api/admin/purchases/00000000-0000-4000-8000-000000000000/refund', {})).status).toBe(404);
    const bad = await owner.post('/api/admin/purchases/123/refund', {});
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('learners, grants and sessions', () => {
  it('grants premium without payment (a £0 granted purchase), once, and revokes it, each with a required reason and an audit row', async () => {
    const { client: owner, id: ownerId } = await ownerOn(t);
    const learner = t.client();
    const { user } = await learner.signUp({ username: 'guest' });
    const noReason = await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const granted = await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: 'Podcast guest' });
    expect(granted.status, granted.text).toBe(201);
    expect(await hasCourse(learner)).toBe(true);
    expect((await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: 'Again' })).status).toBe(409);
    const detail = (await owner.get(`/api/admin/learners/${user.id}`)).body;
    expect(detail.purchases).toHaveLength(1);
    expect(detail.purchases[0]).toMatchObject({ status: 'granted', amount: 0, paymentId: null, reason: 'Podcast guest' });
    expect((await learner.get('/api/account/purchases')).body.purchases[0]).toMatchObject({ status: 'granted', amount: 0 });

    expect((await owner.post(`/api/admin/learners/${user.id}/revoke`, {})).body.field).toBe('reason');
    const revoked = await owner.post(`/api/admin/learners/${user.id}/revoke`, { reason: 'Trial over' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await hasCourse(learner)).toBe(false);
    expect((await owner.post(`/api/admin/learners/${user.id}/revoke`, { reason: 'Again' })).status).toBe(409);

    const grants = (await auditRows('premium.grant')).filter((a) => a.targetId === user.id);
    const revokes = (await auditRows('premium.revoke')).filter((a) => a.targetId === user.id);
    expect(grants).toHaveLength(1);
    expect(revokes).toHaveLength(1);
    expect(grants[0]).toMatchObject({ actorId: ownerId, details: expect.objectContaining({ reason: 'Podcast guest' }) });
  });

  it('will not revoke a paid purchase (that is a refund) or grant a course already paid for', async () => {
    const { client: owner } = await ownerOn(t);
    const { user } = await buyerLocal();
    expect((await owner.post(`/api/admin/learners/${user.id}/revoke`, { reason: 'x' })).status).toBe(409);
    expect((await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: 'x' })).status).toBe(409);
  });

  it('lists and finds learners, shows one with progress and sessions, and signs one session or all of them out', async () => {
    const { client: owner } = await ownerOn(t);
    const phone = t.client();
    const { user, email } = await phone.signUp({ username: 'twodevices' });
    const laptop = t.client();
    expect((await laptop.post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const found = (await owner.get(`/api/admin/learners?q=${encodeURIComponent(email)}`)).body;
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({ id: user.id, email, hasPremiumAccess: false, purchases: 0 });
    expect(found.rows[0].progress.length).toBeGreaterThan(0);
    const detail = (await owner.get(`/api/admin/learners/${user.id}`)).body;
    expect(detail.sessions).toHaveLength(2);
    expect(detail.courses[0].lessons.length).toBeGreaterThan(0);

    const one = await owner.post(`/api/admin/learners/${user.id}/sign-out`, { sessionId: detail.sessions[0].id });
    expect(one.body).toEqual({ ended: 1 });
    const stillIn = [(await phone.get('/api/auth/me')).status, (await laptop.get('/api/auth/me')).status].sort();
    expect(stillIn).toEqual([200, 401]);
    expect((await owner.post(`/api/admin/learners/${user.id}/sign-out`, {})).body).toEqual({ ended: 1 });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await owner.post(`/api/admin/learners/${user.id}/sign-out`, { sessionId: 'zz' })).body.field).toBe('sessionId');
    expect((await owner.get('/api/admin/learners/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/admin/learners, purchases', () => {
  it("counts a paying learner's purchases on the list, as their own page lists them (issue 26)", async () => {
    const { client: owner } = await ownerOn(t);
    const { user, email } = await buyerLocal();
    const found = (await owner.get(`/api/admin/learners?q=${encodeURIComponent(email)}`)).body;
    expect(found.rows).toEqual([expect.objectContaining({ id: user.id, hasPremiumAccess: true, purchases: 1 })]);
    expect((await owner.get(`/api/admin/learners/${user.id}`)).body.purchases).toHaveLength(1);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists every owner action newest first, with who did it', async () => {
    const { client: owner, email: ownerEmail } = await ownerOn(t);
    const learner = t.client();
    const { user } = await learner.signUp();
    await owner.post(`/api/admin/learners/${user.id}/grant`, { reason: 'Audit check' });
    await owner.post(`/api/admin/learners/${user.id}/revoke`, { reason: 'Audit check over' });
    // Other tests here moved the clock on; this learner's rows are compared with each other.
    const rows = (await owner.get('/api/admin/audit')).body.rows.filter((row: { targetId: string }) => row.targetId === user.id);
    expect(rows[0]).toMatchObject({ action: 'premium.revoke', targetId: user.id, actor: { email: ownerEmail } });
    expect(rows[1]).toMatchObject({ action: 'premium.grant', targetId: user.id });
    expect((await owner.get('/api/admin/audit?page=-1')).body.field).toBe('page');
  });

  it('names the learner beside their own refund, and never calls a deleted account the server command (issue 26)', async () => {
    const { client: owner } = await ownerOn(t);
    const { client: learner, email, purchase } = await buyerLocal();
    expect((await learner.post(`/api/account/purchases/${purchase.id}/refund`, { reason: 'Changed my mind' })).status).toBe(200);
    const refundRow = async () =>
      (await owner.get('/api/admin/audit')).body.rows.find((row: { targetId: string }) => row.targetId === purchase.id);
    expect(await refundRow()).toMatchObject({
      action: 'purchase.refund',
      actorLabel: `${email} (learner)`,
      actor: { email, role: 'learner' },
    });

    expect((await learner.request('/api/account', { method: 'DELETE', json: { password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await refundRow()).toMatchObject({ actor: null, actorLabel: 'The learner (account since deleted)' });
  });
});
