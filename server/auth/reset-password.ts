import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { RESET_TOKEN_MESSAGES, type ResetTokenState } from '../../common/password-reset';
import { passkeys, passwordResetTokens, sessions, users } from '../db/schema';
import { passwordChangedEmail } from '../email/messages';
import { memberAreaSql } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { checkResetToken } from './check-reset-token';
import { hashToken } from './hash-token';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password';
import { createSession, deleteSession } from './sessions';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { AuthSuccess } from './auth-result';

/** A reset link that no longer works, and why: the page explains each case (common/password-reset.ts). */
export class ResetLinkError extends DomainError {
  constructor(readonly tokenState: Exclude<ResetTokenState, 'valid'>) {
    super('invalid', RESET_TOKEN_MESSAGES[tokenState], { field: 'token' });
  }
}

export interface ResetPasswordOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** The session cookie the request arrived with, if any: replaced by the new one. */
  previousToken?: string;
  /** From the emailed link; anything not shaped like one is an unknown link. */
  token: string;
  /** Valid by the password rules of resetPasswordSchema (common/auth-schemas.ts). */
  password: string;
}

/**
 * Sets a new password from an emailed link. The token is claimed with one conditional update, so two
 * submissions of the same link cannot both succeed. Every session of the user ends (whoever asked for
 * the reset may not be the only one holding a session) and a new one starts for this browser.
 */
export async function resetPassword({ db, mailer, now, previousToken, token, password }: ResetPasswordOptions): Promise<AuthSuccess> {
  if (isCommonPassword(password)) throw new DomainError('invalid', COMMON_PASSWORD_MESSAGE, { field: 'password' });

  const state = await checkResetToken({ db, token, now });
  if (state !== 'valid') throw new ResetLinkError(state);

  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    // Issue 26 §3: a passkey added since the password was last used to sign in may be a thief's, added
    // with a stolen session; the reset takes it away with the sessions. Read before the update moves the mark.
    const [before] = await tx.select({ passwordSignedInAt: users.passwordSignedInAt }).from(users).where(eq(users.id, claimed.userId));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordSignedInAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt });
    if (!user || !before) return null;
    const accountPasskeys = await tx
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id))
      .orderBy(asc(passkeys.createdAt));
    const untrusted = accountPasskeys.filter((p) => p.createdAt > before.passwordSignedInAt);
    if (untrusted.length > 0)
      await tx.delete(passkeys).where(
        inArray(
          passkeys.id,
          untrusted.map((p) => p.id),
        ),
      );
    const named = {
      removed: untrusted.map((p) => p.name),
      kept: accountPasskeys.filter((p) => p.createdAt <= before.passwordSignedInAt).map((p) => p.name),
    };
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // The other links sent to this account stop working too: the account is back in its owner's hands.
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), ne(passwordResetTokens.id, hashToken(token))));
    const session = await createSession({ db: tx, userId: user.id, now });
    const [premium] = await tx
      .select({ value: memberAreaSql(now) })
      .from(users)
      .where(eq(users.id, user.id));
    await mailer.queue(
      tx,
      {
        kind: 'password-changed',
        to: user.email,
        userId: user.id,
        ...passwordChangedEmail(mailer.siteUrl, { username: user.username, at: now, how: 'reset', passkeys: named }),
      },
      now,
    );
    return { user: { ...user, hasPremiumAccess: Boolean(premium?.value) }, ...session };
  });
  if (!outcome) throw new ResetLinkError('used');
  // A session cookie the browser still held (of this or another account) is replaced, as at login.
  if (previousToken) await deleteSession({ db, token: previousToken });
  return outcome;
}
