import { eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { visitorHash } from '../analytics/page-view';
import { daySalt } from '../blog/record-article-view';
import { utcDay } from '../blog/utc-day';
import { referralClicks, referralCodes } from '../db/schema';
import type { Db } from '../db/client';

export interface RecordReferralClickOptions {
  db: Db;
  code: string;
  /** As the limits count it; hashed with the day's salt, never stored. */
  clientIp: string;
  userAgent: string;
  /** The visitor asked not to be counted (Sec-GPC, DNT), as the analytics respect it: the link still works. */
  countable: boolean;
  now: Date;
}

/**
 * A visit through /r/<code>: the referrer's id (null for an unknown code), and the click counted once per
 * visitor per UTC day by the analytics' visitor hash. Bots (link previews, crawlers) are not counted.
 */
export async function recordReferralClick({
  db,
  code,
  clientIp,
  userAgent,
  countable,
  now,
}: RecordReferralClickOptions): Promise<string | null> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  if (!row) return null;
  if (countable && userAgent && !isbot(userAgent)) {
    const day = utcDay(now);
    const hash = visitorHash(await daySalt(db, day), clientIp, userAgent);
    await db.insert(referralClicks).values({ referrerId: row.userId, day, visitorHash: hash }).onConflictDoNothing();
  }
  return row.userId;
}
