import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { STANDING_SUBSCRIPTION_STATUSES } from './schema';
import { billingGatewayOf, cancelNow } from './stripe-billing';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

/**
 * Ends at Stripe, now, the standing Stripe subscriptions that the site is about to end itself (an account deleted, a
 * first payment refunded): called before the site's own change, so that a Stripe that cannot be reached fails the
 * request (to be tried again) rather than leave Stripe charging someone the site has let go. Repeating it is
 * harmless (cancelNow answers an ended subscription as it is). Nothing to do with the local gateway.
 */
export async function cancelAtStripe({
  db,
  gateway,
  where,
}: {
  db: Db;
  gateway: PaymentGateway;
  where: { subscriptionId: string } | { userId: string };
}): Promise<void> {
  const stripe = billingGatewayOf(gateway);
  if (!stripe) return;
  const rows = await db
    .select({ providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        'subscriptionId' in where ? eq(subscriptions.id, where.subscriptionId) : eq(subscriptions.userId, where.userId),
        eq(subscriptions.gateway, 'stripe'),
        isNotNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.status, [...STANDING_SUBSCRIPTION_STATUSES]),
      ),
    );
  for (const row of rows) {
    await cancelNow({ gateway: stripe, providerSubscriptionId: row.providerSubscriptionId! });
  }
}
