import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { memberAreaSql } from '../entitlements/learner-access';
import { DomainError } from '../errors/domain-error';
import { dummyPasswordHash, verifyPassword } from './password';
import { tryPassword } from './password-attempt';
import { createSession, deleteSession } from './sessions';
import { tooManyAttempts } from './too-many-attempts';
import type { Db } from '../db/client';
import type { AuthSuccess } from './auth-result';
import type { AuthLimits } from './limits';

/** The same words for an unknown email and a wrong password: the answer must not reveal which accounts exist. */
export const LOGIN_FAILED = 'Invalid email or password';

export interface LogInOptions {
  db: Db;
  limits: AuthLimits;
  /** The client's address, for the sign-in limits. */
  ip: string;
  now: Date;
  /** The session cookie the request arrived with, if any: replaced by the new one (rotation). */
  previousToken?: string;
  /** Valid by loginSchema (common/auth-schemas.ts). */
  email: string;
  password: string;
}

export async function logIn({ db, limits, ip, now, previousToken, email, password }: LogInOptions): Promise<AuthSuccess> {
  let user: Awaited<ReturnType<typeof findLoginUser>>;
  const attempt = await tryPassword(db, limits, { email, ip }, now, async () => {
    user = await findLoginUser(db, email, now);
    // An unknown email is checked against a dummy hash, so it takes as long as a wrong password.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    return Boolean(user) && valid;
  });
  if (attempt.outcome === 'throttled') throw tooManyAttempts(attempt.retryAfterSeconds);
  if (attempt.outcome === 'wrong' || !user) throw new DomainError('unauthenticated', LOGIN_FAILED);

  if (previousToken) await deleteSession({ db, token: previousToken });
  // A reset trusts the passkeys added before this moment (server/auth/reset-password.ts).
  await db.update(users).set({ passwordSignedInAt: now }).where(eq(users.id, user.id));
  const session = await createSession({ db, userId: user.id, now });
  const { passwordHash: _hash, ...rest } = user;
  return { user: { ...rest, hasPremiumAccess: Boolean(rest.hasPremiumAccess) }, ...session };
}

async function findLoginUser(db: Db, email: string, now: Date) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      passwordHash: users.passwordHash,
      hasPremiumAccess: memberAreaSql(now),
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return user;
}
