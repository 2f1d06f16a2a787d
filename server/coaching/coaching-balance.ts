import { and, eq, inArray, isNull } from 'drizzle-orm';
import { coachingBookings, coachingGrants, entitlements } from '../db/schema';
import { liveAt } from '../entitlements/learner-access';
import type { Db } from '../db/client';

const DAY = 86_400_000;

/** Sessions one source gives: a premium purchase (one) or an owner's grant, bookable in [from, until). */
export interface Entitlement {
  count: number;
  from: Date;
  until: Date;
}

export interface CoachingBalance {
  /** Sessions the learner may book now. */
  available: number;
  /** When the first of them can no longer be booked (null without any). */
  bookBy: string | null;
}

/**
 * Which sessions are left (docs/decisions/025a-coaching-bookings.md). Each session that holds or held a
 * time (booked, done, missed; a cancelled one gives its session back) used one unit of a source that
 * could be booked when it was made, the one running out first; what is left of the sources that can
 * still be booked is the balance. Pure, so the rule is tested on its own.
 */
export function computeBalance({
  entitlements,
  used,
  now,
}: {
  entitlements: Entitlement[];
  /** When each session that counts was booked. */
  used: Date[];
  now: Date;
}): CoachingBalance {
  const sources = [...entitlements].sort((a, b) => a.until.getTime() - b.until.getTime()).map((e) => ({ ...e, left: e.count }));
  for (const bookedAt of [...used].sort((a, b) => a.getTime() - b.getTime())) {
    const source =
      sources.find((s) => s.left > 0 && s.from.getTime() <= bookedAt.getTime() && bookedAt.getTime() < s.until.getTime()) ??
      sources.find((s) => s.left > 0);
    if (source) source.left -= 1;
  }
  const open = sources.filter((s) => s.left > 0 && s.from.getTime() <= now.getTime() && now.getTime() < s.until.getTime());
  return {
    available: open.reduce((sum, s) => sum + s.left, 0),
    bookBy: open[0] ? open[0].until.toISOString() : null,
  };
}

/**
 * A learner's balance, read from the database: the sessions of each live coaching entitlement (an offer's
 * grant, bought or granted: issue 43) and the owner's grants not voided, each bookable for `bookingWindowDays` from when it was
 * given. Call it inside the booking's transaction after locking the learner's row.
 */
export async function loadBalance({
  db,
  userId,
  bookingWindowDays,
  now,
}: {
  db: Db;
  userId: string;
  bookingWindowDays: number;
  now: Date;
}): Promise<CoachingBalance> {
  const window = bookingWindowDays * DAY;
  // One after another: inside a transaction they share one connection.
  const bought = await db
    .select({ sessions: entitlements.sessions, startsAt: entitlements.startsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.kind, 'coaching'), liveAt(now)));
  const granted = await db
    .select({ count: coachingGrants.count, createdAt: coachingGrants.createdAt })
    .from(coachingGrants)
    .where(and(eq(coachingGrants.userId, userId), isNull(coachingGrants.voidedAt)));
  const used = await db
    .select({ createdAt: coachingBookings.createdAt })
    .from(coachingBookings)
    .where(and(eq(coachingBookings.userId, userId), inArray(coachingBookings.status, ['booked', 'done', 'missed'])));
  const sources = [
    ...bought.map((e) => ({ count: e.sessions ?? 0, from: e.startsAt, until: new Date(e.startsAt.getTime() + window) })),
    ...granted.map((g) => ({ count: g.count, from: g.createdAt, until: new Date(g.createdAt.getTime() + window) })),
  ];
  return computeBalance({ entitlements: sources, used: used.map((u) => u.createdAt), now });
}
