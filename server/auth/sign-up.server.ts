import { signupSchema } from '../../common/auth-schemas';
import { describeZodError } from '../../common/validation';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { welcomeEmail } from '../email/messages';
import { tooManyAttempts, type AuthResult } from './auth-result';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password.server';
import { hitRateLimit } from './rate-limit';
import { createSession, deleteSession } from './sessions.server';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { AuthLimits } from './limits';

export interface AuthRequestContext {
  ip: string;
  limits: AuthLimits;
  /** The session cookie the request arrived with, if any: replaced by the new one (rotation). */
  previousToken?: string;
  now?: Date;
  /** Queues the welcome email (unused by login). */
  mailer: Mailer;
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
      message: COMMON_PASSWORD_MESSAGE,
    };
  }

  const passwordHash = await hashPassword(password);
  let created;
  try {
    // The welcome email is queued with the account: both or neither.
    created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ username, email, passwordHash, createdAt: now }).returning();
      if (!row) throw new Error('insert into users returned no row');
      await ctx.mailer.queue(tx, { kind: 'welcome', to: email, userId: row.id, ...welcomeEmail(ctx.mailer.siteUrl, { username }) }, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, field: 'email', message: EMAIL_TAKEN };
    throw error;
  }

  if (ctx.previousToken) await deleteSession(db, ctx.previousToken);
  const session = await createSession(db, created.id, now);
  return {
    ok: true,
    user: { id: created.id, username, email, createdAt: created.createdAt, hasPremiumAccess: false },
    ...session,
  };
}
