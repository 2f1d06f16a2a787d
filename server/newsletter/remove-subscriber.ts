import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { emailOutbox, newsletterDeliveries, newsletterSubscribers } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/**
 * Removes a subscriber entirely (a request to be forgotten, or an address that should never have been
 * added). Their newsletter messages still waiting in the outbox go with them; past issues keep their
 * counts (the delivery rows stay, without the subscriber). The audit row is written in the same
 * transaction. Returns the address that was removed.
 */
export async function removeSubscriber({
  db,
  actorId,
  subscriberId,
  now,
}: {
  db: Db;
  actorId: string;
  subscriberId: string;
  now: Date;
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
    await recordAudit({
      db: tx,
      actorId,
      action: 'subscriber.remove',
      target: { type: 'newsletter_subscriber', id: subscriber.id },
      details: { email: subscriber.email, status: subscriber.status },
      now,
    });
    return { id: subscriber.id, email: subscriber.email };
  });
}
