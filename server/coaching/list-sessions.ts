import { desc, inArray } from 'drizzle-orm';
import { coachingBookings, users } from '../db/schema';
import { loadCoachingSettings } from './coaching-settings';
import { toSessionView, type BookingRow, type SessionView } from './session-view';
import type { CoachingAvailability } from '../../common/coaching-schemas';
import type { Db } from '../db/client';

/** A session as the owner sees it: the learner's view plus who booked it and the notes as written. */
export interface OwnerSessionView extends SessionView {
  learner: { id: string; username: string; email: string } | null;
  notes: string | null;
}

export function toOwnerSessionView(
  row: BookingRow,
  settings: CoachingAvailability,
  now: Date,
  learner: OwnerSessionView['learner'] = null,
): OwnerSessionView {
  return { ...toSessionView(row, settings, now), learner, notes: row.notes };
}

/** The owner's sessions (issue 28): upcoming (not yet ended, soonest first) and past (latest first, the last 200). */
export async function listSessions({
  db,
  now,
}: {
  db: Db;
  now: Date;
}): Promise<{ upcoming: OwnerSessionView[]; past: OwnerSessionView[] }> {
  const settings = await loadCoachingSettings({ db });
  const rows = await db.select().from(coachingBookings).orderBy(desc(coachingBookings.startsAt)).limit(500);
  const learnerIds = [...new Set(rows.map((r) => r.userId))];
  const learners = learnerIds.length
    ? await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(inArray(users.id, learnerIds))
    : [];
  const byId = new Map(learners.map((l) => [l.id, l]));
  const views = rows.map((row) => toOwnerSessionView(row, settings, now, byId.get(row.userId) ?? null));
  const upcoming = views.filter((v) => new Date(v.end).getTime() > now.getTime()).reverse();
  const past = views.filter((v) => new Date(v.end).getTime() <= now.getTime()).slice(0, 200);
  return { upcoming, past };
}
