import { and, asc, eq } from 'drizzle-orm';
import { daySalt } from '../blog/record-article-view';
import { utcDay } from '../blog/utc-day';
import { analyticsEvents, checkoutOpens, userFirstTouches } from '../db/schema';
import { sourceOf, visitorHash, type PageView } from './page-view';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { PageViewRecorder } from './page-view-recorder';

export interface RecordFirstTouchOptions {
  db: Db;
  analytics: PageViewRecorder;
  userId: string;
  /** As the limits count it (the same address the page views were counted under). */
  clientIp: string;
  userAgent: string;
  now: Date;
}

/**
 * Keeps with a new account where its visitor came from (issue 30, first touch): the source, campaign and
 * entry page of their first view today, found by today's visitor hash among the views not written yet and
 * those in the table; 'direct' when none (an earlier day's visit cannot be tied to them: the hash rotates).
 * Once per account.
 */
export async function recordFirstTouch({ db, analytics, userId, clientIp, userAgent, now }: RecordFirstTouchOptions): Promise<void> {
  const day = utcDay(now);
  const hash = visitorHash(await daySalt(db, day), clientIp, userAgent);
  const [stored] = await db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.day, day), eq(analyticsEvents.visitorHash, hash)))
    .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.seq))
    .limit(1);
  const buffered = (await analytics.buffered(day)).filter((view) => view.visitorHash === hash);
  const first = [stored, ...buffered]
    .filter((view): view is PageView & { id?: string } => view !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  await db
    .insert(userFirstTouches)
    .values({
      userId,
      source: first ? sourceOf(first) : 'direct',
      medium: first?.utmMedium ?? null,
      campaign: first?.utmCampaign ?? null,
      referrerHost: first?.referrerHost ?? null,
      entryPath: first?.path ?? null,
      // The funnel counts this visitor, not the account: two accounts made from one browser on one day were one visit.
      visitorHash: first ? hash : null,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The funnel's "checkout opened": the first time this learner opens checkout, recorded once. */
export async function recordCheckoutOpened({ db, userId, courseId, now }: { db: Db; userId: string; courseId: string; now: Date }) {
  await db.insert(checkoutOpens).values({ userId, courseId, openedAt: now }).onConflictDoNothing();
}

/**
 * recordFirstTouch after a sign-up, whose answer does not wait on it failing: an account without its first
 * touch counts as 'direct' in the funnel, which is better than a sign-up that seems to fail.
 */
export async function keepFirstTouch(options: RecordFirstTouchOptions & { log: Logger }): Promise<void> {
  try {
    await recordFirstTouch(options);
  } catch (error) {
    options.log.warn({ err: error, userId: options.userId }, 'analytics: could not keep the first touch of a sign-up');
  }
}
