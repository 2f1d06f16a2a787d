import { RESET_REQUESTED } from '../../common/password-reset';
import { PASSWORD_RESET_REQUEST } from './prepare-password-reset-email';
import { hitRateLimit } from './rate-limit';
import { tooManyAttempts } from './too-many-attempts';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PasswordResetLimits } from './limits';

export interface RequestPasswordResetOptions {
  db: Db;
  mailer: Mailer;
  limits: PasswordResetLimits;
  /** The client's address, for the limits. */
  ip: string;
  now: Date;
  /** Valid by forgotPasswordSchema (common/auth-schemas.ts). */
  email: string;
}

/**
 * Forgot password. Limited per client address, per email from one address, and per email; then the same
 * answer, after the same work, whether or not an account exists: one request queued in the mail outbox.
 * Whether the address has an account is looked up by the mail worker after the answer has gone
 * (prepare-password-reset-email.ts), so neither the answer nor its timing tells. The queue is a table, so
 * a request is not lost if the process stops before the worker gets to it.
 */
export async function requestPasswordReset({
  db,
  mailer,
  limits,
  ip,
  now,
  email,
}: RequestPasswordResetOptions): Promise<{ message: string }> {
  // One address asking again and again for one email is stopped early; the owner asking from elsewhere
  // is not, until the email's own cap (which keeps its inbox from being flooded from many addresses).
  for (const [rule, subject] of [
    [limits.perIp, ip],
    [limits.perEmailAndIp, `${email} ${ip}`],
    [limits.perEmail, email],
  ] as const) {
    const limited = await hitRateLimit({ db, rule, subject, now });
    if (!limited.allowed) throw tooManyAttempts(limited.retryAfterSeconds);
  }
  await mailer.queue(db, { kind: PASSWORD_RESET_REQUEST, to: email, subject: '', text: '', html: '' }, now);
  return { message: RESET_REQUESTED };
}
