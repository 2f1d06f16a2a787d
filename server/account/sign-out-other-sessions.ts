import { and, eq, ne } from 'drizzle-orm';
import { sessionIdFromToken } from '../auth/sessions';
import { sessions } from '../db/schema';
import type { Db } from '../db/client';

export interface SignOutOtherSessionsOptions {
  db: Db;
  userId: string;
  /** The session making the request: the one that stays. */
  sessionToken: string;
}

/** 'Sign out of all other devices': every session of the user but the one making the request. Returns how many ended. */
export async function signOutOtherSessions({ db, userId, sessionToken }: SignOutOtherSessionsOptions): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionIdFromToken(sessionToken))))
    .returning({ id: sessions.id });
  return gone.length;
}
