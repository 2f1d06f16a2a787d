import { describe, expect, it } from 'vitest';
import { offerJsonLd } from './structured-data';

// Issue 44: a recurring offer's schema.org Offer carries a UnitPriceSpecification per period (UN/CEFACT MON, ANN);
// a payment plan's bills its monthly instalment for `instalments` months. One-time and free offers are unchanged.

const ORIGIN = 'https://academy.example';

describe('an offer’s structured data', () => {
  it('a subscription: one Offer per period sold, each priced per month or per year', () => {
    const json = offerJsonLd(
      {
        title: 'The club',
        description: '',
        price: { type: 'subscription', currency: 'GBP', amounts: { month: 1900, year: 19000 }, trialDays: 7 },
      },
      ORIGIN,
      '/offer/club',
      'GBP',
    );
    expect(json.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '19.00',
        priceCurrency: 'GBP',
        priceSpecification: expect.objectContaining({ '@type': 'UnitPriceSpecification', price: '19.00', unitCode: 'MON' }),
      }),
      expect.objectContaining({
        price: '190.00',
        priceSpecification: expect.objectContaining({ price: '190.00', priceCurrency: 'GBP', unitCode: 'ANN' }),
      }),
    ]);
  });

  it('a payment plan: its instalment per month, billed for its number of months', () => {
    const json = offerJsonLd(
      { title: 'Plan', description: '', price: { type: 'payment_plan', currency: 'EUR', amount: 4500, instalments: 3, total: 13500 } },
      ORIGIN,
      '/offer/plan',
      'EUR',
    );
    expect(json.offers).toMatchObject({
      price: '45.00',
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '45.00', unitCode: 'MON', billingDuration: 3 },
    });
  });

  it('one-time and free offers keep their single Offer', () => {
    const paid = offerJsonLd(
      { title: 'P', description: '', price: { type: 'one_time', amount: 999, currency: 'GBP' } },
      ORIGIN,
      '/offer/p',
      'USD',
    );
    expect(paid.offers).toMatchObject({ '@type': 'Offer', price: '9.99', priceCurrency: 'GBP', url: `${ORIGIN}/offer/p` });
    expect(paid.offers).not.toHaveProperty('priceSpecification');
    const free = offerJsonLd({ title: 'F', description: '', price: { type: 'free' } }, ORIGIN, '/offer/f', 'USD');
    expect(free.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });
});
