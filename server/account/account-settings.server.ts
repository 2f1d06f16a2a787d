import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { changePasswordSchema, changeUsernameSchema, deleteAccountSchema } from '../../common/auth-schemas';
import { describeZodError } from '../../common/validation';
import { tooManyAttempts } from '../auth/auth-result';
import { tryPassword } from '../auth/password-attempt';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from '../auth/password.server';
import { sessionIdFromToken, type SessionUser } from '../auth/sessions.server';
import { courses, newsletterSubscribers, passwordResetTokens, purchases, sessions, users } from '../db/schema';
import { passwordChangedEmail } from '../email/messages';
import type { AuthLimits } from '../auth/limits';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export type SettingsFailure = { ok: false; status: 400 | 429; message: string; field?: string; retryAfterSeconds?: number };

export interface SettingsDeps {
  db: Db;
  mailer: Mailer;
  /** The sign-in limits apply to password checks here too: guessing the current password is a sign-in attempt. */
  limits: AuthLimits;
  /** The client's address, for those limits. */
  ip: string;
  now: Date;
}

function invalid(error: Parameters<typeof describeZodError>[0]): SettingsFailure {
  return { ok: false, status: 400, ...describeZodError(error) };
}

export async function changeUsername(db: Db, userId: string, body: unknown): Promise<{ ok: true; username: string } | SettingsFailure> {
  const parsed = changeUsernameSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  await db.update(users).set({ username: parsed.data.username }).where(eq(users.id, userId));
  return { ok: true, username: parsed.data.username };
}

/** Checks the account's password as a sign-in attempt from this address, under the same limits. */
async function checkPassword(
  deps: Omit<SettingsDeps, 'mailer'>,
  user: SessionUser,
  password: string,
  field: string,
): Promise<SettingsFailure | null> {
  const attempt = await tryPassword(deps.db, deps.limits, { email: user.email, ip: deps.ip }, deps.now, async () => {
    const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    return row ? verifyPassword(row.passwordHash, password) : false;
  });
  if (attempt.outcome === 'throttled') return { ...tooManyAttempts(attempt.retryAfterSeconds), status: 429 };
  if (attempt.outcome === 'wrong') {
    return {
      ok: false,
      status: 400,
      field,
      message: field === 'currentPassword' ? 'Current password is incorrect' : 'Password is incorrect',
    };
  }
  return null;
}

/**
 * A new password, proven by the current one. Every other session ends (a thief's included); this one
 * stays. The owner is told by email, in case it was not them.
 */
export async function changePassword(
  deps: SettingsDeps,
  user: SessionUser,
  currentSessionToken: string,
  body: unknown,
): Promise<{ ok: true; signedOutSessions: number } | SettingsFailure> {
  const parsed = changePasswordSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { currentPassword, newPassword } = parsed.data;
  const wrong = await checkPassword(deps, user, currentPassword, 'currentPassword');
  if (wrong) return wrong;
  if (isCommonPassword(newPassword)) return { ok: false, status: 400, field: 'newPassword', message: COMMON_PASSWORD_MESSAGE };

  const passwordHash = await hashPassword(newPassword);
  const { db, now } = deps;
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionIdFromToken(currentSessionToken))))
      .returning({ id: sessions.id });
    // A reset link sent before the change must not undo it.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await deps.mailer.queue(
      tx,
      {
        kind: 'password-changed',
        to: user.email,
        userId: user.id,
        ...passwordChangedEmail(deps.mailer.siteUrl, { username: user.username, at: now, how: 'changed' }),
      },
      now,
    );
    return gone.length;
  });
  return { ok: true, signedOutSessions: ended };
}

export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

/** The user's live sessions, most recently used first. Ids stay on the server: they are digests of cookies. */
export async function listSessions(db: Db, userId: string, currentSessionToken: string | undefined, now: Date): Promise<SessionSummary[]> {
  const currentId = currentSessionToken ? sessionIdFromToken(currentSessionToken) : undefined;
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** 'Sign out of all other devices': every session of the user but the one making the request. */
export async function signOutOtherSessions(db: Db, userId: string, currentSessionToken: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionIdFromToken(currentSessionToken))))
    .returning({ id: sessions.id });
  return gone.length;
}

export interface PurchaseSummary {
  courseId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  status: 'paid' | 'refunded' | 'disputed' | 'granted' | 'revoked';
  purchasedAt: string;
  /** The payment id, or for access granted by the owner without payment, a description of it. */
  reference: string;
}

export async function listPurchases(db: Db, userId: string): Promise<PurchaseSummary[]> {
  const rows = await db
    .select({
      courseId: purchases.courseId,
      courseTitle: courses.title,
      amount: purchases.amount,
      currency: purchases.currency,
      status: purchases.status,
      createdAt: purchases.createdAt,
      reference: purchases.paymentIntentId,
    })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return rows.map(({ createdAt, reference, ...row }) => ({
    ...row,
    reference: reference ?? 'Granted without payment',
    purchasedAt: createdAt.toISOString(),
  }));
}

/**
 * Deletes the account, proven by its password. Personal data goes: the user row, sessions, reset links,
 * lesson progress and activity, checkout intents and unsent mail (all `on delete cascade`), and the
 * newsletter subscription of the same address. Purchases stay for the accounts, anonymised
 * (`purchases.user_id` is `on delete set null`): amount, course, date and payment reference only.
 */
export async function deleteAccount(
  deps: Omit<SettingsDeps, 'mailer'>,
  user: SessionUser,
  body: unknown,
): Promise<{ ok: true } | SettingsFailure> {
  const parsed = deleteAccountSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const wrong = await checkPassword(deps, user, parsed.data.password, 'password');
  if (wrong) return wrong;
  await deps.db.transaction(async (tx) => {
    await tx.update(purchases).set({ userId: null, updatedAt: deps.now }).where(eq(purchases.userId, user.id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { ok: true };
}
