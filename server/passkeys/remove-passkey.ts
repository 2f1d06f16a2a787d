import { and, eq } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { confirmRecentSignIn } from './confirm-recent-sign-in';
import { NO_SUCH_PASSKEY } from './rename-passkey';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export const PASSWORD_NEEDED_TO_REMOVE = 'Enter your password to remove a passkey (you signed in more than 10 minutes ago).';

/**
 * Removes one of the account's passkeys. Someone who finds a signed-in browser must not be able to
 * take the owner's passkeys away quietly: it takes the password, or a session that signed in within the
 * last 10 minutes. The password is checked as a sign-in attempt, under the same limits.
 */
export async function removePasskey({
  db,
  limits,
  ip,
  now,
  user,
  sessionId,
  passkeyId,
  password,
}: {
  db: Db;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: Pick<SessionUser, 'id' | 'email'>;
  sessionId: string;
  passkeyId: string;
  password: string | undefined;
}): Promise<void> {
  const owned = and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id));
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(owned).limit(1);
  if (!passkey) throw new DomainError('not_found', NO_SUCH_PASSKEY);

  await confirmRecentSignIn({ db, limits, ip, now, user, sessionId, password, passwordNeeded: PASSWORD_NEEDED_TO_REMOVE });
  await db.delete(passkeys).where(owned);
}
