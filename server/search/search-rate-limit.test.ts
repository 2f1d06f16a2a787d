import { describe, expect, it } from 'vitest';
import { createSearchRateLimiter, scaleSearchLimit } from './search-rate-limit.server';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('the search rate limiter', () => {
  it('allows a burst, then answers with the seconds until the next search, per address', () => {
    const limiter = createSearchRateLimiter({ burst: 3, perSecond: 0.5 });
    for (let i = 0; i < 3; i++) expect(limiter.hit('198.51.100.1', at(0))).toEqual({ allowed: true });
    expect(limiter.hit('198.51.100.1', at(0))).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.hit('198.51.100.2', at(0))).toEqual({ allowed: true });

    // Refused searches take nothing: after the wait one more is allowed, then the address waits again.
    expect(limiter.hit('198.51.100.1', at(1000))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('198.51.100.1', at(2000))).toEqual({ allowed: true });
    expect(limiter.hit('198.51.100.1', at(2000))).toMatchObject({ allowed: false });
    // A long pause refills the burst, never beyond it.
    for (let i = 0; i < 3; i++) expect(limiter.hit('198.51.100.1', at(3_600_000))).toEqual({ allowed: true });
    expect(limiter.hit('198.51.100.1', at(3_600_000))).toMatchObject({ allowed: false });
  });

  it('remembers a bounded number of addresses, forgetting first those whose budget is full again', () => {
    const limiter = createSearchRateLimiter({ burst: 2, perSecond: 1 }, 3);
    limiter.hit('busy', at(0));
    limiter.hit('busy', at(0));
    limiter.hit('idle-1', at(0));
    limiter.hit('idle-2', at(0));
    // Later the idle addresses are full again; a new one makes room by forgetting them, not "busy",
    // which has 1.5 searches left (a forgotten address would start again with 2).
    limiter.hit('newcomer', at(1500));
    expect(limiter.hit('busy', at(1500))).toEqual({ allowed: true });
    expect(limiter.hit('busy', at(1500))).toMatchObject({ allowed: false });
  });

  it('scales with AUTH_RATE_LIMIT_FACTOR like the other limits', () => {
    expect(scaleSearchLimit({ burst: 40, perSecond: 2 }, 100)).toEqual({ burst: 4000, perSecond: 200 });
  });
});
