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

/** Forgot password: each request may send an email, so both the asker and the inbox are protected. */
export interface PasswordResetLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  perIp: { name: 'reset-ip', limit: 10, windowMs: 60 * MINUTE },
  perEmail: { name: 'reset-email', limit: 3, windowMs: 60 * MINUTE },
};

export function scalePasswordResetLimits(limits: PasswordResetLimits, factor: number): PasswordResetLimits {
  if (factor === 1) return limits;
  return { perIp: { ...limits.perIp, limit: limits.perIp.limit * factor }, perEmail: { ...limits.perEmail, limit: limits.perEmail.limit * factor } };
}

export function scaleAuthLimits(limits: AuthLimits, factor: number): AuthLimits {
  if (factor === 1) return limits;
  const scale = (rule: RateLimitRule) => ({ ...rule, limit: rule.limit * factor });
  return { loginPerIp: scale(limits.loginPerIp), loginPerAccount: scale(limits.loginPerAccount), signupPerIp: scale(limits.signupPerIp) };
}
