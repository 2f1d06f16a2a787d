import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../db/schema';
import { emailVerificationEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { hashToken } from './hash-token';
import { hitRateLimit, type RateLimitRule } from './rate-limit';
import { newSessionToken } from './sessions';
import { tooManyAttempts } from './too-many-attempts';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/** Long enough for an inbox checked every other day; a resend is one click away after that. */
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
// Kept a week past expiry, so a late click says "expired" rather than "not valid".
const VERIFICATION_TOKEN_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** Resends: a few per account and per address each hour, so the button cannot be used to flood an inbox. */
export interface VerificationResendLimits {
  perAccount: RateLimitRule;
  perAddress: RateLimitRule;
}

export const DEFAULT_VERIFICATION_RESEND_LIMITS: VerificationResendLimits = {
  perAccount: { name: 'verify-resend-account', limit: 3, windowMs: HOUR_MS },
  perAddress: { name: 'verify-resend-email', limit: 5, windowMs: HOUR_MS },
};

export const ALREADY_VERIFIED = 'Your email address is already confirmed.';

export interface QueueVerificationEmailOptions {
  /** The caller's transaction when there is one (sign-up), so the link exists exactly when the account does. */
  db: Db;
  mailer: Mailer;
  user: { id: string; username: string; email: string };
  now: Date;
}

/** A new single-use link for the account's current address, queued in the outbox. Earlier links stay valid until they expire. */
export async function queueVerificationEmail({ db, mailer, user, now }: QueueVerificationEmailOptions): Promise<void> {
  const token = newSessionToken();
  await db.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
  });
  const verifyUrl = `${mailer.siteUrl}/verify-email?token=${token}`;
  await mailer.queue(
    db,
    {
      kind: 'email-verification',
      to: user.email,
      userId: user.id,
      ...emailVerificationEmail(mailer.siteUrl, { username: user.username, verifyUrl }),
    },
    now,
  );
}

export type VerifyEmailResult = 'verified' | 'used' | 'expired' | 'unknown';

/** What the link's page shows before the button is pressed: the button, or why the link no longer works. */
export async function checkVerificationToken({
  db,
  token,
  now,
}: {
  db: Db;
  token: string;
  now: Date;
}): Promise<'valid' | Exclude<VerifyEmailResult, 'verified'>> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'unknown';
  const [row] = await db
    .select({ expiresAt: emailVerificationTokens.expiresAt, usedAt: emailVerificationTokens.usedAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.id, hashToken(token)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/**
 * The link's button (a mail scanner opening every link must not verify an address on its owner's behalf): uses the token once (an atomic update, so two clicks at once verify once) and marks the
 * account verified, if the account still has the address the link was sent to.
 */
export async function verifyEmail({ db, token, now }: { db: Db; token: string; now: Date }): Promise<VerifyEmailResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'unknown';
  const id = hashToken(token);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!used) {
      const [row] = await tx
        .select({ usedAt: emailVerificationTokens.usedAt })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.id, id))
        .limit(1);
      if (!row) return 'unknown';
      return row.usedAt ? 'used' : 'expired';
    }
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, used.userId), eq(sql`lower(${users.email})`, used.email.toLowerCase())))
      .returning({ id: users.id });
    // A link for an address the account has since left proves nothing about the new one.
    return verified ? 'verified' : 'unknown';
  });
}

export interface ResendVerificationOptions {
  db: Db;
  mailer: Mailer;
  limits?: VerificationResendLimits;
  user: { id: string; username: string; email: string; emailVerified: boolean };
  now: Date;
}

/** The notice's "Resend link": limited per account and per address; a verified account is told so (409). */
export async function resendVerification({
  db,
  mailer,
  limits = DEFAULT_VERIFICATION_RESEND_LIMITS,
  user,
  now,
}: ResendVerificationOptions): Promise<void> {
  if (user.emailVerified) throw new DomainError('conflict', ALREADY_VERIFIED);
  for (const [rule, subject] of [
    [limits.perAccount, user.id],
    [limits.perAddress, user.email.toLowerCase()],
  ] as const) {
    const limited = await hitRateLimit({ db, rule, subject, now });
    if (!limited.allowed) throw tooManyAttempts(limited.retryAfterSeconds);
  }
  await queueVerificationEmail({ db, mailer, user, now });
}

/** Housekeeping at start-up (server/create-services.ts). */
export async function deleteExpiredVerificationTokens({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db
    .delete(emailVerificationTokens)
    .where(lt(emailVerificationTokens.expiresAt, new Date(now.getTime() - VERIFICATION_TOKEN_KEEP_MS)));
}
