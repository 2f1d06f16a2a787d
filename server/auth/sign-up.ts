import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { welcomeEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { enrolInSequences } from '../sequences/enrol-in-sequences';
import { queueVerificationEmail } from './email-verification';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password';
import { hitRateLimit } from './rate-limit';
import { createSession, deleteSession } from './sessions';
import { tooManyAttempts } from './too-many-attempts';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { AuthSuccess } from './auth-result';
import type { AuthLimits } from './limits';

export interface SignUpOptions {
  db: Db;
  /** Queues the welcome email and the link that verifies the address. */
  mailer: Mailer;
  limits: AuthLimits;
  /** The client's address, for the sign-up limit. */
  ip: string;
  now: Date;
  /** The session cookie the request arrived with, if any: replaced by the new one (rotation). */
  previousToken?: string;
  /** Valid by signupSchema (common/auth-schemas.ts). */
  username: string;
  email: string;
  password: string;
  /** "Send me tips and offers in my inbox", unticked unless they tick it (issue 30): stored with its time. */
  marketingConsent?: boolean;
}

const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

export async function signUp({
  db,
  mailer,
  limits,
  ip,
  now,
  previousToken,
  username,
  email,
  password,
  marketingConsent = false,
}: SignUpOptions): Promise<AuthSuccess> {
  const limited = await hitRateLimit({ db, rule: limits.signupPerIp, subject: ip, now });
  if (!limited.allowed) throw tooManyAttempts(limited.retryAfterSeconds);
  if (isCommonPassword(password)) throw new DomainError('invalid', COMMON_PASSWORD_MESSAGE, { field: 'password' });

  const passwordHash = await hashPassword(password);
  let created;
  try {
    // The welcome email and the verification link are queued with the account: all or none.
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username,
          email,
          passwordHash,
          passwordSignedInAt: now,
          createdAt: now,
          marketingConsentAt: marketingConsent ? now : null,
        })
        .returning();
      if (!row) throw new Error('insert into users returned no row');
      await enrolInSequences({ db: tx, trigger: 'signed_up', recipient: { userId: row.id }, eventKey: `user:${row.id}`, now });
      await mailer.queue(tx, { kind: 'welcome', to: email, userId: row.id, ...welcomeEmail(mailer.siteUrl, { username }) }, now);
      await queueVerificationEmail({ db: tx, mailer, user: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }

  if (previousToken) await deleteSession({ db, token: previousToken });
  const session = await createSession({ db, userId: created.id, now });
  return {
    user: { id: created.id, username, email, createdAt: created.createdAt, hasPremiumAccess: false },
    ...session,
  };
}
