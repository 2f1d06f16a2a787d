import { signupSchema } from '../../common/auth-schemas';
import { describeZodError } from '../../common/validation';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { tooManyAttempts, type AuthResult } from './auth-result';
import type { AuthLimits } from './limits';
import { hashPassword, isCommonPassword } from './password';
import { hitRateLimit } from './rate-limit';
import { createSession, deleteSession } from './sessions';

export interface AuthRequestContext {
  ip: string;
  limits: AuthLimits;
  /** The session cookie the request arrived with, if any: replaced by the new one (rotation). */
  previousToken?: string;
  now?: Date;
}

const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

export async function signUp(db: Db, body: unknown, ctx: AuthRequestContext): Promise<AuthResult> {
  const now = ctx.now ?? new Date();
  const limited = await hitRateLimit(db, ctx.limits.signupPerIp, ctx.ip, now);
  if (!limited.allowed) return tooManyAttempts(limited.retryAfterSeconds);

  const parsed = signupSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, ...describeZodError(parsed.error) };
  const { username, email, password } = parsed.data;
  if (isCommonPassword(password)) {
    return {
      ok: false,
      status: 400,
      field: 'password',
      message: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
    };
  }

  const passwordHash = await hashPassword(password);
  let created;
  try {
    [created] = await db.insert(users).values({ username, email, passwordHash, createdAt: now }).returning();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, field: 'email', message: EMAIL_TAKEN };
    throw error;
  }
  if (!created) throw new Error('insert into users returned no row');

  if (ctx.previousToken) await deleteSession(db, ctx.previousToken);
  const session = await createSession(db, created.id, now);
  return {
    ok: true,
    user: { id: created.id, username, email, createdAt: created.createdAt, hasPremiumAccess: false },
    ...session,
  };
}
