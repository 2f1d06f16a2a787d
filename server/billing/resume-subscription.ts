import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { lockMySubscription, stripeSideOf } from './find-my-subscription';
import { resume } from './stripe-billing';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';

/**
 * The learner changes their mind before a cancelled subscription's period ends (issue 44): it renews again as before.
 * After the period's end, or once it has ended, there is nothing to resume (409: subscribe again from the offer's
 * page). Resuming one that is not cancelled answers the same.
 */
export async function resumeSubscription({
  db,
  gateway,
  userId,
  subscriptionId,
  now,
}: {
  db: Db;
  /** The site's gateway: a subscription Stripe bills is resumed there first. */
  gateway: PaymentGateway;
  userId: string;
  subscriptionId: string;
  now: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const subscription = await lockMySubscription({ db: tx, userId, subscriptionId });
    if (subscription.status === 'canceled' || subscription.status === 'completed') {
      throw new DomainError(
        'conflict',
        'This subscription has ended, so it cannot be resumed. You can subscribe again from the offer page.',
      );
    }
    if (!subscription.cancelAtPeriodEnd) return;
    if (subscription.currentPeriodEnd.getTime() <= now.getTime()) {
      throw new DomainError(
        'conflict',
        'This subscription’s paid period is over, so it cannot be resumed. You can subscribe again from the offer page.',
      );
    }
    const stripe = stripeSideOf(subscription, gateway);
    if (stripe) await resume(stripe);
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, canceledAt: null, cancelReason: null, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId));
  });
}
