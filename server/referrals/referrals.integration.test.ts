/**
 * Referrals (issue 30): the link, attribution (window, first wins, sign-up or checkout), self-referral by
 * account, address and card, the commission a purchase earns exactly once, its reversal by a refund or a
 * dispute (and return with a won dispute), the buyer's code, payouts and the owner's export. One app with
 * the Stripe gateway (real SDK, fake Stripe API), which gives card fingerprints; the local gateway's
 * journey is e2e/referrals.spec.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { closeApps } from '../../test/apps-with-stripe';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../test/fake-stripe';
import { insertMember, type Member } from '../../test/members';
import { intentIdOf } from '../../test/purchases';
import { createTestApp, GOOD_PASSWORD, type TestApp, type TestClient } from '../../test/test-app';
import { auditLog, purchases, referralCommissions, users } from '../db/schema';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;
/** 20 % (the default) of £9.99. */
/** 20 % of £9.99 without its UK VAT (£1.67): £8.32. */
const COMMISSION = 166;

let fake: FakeStripe;
let t: TestApp;
let owner: Member;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
  owner = await insertMember(t, { owner: true, username: 'referrals_owner' });
}, 60_000);

afterAll(() => closeApps({ t, fake }));

afterEach(() => t.clock.reset());

/** A learner with a referral link. */
async function referrer(label: string, opts: { email?: string } = {}) {
  const client = t.client();
  const { user, email } = await client.signUp({ username: label, ...(opts.email ? { email: opts.email } : {}) });
  const mine = await client.get('/api/referrals');
  expect(mine.status).toBe(200);
  return { client, id: user.id, email, code: mine.body.code as string };
}

/** Follows a referral link, as a browser does (cookies kept in `client`). */
async function arrive(code: string, client: TestClient = t.client()) {
  const res = await client.get(`/r/${code}`, { headers: { 'user-agent': BROWSER } });
  expect(res.status).toBe(302);
  return client;
}

async function signUp(client: TestClient, label: string, email?: string) {
  const { user } = await client.signUp({ username: label, ...(email ? { email } : {}) });
  return user.id;
}

/** Pays for the premium course through Stripe; the return page reports it. */
async function buy(client: TestClient, opts: { cardFingerprint?: string } = {}) {
  const opened = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
  expect(opened.status).toBe(200);
  const intentId = intentIdOf(opened.body.clientSecret);
  fake.succeed(intentId, opts);
  expect((await client.post('/api/payment-success', { paymentIntentId: intentId })).status).toBe(200);
  return { intentId, quote: opened.body as { amount: number; couponCode: string | null } };
}

async function mine(client: TestClient) {
  const res = await client.get('/api/referrals');
  expect(res.status).toBe(200);
  return res.body;
}

function deliver(signed: { payload: string; signature: string }) {
  return t.client().request('/api/stripe/webhook', {
    method: 'POST',
    body: signed.payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.signature },
  });
}
const deliverEvent = async (event: FakeEvent) => expect((await deliver(await fake.signedEvent(event))).status).toBe(200);

async function commissionsOfIntent(intentId: string) {
  const [purchase] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentIntentId, intentId));
  return t.db.select().from(referralCommissions).where(eq(referralCommissions.purchaseId, purchase!.id));
}

/**
 * Moves the app's clock on by `ms` (sessions last 30 days, so the referrer signs in again) and gives an owner
 * signed in at that time.
 */
async function laterBy(ms: number, signedIn: { client: TestClient; email: string }): Promise<Member> {
  t.clock.advance(ms);
  expect((await signedIn.client.post('/api/auth/login', { email: signedIn.email, password: GOOD_PASSWORD })).status).toBe(200);
  return insertMember(t, { owner: true });
}

/** The address of the buyer of a payment. */
async function buyerEmail(intentId: string) {
  const [row] = await t.db
    .select({ email: users.email })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.paymentIntentId, intentId));
  return row?.email;
}

