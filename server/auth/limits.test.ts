import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './failure-throttle';
import { DEFAULT_AUTH_LIMITS, DEFAULT_PASSWORD_RESET_LIMITS, scaleAuthLimits, scalePasswordResetLimits } from './limits';

const MINUTE = 60_000;

describe('DEFAULT_AUTH_LIMITS', () => {
  it('limits failed sign-ins per address, per account from one address and per account, and sign-ups per address', () => {
    expect(Object.keys(DEFAULT_AUTH_LIMITS).sort()).toEqual(['loginPerAccount', 'loginPerAccountAndIp', 'loginPerIp', 'signupPerIp']);
  });

  it('uses a distinct bucket name per rule, so counters never mix', () => {
    const names = [...Object.values(DEFAULT_AUTH_LIMITS), ...Object.values(DEFAULT_PASSWORD_RESET_LIMITS)].map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('makes guessing one password from one address useless: a few free tries, then waits, at most 10 per 15 minutes', () => {
    const rule = DEFAULT_AUTH_LIMITS.loginPerAccountAndIp;
    expect(rule.free).toBeGreaterThanOrEqual(3);
    expect(rule.limit).toBeLessThanOrEqual(10);
    expect(rule.windowMs).toBeGreaterThanOrEqual(15 * MINUTE);
    // At most ~1,000 guesses per account and address per day.
    expect((rule.limit * 24 * 60 * MINUTE) / rule.windowMs).toBeLessThanOrEqual(1_000);
  });

  it('lets people behind one shared address fail a few times, but stops a single address spraying accounts', () => {
    const rule = DEFAULT_AUTH_LIMITS.loginPerIp;
    expect(rule.free).toBeGreaterThanOrEqual(DEFAULT_AUTH_LIMITS.loginPerAccountAndIp.free);
    expect(rule.limit).toBeGreaterThanOrEqual(DEFAULT_AUTH_LIMITS.loginPerAccountAndIp.limit);
    expect(rule.limit).toBeLessThanOrEqual(100);
    expect(rule.windowMs).toBeGreaterThanOrEqual(15 * MINUTE);
  });

  it('notices an account guessed from many addresses within the same window', () => {
    const rule = DEFAULT_AUTH_LIMITS.loginPerAccount;
    expect(rule.limit).toBeLessThanOrEqual(10);
    expect(rule.windowMs).toBeGreaterThanOrEqual(15 * MINUTE);
  });

  it('limits sign-ups per IP to a handful an hour', () => {
    const rule = DEFAULT_AUTH_LIMITS.signupPerIp;
    expect(rule.limit).toBeGreaterThanOrEqual(3);
    expect(rule.limit).toBeLessThanOrEqual(20);
    expect(rule.windowMs).toBeGreaterThanOrEqual(60 * MINUTE);
  });
});

describe('failureDelayMs', () => {
  const rule = { name: 'x', limit: 10, windowMs: 15 * MINUTE, free: 3, firstDelayMs: 1000, maxDelayMs: 5000 };

  it('costs nothing for the free failures, then doubles, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => failureDelayMs(rule, n))).toEqual([0, 0, 0, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe('scaleAuthLimits', () => {
  it('leaves the defaults untouched at factor 1', () => {
    expect(scaleAuthLimits(DEFAULT_AUTH_LIMITS, 1)).toBe(DEFAULT_AUTH_LIMITS);
  });

  it('multiplies every limit and the free failures, keeping names, windows and delays', () => {
    const scaled = scaleAuthLimits(DEFAULT_AUTH_LIMITS, 5);
    for (const key of ['loginPerIp', 'loginPerAccountAndIp'] as const) {
      expect(scaled[key]).toEqual({
        ...DEFAULT_AUTH_LIMITS[key],
        limit: DEFAULT_AUTH_LIMITS[key].limit * 5,
        free: DEFAULT_AUTH_LIMITS[key].free * 5,
      });
    }
    for (const key of ['loginPerAccount', 'signupPerIp'] as const) {
      expect(scaled[key]).toEqual({ ...DEFAULT_AUTH_LIMITS[key], limit: DEFAULT_AUTH_LIMITS[key].limit * 5 });
    }
    expect(DEFAULT_AUTH_LIMITS.loginPerAccount.limit).toBe(10);
  });
});

describe('DEFAULT_PASSWORD_RESET_LIMITS', () => {
  it('stops one address asking for an email again and again, lets the owner ask from elsewhere, and caps each inbox', () => {
    const { perEmail, perEmailAndIp, perIp } = DEFAULT_PASSWORD_RESET_LIMITS;
    expect(perEmailAndIp.limit).toBeGreaterThanOrEqual(2);
    expect(perEmailAndIp.limit).toBeLessThanOrEqual(5);
    // Blocking the owner takes several addresses, and the inbox still gets at most a handful an hour.
    expect(perEmail.limit).toBeGreaterThanOrEqual(3 * perEmailAndIp.limit);
    expect(perEmail.limit).toBeLessThanOrEqual(12);
    for (const rule of [perEmail, perEmailAndIp, perIp]) expect(rule.windowMs).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(perIp.limit).toBeLessThanOrEqual(20);
  });

  it('scales with AUTH_RATE_LIMIT_FACTOR like the other limits', () => {
    expect(scalePasswordResetLimits(DEFAULT_PASSWORD_RESET_LIMITS, 1)).toBe(DEFAULT_PASSWORD_RESET_LIMITS);
    const scaled = scalePasswordResetLimits(DEFAULT_PASSWORD_RESET_LIMITS, 100);
    for (const key of ['perEmail', 'perEmailAndIp', 'perIp'] as const) {
      expect(scaled[key]).toEqual({ ...DEFAULT_PASSWORD_RESET_LIMITS[key], limit: DEFAULT_PASSWORD_RESET_LIMITS[key].limit * 100 });
    }
  });
});
