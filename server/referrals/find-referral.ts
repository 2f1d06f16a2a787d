import { eq } from 'drizzle-orm';
import { referralAttributions } from '../db/schema';
import { withinWindow } from './referral-rules';
import type { Db } from '../db/client';

/** The referrer of an account whose click is still within its 30-day window at `now`, or null. */
export async function findReferral({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<{ referrerId: string } | null> {
  const [row] = await db
    .select({ referrerId: referralAttributions.referrerId, clickedAt: referralAttributions.clickedAt })
    .from(referralAttributions)
    .where(eq(referralAttributions.userId, userId))
    .limit(1);
  return row && withinWindow(row.clickedAt, now) ? { referrerId: row.referrerId } : null;
}
