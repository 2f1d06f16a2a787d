import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { learnerAccessSql } from '../entitlements/learner-access';
import { hashToken } from './hash-token';
import type { Db } from '../db/client';
import type { LearnerAccess } from '../entitlements/learner-access';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// last_seen_at is informative; writing it on every request would turn every read into a write.
const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

/** A user as sign-in, sign-up and the API describe them. */
export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  createdAt: Date;
  hasPremiumAccess: boolean;
}

/** The user behind a request's session cookie. */
export interface SessionUser extends SignedInUser {
  /** May open the owner's area (server/admin/require-owner.ts). */
  isOwner: boolean;
  /** When this session began, i.e. when the user last proved their password (server/admin/require-recent-auth.ts). */
  signedInAt: Date;
  /** Has opened a link emailed to their address (server/auth/email-verification.ts). */
  emailVerified: boolean;
  /** What the learner's entitlements let them use, as of this request (issue 43). */
  access: LearnerAccess;
}

/** 256 bits from the OS CSPRNG, base64url: what goes into the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database keeps only this digest of the token. */
export function sessionIdFromToken(token: string): string {
  return hashToken(token);
}

/** Starts a session for a user who has just proved who they are; the token goes into the cookie. */
export async function createSession({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, createdAt: now, expiresAt, lastSeenAt: now });
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
  return { token, expiresAt };
}

export async function deleteSession({ db, token }: { db: Db; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdFromToken(token)));
}

export async function deleteExpiredSessions({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The signed-in user for a cookie token, or null when the token is unknown or expired. */
export async function findSessionUser({ db, token, now }: { db: Db; token: string; now: Date }): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      access: learnerAccessSql(now),
      isOwner: users.isOwner,
      emailVerifiedAt: users.emailVerifiedAt,
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, row.id));
  }
  const { lastSeenAt: _ignored, emailVerifiedAt, ...user } = row;
  return { ...user, hasPremiumAccess: user.access.memberArea, emailVerified: emailVerifiedAt !== null };
}
