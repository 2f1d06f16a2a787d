import { describe, expect, it } from 'vitest';
import { prorateMonthToYear } from './prorate-interval-switch';

const at = (iso: string) => new Date(iso);

describe('prorateMonthToYear (Stripe-style proration of a switch from monthly to yearly)', () => {
  it('credits the unused half of a 30-day month against the year: £190.00 − £9.50 = £180.50', () => {
    expect(
      prorateMonthToYear({
        monthAmount: 1900,
        yearAmount: 19000,
        periodStart: at('2027-01-01T00:00:00Z'),
        periodEnd: at('2027-01-31T00:00:00Z'),
        now: at('2027-01-16T00:00:00Z'),
      }),
    ).toEqual({ unused: 950, due: 18050 });
  });

  it('counts to the second and rounds the credit to the penny: 10 of 31 days left of £19.00 is £6.13', () => {
    // 1900 × 10/31 = 612.90… → 613
    expect(
      prorateMonthToYear({
        monthAmount: 1900,
        yearAmount: 19000,
        periodStart: at('2027-01-01T00:00:00Z'),
        periodEnd: at('2027-02-01T00:00:00Z'),
        now: at('2027-01-22T00:00:00Z'),
      }),
    ).toEqual({ unused: 613, due: 18387 });
  });

  it('credits the whole month when switching at its start, and nothing once it is over', () => {
    const period = { monthAmount: 1900, yearAmount: 19000, periodStart: at('2027-03-01T00:00:00Z'), periodEnd: at('2027-04-01T00:00:00Z') };
    expect(prorateMonthToYear({ ...period, now: at('2027-03-01T00:00:00Z') })).toEqual({ unused: 1900, due: 17100 });
    expect(prorateMonthToYear({ ...period, now: at('2027-04-02T00:00:00Z') })).toEqual({ unused: 0, due: 19000 });
  });

  it('never charges less than nothing', () => {
    expect(
      prorateMonthToYear({
        monthAmount: 5000,
        yearAmount: 3000,
        periodStart: at('2027-01-01T00:00:00Z'),
        periodEnd: at('2027-01-31T00:00:00Z'),
        now: at('2027-01-01T00:00:00Z'),
      }).due,
    ).toBe(0);
  });
});
