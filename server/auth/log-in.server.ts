import { eq, sql } from 'drizzle-orm';
import { loginSchema } from '../../common/auth-schemas';
import { describeZodError } from '../../common/validation';
import { users } from '../db/schema';
import { tooManyAttempts, type AuthResult } from './auth-result';
import { tryPassword } from './password-attempt';
import { dummyPasswordHash, verifyPassword } from './password.server';
import { createSession, deleteSession, premiumAccessSql } from './sessions.server';
import type { Db } from '../db/client';
import type { AuthRequestContext } from './sign-up.server';

/** The same words for an unknown email and a wrong password: the answer must not reveal which accounts exist. */
export const LOGIN_FAILED = 'Invalid email or password';

export async function logIn(db: Db, body: unknown, ctx: AuthRequestContext): Promise<AuthResult> {
  const now = ctx.now ?? new Date();
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, ...describeZodError(parsed.error) };
  const { email, password } = parsed.data;

  let user: Awaited<ReturnType<typeof findLoginUser>>;
  const attempt = await tryPassword(db, ctx.limits, { email, ip: ctx.ip }, now, async () => {
    user = await findLoginUser(db, email);
    // An unknown email is checked against a dummy hash, so it takes as long as a wrong password.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    return Boolean(user) && valid;
  });
  if (attempt.outcome === 'throttled') return tooManyAttempts(attempt.retryAfterSeconds);
  if (attempt.outcome === 'wrong' || !user) return { ok: false, status: 401, message: LOGIN_FAILED };

  if (ctx.previousToken) await deleteSession(db, ctx.previousToken);
  const session = await createSession(db, user.id, now);
  const { passwordHash: _hash, ...rest } = user;
  return { ok: true, user: { ...rest, hasPremiumAccess: Boolean(rest.hasPremiumAccess) }, ...session };
}

async function findLoginUser(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      passwordHash: users.passwordHash,
      hasPremiumAccess: premiumAccessSql(users.id),
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return user;
}
