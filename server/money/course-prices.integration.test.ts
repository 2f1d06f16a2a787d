/**
 * Prices per currency (issue 31, docs/decisions/028a-prices-per-currency.md) through the API, on PGlite and
 * PostgreSQL: the owner's prices and their validation; the public price list; the amount it shows is what the
 * checkout charges and what the invoice states, in each currency; the visitor's currency by default.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as coursesLoader } from '../../app/routes/courses';
import { loader as homeLoader } from '../../app/routes/home';
import { PREMIUM_COURSE_ID } from '../../content/courses/courses';
import { TEST_CARD } from '../../test/purchases';
import { createTestApp, nextIp, silentLogger, TestClient, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createApp } from '../app';
import { createServices } from '../create-services';
import { auditLog, purchases, users } from '../db/schema';
import { watchChanges, type ChangeWatcher } from '../operations/watch-changes';
import type { Currency } from '../../common/currencies';
import type { Services } from '../services';

let t: TestApp;
let owner: TestClient;
// As in production (server/operations/background-work.ts), a change to the database drops the answers kept from
// it: /api/courses, /api/prices and /api/offers (docs/decisions/033j-public-json-before-the-app.md).
let watcher: ChangeWatcher;
beforeAll(async () => {
  t = await createTestApp();
  watcher = watchChanges({ database: t.services.database, changes: t.services.changes, logger: silentLogger });
  owner = t.client();
  const { user } = await owner.signUp({ username: 'owner' });
  await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await watcher?.stop();
  await t?.close();
});

const PRICES = { GBP: 999, USD: 1299, EUR: 1199 };
/** The owner's change, and the change feed's notice of it handled, as the watcher does within milliseconds. */
const put = async (body: unknown) => {
  const res = await owner.request('/api/admin/prices', { method: 'PUT', json: body });
  await watcher.check();
  return res;
};

