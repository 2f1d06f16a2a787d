/**
 * The 30-day money-back guarantee (issue 19): a learner's own refund through
 * POST /api/account/purchases/:id/refund, with the local gateway and Stripe (the fake Stripe API), on the
 * database the Vitest project selects. The window is tested at exactly 30 days and a minute either side
 * with a controlled clock.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps, startAppsWithStripe } from '../../test/apps-with-stripe';
import { type FakeStripe } from '../../test/fake-stripe';
import { localBuyer, stripeBuyer } from '../../test/purchases';
import { type TestApp, type TestClient } from '../../test/test-app';
import { createSession } from '../auth/sessions';
import { auditLog, localPaymentIntents, purchases, users } from '../db/schema';
import { sessionCookieName } from '../http/session-cookie';
import { listPurchases } from './list-purchases';
import { requestRefund } from './request-refund';

let t: TestApp;
let stripeApp: TestApp;
let fake: FakeStripe;
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  ({ t, stripeApp, fake } = await startAppsWithStripe());
});
afterAll(() => closeApps({ t, fake }));
beforeEach(() => {
  t.clock.reset();
  stripeApp.clock.reset();
});

/** Signs the client in again at the app's clock (a month on, the first session has expired). */
async function signInAgain(client: TestClient, userId: string) {
  const { token } = await createSession({ db: t.db, userId, now: t.clock.now() });
  client.cookies.set(sessionCookieName(t.services.config), token);
}

