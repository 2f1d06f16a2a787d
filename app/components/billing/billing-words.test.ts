import { describe, expect, it } from 'vitest';
import { paymentPlanStatusLine, subscriptionStatusLine } from './billing-words';

const base = {
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2027-01-03T10:00:00.000Z',
  trialEndsAt: null,
  scheduledInterval: null,
  interval: 'month' as const,
  amount: 1900,
  currency: 'GBP',
  nextCharge: { at: '2027-01-03T10:00:00.000Z', amount: 1900, currency: 'GBP' },
};

describe("the billing page's status in words", () => {
  it('says when a subscription renews and for how much, or until when a cancelled one lasts', () => {
    expect(subscriptionStatusLine(base)).toBe('Renews on 3 Jan 2027 — £19.00');
    expect(subscriptionStatusLine({ ...base, cancelAtPeriodEnd: true, nextCharge: null })).toBe('Cancelled — access until 3 Jan 2027');
    expect(subscriptionStatusLine({ ...base, interval: 'year', scheduledInterval: 'month' })).toBe(
      'Renews on 3 Jan 2027 — £19.00, then monthly',
    );
  });

  it('tells a learner whose payment failed when it is tried again and what to do; a paused one how to resume', () => {
    const retry = { at: '2026-12-04T10:00:00.000Z', amount: 2280, currency: 'GBP' };
    expect(subscriptionStatusLine({ ...base, status: 'past_due', nextCharge: retry })).toBe(
      'Payment failed — we will try again on 4 Dec 2026; update your card',
    );
    expect(subscriptionStatusLine({ ...base, status: 'paused', nextCharge: null })).toBe('Paused — update your card to resume');
  });

  it("counts a payment plan's instalments", () => {
    expect(
      paymentPlanStatusLine({
        status: 'active',
        instalments: 3,
        paid: 2,
        nextCharge: { at: '2027-02-03T00:00:00Z', amount: 5000, currency: 'GBP' },
      }),
    ).toBe('2 of 3 paid — next £50.00 on 3 Feb 2027');
    expect(paymentPlanStatusLine({ status: 'completed', instalments: 3, paid: 3, nextCharge: null })).toBe('3 of 3 paid — yours for life');
  });
});
