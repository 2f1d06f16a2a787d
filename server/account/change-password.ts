import { and, eq, ne } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../auth/password';
import { sessionIdFromToken, type SessionUser } from '../auth/sessions';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { passwordChangedEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { checkAccountPassword } from './check-account-password';
import type { AuthLimits } from '../auth/limits';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface ChangePasswordOptions {
  db: Db;
  mailer: Mailer;
  limits: AuthLimits;
  ip: string;
  now: Date;
  user: SessionUser;
  /** The session making the request: the one that stays signed in. */
  sessionToken: string;
  /** Valid by changePasswordSchema (common/auth-schemas.ts). */
  currentPassword: string;
  newPassword: string;
}

/**
 * A new password, proven by the current one. Every other session ends (a thief's included); this one
 * stays. The owner is told by email, in case it was not them.
 */
export async function changePassword({
  db,
  mailer,
  limits,
  ip,
  now,
  user,
  sessionToken,
  currentPassword,
  newPassword,
}: ChangePasswordOptions): Promise<{ signedOutSessions: number }> {
  await checkAccountPassword({ db, limits, ip, now, user, password: currentPassword, field: 'currentPassword' });
  if (isCommonPassword(newPassword)) throw new DomainError('invalid', COMMON_PASSWORD_MESSAGE, { field: 'newPassword' });

  const passwordHash = await hashPassword(newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionIdFromToken(sessionToken))))
      .returning({ id: sessions.id });
    // A reset link sent before the change must not undo it.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await mailer.queue(
      tx,
      {
        kind: 'password-changed',
        to: user.email,
        userId: user.id,
        ...passwordChangedEmail(mailer.siteUrl, { username: user.username, at: now, how: 'changed' }),
      },
      now,
    );
    return gone.length;
  });
  return { signedOutSessions: ended };
}
