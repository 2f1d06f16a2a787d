// `.server`: answers the join links, which only buyers and owners may see.
import { asc, desc, sql } from 'drizzle-orm';
import { strategyCalls } from '../db/schema';
import { toCallView, type CallView } from './call-view';
import type { Db } from '../db/client';

export interface ListCallsOptions {
  db: Db;
  now: Date;
}

export interface CallList {
  /** Not yet over, soonest first; cancelled ones included (marked), so a member who saved the date sees it is off. */
  upcoming: CallView[];
  /** Over and held (not cancelled), most recent first, with their notes and recording links. */
  past: CallView[];
}

/** The strategy calls of the member area (issue 19); the caller has checked access. */
export async function listCalls({ db, now }: ListCallsOptions): Promise<CallList> {
  const ends = sql`${strategyCalls.startsAt} + make_interval(mins => ${strategyCalls.durationMinutes})`;
  const upcoming = await db
    .select()
    .from(strategyCalls)
    .where(sql`${ends} > ${now.toISOString()}::timestamptz`)
    .orderBy(asc(strategyCalls.startsAt));
  const past = await db
    .select()
    .from(strategyCalls)
    .where(sql`${ends} <= ${now.toISOString()}::timestamptz and ${strategyCalls.status} = 'scheduled'`)
    .orderBy(desc(strategyCalls.startsAt))
    .limit(50);
  return { upcoming: upcoming.map(toCallView), past: past.map(toCallView) };
}
