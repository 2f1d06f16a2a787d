import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { offerPrices, offers } from '../db/schema';
import { listOffers } from './list-offers';
import type { Currency } from '../../common/currencies';

// Issue 44, the owner's side of recurring offers: POST/PATCH /api/admin/offers take a subscription (a price per
// currency for a month and/or a year, optional trial days) or a payment plan (2-12 monthly instalments), and
// GET /api/offers shows visitors the recurring price (docs/decisions/034b-owner-recurring-offers.md).

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(t, { owner: true });
});
afterAll(() => t?.close());

const create = (body: unknown) => owner.client.request('/api/admin/offers', { method: 'POST', json: body });
const patch = (id: string, body: unknown) => owner.client.request(`/api/admin/offers/${id}`, { method: 'PATCH', json: body });
const offer = (slug: string, price: unknown) => ({
  title: `Offer ${slug}`,
  slug,
  status: 'published',
  price,
  grants: [{ type: 'member_area' }],
});
const membership = { type: 'subscription', amounts: { month: { GBP: 1900, USD: 2400 }, year: { GBP: 19000 } }, trialDays: 7 };
const plan = { type: 'payment_plan', instalments: 3, amounts: { GBP: 4000, EUR: 4500 } };
const priceRows = async (offerId: string) =>
  (await t.db.select().from(offerPrices).where(eq(offerPrices.offerId, offerId)))
    .map((row) => [row.currency, row.interval, row.amount])
    .sort((a, b) => String(a).localeCompare(String(b)));
/**
 * GET /api/offers's entry for the offer (pounds: the page currency of a site whose courses are priced in pounds).
 * Asked once: the answer is kept for a while (public, max-age=60), so later reads use the list's function.
 */
const listed = async (id: string) => {
  const res = await t.client().get('/api/offers');
  expect(res.status).toBe(200);
  return (res.body as { id: string; price: unknown }[]).find((o) => o.id === id);
};
/** The offer as a page in `currency` lists it. */
const listedIn = async (id: string, currency: Currency) => (await listOffers({ db: t.db, currency })).find((o) => o.id === id);

describe('recurring offers, the owner’s API', () => {
  it('creates a subscription sold by the month and the year with a trial; the owner and visitors read it back', async () => {
    const created = await create(offer('membership', membership));
    expect(created.status, created.text).toBe(201);
    expect(await priceRows('membership')).toEqual([
      ['GBP', 'month', 1900],
      ['GBP', 'year', 19000],
      ['USD', 'month', 2400],
    ]);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, 'membership'));
    expect(row).toMatchObject({ priceType: 'subscription', trialDays: 7, instalments: null });

    const read = await owner.client.get('/api/admin/offers/membership');
    expect(read.body.price).toEqual(membership);

    // A visitor paying in pounds is offered both periods; one paying in dollars the periods priced in dollars.
    expect((await listed('membership'))?.price).toEqual({
      type: 'subscription',
      currency: 'GBP',
      amounts: { month: 1900, year: 19000 },
      trialDays: 7,
    });
    expect((await listedIn('membership', 'USD'))?.price).toEqual({
      type: 'subscription',
      currency: 'USD',
      amounts: { month: 2400 },
      trialDays: 7,
    });
    // No euro price: pounds, as a one-time offer falls back.
    expect((await listedIn('membership', 'EUR'))?.price).toMatchObject({ currency: 'GBP', amounts: { month: 1900, year: 19000 } });
  });

  it('creates a payment plan of monthly instalments; visitors see each payment and the total', async () => {
    const created = await create(offer('three-payments', plan));
    expect(created.status, created.text).toBe(201);
    expect(await priceRows('three-payments')).toEqual([
      ['EUR', 'month', 4500],
      ['GBP', 'month', 4000],
    ]);
    expect((await owner.client.get('/api/admin/offers/three-payments')).body.price).toEqual(plan);
    expect((await listedIn('three-payments', 'GBP'))?.price).toEqual({
      type: 'payment_plan',
      currency: 'GBP',
      amount: 4000,
      instalments: 3,
      total: 12000,
    });
    expect((await listedIn('three-payments', 'EUR'))?.price).toEqual({
      type: 'payment_plan',
      currency: 'EUR',
      amount: 4500,
      instalments: 3,
      total: 13500,
    });
  });

  it('a subscription without a trial, sold by the year only; changing its type clears the trial and the instalments', async () => {
    const yearly = { type: 'subscription', amounts: { year: { GBP: 9900 } } };
    expect((await create(offer('yearly-club', yearly))).status).toBe(201);
    expect((await listedIn('yearly-club', 'GBP'))?.price).toEqual({ type: 'subscription', currency: 'GBP', amounts: { year: 9900 } });

    expect((await patch('yearly-club', { price: plan })).status).toBe(200);
    let [row] = await t.db.select().from(offers).where(eq(offers.id, 'yearly-club'));
    expect(row).toMatchObject({ priceType: 'payment_plan', trialDays: null, instalments: 3 });
    expect((await patch('yearly-club', { price: membership })).status).toBe(200);
    [row] = await t.db.select().from(offers).where(eq(offers.id, 'yearly-club'));
    expect(row).toMatchObject({ priceType: 'subscription', trialDays: 7, instalments: null });
    expect((await patch('yearly-club', { price: { type: 'one_time', amounts: { GBP: 5000 } } })).status).toBe(200);
    [row] = await t.db.select().from(offers).where(eq(offers.id, 'yearly-club'));
    expect(row).toMatchObject({ priceType: 'one_time', trialDays: null, instalments: null });
    expect(await priceRows('yearly-club')).toEqual([['GBP', 'once', 5000]]);
    // A one-time offer's JSON for visitors is what it was before recurring prices.
    expect((await listedIn('yearly-club', 'GBP'))?.price).toEqual({ type: 'one_time', amount: 5000, currency: 'GBP' });
  });

  it('refuses bad recurring prices with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'subscription', amounts: {} }, 'price.amounts'],
      [{ type: 'subscription' }, 'price.amounts'],
      [{ type: 'subscription', amounts: { month: { USD: 900 } } }, 'price.amounts.month.GBP'],
      [{ type: 'subscription', amounts: { year: { GBP: 0 } } }, 'price.amounts.year.GBP'],
      [{ type: 'subscription', amounts: { week: { GBP: 100 } } }, 'price.amounts'],
      [{ ...membership, trialDays: 0 }, 'price.trialDays'],
      [{ ...membership, trialDays: 366 }, 'price.trialDays'],
      [{ ...membership, trialDays: 1.5 }, 'price.trialDays'],
      [{ ...plan, instalments: 1 }, 'price.instalments'],
      [{ ...plan, instalments: 13 }, 'price.instalments'],
      [{ type: 'payment_plan', amounts: { GBP: 4000 } }, 'price.instalments'],
      [{ ...plan, amounts: { EUR: 4000 } }, 'price.amounts.GBP'],
      [{ ...plan, trialDays: 7 }, 'price'],
      [{ type: 'one_time', amounts: { GBP: 100 }, trialDays: 7 }, 'price'],
    ];
    for (const [price, field] of cases) {
      const res = await create(offer('bad-recurring', price));
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.field, `${JSON.stringify(price)}: ${res.text}`).toBe(field);
      expect(res.body.message).toContain(field);
    }
    const bad = await patch('membership', { price: { ...plan, instalments: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('price.instalments');
  });
});