async function buy(client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const quote = await client.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, ...body }, { headers });
  expect(quote.status, quote.text).toBe(200);
  const paid = await client.post('/api/local-payments/confirm', { ...TEST_CARD, clientSecret: quote.body.clientSecret });
  expect(paid.status, paid.text).toBe(200);
  const confirmed = await client.post('/api/payment-success', { paymentIntentId: paid.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  const [invoice] = (await client.get('/api/invoices')).body.invoices;
  return { quote: quote.body, invoice };
}

describe('the owner’s prices', () => {
  it('start as the course’s pound price alone, and taxInclusive from the sales settings', async () => {
    const res = await owner.get('/api/admin/prices');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courses: { [PREMIUM_COURSE_ID]: { GBP: 999, USD: null, EUR: null } }, taxInclusive: true });
  });

  it.each([
    [{ courses: { [PREMIUM_COURSE_ID]: { GBP: 999, EUR: 0 } } }, `courses.${PREMIUM_COURSE_ID}.EUR`],
    [{ courses: { [PREMIUM_COURSE_ID]: { GBP: 9.99 } } }, `courses.${PREMIUM_COURSE_ID}.GBP`],
    [{ courses: { [PREMIUM_COURSE_ID]: { USD: 1299 } } }, `courses.${PREMIUM_COURSE_ID}.GBP`],
    [{ courses: { [PREMIUM_COURSE_ID]: { GBP: 999, JPY: 1500 } } }, `courses.${PREMIUM_COURSE_ID}`],
    [{ courses: { 'no-such-course': { GBP: 999 } } }, 'courses.no-such-course'],
    [{ courses: { [PREMIUM_COURSE_ID]: { GBP: 999 } }, taxInclusive: 'yes' }, 'taxInclusive'],
  ])('refuses %j, naming %s', async (body, field) => {
    const res = await put(body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('is the owner’s alone: anyone else gets the ordinary 404', async () => {
    const learner = t.client();
    await learner.signUp({ username: 'nosy' });
    expect((await learner.request('/api/admin/prices', { method: 'PUT', json: { courses: {} } })).status).toBe(404);
    expect((await learner.get('/api/admin/prices')).status).toBe(404);
  });

  it('are saved with an audit row, and a currency left out is no longer sold in', async () => {
    const saved = await put({ courses: { [PREMIUM_COURSE_ID]: { GBP: 1099, USD: 1399 } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.courses[PREMIUM_COURSE_ID]).toEqual({ GBP: 1099, USD: 1399, EUR: null });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'prices.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ courses: { [PREMIUM_COURSE_ID]: { GBP: 1099, USD: 1399 } } });

    // No euro price: a euro visitor is shown pounds, and a checkout asked for euros is refused, naming the field.
    expect((await t.client().get('/api/prices?currency=EUR')).body.courses[PREMIUM_COURSE_ID]).toMatchObject({
      amount: 1099,
      currency: 'GBP',
    });
    const buyer = t.client();
    await buyer.signUp({ username: 'eurobuyer' });
    const refused = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, currency: 'EUR' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('currency');
  });
});

describe('a price shown is the price charged', () => {
  beforeAll(async () => {
    expect((await put({ courses: { [PREMIUM_COURSE_ID]: PRICES }, taxInclusive: true })).status).toBe(200);
  });

  it.each(['GBP', 'USD', 'EUR'] as const)(
    'in %s: the price list’s amount, the payment’s and the invoice’s gross are one',
    async (currency) => {
      const listed = await t.client().get(`/api/prices?currency=${currency}&country=DE`);
      expect(listed.status, listed.text).toBe(200);
      const shown = listed.body.courses[PREMIUM_COURSE_ID];
      expect(shown).toMatchObject({ amount: PRICES[currency], currency, taxRate: 1900 });
      expect(shown.net + shown.tax).toBe(shown.amount);

      const buyer = t.client();
      await buyer.signUp({ username: `buyer${currency.toLowerCase()}` });
      const { quote, invoice } = await buy(buyer, { currency, billingCountry: 'DE' });
      expect(quote).toMatchObject({ amount: shown.amount, currency, tax: shown.tax, taxRate: 1900 });
      expect(invoice).toMatchObject({ currency, gross: shown.amount, tax: shown.tax, net: shown.net });
    },
  );

  it('charges a German visitor in euros without being asked, as their pages show', async () => {
    const headers = { 'accept-language': 'de-DE,de;q=0.9' };
    const listed = await t.client().get('/api/prices?country=DE', { headers });
    expect(listed.body.courses[PREMIUM_COURSE_ID]).toMatchObject({ amount: PRICES.EUR, currency: 'EUR' });
    expect(listed.headers.get('vary')).toContain('Accept-Language');
    const buyer = t.client();
    await buyer.signUp({ username: 'dieter' });
    const { quote, invoice } = await buy(buyer, { billingCountry: 'DE' }, headers);
    expect(quote).toMatchObject({ amount: PRICES.EUR, currency: 'EUR' });
    expect(invoice).toMatchObject({ currency: 'EUR', gross: PRICES.EUR });
  });

  it('refuses a fixed-amount code (in pounds) on a euro price, naming the code; a percentage applies', async () => {
    expect((await owner.post('/api/admin/coupons', { code: 'FIVEOFF', amountOff: 500 })).status).toBe(201);
    expect((await owner.post('/api/admin/coupons', { code: 'TENPC', percentOff: 10 })).status).toBe(201);
    const buyer = t.client();
    await buyer.signUp({ username: 'coupons' });
    const fixed = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, currency: 'EUR', couponCode: 'FIVEOFF' });
    expect(fixed.status).toBe(400);
    expect(fixed.body).toMatchObject({ field: 'couponCode' });
    expect(fixed.body.message).toContain('EUR');
    const percent = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, currency: 'EUR', couponCode: 'TENPC' });
    expect(percent.body).toMatchObject({ currency: 'EUR', price: 1199, discount: 120, amount: 1079 });
    const pounds = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID, currency: 'GBP', couponCode: 'FIVEOFF' });
    expect(pounds.body).toMatchObject({ currency: 'GBP', price: 999, discount: 500, amount: 499 });
  });

  it('answers 400 naming the query field for a currency it does not sell in', async () => {
    const res = await t.client().get('/api/prices?currency=JPY');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('currency');
  });
});

