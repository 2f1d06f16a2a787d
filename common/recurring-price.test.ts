import { describe, expect, it } from 'vitest';
import { describeEveryCurrency, describeOfferPrice, recurringTerms, shownOfferPrice } from './recurring-price';

// Issue 44: the one wording of an offer's price, used by the sales page, /courses, GET /api/offers and the owner's pages.

const monthAndYear = [
  { currency: 'GBP', interval: 'month', amount: 1900 },
  { currency: 'GBP', interval: 'year', amount: 19000 },
  { currency: 'USD', interval: 'month', amount: 2400 },
];

describe('an offer price in words', () => {
  it('says a subscription’s periods and its trial', () => {
    const price = shownOfferPrice({ priceType: 'subscription', trialDays: 7 }, monthAndYear, 'GBP')!;
    expect(describeOfferPrice(price)).toBe('£19.00 / month or £190.00 / year · 7-day free trial');
    expect(describeOfferPrice(shownOfferPrice({ priceType: 'subscription' }, monthAndYear, 'USD')!)).toBe('US$24.00 / month');
    // No euro price: pounds, both periods.
    expect(describeOfferPrice(shownOfferPrice({ priceType: 'subscription', trialDays: null }, monthAndYear, 'EUR')!)).toBe(
      '£19.00 / month or £190.00 / year',
    );
  });

  it('says a payment plan’s instalments and total', () => {
    const price = shownOfferPrice(
      { priceType: 'payment_plan', instalments: 3 },
      [{ currency: 'GBP', interval: 'month', amount: 4000 }],
      'GBP',
    )!;
    expect(describeOfferPrice(price)).toBe('3 monthly payments of £40.00 (£120.00 in all)');
  });

  it('keeps free and one-time prices as they were, and has nothing to sell without a price', () => {
    expect(describeOfferPrice(shownOfferPrice({ priceType: 'free' }, [], 'GBP')!)).toBe('Free');
    expect(
      describeOfferPrice(shownOfferPrice({ priceType: 'one_time' }, [{ currency: 'GBP', interval: 'once', amount: 999 }], 'USD')!),
    ).toBe('£9.99');
    expect(shownOfferPrice({ priceType: 'one_time' }, [], 'GBP')).toBeUndefined();
    expect(shownOfferPrice({ priceType: 'subscription' }, [], 'GBP')).toBeUndefined();
    // A one-time offer never shows a recurring row, nor a subscription a one-time one.
    expect(shownOfferPrice({ priceType: 'one_time' }, monthAndYear, 'GBP')).toBeUndefined();
    expect(
      shownOfferPrice({ priceType: 'payment_plan', instalments: 3 }, [{ currency: 'GBP', interval: 'once', amount: 1 }], 'GBP'),
    ).toBeUndefined();
  });

  it('gives the owner every currency', () => {
    expect(describeEveryCurrency({ priceType: 'subscription', trialDays: 7 }, monthAndYear)).toBe(
      '£19.00 / month or £190.00 / year · 7-day free trial, US$24.00 / month · 7-day free trial',
    );
    expect(describeEveryCurrency({ priceType: 'free' }, [])).toBe('Free');
  });

  it('states a recurring offer’s terms: the trial, renewal until cancelled, cancelling any time, the first payment’s guarantee', () => {
    const terms = recurringTerms(shownOfferPrice({ priceType: 'subscription', trialDays: 7 }, monthAndYear, 'GBP')!).join(' ');
    expect(terms).toContain('nothing is charged until the trial ends, 7 days after you subscribe');
    expect(terms).toContain('renews each month or each year at the same price until you cancel');
    expect(terms).toContain('cancel any time from your account');
    expect(terms).toContain('covers your first payment only');
    const plan = recurringTerms(
      shownOfferPrice({ priceType: 'payment_plan', instalments: 3 }, [{ currency: 'GBP', interval: 'month', amount: 4000 }], 'GBP')!,
    ).join(' ');
    expect(plan).toContain('access for life once all 3 payments are made');
    expect(plan).toContain('£120.00 in all');
    expect(plan).toContain('covers your first payment only');
    expect(recurringTerms({ type: 'one_time', amount: 100, currency: 'GBP' })).toEqual([]);
  });
});
