import { eq } from 'drizzle-orm';
import { referralAttributions, referralCodes } from '../db/schema';
import { withinWindow } from './referral-rules';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ReferralMarker } from './referral-marker';

export interface AttachReferralOptions {
  db: Db;
  /** The account that came through the link. */
  userId: string;
  /** From the visitor's cookie (server/referrals/referral-marker.ts); null: none. */
  marker: ReferralMarker | null;
  via: 'sign_up' | 'checkout';
  now: Date;
}

/**
 * Ties an account to the referrer whose link it came through: at sign-up, or when an older account opens
 * checkout. Only within 30 days of the click, never to the account itself, and once: an account already
 * referred keeps its first referrer. Returns whether this call tied it.
 */
export async function attachReferral({ db, userId, marker, via, now }: AttachReferralOptions): Promise<boolean> {
  if (!marker || !withinWindow(marker.clickedAt, now)) return false;
  const [code] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, marker.code)).limit(1);
  if (!code || code.userId === userId) return false;
  const rows = await db
    .insert(referralAttributions)
    .values({ userId, referrerId: code.userId, clickedAt: marker.clickedAt, attributedAt: now, via })
    .onConflictDoNothing()
    .returning({ userId: referralAttributions.userId });
  return rows.length > 0;
}

/**
 * attachReferral after a sign-up, whose answer does not wait on it failing (as the first touch is kept): a
 * sign-up that seems to fail would be worse than a referral not counted.
 */
export async function keepReferral(options: AttachReferralOptions & { log: Logger }): Promise<void> {
  try {
    await attachReferral(options);
  } catch (error) {
    options.log.warn({ err: error, userId: options.userId }, 'referrals: could not attach a referral');
  }
}
