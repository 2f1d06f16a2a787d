import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { tryPassword } from '../auth/password-attempt';
import { tooManyAttempts } from '../auth/too-many-attempts';
import { users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { AuthLimits } from '../auth/limits';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

export interface CheckAccountPasswordOptions {
  db: Db;
  /** The sign-in limits apply here too: guessing the current password is a sign-in attempt. */
  limits: AuthLimits;
  /** The client's address, for those limits. */
  ip: string;
  now: Date;
  user: SessionUser;
  password: string;
  /** The form field the password was typed into, named in the error. */
  field: 'currentPassword' | 'password';
}

/** Checks the account's password as a sign-in attempt from this address, under the same limits; throws if it is not the one. */
export async function checkAccountPassword({ db, limits, ip, now, user, password, field }: CheckAccountPasswordOptions): Promise<void> {
  const attempt = await tryPassword(db, limits, { email: user.email, ip }, now, async () => {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    return row ? verifyPassword(row.passwordHash, password) : false;
  });
  if (attempt.outcome === 'throttled') throw tooManyAttempts(attempt.retryAfterSeconds);
  if (attempt.outcome === 'wrong') {
    throw new DomainError('invalid', field === 'currentPassword' ? 'Current password is incorrect' : 'Password is incorrect', { field });
  }
}