const buyerLocal = (app: TestApp = t) => localBuyer(app);
const buyerStripe = () => stripeBuyer(stripeApp, fake);
const hasCourse = async (client: TestClient) => (await client.get('/api/auth/me')).body.user.hasPremiumAccess as boolean;
const refundPath = (id: string) => `/api/account/purchases/${id}/refund`;
const refundEmails = async (app: TestApp, email: string) => (await app.mail.to(email)).filter((m) => m.subject.startsWith('Your refund'));
const purchaseRow = async (id: string) => (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

describe('POST /api/account/purchases/:id/refund', () => {
  it('refunds the amount charged at once, closes the course, emails the guarantee, and shows the owner the reason', async () => {
    const { client, user, email, purchase } = await buyerLocal();
    expect(await hasCourse(client)).toBe(true);

    const res = await client.post(refundPath(purchase.id), { reason: 'Not what I expected' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      purchaseId: purchase.id,
      status: 'refunded',
      changed: true,
      amount: purchase.amount,
      currency: 'GBP',
    });
    expect(res.body.refundId).toMatch(/^re_local_/);
    expect(await hasCourse(client)).toBe(false);
    // The local gateway recorded the refund on the payment.
    const [intent] = await t.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, purchase.paymentIntentId!));
    expect(intent!.refundId).toBe(res.body.refundId);

    const row = await purchaseRow(purchase.id);
    expect(row).toMatchObject({ status: 'refunded', refundedBy: user.id, refundId: res.body.refundId });
    expect(row.refundReason).toContain('Not what I expected');

    const mails = await refundEmails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Within 30 days of buying, ask for your money back from your account page');
    expect(mails[0]!.text).toContain('/refund-policy');

    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, purchase.id))).filter(
      (a) => a.action === 'purchase.refund',
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: user.id, details: expect.objectContaining({ selfService: true, amount: purchase.amount }) });

    // The owner's list shows it refunded, with the learner's reason.
    const owner = t.client();
    const { user: ownerUser } = await owner.signUp({ username: 'owner' });
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, ownerUser.id));
    const list = await owner.get(`/api/admin/purchases?q=${encodeURIComponent(purchase.paymentIntentId!)}`);
    expect(list.body.rows).toEqual([
      expect.objectContaining({ id: purchase.id, status: 'refunded', reason: expect.stringContaining('Not what I expected') }),
    ]);

    // A retry (or a second click) answers the same refund and does nothing more.
    const again = await client.post(refundPath(purchase.id), {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, refundId: res.body.refundId });
    expect(await refundEmails(t, email)).toHaveLength(1);
    expect((await client.get('/api/account/purchases')).body.purchases[0]).toMatchObject({ status: 'refunded', refund: null });
  });

  it('through Stripe: a double click makes one refund with one idempotency key, and one email', async () => {
    const { client, email, purchase, intentId } = await buyerStripe();
    const before = fake.requests('POST', '/v1/refunds').length;
    const [first, second] = await Promise.all([client.post(refundPath(purchase.id), {}), client.post(refundPath(purchase.id), {})]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.refundId).toBe(second.body.refundId);
    expect([first.body.changed, second.body.changed].sort()).toEqual([false, true]);
    const calls = fake.requests('POST', '/v1/refunds').slice(before);
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([`refund-${purchase.id}`]));
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(purchase.amount);
    expect(await hasCourse(client)).toBe(false);
    expect(await refundEmails(stripeApp, email)).toHaveLength(1);
  });

  it('a minute before the 30 days end: refunded; the account lists the guarantee as open until then', async () => {
    const { client, user, purchase } = await buyerLocal();
    t.clock.advance(30 * DAY - MINUTE);
    await signInAgain(client, user.id);
    const [listed] = (await client.get('/api/account/purchases')).body.purchases;
    expect(listed).toMatchObject({
      id: purchase.id,
      refund: { open: true, until: new Date(purchase.createdAt.getTime() + 30 * DAY).toISOString() },
    });
    const res = await client.post(refundPath(purchase.id), {});
    expect(res.status, res.text).toBe(200);
    expect(await hasCourse(client)).toBe(false);
  });

  it('a minute after the 30 days: 400 saying why and how to contact the owner; nothing refunded, access kept', async () => {
    const { client, user, email, purchase } = await buyerLocal();
    t.clock.advance(30 * DAY + MINUTE);
    await signInAgain(client, user.id);
    const [listed] = (await client.get('/api/account/purchases')).body.purchases;
    expect(listed.refund).toMatchObject({ open: false });
    const res = await client.post(refundPath(purchase.id), { reason: 'Too late?' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/30-day money-back guarantee for this purchase ended/);
    expect(res.body.message).toContain('/contact');
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'paid', refundId: null });
    const [intent] = await t.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, purchase.paymentIntentId!));
    expect(intent!.refundId).toBeNull();
    expect(await hasCourse(client)).toBe(true);
    expect(await refundEmails(t, email)).toHaveLength(0);
  });

  it('exactly 30 days after the purchase: still refunded (30 days old or younger)', async () => {
    const { user, purchase } = await buyerLocal();
    const exactly = new Date(purchase.createdAt.getTime() + 30 * DAY);
    const listed = await listPurchases({ db: t.db, userId: user.id, now: exactly });
    expect(listed[0]!.refund).toEqual({ until: exactly.toISOString(), open: true });
    const afterwards = await listPurchases({ db: t.db, userId: user.id, now: new Date(exactly.getTime() + 1) });
    expect(afterwards[0]!.refund!.open).toBe(false);
    const result = await requestRefund({
      db: t.db,
      gateway: t.services.payments,
      mailer: t.services.mailer,
      now: exactly,
      userId: user.id,
      purchaseId: purchase.id,
    });
    expect(result).toMatchObject({ changed: true, status: 'refunded' });
    expect((await purchaseRow(purchase.id)).refundReason).toBe('Money-back guarantee, asked by the learner (no reason given)');
  });

  it("answers 404 for someone else's purchase and for one that does not exist, alike, and changes nothing", async () => {
    const { client: buyer, purchase } = await buyerLocal();
    const other = t.client();
    await other.signUp({ username: 'other' });
    const theirs = await other.post(refundPath(purchase.id), {});
    const unknown = await other.post(refundPath('00000000-0000-4000-8000-000000000000'), {});
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'paid', refundId: null });
    expect(await hasCourse(buyer)).toBe(true);
  });

  it('answers 401 signed out, and 400 naming the field for a malformed id or reason', async () => {
    const { client, purchase } = await buyerLocal();
    expect((await t.client().post(refundPath(purchase.id), {})).status).toBe(401);
    const badId = await client.post(refundPath('not-an-id'), {});
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ field: 'id' });
    const long = await client.post(refundPath(purchase.id), { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'reason', message: expect.stringContaining('reason') });
    const wrongType = await client.post(refundPath(purchase.id), { reason: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('reason');
    expect(await hasCourse(client)).toBe(true);
  });

  it('a purchase that charged nothing is refunded without a gateway call; access granted by the owner is not refundable', async () => {
    const client = t.client();
    const { user } = await client.signUp({ username: 'zero' });
    // Not a payment the local gateway knows: a gateway call would fail with 404.
    const [free] = await t.db
      .insert(purchases)
      .values({
        userId: user.id,
        courseId: PREMIUM_COURSE_ID,
        paymentIntentId: `pi_nothing_charged_${randomBytes(6).toString('hex')}`,
        amount: 0,
        currency: 'GBP',
        status: 'paid',
        createdAt: t.clock.now(),
      })
      .returning();
    expect(await hasCourse(client)).toBe(true);
    const res = await client.post(refundPath(free!.id), {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ amount: 0, changed: true, refundId: `no-charge-${free!.id}` });
    expect(await hasCourse(client)).toBe(false);

    const [grant] = await t.db
      .insert(purchases)
      .values({ userId: user.id, courseId: PREMIUM_COURSE_ID, amount: 0, currency: 'GBP', status: 'granted', grantReason: 'Gift' })
      .returning();
    const granted = await client.post(refundPath(grant!.id), {});
    expect(granted.status).toBe(409);
    expect(granted.body.message).toMatch(/without payment/);
    expect(await hasCourse(client)).toBe(true);
  });
});
