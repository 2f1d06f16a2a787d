import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { STANDING_SUBSCRIPTION_STATUSES } from './schema';
import type { Db } from '../db/client';

/**
 * Ends standing subscriptions at once (decision 034a): `canceled` (the trigger ends their access; progress and
 * certificates stay), with the reason, and their unpaid charges `void`, so nothing is tried again. For a refund of
 * the first payment under the money-back guarantee, an account deleted, or a cancellation that cannot wait for the
 * period's end. Call inside the caller's transaction. Answers the ids ended (none when already ended).
 */
export async function endSubscriptionsNow({
  db,
  where,
  reason,
  now,
}: {
  db: Db;
  where: { subscriptionId: string } | { userId: string };
  reason: string;
  now: Date;
}): Promise<string[]> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, canceledAt: now, endedAt: now, cancelReason: reason, updatedAt: now })
    .where(
      and(
        'subscriptionId' in where ? eq(subscriptions.id, where.subscriptionId) : eq(subscriptions.userId, where.userId),
        inArray(subscriptions.status, [...STANDING_SUBSCRIPTION_STATUSES]),
      ),
    )
    .returning({ id: subscriptions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(subscriptionCharges)
      .set({ status: 'void', nextAttemptAt: null, updatedAt: now })
      .where(and(inArray(subscriptionCharges.subscriptionId, ids), inArray(subscriptionCharges.status, ['pending', 'failed'])));
  }
  return ids;
}
