import type { FailureRule } from './failure-throttle';
import type { RateLimitRule } from './rate-limit';

export interface AccountSlowDownRule extends RateLimitRule {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Sign-in, sign-up, and the password checks of account settings (docs/decisions/003-sessions-and-passwords.md). */
export interface AuthLimits {
  /** Failed sign-ins from one address, whatever the accounts (spraying many accounts). */
  loginPerIp: FailureRule;
  /** Failed sign-ins on one account from one address (guessing one password). */
  loginPerAccountAndIp: FailureRule;
  /**
   * Failed sign-ins on one account from anywhere. Past `limit`, only addresses that have not failed on it
   * may try, and only one attempt at a time, from any address: each turn holds the next from
   * `firstDelayMs`, doubling to `maxDelayMs` (issue 26 §4; docs/decisions/024c-account-wide-slow-down.md).
   */
  loginPerAccount: AccountSlowDownRule;
  signupPerIp: RateLimitRule;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Generous for people behind one shared address, tight enough to make guessing passwords useless. */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE, free: 10, firstDelayMs: 1 * SECOND, maxDelayMs: 1 * MINUTE },
  loginPerAccountAndIp: {
    name: 'login-account-ip',
    limit: 10,
    windowMs: 15 * MINUTE,
    free: 3,
    firstDelayMs: 2 * SECOND,
    maxDelayMs: 1 * MINUTE,
  },
  loginPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE, firstDelayMs: 2 * SECOND, maxDelayMs: 1 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 10, windowMs: 60 * MINUTE },
};

/**
 * Forgot password: each request may send an email. One address asking for many emails, or for one email
 * over and over, is limited; the owner asking from elsewhere is not, up to a cap per email that keeps an
 * inbox from being flooded from many addresses.
 */
export interface PasswordResetLimits {
  perIp: RateLimitRule;
  perEmailAndIp: RateLimitRule;
  perEmail: RateLimitRule;
}

export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  perIp: { name: 'reset-ip', limit: 10, windowMs: 60 * MINUTE },
  perEmailAndIp: { name: 'reset-email-ip', limit: 3, windowMs: 60 * MINUTE },
  perEmail: { name: 'reset-email', limit: 10, windowMs: 60 * MINUTE },
};

const scaleRule = <Rule extends RateLimitRule>(rule: Rule, factor: number): Rule => ({ ...rule, limit: rule.limit * factor });
const scaleFailureRule = (rule: FailureRule, factor: number): FailureRule => ({
  ...rule,
  limit: rule.limit * factor,
  free: rule.free * factor,
});

export function scalePasswordResetLimits(limits: PasswordResetLimits, factor: number): PasswordResetLimits {
  if (factor === 1) return limits;
  return {
    perIp: scaleRule(limits.perIp, factor),
    perEmailAndIp: scaleRule(limits.perEmailAndIp, factor),
    perEmail: scaleRule(limits.perEmail, factor),
  };
}

/** AUTH_RATE_LIMIT_FACTOR: every limit, and the failures that are free of delay, times the factor. */
export function scaleAuthLimits(limits: AuthLimits, factor: number): AuthLimits {
  if (factor === 1) return limits;
  return {
    loginPerIp: scaleFailureRule(limits.loginPerIp, factor),
    loginPerAccountAndIp: scaleFailureRule(limits.loginPerAccountAndIp, factor),
    loginPerAccount: scaleRule(limits.loginPerAccount, factor),
    signupPerIp: scaleRule(limits.signupPerIp, factor),
  };
}
