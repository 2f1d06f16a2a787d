import { and, eq } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';
import type { BookingRow } from './session-view';

/**
 * One session, locked for the rest of the transaction. With `userId`, only that learner's: another
 * learner's session is "not found", so its existence is not disclosed.
 */
export async function findSession({ db, id, userId }: { db: Db; id: string; userId?: string }): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(coachingBookings)
    .where(and(eq(coachingBookings.id, id), ...(userId ? [eq(coachingBookings.userId, userId)] : [])))
    .limit(1)
    .for('update');
  if (!row) throw new DomainError('not_found', 'No such coaching session.');
  return row;
}

/** The learner may move or cancel a session until the minimum notice before it; after that, why not. */
export function checkChangeable(row: BookingRow, minNoticeHours: number, now: Date, verb: 'moved' | 'cancelled'): void {
  if (row.status !== 'booked') throw new DomainError('conflict', `This session is ${row.status}, so it can no longer be ${verb}.`);
  if (row.startsAt.getTime() - now.getTime() < minNoticeHours * 3_600_000) {
    throw new DomainError(
      'conflict',
      `Sessions can be ${verb} up to ${minNoticeHours} hours before they start, and this one starts sooner. Please write to the instructor instead.`,
    );
  }
}
