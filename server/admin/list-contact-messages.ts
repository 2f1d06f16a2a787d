import { and, count, desc, eq } from 'drizzle-orm';
import { contactMessages, users } from '../db/schema';
import type { ContactSubject } from '../../common/contact-schema';
import type { Db } from '../db/client';

/** The newest this many messages of a status are listed (a small site's inbox; older handled ones stay stored). */
export const CONTACT_LIST_LIMIT = 100;

export interface ContactMessageRow {
  id: string;
  /** Null, with the address and message, once removed at the sender's request (`removedAt`, issue 26). */
  name: string | null;
  email: string | null;
  subject: ContactSubject;
  message: string | null;
  status: 'new' | 'handled';
  createdAt: Date;
  handledAt: Date | null;
  /** The owner who marked it handled (null once that account is gone). */
  handledByEmail: string | null;
  /** When its sender deleted their account: only this line stays. */
  removedAt: Date | null;
}

/** Messages sent through /contact, newest first, with how many are new and handled. */
export async function listContactMessages({
  db,
  status,
}: {
  db: Db;
  status: 'new' | 'handled' | 'all';
}): Promise<{ messages: ContactMessageRow[]; counts: { new: number; handled: number } }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
        handledByEmail: users.email,
        removedAt: contactMessages.removedAt,
      })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(status === 'all' ? undefined : and(eq(contactMessages.status, status)))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_LIST_LIMIT),
    db.select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status),
  ]);
  const countOf = (s: 'new' | 'handled') => totals.find((t) => t.status === s)?.n ?? 0;
  return {
    messages: rows.map((row) => ({ ...row, subject: row.subject as ContactSubject })),
    counts: { new: countOf('new'), handled: countOf('handled') },
  };
}
