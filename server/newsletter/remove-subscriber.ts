import { and, eq, inArray } from 'drizzle-orm';
import { emailOutbox, newsletterDeliveries, newsletterSubscribers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/**
 * Removes a subscriber entirely (a request to be forgotten, or an address that should never have been
 * added). Their newsletter messages still waiting in the outbox go with them; past issues keep their
 * counts (the delivery rows stay, without the subscriber). `record` writes the audit row in the same
 * transaction. Returns the address that was removed.
 */
export async function removeSubscriber({
  db,
  subscriberId,
  record,
}: {
  db: Db;
  subscriberId: string;
  record?: (tx: Db, removed: { id: string; email: string; status: string }) => Promise<void>;
}): Promise<{ id: string; email: string }> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId))
      .for('update');
    if (!subscriber) throw new DomainError('not_found', 'No such subscriber. They may have been removed already.');
    const waiting = tx
      .select({ id: newsletterDeliveries.outboxId })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, subscriberId));
    await tx.delete(emailOutbox).where(and(inArray(emailOutbox.id, waiting), eq(emailOutbox.status, 'pending')));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
    await record?.(tx, subscriber);
    return { id: subscriber.id, email: subscriber.email };
  });
}
