import { eq } from 'drizzle-orm';
import { coachingSettings } from '../db/schema';
import { NO_HOURS } from './generate-slots';
import type { CoachingAvailability } from '../../common/coaching-schemas';
import type { Db } from '../db/client';

/** What an owner who has set nothing has: the defaults, and no hours (nothing can be booked yet). */
export const DEFAULT_AVAILABILITY: CoachingAvailability = {
  timeZone: 'UTC',
  sessionMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 24,
  maxDaysAhead: 30,
  maxPerDay: null,
  meetingUrl: null,
  bookingWindowDays: 90,
  weekly: NO_HOURS,
  overrides: [],
};

/**
 * The owner's coaching settings. `forUpdate` locks the row for the rest of the transaction: every booking,
 * reschedule and change of availability takes it, so they run one after another and each sees the
 * sessions the one before committed (the day limit and the buffers hold across processes; the cells'
 * primary key holds regardless). Without a row yet, one with the defaults is inserted first, so there is
 * always a row to lock.
 */
export async function loadCoachingSettings({ db, forUpdate = false }: { db: Db; forUpdate?: boolean }): Promise<CoachingAvailability> {
  if (forUpdate) {
    await db
      .insert(coachingSettings)
      .values({ ...DEFAULT_AVAILABILITY, id: true, updatedAt: new Date(0) })
      .onConflictDoNothing();
  }
  const query = db.select().from(coachingSettings).where(eq(coachingSettings.id, true));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return DEFAULT_AVAILABILITY;
  return {
    timeZone: row.timeZone,
    sessionMinutes: row.sessionMinutes,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    maxDaysAhead: row.maxDaysAhead,
    maxPerDay: row.maxPerDay,
    meetingUrl: row.meetingUrl,
    bookingWindowDays: row.bookingWindowDays,
    weekly: { ...NO_HOURS, ...row.weekly },
    overrides: row.overrides,
  };
}
