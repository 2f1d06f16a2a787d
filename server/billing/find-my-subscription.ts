import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

/**
 * The learner's own subscription or payment plan, its row locked for the caller's transaction (a double click or two
 * tabs change it one after the other). Another learner's id is `not_found`, as if it did not exist.
 */
export async function lockMySubscription({ db, userId, subscriptionId }: { db: Db; userId: string; subscriptionId: string }) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .for('update')
    .limit(1);
  if (!row || row.status === 'incomplete') throw new DomainError('not_found', 'You have no subscription with this id.');
  return row;
}

/**
 * The one place a learner's change meets Stripe. Subscriptions with gateway 'stripe' cannot be created yet (issue 44
 * is built in parts); until Stripe's call is wired here, such a change is refused before anything is written.
 */
export function refuseStripeUntilWired(subscription: { gateway: 'local' | 'stripe' }): void {
  if (subscription.gateway === 'stripe') {
    throw new DomainError('unavailable', 'This subscription is billed by Stripe, which cannot be changed from this page yet.');
  }
}
