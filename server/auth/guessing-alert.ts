import { eq, sql } from 'drizzle-orm';
import { rateLimits, users } from '../db/schema';
import { passwordGuessingEmail } from '../email/messages';
import { queueEmail, type QueuedEmail } from '../email/outbox';
import { hashToken } from './hash-token';
import type { Db } from '../db/client';

/**
 * Issue 41 §8: the holder of an account under guessing is told, once a day. When the account-wide slow-down is in
 * force (server/auth/password-attempt.ts, docs/decisions/024c-account-wide-slow-down.md), each attempt past the
 * limit asks for the day's alert; the first in 24 hours gets it, whichever process it reaches (one conditional
 * upsert, as the slow-down's turns are), and queues a request in the mail outbox in the same transaction. The
 * mail worker writes the message only if the address has an account (as forgot-password's requests:
 * docs/decisions/004-email-outbox.md), so the attempt does the same work, and takes the same time, for an address
 * with an account and one without.
 */
export const PASSWORD_GUESSING_REQUEST = 'password-guessing-request';

export const GUESSING_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

export async function alertAccountHolder({ db, email, now }: { db: Db; email: string; now: Date }): Promise<void> {
  const address = email.toLowerCase();
  // By the address's digest: the row outlives the attempts by a day, and need not hold the address for it.
  const key = `login-guessing-alert:${hashToken(address)}`;
  const until = new Date(now.getTime() + GUESSING_ALERT_EVERY_MS);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: until })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: 1, resetAt: until },
        setWhere: sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ key: rateLimits.key });
    if (claimed.length === 0) return;
    await queueEmail({
      db: tx as unknown as Db,
      email: { kind: PASSWORD_GUESSING_REQUEST, to: address, subject: '', text: '', html: '' },
      now,
    });
  });
}

/** The mail worker's half: the message to the account's holder, or nothing when the address has no account. */
export async function preparePasswordGuessingEmail({
  db,
  siteUrl,
  address,
}: {
  db: Db;
  siteUrl: string;
  address: string;
}): Promise<QueuedEmail | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  if (!user) return null;
  return { kind: 'password-guessing', to: user.email, userId: user.id, ...passwordGuessingEmail(siteUrl, user) };
}
