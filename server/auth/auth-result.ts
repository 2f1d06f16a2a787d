import type { SignedInUser } from './sessions';

/** A sign-in, sign-up or reset that worked: who, and the new session for the cookie. */
export interface AuthSuccess {
  user: SignedInUser;
  token: string;
  expiresAt: Date;
}

/** What the API and the pages may show of a user. */
export function publicUser(user: SignedInUser) {
  return { id: user.id, username: user.username, email: user.email, hasPremiumAccess: user.hasPremiumAccess };
}