describe('one price decision for pages, /api/prices, /api/courses and checkout (issue 41)', () => {
  // The owner's pounds differ from the seeded £9.99 that start-up writes into the course row.
  const OWNER = { GBP: 1234, EUR: 1499 };
  beforeAll(async () => {
    expect((await put({ courses: { [PREMIUM_COURSE_ID]: OWNER }, taxInclusive: true })).status).toBe(200);
  });

  /** What a page's loader gives for the premium course, for a visitor who wants `currency`. */
  const pageData = async (currency: Currency) => {
    const args = (path: string) =>
      ({ params: {}, request: new Request(`http://localhost${path}`), context: { services: t.services, user: null, currency } }) as never;
    const courses = (await coursesLoader(args('/courses'))) as { courses: Array<{ id: string; price: number; currency: string }> };
    const home = (await homeLoader(args('/'))) as unknown as { premium: { price: number; currency: string } };
    return { courses: courses.courses.find((course) => course.id === PREMIUM_COURSE_ID), home: home.premium };
  };

  it.each([
    ['a British visitor', 'en-GB,en;q=0.9', 'GBP', { price: OWNER.GBP, currency: 'GBP' }],
    ['a German visitor', 'de-DE,de;q=0.9', 'EUR', { price: OWNER.EUR, currency: 'EUR' }],
    // No dollar price: the whole page falls back to pounds, and so does everything else.
    ['an American visitor', 'en-US', 'USD', { price: OWNER.GBP, currency: 'GBP' }],
  ] as const)('%s is shown and charged one price everywhere', async (who, language, wanted, expected) => {
    const headers = { 'accept-language': language };
    const visitor = t.client();
    const one = await visitor.get(`/api/courses/${PREMIUM_COURSE_ID}`, { headers });
    expect(one.status, one.text).toBe(200);
    expect(one.body).toMatchObject(expected);
    expect(one.headers.get('vary')).toContain('Accept-Language');
    const list = await visitor.get('/api/courses', { headers });
    expect(list.body.find((course: { id: string }) => course.id === PREMIUM_COURSE_ID)).toMatchObject(expected);
    const prices = await visitor.get('/api/prices', { headers });
    expect(prices.body.courses[PREMIUM_COURSE_ID]).toMatchObject({ amount: expected.price, currency: expected.currency });
    const page = await pageData(wanted);
    expect(page.courses).toMatchObject(expected);
    expect(page.home).toMatchObject(expected);

    const buyer = t.client();
    const { user } = await buyer.signUp({ username: `agree${wanted.toLowerCase()}` });
    const { quote } = await buy(buyer, {}, headers);
    expect(quote).toMatchObject({ amount: expected.price, currency: expected.currency });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase).toMatchObject({ amount: expected.price, currency: expected.currency });
  });

  it('takes ?currency= on /api/courses as /api/prices does, and names the field when it is not sold in', async () => {
    const euros = await t.client().get(`/api/courses/${PREMIUM_COURSE_ID}?currency=EUR`);
    expect(euros.body).toMatchObject({ price: OWNER.EUR, currency: 'EUR' });
    const yen = await t.client().get('/api/courses?currency=JPY');
    expect(yen.status).toBe(400);
    expect(yen.body.field).toBe('currency');
  });

  it('answers the owner’s change on every process (two services on PostgreSQL), and the other one charges it', async () => {
    // Each service hears the database's changes as a process does (LISTEN, docs/decisions/024k); on PostgreSQL a
    // second service has its own pool, listener and cached answers, as a second process would.
    const others: Services[] = [];
    if (testDbKind() === 'postgres') {
      others.push(
        await createServices(t.services.config, {
          logger: silentLogger,
          startMailWorker: false,
          mailTransport: { kind: 'outbox', send: async () => ({ messageId: 'unsent' }), close: () => {} },
        }),
      );
    }
    const watchers = [t.services, ...others].map((s) => watchChanges({ database: s.database, changes: s.changes, logger: silentLogger }));
    try {
      const apps = [t.client(), ...others.map((s) => new TestClient(createApp(s), nextIp(), 'http://localhost'))];
      const price = async (client: TestClient) => (await client.get(`/api/courses/${PREMIUM_COURSE_ID}`)).body.price as number;
      // Every process has read (and kept) its answer before the change.
      for (const app of apps) expect(await price(app)).toBe(OWNER.GBP);
      expect((await put({ courses: { [PREMIUM_COURSE_ID]: { GBP: 1500, EUR: OWNER.EUR } } })).status).toBe(200);
      for (const app of apps) await expect.poll(() => price(app), { timeout: 5_000 }).toBe(1500);
      // The last process asked charges what it now shows.
      const buyer = apps.at(-1)!;
      await buyer.signUp({ username: 'afterchange' });
      const quote = await buyer.post('/api/create-payment-intent', { courseId: PREMIUM_COURSE_ID });
      expect(quote.body).toMatchObject({ amount: 1500, currency: 'GBP' });
      expect((await buyer.get('/api/prices')).body.courses[PREMIUM_COURSE_ID]).toMatchObject({ amount: 1500, currency: 'GBP' });
    } finally {
      await Promise.all(watchers.map((w) => w.stop()));
      for (const other of others) {
        await other.mailWorker.stop();
        await other.database.close();
      }
    }
  });
});
