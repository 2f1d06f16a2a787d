import { and, eq } from 'drizzle-orm';
import { hashToken } from '../auth/hash-token';
import { newsletterSubscribers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { enrolInSequences } from '../sequences/enrol-in-sequences';
import { findSubscriber } from './find-subscriber';
import type { Db } from '../db/client';

export interface ConfirmSubscriptionOptions {
  db: Db;
  /** From the confirmation link. */
  token: string;
  now: Date;
}

/**
 * The confirmation link: pending → subscribed. A second click is still a success; after unsubscribing it is not.
 * A confirmation enrols the subscriber in the newsletter_confirmed sequences, in the same transaction (issue 30).
 */
export async function confirmSubscription({ db, token, now }: ConfirmSubscriptionOptions): Promise<{ email: string }> {
  const subscriber = await findSubscriber({ db, token, link: 'confirm' });
  if (!subscriber) {
    throw new DomainError('invalid', 'This confirmation link is not valid. It may have been copied incompletely.', { field: 'token' });
  }
  if (subscriber.status === 'unsubscribed') {
    throw new DomainError('invalid', 'This address has since been unsubscribed. Subscribe again to get a new confirmation link.', {
      field: 'token',
    });
  }
  if (subscriber.status === 'pending') {
    await db.transaction(async (tx) => {
      const [confirmed] = await tx
        .update(newsletterSubscribers)
        .set({ status: 'subscribed', confirmedAt: now, updatedAt: now })
        .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, 'pending')))
        .returning({ id: newsletterSubscribers.id });
      if (!confirmed) return;
      await enrolInSequences({
        db: tx,
        trigger: 'newsletter_confirmed',
        recipient: { subscriberId: confirmed.id },
        eventKey: `newsletter:${confirmed.id}:${now.toISOString()}`,
        now,
      });
    });
  }
  return { email: subscriber.email };
}
