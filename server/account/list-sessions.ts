import { and, desc, eq, gt } from 'drizzle-orm';
import { sessionIdFromToken } from '../auth/sessions';
import { sessions } from '../db/schema';
import type { Db } from '../db/client';

export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

export interface ListSessionsOptions {
  db: Db;
  userId: string;
  /** The session making the request, marked `current`. */
  sessionToken: string | undefined;
  now: Date;
}

/** The user's live sessions, most recently used first. Ids stay on the server: they are digests of cookies. */
export async function listSessions({ db, userId, sessionToken, now }: ListSessionsOptions): Promise<SessionSummary[]> {
  const currentId = sessionToken ? sessionIdFromToken(sessionToken) : undefined;
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
