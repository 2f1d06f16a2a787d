import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers, sequenceOptOuts, users } from '../db/schema';
import type { Db } from '../db/client';

/** How an address is kept in the opt-out list: SHA-256 (hex) of it lower-cased. */
export function optOutHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface MarketingRecipient {
  email: string;
  userId?: string | null;
  subscriberId?: string | null;
}

/**
 * Whether marketing sequence email may go to this recipient now (issue 30): not unsubscribed from it by its
 * one-click link, and agreed to it. A subscriber enrolled by their confirmation: while they stay subscribed to
 * the newsletter. An account: by the box ticked at sign-up, or a confirmed newsletter subscription of its
 * address. Asked at enrolment and again before every step, so consent withdrawn anywhere ends the sending.
 */
export async function hasMarketingConsent(db: Db, recipient: MarketingRecipient): Promise<boolean> {
  const [optedOut] = await db
    .select({ at: sequenceOptOuts.createdAt })
    .from(sequenceOptOuts)
    .where(eq(sequenceOptOuts.emailHash, optOutHash(recipient.email)))
    .limit(1);
  if (optedOut) return false;
  if (!recipient.subscriberId && recipient.userId) {
    const [user] = await db.select({ consentAt: users.marketingConsentAt }).from(users).where(eq(users.id, recipient.userId)).limit(1);
    if (!user) return false;
    if (user.consentAt) return true;
  }
  const [subscribed] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        recipient.subscriberId
          ? eq(newsletterSubscribers.id, recipient.subscriberId)
          : eq(newsletterSubscribers.email, recipient.email.toLowerCase()),
        eq(newsletterSubscribers.status, 'subscribed'),
      ),
    )
    .limit(1);
  return Boolean(subscribed);
}
