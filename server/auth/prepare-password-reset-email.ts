import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import { passwordResetEmail } from '../email/messages';
import { hashToken } from './hash-token';
import { newSessionToken } from './sessions';
import type { Db } from '../db/client';
import type { QueuedEmail } from '../email/outbox';

/** A queued forgot-password request, turned into the email (or dropped) by the mail worker. */
export const PASSWORD_RESET_REQUEST = 'password-reset-request';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface PreparePasswordResetEmailOptions {
  /** The mail worker's transaction. */
  db: Db;
  siteUrl: string;
  /** As the request queued it (request-password-reset.ts). */
  address: string;
  now: Date;
}

/**
 * The mail worker's half of forgot-password, in its transaction: only an existing account gets a link,
 * valid for an hour from now; an address without one gets nothing. Earlier links stay valid until they
 * expire or one of them is used.
 */
export async function preparePasswordResetEmail({
  db,
  siteUrl,
  address,
  now,
}: PreparePasswordResetEmailOptions): Promise<QueuedEmail | null> {
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
