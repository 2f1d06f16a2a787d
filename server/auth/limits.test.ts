import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS, DEFAULT_PASSWORD_RESET_LIMITS, scaleAuthLimits, scalePasswordResetLimits } from './limits';

const MINUTE = 60_000;

describe('DEFAULT_AUTH_LIMITS', () => {
  it('limits login per IP, login per account and signup per IP', () => {
    expect(Object.keys(DEFAULT_AUTH_LIMITS).sort()).toEqual(['loginPerAccount', 'loginPerIp', 'signupPerIp']);
  });

  it('uses a distinct bucket name per rule, so counters never mix', () => {
    const names = Object.values(DEFAULT_AUTH_LIMITS).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('makes guessing a password useless: at most 10 tries per account per 15 minutes', () => {
    const rule = DEFAULT_AUTH_LIMITS.loginPerAccount;
    expect(rule.limit).toBeGreaterThanOrEqual(3);
    expect(rule.limit).toBeLessThanOrEqual(10);
    expect(rule.windowMs).toBeGreaterThanOrEqual(15 * MINUTE);
    // At most ~1,000 guesses per account per day.
    expect((rule.limit * 24 * 60 * MINUTE) / rule.windowMs).toBeLessThanOrEqual(1_000);
  });

  it('lets people behind one shared address in, but stops a single address spraying accounts', () => {
    const rule = DEFAULT_AUTH_LIMITS.loginPerIp;
    expect(rule.limit).toBeGreaterThanOrEqual(DEFAULT_AUTH_LIMITS.loginPerAccount.limit);
    expect(rule.limit).toBeLessThanOrEqual(100);
    expect(rule.windowMs).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(rule.windowMs).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });

  it('limits sign-ups per IP to a handful an hour', () => {
    const rule = DEFAULT_AUTH_LIMITS.signupPerIp;
    expect(rule.limit).toBeGreaterThanOrEqual(3);
    expect(rule.limit).toBeLessThanOrEqual(20);
    expect(rule.windowMs).toBeGreaterThanOrEqual(60 * MINUTE);
  });
});

describe('scaleAuthLimits', () => {
  it('leaves the defaults untouched at factor 1', () => {
    expect(scaleAuthLimits(DEFAULT_AUTH_LIMITS, 1)).toBe(DEFAULT_AUTH_LIMITS);
  });

  it('multiplies every limit, keeping names and windows', () => {
    const scaled = scaleAuthLimits(DEFAULT_AUTH_LIMITS, 5);
    for (const key of ['loginPerIp', 'loginPerAccount', 'signupPerIp'] as const) {
      expect(scaled[key]).toEqual({ ...DEFAULT_AUTH_LIMITS[key], limit: DEFAULT_AUTH_LIMITS[key].limit * 5 });
    }
    expect(DEFAULT_AUTH_LIMITS.loginPerAccount.limit).toBe(10);
  });
});

describe('DEFAULT_PASSWORD_RESET_LIMITS', () => {
  it('lets a forgetful user ask a few times an hour, and stops anyone flooding an inbox or spraying addresses', () => {
    const { perEmail, perIp } = DEFAULT_PASSWORD_RESET_LIMITS;
    expect(perEmail.limit).toBeGreaterThanOrEqual(2);
    expect(perEmail.limit).toBeLessThanOrEqual(5);
    expect(perEmail.windowMs).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(perIp.limit).toBeLessThanOrEqual(20);
    expect(perIp.windowMs).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(new Set([perEmail.name, perIp.name, ...Object.values(DEFAULT_AUTH_LIMITS).map((r) => r.name)]).size).toBe(5);
  });

  it('scales with AUTH_RATE_LIMIT_FACTOR like the other limits', () => {
    expect(scalePasswordResetLimits(DEFAULT_PASSWORD_RESET_LIMITS, 1)).toBe(DEFAULT_PASSWORD_RESET_LIMITS);
    const scaled = scalePasswordResetLimits(DEFAULT_PASSWORD_RESET_LIMITS, 100);
    expect(scaled.perEmail).toEqual({ ...DEFAULT_PASSWORD_RESET_LIMITS.perEmail, limit: DEFAULT_PASSWORD_RESET_LIMITS.perEmail.limit * 100 });
    expect(scaled.perIp.limit).toBe(DEFAULT_PASSWORD_RESET_LIMITS.perIp.limit * 100);
  });
});