describe('the referral link', () => {
  it('leaves an HttpOnly, SameSite=Lax marker for 30 days, uncached, and goes home or to a path on this site', async () => {
    const a = await referrer('link_owner');
    const res = await t.client().get(`/r/${a.code}?to=/courses`, { headers: { 'user-agent': BROWSER } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/courses');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const marker = res.setCookies.find((cookie) => cookie.name === 'ref')!;
    expect(marker.attributes.get('httponly')).toBe(true);
    expect(marker.attributes.get('samesite')).toBe('Lax');
    expect(marker.attributes.get('max-age')).toBe(String(30 * 24 * 60 * 60));

    const elsewhere = await t.client().get(`/r/${a.code}?to=https://evil.example/`, { headers: { 'user-agent': BROWSER } });
    expect(elsewhere.headers.get('location')).toBe('/');
    const unknown = await t.client().get('/r/nosuchcode1', { headers: { 'user-agent': BROWSER } });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    expect(unknown.setCookies).toEqual([]);
  });

  it('counts a visitor once a day, and neither bots nor the referrer themselves set a marker or count as a click', async () => {
    const a = await referrer('click_counter');
    const visitor = await arrive(a.code);
    await arrive(a.code, visitor);
    await arrive(a.code);
    await t.client().get(`/r/${a.code}`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    expect((await mine(a.client)).clicks).toBe(2);
    const own = await a.client.get(`/r/${a.code}`, { headers: { 'user-agent': BROWSER } });
    expect(own.setCookies.filter((cookie) => cookie.name === 'ref')).toEqual([]);
  });

  it('over https the marker is __Host-ref (Secure, no Domain), read back under that name, and a planted plain ref is ignored', async () => {
    const https = t.variant({
      env: {
        ...fake.env,
        PUBLIC_URL: 'https://example.com',
        SELLER_NAME: 'Example Ltd',
        SELLER_ADDRESS: '1 High Street, London',
        SELLER_EMAIL: 'hello@example.com',
      },
    });
    const a = await referrer('https_referrer');
    const visitor = https.client();
    const res = await visitor.get(`/r/${a.code}`, { headers: { 'user-agent': BROWSER } });
    const marker = res.setCookies.find((cookie) => cookie.name.endsWith('ref'));
    expect(marker?.name).toBe('__Host-ref');
    expect(marker!.attributes.get('secure')).toBe(true);
    expect(marker!.attributes.get('path')).toBe('/');
    expect(marker!.attributes.has('domain')).toBe(false);
    // The sign-up reads the name the link wrote: the referrer counts it.
    await visitor.signUp({ username: 'https_referred' });
    expect(await mine(a.client)).toMatchObject({ signups: 1 });

    // A validly signed marker under the plain name (which a sibling subdomain could set) attaches nothing over https.
    const plain = await t.client().get(`/r/${a.code}`, { headers: { 'user-agent': BROWSER } });
    const planted = https.client();
    planted.cookies.set('ref', plain.setCookies.find((cookie) => cookie.name === 'ref')!.value);
    await planted.signUp({ username: 'planted_ref' });
    expect(await mine(a.client)).toMatchObject({ signups: 1 });
  });

  it('answers 401 to a visitor without a session', async () => {
    expect((await t.client().get('/api/referrals')).status).toBe(401);
  });
});

describe('attribution and commission', () => {
  it('a referred sign-up and purchase earn the referrer the commission, and a refund by the owner takes it back', async () => {
    const a = await referrer('earner');
    const b = await arrive(a.code);
    await signUp(b, 'referred_buyer');
    const { intentId } = await buy(b);
    expect(await mine(a.client)).toMatchObject({ signups: 1, purchases: 1, earned: COMMISSION, paid: 0, currency: 'GBP' });

    const [purchase] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentIntentId, intentId));
    expect((await owner.client.post(`/api/admin/purchases/${purchase!.id}/refund`, {})).status).toBe(200);
    expect(await mine(a.client)).toMatchObject({ signups: 1, purchases: 0, earned: 0 });
    expect(await commissionsOfIntent(intentId)).toEqual([expect.objectContaining({ state: 'reversed', reversedReason: 'refunded' })]);
  });

  it('an account made before the click is referred when it opens checkout', async () => {
    const a = await referrer('checkout_earner');
    const b = t.client();
    await signUp(b, 'older_account');
    await arrive(a.code, b);
    await buy(b);
    expect(await mine(a.client)).toMatchObject({ signups: 0, purchases: 1, earned: COMMISSION });
  });

  it('the first referral wins: a second link neither replaces the marker nor the referrer', async () => {
    const first = await referrer('first_link');
    const second = await referrer('second_link');
    const b = await arrive(first.code);
    await arrive(second.code, b);
    await signUp(b, 'twice_referred');
    // Another device, another link: the account keeps its first referrer.
    b.cookies.delete('ref');
    await arrive(second.code, b);
    await buy(b);
    expect(await mine(first.client)).toMatchObject({ signups: 1, purchases: 1, earned: COMMISSION });
    // One visitor on one day: one click, however many times.
    expect(await mine(second.client)).toMatchObject({ clicks: 1, signups: 0, purchases: 0, earned: 0 });
  });

  it('counts only within 30 days of the click', async () => {
    const a = await referrer('window_keeper');
    // Signed up on time, bought 31 days after the click.
    const late = await arrive(a.code);
    const lateEmail = `late-${Date.now()}@example.com`;
    await signUp(late, 'late_buyer', lateEmail);
    t.clock.advance(31 * DAY);
    expect((await late.post('/api/auth/login', { email: lateEmail, password: GOOD_PASSWORD })).status).toBe(200);
    await buy(late);
    // Clicked, then signed up 31 days later.
    t.clock.reset();
    const slow = await arrive(a.code);
    t.clock.advance(31 * DAY);
    await signUp(slow, 'slow_signup');
    t.clock.reset();
    expect(await mine(a.client)).toMatchObject({ signups: 1, purchases: 0, earned: 0 });
  });

  it('referring oneself earns nothing: the same account, the same address, the same card', async () => {
    // The same address once normalised: a +tag and another case.
    const a = await referrer('self_by_email', { email: `self.referrer-${Date.now()}@example.com` });
    const [local, domain] = a.email.split('@');
    const alias = await arrive(a.code);
    await signUp(alias, 'alias', `${local!.toUpperCase()}+friend@${domain}`);
    await buy(alias);
    expect(await mine(a.client)).toMatchObject({ signups: 1, purchases: 0, earned: 0 });

    // The same card as the referrer's own purchase.
    const c = await referrer('self_by_card');
    await buy(c.client, { cardFingerprint: 'fp_referrers_card' });
    const sameCard = await arrive(c.code);
    await signUp(sameCard, 'same_card');
    await buy(sameCard, { cardFingerprint: 'fp_referrers_card' });
    const otherCard = await arrive(c.code);
    await signUp(otherCard, 'other_card');
    await buy(otherCard, { cardFingerprint: 'fp_someone_elses_card' });
    expect(await mine(c.client)).toMatchObject({ signups: 2, purchases: 1, earned: COMMISSION });

    // The same account: its own link's marker at checkout attaches nothing.
    const own = await referrer('self_by_account');
    own.client.cookies.set('ref', (await arrive(own.code)).cookies.get('ref')!);
    await buy(own.client);
    expect(await mine(own.client)).toMatchObject({ purchases: 0, earned: 0 });
  });

  it('a dispute reverses the commission and a won dispute gives it back', async () => {
    const a = await referrer('disputed_earner');
    const b = await arrive(a.code);
    await signUp(b, 'disputing_buyer');
    const { intentId } = await buy(b);
    const dispute = fake.dispute(intentId);
    await deliverEvent(fake.event('charge.dispute.created', dispute));
    expect(await mine(a.client)).toMatchObject({ purchases: 0, earned: 0 });
    await deliverEvent(fake.event('charge.dispute.closed', fake.closeDispute(dispute.id, 'won')));
    expect(await mine(a.client)).toMatchObject({ purchases: 1, earned: COMMISSION });
  });

  it('a refund from Stripe\u2019s dashboard reverses the commission for good, even after a dispute', async () => {
    const a = await referrer('dashboard_refund');
    const b = await arrive(a.code);
    await signUp(b, 'dashboard_refunded');
    const { intentId } = await buy(b);
    const dispute = fake.dispute(intentId);
    await deliverEvent(fake.event('charge.dispute.created', dispute));
    await deliverEvent(fake.event('charge.refunded', fake.refund(intentId, { full: true })));
    await deliverEvent(fake.event('charge.dispute.closed', fake.closeDispute(dispute.id, 'won')));
    expect(await commissionsOfIntent(intentId)).toEqual([expect.objectContaining({ state: 'reversed', reversedReason: 'refunded' })]);
    expect(await mine(a.client)).toMatchObject({ purchases: 0, earned: 0 });
  });

  it('a purchase reported twenty times at once, by the return page and the webhook, earns one commission', async () => {
    const a = await referrer('concurrent_earner');
    const b = await arrive(a.code);
    await signUp(b, 'eager_referred');
    const opened = await b.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
    const intentId = intentIdOf(opened.body.clientSecret);
    fake.succeed(intentId);
    const signed = await Promise.all(
      Array.from({ length: 4 }, () => fake.signedEvent(fake.event('payment_intent.succeeded', fake.intent(intentId)))),
    );
    const results = await Promise.all([
      ...Array.from({ length: 16 }, () => b.post('/api/payment-success', { paymentIntentId: intentId })),
      ...signed.map((s) => deliver(s)),
    ]);
    for (const res of results) expect(res.status).toBe(200);
    expect(await commissionsOfIntent(intentId)).toHaveLength(1);
    expect(await mine(a.client)).toMatchObject({ purchases: 1, earned: COMMISSION });
  });
});

describe("the owner's side", () => {
  it('the buyer gets the chosen code at checkout; the settings refuse a code that does not exist', async () => {
    const refused = await owner.client.request('/api/admin/referrals/settings', {
      method: 'PUT',
      json: { commissionPercent: 30, buyerCouponCode: 'NO-SUCH-CODE' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('buyerCouponCode');
    const tooMuch = await owner.client.request('/api/admin/referrals/settings', {
      method: 'PUT',
      json: { commissionPercent: 101, buyerCouponCode: null },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.field).toBe('commissionPercent');

    expect((await owner.client.post('/api/admin/coupons', { code: 'FRIEND10', percentOff: 10 })).status).toBe(201);
    const saved = await owner.client.request('/api/admin/referrals/settings', {
      method: 'PUT',
      json: { commissionPercent: 30, buyerCouponCode: 'friend10' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ commissionPercent: 30, buyerCouponCode: 'FRIEND10' });
    try {
      const a = await referrer('coupon_referrer');
      const b = await arrive(a.code);
      await signUp(b, 'coupon_buyer');
      const { quote } = await buy(b);
      expect(quote).toMatchObject({ couponCode: 'FRIEND10', amount: 899 });
      expect(await mine(a.client)).toMatchObject({ purchases: 1, earned: 225, commissionPercent: 30 });
      // Not referred: no code.
      const stranger = t.client();
      await signUp(stranger, 'not_referred');
      const opened = await stranger.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(opened.body).toMatchObject({ couponCode: null, amount: 999 });
    } finally {
      await owner.client.request('/api/admin/referrals/settings', {
        method: 'PUT',
        json: { commissionPercent: 20, buyerCouponCode: null },
      });
    }
  });

  it('lists pending and payable apart, marks paid once only what is past the refund window (audit logged), exports a CSV', async () => {
    const a = await referrer('paid_referrer');
    for (const label of ['paid_one', 'paid_two']) {
      const b = await arrive(a.code);
      await signUp(b, label);
      await buy(b);
    }
    // Within the buyers' 30-day refund window: pending, nothing payable, nothing to mark paid.
    const listed = await owner.client.get('/api/admin/referrals');
    expect(listed.body.referrers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: a.id, purchases: 2, earned: 2 * COMMISSION, pending: 2 * COMMISSION, payable: 0, paid: 0 }),
      ]),
    );
    const early = await owner.client.post(`/api/admin/referrals/${a.id}/payouts`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/refund window/);
    expect((await owner.client.get('/api/admin/referrals.csv')).text).toContain(
      `paid_referrer,${a.email},${a.code},2,2,2,3.32,3.32,0.00,0.00,GBP`,
    );
    expect(await mine(a.client)).toMatchObject({ earned: 2 * COMMISSION, pending: 2 * COMMISSION, payable: 0, paid: 0 });
    expect((await mine(a.client)).commissions).toEqual([
      expect.objectContaining({ state: 'pending', payableAt: expect.any(String) }),
      expect.objectContaining({ state: 'pending', payableAt: expect.any(String) }),
    ]);

    // A day past the window: payable.
    const later = await laterBy(31 * DAY, a);
    expect(await mine(a.client)).toMatchObject({ pending: 0, payable: 2 * COMMISSION });
    expect((await mine(a.client)).commissions).toEqual([
      expect.objectContaining({ state: 'payable', payableAt: null }),
      expect.objectContaining({ state: 'payable', payableAt: null }),
    ]);
    // Two clicks at once pay once.
    const [one, two] = await Promise.all([
      later.client.post(`/api/admin/referrals/${a.id}/payouts`),
      later.client.post(`/api/admin/referrals/${a.id}/payouts`),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const paid = one.status === 201 ? one : two;
    expect(paid.body.payouts).toEqual([expect.objectContaining({ amount: 2 * COMMISSION, currency: 'GBP' })]);
    expect(await mine(a.client)).toMatchObject({ earned: 2 * COMMISSION, pending: 0, payable: 0, paid: 2 * COMMISSION });
    expect((await mine(a.client)).commissions).toEqual([
      expect.objectContaining({ state: 'paid' }),
      expect.objectContaining({ state: 'paid' }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'referrals.payout'));
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ actorId: later.id, targetId: a.id })]));

    const csv = await later.client.get('/api/admin/referrals.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('username,email,code,clicks,signups,purchases,earned,pending,payable,paid,currency');
    expect([...csv.bytes.subarray(0, 3)], 'a UTF-8 byte-order mark, for Excel (issue 41)').toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text).toContain(`paid_referrer,${a.email},${a.code},2,2,2,3.32,0.00,0.00,3.32,GBP`);
    expect((await later.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(409);
  });

  it('a purchase the buyer refunds within the window was never payable: nothing owed, never negative', async () => {
    const a = await referrer('refunded_in_window');
    const b = await arrive(a.code);
    await signUp(b, 'changed_mind');
    const { intentId } = await buy(b);
    // The owner tries to pay at once: the commission is pending, so nothing is paid.
    expect((await owner.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(409);
    const [purchase] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentIntentId, intentId));
    t.clock.advance(29 * DAY);
    const buyerAgain = t.client();
    expect((await buyerAgain.post('/api/auth/login', { email: (await buyerEmail(intentId))!, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await buyerAgain.post(`/api/account/purchases/${purchase!.id}/refund`, { reason: 'Not for me' })).status).toBe(200);

    const later = await laterBy(2 * DAY, a);
    expect(await mine(a.client)).toMatchObject({ purchases: 0, earned: 0, pending: 0, payable: 0, paid: 0 });
    const listed = await later.client.get('/api/admin/referrals');
    expect(listed.body.referrers).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: a.id, earned: 0, pending: 0, payable: 0, paid: 0 })]),
    );
    expect((await later.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(409);
  });

  it('a paid commission that is refunded after the window is taken off the next payout', async () => {
    const a = await referrer('clawed_back');
    const buyers = [];
    for (const label of ['claw_one', 'claw_two']) {
      const b = await arrive(a.code);
      await signUp(b, label);
      buyers.push(await buy(b));
    }
    let later = await laterBy(31 * DAY, a);
    expect((await later.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(201);
    // The owner refunds one after the buyer's window (the owner may, at any time): taken back.
    await deliverEvent(fake.event('charge.refunded', fake.refund(buyers[0]!.intentId, { full: true })));
    expect(await mine(a.client)).toMatchObject({ pending: 0, payable: -COMMISSION });
    // Nothing to pay until a new commission, once payable, outweighs it.
    expect((await later.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(409);
    for (const label of ['claw_three', 'claw_four']) {
      const b = await arrive(a.code);
      await signUp(b, label);
      await buy(b);
    }
    expect((await later.client.post(`/api/admin/referrals/${a.id}/payouts`)).status).toBe(409);
    later = await laterBy(31 * DAY, a);
    const next = await later.client.post(`/api/admin/referrals/${a.id}/payouts`);
    expect(next.status).toBe(201);
    expect(next.body.payouts).toEqual([expect.objectContaining({ amount: COMMISSION })]);
  });
});
