import type { RateLimitRule } from '../auth/rate-limit';

/**
 * Sign-in options from one address: each keeps a challenge row for five minutes, so asking is limited
 * (failed sign-ins are limited like password failures, by the sign-in limits in server/auth/limits.ts).
 * Generous: the login page asks once on load (autofill) and once per click of the button.
 */
export function passkeyOptionsPerIp(factor: number): RateLimitRule {
  return { name: 'passkey-options-ip', limit: 60 * factor, windowMs: 15 * 60 * 1000 };
}

/** Enough for every device and password manager a person uses; a bound on the rows one account can add. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;

/** Removing a passkey without typing the password needs a session this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
