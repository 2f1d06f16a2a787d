import type { RateLimitRule } from './rate-limit';

export interface AuthLimits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  signupPerIp: RateLimitRule;
}

const MINUTE = 60_000;

/** Generous for people behind one shared address, tight enough to make guessing passwords useless. */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 10, windowMs: 60 * MINUTE },
};

export function scaleAuthLimits(limits: AuthLimits, factor: number): AuthLimits {
  if (factor === 1) return limits;
  const scale = (rule: RateLimitRule) => ({ ...rule, limit: rule.limit * factor });
  return { loginPerIp: scale(limits.loginPerIp), loginPerAccount: scale(limits.loginPerAccount), signupPerIp: scale(limits.signupPerIp) };
}
