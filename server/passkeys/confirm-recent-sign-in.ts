import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { tryPassword } from '../auth/password-attempt';
import { tooManyAttempts } from '../auth/too-many-attempts';
import { sessions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { RECENT_SIGN_IN_MS } from './passkey-limits';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

/**
 * Adding or removing a passkey changes who can sign in, so someone holding a stolen or forgotten
 * signed-in browser must not do it quietly: it takes a session that signed in within the last 10
 * minutes, or the password, checked as a sign-in attempt under the same limits.
 */
export async function confirmRecentSignIn({
  db,
  limits,
  ip,
  now,
  user,
  sessionId,
  password,
  passwordNeeded,
}: {
  db: Db;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: Pick<SessionUser, 'id' | 'email'>;
  sessionId: string;
  password: string | undefined;
  /** What to answer when the sign-in is older and no password was given. */
  passwordNeeded: string;
}): Promise<void> {
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (session !== undefined && now.getTime() - session.createdAt.getTime() <= RECENT_SIGN_IN_MS) return;
  if (!password) throw new DomainError('invalid', passwordNeeded, { field: 'password' });
  const attempt = await tryPassword(db, limits, { email: user.email, ip }, now, async () => {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    return row ? verifyPassword(row.passwordHash, password) : false;
  });
  if (attempt.outcome === 'throttled') throw tooManyAttempts(attempt.retryAfterSeconds);
  if (attempt.outcome === 'wrong') throw new DomainError('invalid', 'Password is incorrect', { field: 'password' });
}
