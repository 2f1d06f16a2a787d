import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { billingGatewayOf, type BillingGateway } from './stripe-billing';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

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

/**
 * Stripe's side of a learner's change to a subscription Stripe bills (the site's gateway and the subscription's id
 * there), or null for the local gateway's. A Stripe subscription on a site without Stripe keys cannot be changed:
 * refused before anything is written.
 */
export function stripeSideOf(
  subscription: { gateway: 'local' | 'stripe'; providerSubscriptionId: string | null },
  gateway: PaymentGateway,
): { gateway: BillingGateway; providerSubscriptionId: string } | null {
  if (subscription.gateway !== 'stripe') return null;
  const stripe = billingGatewayOf(gateway);
  if (!stripe || !subscription.providerSubscriptionId) {
    throw new DomainError(
      'unavailable',
      'This subscription is billed by Stripe, which this site cannot reach now. Please try again later.',
    );
  }
  return { gateway: stripe, providerSubscriptionId: subscription.providerSubscriptionId };
}
