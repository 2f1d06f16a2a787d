import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { NO_SESSION_LEFT } from './book-session';
import { loadBalance } from './coaching-balance';
import { loadCoachingSettings } from './coaching-settings';
import { generateSlots, type Slot } from './generate-slots';
import type { Db } from '../db/client';

const DAY = 86_400_000;

/**
 * The open times for a learner with a session to book (issue 28), from `from` (default now) to `to`
 * (default 28 days later). A learner with none left and none booked is told how to get one (403) and sees
 * no times; one with a session booked sees them, to move it.
 */
export async function listOpenSlots({
  db,
  userId,
  now,
  from = now,
  to = new Date(from.getTime() + 28 * DAY),
}: {
  db: Db;
  userId: string;
  now: Date;
  from?: Date;
  to?: Date;
}): Promise<{ slots: Slot[]; sessionMinutes: number; ownerTimeZone: string }> {
  const settings = await loadCoachingSettings({ db });
  const balance = await loadBalance({ db, userId, bookingWindowDays: settings.bookingWindowDays, now });
  if (balance.available < 1) {
    // A learner with a session booked may still look for another time to move it to.
    const [booked] = await db
      .select({ id: coachingBookings.id })
      .from(coachingBookings)
      .where(and(eq(coachingBookings.userId, userId), eq(coachingBookings.status, 'booked'), gt(coachingBookings.startsAt, now)))
      .limit(1);
    if (!booked) throw new DomainError('forbidden', NO_SESSION_LEFT);
  }
  const bookings = await db
    .select({ startsAt: coachingBookings.startsAt, endsAt: coachingBookings.endsAt, blockedUntil: coachingBookings.blockedUntil })
    .from(coachingBookings)
    .where(
      and(
        inArray(coachingBookings.status, ['booked', 'done', 'missed']),
        lt(coachingBookings.startsAt, new Date(to.getTime() + 2 * DAY)),
        gt(coachingBookings.blockedUntil, new Date(from.getTime() - 2 * DAY)),
      ),
    );
  return {
    slots: generateSlots({ settings, bookings, now, from, to }),
    sessionMinutes: settings.sessionMinutes,
    ownerTimeZone: settings.timeZone,
  };
}
