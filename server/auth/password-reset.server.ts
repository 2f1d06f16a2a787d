import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { forgotPasswordSchema, resetPasswordSchema } from '../../common/auth-schemas';
import { RESET_REQUESTED, RESET_TOKEN_MESSAGES, type ResetTokenState } from '../../common/password-reset';
import { describeZodError } from '../../common/validation';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { passwordChangedEmail, passwordResetEmail } from '../email/messages';
import { tooManyAttempts, type AuthFailure, type AuthSuccess } from './auth-result';
import { hashToken } from './hash-token';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password.server';
import { hitRateLimit } from './rate-limit';
import { createSession, deleteSession, newSessionToken, premiumAccessSql } from './sessions.server';
import type { Db } from '../db/client';
import type { Mailer, QueuedEmail } from '../email/outbox';
import type { PasswordResetLimits } from './limits';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// Kept a day past expiry, so a late click says "expired" rather than "not valid".
const RESET_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

export type ForgotPasswordResult =
  { ok: true; message: string } | { ok: false; status: 400 | 429; message: string; field?: string; retryAfterSeconds?: number };

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  limits: PasswordResetLimits;
  now: Date;
}

/** A queued forgot-password request, turned into the email (or dropped) by the mail worker. */
export const PASSWORD_RESET_REQUEST = 'password-reset-request';

/**
 * Forgot password. Limited per client address, per email from one address, and per email; then the same
 * answer, after the same work, whether or not an account exists: one request queued in the mail outbox.
 * Whether the address has an account is looked up by the mail worker after the answer has gone
 * (`preparePasswordResetEmail`), so neither the answer nor its timing tells. The queue is a table, so a
 * request is not lost if the process stops before the worker gets to it.
 */
export async function requestPasswordReset(deps: ResetDeps, body: unknown, ip: string): Promise<ForgotPasswordResult> {
  const { db, now } = deps;
  const byIp = await hitRateLimit(db, deps.limits.perIp, ip, now);
  if (!byIp.allowed) return { ...tooManyAttempts(byIp.retryAfterSeconds), status: 429 };
  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, ...describeZodError(parsed.error) };
  const { email } = parsed.data;
  // One address asking again and again for one email is stopped early; the owner asking from elsewhere
  // is not, until the email's own cap (which keeps its inbox from being flooded from many addresses).
  for (const [rule, subject] of [
    [deps.limits.perEmailAndIp, `${email} ${ip}`],
    [deps.limits.perEmail, email],
  ] as const) {
    const limited = await hitRateLimit(db, rule, subject, now);
    if (!limited.allowed) return { ...tooManyAttempts(limited.retryAfterSeconds), status: 429 };
  }
  await deps.mailer.queue(db, { kind: PASSWORD_RESET_REQUEST, to: email, subject: '', text: '', html: '' }, now);
  return { ok: true, message: RESET_REQUESTED };
}

/**
 * The mail worker's half of forgot-password, in its transaction: only an existing account gets a link,
 * valid for an hour from now; an address without one gets nothing. Earlier links stay valid until they
 * expire or one of them is used.
 */
export async function preparePasswordResetEmail(db: Db, siteUrl: string, address: string, now: Date): Promise<QueuedEmail | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  if (!user) return null;
  const token = newSessionToken();
  await db.insert(passwordResetTokens).values({
    id: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const resetUrl = `${siteUrl}/reset-password?token=${token}`;
  return { kind: 'password-reset', to: user.email, userId: user.id, ...passwordResetEmail(siteUrl, resetUrl) };
}

/** What the reset page shows before the form is filled: the form, or why the link no longer works. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<ResetTokenState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'unknown';
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, hashToken(token)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export type ResetPasswordResult = AuthSuccess | (AuthFailure & { tokenState?: Exclude<ResetTokenState, 'valid'> });

/**
 * Sets a new password from an emailed link. The token is claimed with one conditional update, so two
 * submissions of the same link cannot both succeed. Every session of the user ends (whoever asked for
 * the reset may not be the only one holding a session) and a new one starts for this browser.
 */
export async function resetPassword(
  deps: Omit<ResetDeps, 'limits'>,
  body: unknown,
  ctx: { previousToken?: string },
): Promise<ResetPasswordResult> {
  const { db, now } = deps;
  const parsed = resetPasswordSchema.safeParse(body);
  if (!parsed.success) {
    const failure = { ok: false as const, status: 400 as const, ...describeZodError(parsed.error) };
    return failure.field === 'token' ? { ...failure, tokenState: 'unknown' } : failure;
  }
  const { token, password } = parsed.data;
  if (isCommonPassword(password)) return { ok: false, status: 400, field: 'password', message: COMMON_PASSWORD_MESSAGE };

  const state = await checkResetToken(db, token, now);
  if (state !== 'valid') return { ok: false, status: 400, field: 'token', tokenState: state, message: RESET_TOKEN_MESSAGES[state] };

  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // The other links sent to this account stop working too: the account is back in its owner's hands.
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), ne(passwordResetTokens.id, hashToken(token))));
    const session = await createSession(tx, user.id, now);
    const [premium] = await tx
      .select({ value: premiumAccessSql(users.id) })
      .from(users)
      .where(eq(users.id, user.id));
    await deps.mailer.queue(
      tx,
      {
        kind: 'password-changed',
        to: user.email,
        userId: user.id,
        ...passwordChangedEmail(deps.mailer.siteUrl, { username: user.username, at: now, how: 'reset' }),
      },
      now,
    );
    return { user: { ...user, hasPremiumAccess: Boolean(premium?.value) }, ...session };
  });
  if (!outcome) return { ok: false, status: 400, field: 'token', tokenState: 'used', message: RESET_TOKEN_MESSAGES.used };
  // A session cookie the browser still held (of this or another account) is replaced, as at login.
  if (ctx.previousToken) await deleteSession(db, ctx.previousToken);
  return { ok: true, ...outcome };
}

export async function deleteExpiredResetTokens(db: Db, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - RESET_TOKEN_KEEP_MS)));
}
