import type { SessionUser } from './sessions.server';

/** A sign-in, sign-up or reset that worked: who, and the new session for the cookie. */
export interface AuthSuccess {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** What the API and the pages may show of a user. */
export function publicUser(user: SessionUser) {
  return { id: user.id, username: user.username, email: user.email, hasPremiumAccess: user.hasPremiumAccess };
}
