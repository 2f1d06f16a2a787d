import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { tryPassword } from '../auth/password-attempt';
import { users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/** How recent a sign-in must be for a refund or a send to every subscriber to go ahead without the password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm: you signed in more than 10 minutes ago.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right.';

/**
 * Issue 13: a refund, or a newsletter sent to every subscriber, asks the owner to prove it is still them:
 * their password again, or a session begun within the last 10 minutes. A session's created_at is when its
 * password (or reset link) was last proven: sessions are only made by sign-in, sign-up and password reset,
 * and never rotated in place (server/auth/sessions.ts). A wrong password counts against the sign-in
 * limits like a failed sign-in, so a stolen session cannot be used to guess it.
 */
export async function confirmRecentAuth({
  db,
  user,
  password,
  limits,
  ip,
  now,
}: {
  db: Db;
  user: Pick<SessionUser, 'id' | 'email' | 'signedInAt'>;
  /** What the owner typed, if anything. */
  password: string | undefined;
  limits: AuthLimits;
  ip: string;
  now: Date;
}): Promise<{ by: 'password' | 'recent-sign-in' }> {
  if (!password) {
    if (now.getTime() - user.signedInAt.getTime() <= RECENT_SIGN_IN_MS) return { by: 'recent-sign-in' };
    throw new DomainError('invalid', PASSWORD_REQUIRED_MESSAGE, { field: 'password' });
  }
  const attempt = await tryPassword(db, limits, { email: user.email.toLowerCase(), ip }, now, async () => {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    return row ? verifyPassword(row.passwordHash, password) : false;
  });
  if (attempt.outcome === 'throttled') {
    throw new DomainError('rate_limited', 'Too many attempts. Please try again later.', {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
  if (attempt.outcome === 'wrong') throw new DomainError('invalid', WRONG_PASSWORD_MESSAGE, { field: 'password' });
  return { by: 'password' };
}
