import { and, desc, eq } from 'drizzle-orm';
import { coachingBookings } from '../db/schema';
import { loadBalance, type CoachingBalance } from './coaching-balance';
import { loadCoachingSettings } from './coaching-settings';
import { toSessionView, type SessionView } from './session-view';
import type { Db } from '../db/client';

export interface MySessions {
  balance: CoachingBalance;
  sessionMinutes: number;
  minNoticeHours: number;
  /** The instructor's time zone (the page shows times in the learner's own). */
  ownerTimeZone: string;
  sessions: SessionView[];
}

/** A learner's sessions (soonest upcoming first, then past) and what they have left to book (issue 28). */
export async function listMySessions({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<MySessions> {
  const settings = await loadCoachingSettings({ db });
  const [balance, rows] = await Promise.all([
    loadBalance({ db, userId, bookingWindowDays: settings.bookingWindowDays, now }),
    db
      .select()
      .from(coachingBookings)
      .where(and(eq(coachingBookings.userId, userId)))
      .orderBy(desc(coachingBookings.startsAt)),
  ]);
  const views = rows.map((row) => toSessionView(row, settings, now));
  const upcoming = views.filter((v) => new Date(v.end).getTime() > now.getTime()).reverse();
  const past = views.filter((v) => new Date(v.end).getTime() <= now.getTime());
  return {
    balance,
    sessionMinutes: settings.sessionMinutes,
    minNoticeHours: settings.minNoticeHours,
    ownerTimeZone: settings.timeZone,
    sessions: [...upcoming, ...past],
  };
}
