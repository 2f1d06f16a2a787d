import { describe, expect, it } from 'vitest';
import { computeBalance } from './coaching-balance';

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000);
const source = (count: number, from: number, until: number) => ({ count, from: day(from), until: day(until) });

describe('the coaching balance', () => {
  it('one session per purchase, bookable until its window ends', () => {
    expect(computeBalance({ entitlements: [source(1, 0, 90)], used: [], now: day(10) })).toEqual({
      available: 1,
      bookBy: day(90).toISOString(),
    });
    expect(computeBalance({ entitlements: [source(1, 0, 90)], used: [], now: day(90) })).toEqual({ available: 0, bookBy: null });
  });

  it('a session booked uses the source running out first; one cancelled (not counted) gives it back', () => {
    const entitlements = [source(1, 0, 90), source(2, 20, 110)];
    expect(computeBalance({ entitlements, used: [day(30)], now: day(31) })).toEqual({ available: 2, bookBy: day(110).toISOString() });
    expect(computeBalance({ entitlements, used: [day(30), day(31), day(32)], now: day(33) }).available).toBe(0);
    // After the first source ran out, a session booked before it still counts against it.
    expect(computeBalance({ entitlements, used: [day(5)], now: day(95) }).available).toBe(2);
  });

  it('never goes below zero', () => {
    expect(computeBalance({ entitlements: [source(1, 0, 90)], used: [day(1), day(2)], now: day(3) }).available).toBe(0);
  });
});
