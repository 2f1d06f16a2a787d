import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { coachingBookedCells, coachingBookings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { generateSlots } from './generate-slots';
import type { CoachingAvailability } from '../../common/coaching-schemas';
import type { Db } from '../db/client';

const CELL_MS = 5 * 60_000;
const DAY = 86_400_000;

export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another.';

/** 409 `{ error: 'slot_taken' }`: the client refetches the open times. */
export function slotTaken(): DomainError {
  return new DomainError('conflict', SLOT_TAKEN_MESSAGE, { error: 'slot_taken' });
}

/** Runs a booking transaction; a clash on the cells' primary key (another process won the time) becomes slot_taken. */
export async function withSlotClaim<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/**
 * Checks that `start` is one of the open times now (the owner's hours, notice, horizon, day limit, the
 * other sessions and their buffers; `ignoreId`: the session being moved), and returns its end and the
 * end of its buffer. A time that was open and is no longer is slot_taken; one that never was is invalid.
 */
export async function checkOpenTime({
  db,
  settings,
  start,
  now,
  ignoreId,
}: {
  db: Db;
  settings: CoachingAvailability;
  start: Date;
  now: Date;
  ignoreId?: string;
}): Promise<{ endsAt: Date; blockedUntil: Date }> {
  const from = new Date(start.getTime() - DAY);
  const to = new Date(start.getTime() + 2 * DAY);
  const busy = await db
    .select({ startsAt: coachingBookings.startsAt, endsAt: coachingBookings.endsAt, blockedUntil: coachingBookings.blockedUntil })
    .from(coachingBookings)
    .where(
      and(
        inArray(coachingBookings.status, ['booked', 'done', 'missed']),
        lt(coachingBookings.startsAt, to),
        gt(coachingBookings.blockedUntil, from),
        ...(ignoreId ? [ne(coachingBookings.id, ignoreId)] : []),
      ),
    );
  const window = { from: start, to: new Date(start.getTime() + 1) };
  if (generateSlots({ settings, bookings: busy, now, ...window }).length === 1) {
    const endsAt = new Date(start.getTime() + settings.sessionMinutes * 60_000);
    return { endsAt, blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * 60_000) };
  }
  // Open if nobody else had booked: someone just took it (or its day's last place).
  if (generateSlots({ settings, bookings: [], now, ...window }).length === 1) throw slotTaken();
  throw new DomainError('invalid', 'start must be one of the open times (GET /api/coaching/slots)', { field: 'start' });
}

/** Claims the session's 5-minute cells (the primary key refuses a cell another session holds). */
export async function claimCells({
  db,
  bookingId,
  startsAt,
  blockedUntil,
}: {
  db: Db;
  bookingId: string;
  startsAt: Date;
  blockedUntil: Date;
}) {
  const cells: { cell: Date; bookingId: string }[] = [];
  for (let at = startsAt.getTime(); at < blockedUntil.getTime(); at += CELL_MS) cells.push({ cell: new Date(at), bookingId });
  await db.insert(coachingBookedCells).values(cells);
}

/** Gives a session's time back (cancelled, or moved: then claimCells for the new time). */
export async function releaseCells({ db, bookingId }: { db: Db; bookingId: string }) {
  await db.delete(coachingBookedCells).where(eq(coachingBookedCells.bookingId, bookingId));
}
