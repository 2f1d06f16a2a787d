import { and, eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { recordAudit } from './record-audit';
import type { Db } from '../db/client';

/**
 * Marks a contact message handled (or, with `handled: false`, new again), with an audit row in the same
 * transaction. Marking it as it already is changes nothing and writes no audit row, so a double click is harmless.
 */
export async function markContactMessageHandled({
  db,
  now,
  actorId,
  messageId,
  handled = true,
}: {
  db: Db;
  now: Date;
  actorId: string;
  messageId: string;
  handled?: boolean;
}): Promise<{ id: string; status: 'new' | 'handled'; changed: boolean }> {
  return db.transaction(async (tx) => {
    const status = handled ? 'handled' : 'new';
    const [updated] = await tx
      .update(contactMessages)
      .set(handled ? { status, handledAt: now, handledBy: actorId } : { status, handledAt: null, handledBy: null })
      .where(and(eq(contactMessages.id, messageId), eq(contactMessages.status, handled ? 'new' : 'handled')))
      .returning({ id: contactMessages.id });
    if (!updated) {
      const [existing] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!existing) throw new DomainError('not_found', 'There is no such message.');
      return { id: messageId, status, changed: false };
    }
    await recordAudit({
      db: tx,
      actorId,
      action: handled ? 'contact-message.handled' : 'contact-message.reopened',
      target: { type: 'contact-message', id: messageId },
      now,
    });
    return { id: messageId, status, changed: true };
  });
}
