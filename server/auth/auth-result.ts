import type { SignedInUser } from './sessions.server';

export type AuthFailure = {
  ok: false;
  status: 400 | 401 | 409 | 429;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
};

export type AuthSuccess = { ok: true; user: SignedInUser; token: string; expiresAt: Date };

export type AuthResult = AuthSuccess | AuthFailure;

export function tooManyAttempts(retryAfterSeconds: number): AuthFailure {
  // A delay after a few failures is seconds; a blocked address or account waits minutes.
  const [amount, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return {
    ok: false,
    status: 429,
    retryAfterSeconds,
    message: `Too many attempts. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`,
  };
}

/** What the API and the pages may show of a user. */
export function publicUser(user: SignedInUser) {
  return { id: user.id, username: user.username, email: user.email, hasPremiumAccess: user.hasPremiumAccess };
}
