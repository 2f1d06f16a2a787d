import { asc, eq } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A learner's coaching sessions for "Download my data" (server/account/export-account-data.ts): when,
 * what they wrote, what became of it, and the instructor's notes once the session was done (what the
 * learner sees on /premium/coaching), and the time zone their emails about it use.
 */
export async function listSessionsForExport({ db, userId }: { db: Db; userId: string }) {
  const rows = await db.select().from(coachingBookings).where(eq(coachingBookings.userId, userId)).orderBy(asc(coachingBookings.startsAt));
  return rows.map((row) => ({
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    topic: row.topic,
    timeZone: row.learnerTimeZone,
    status: row.status,
    notes: row.status === 'done' ? row.notes : null,
    bookedAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}
