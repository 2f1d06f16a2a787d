import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadOffer } from '../offers/sale-offer';
import { subscriptionCancelledEmail } from './billing-emails';
import { endSubscriptionsNow } from './end-subscription-now';
import { lockMySubscription, stripeSideOf } from './find-my-subscription';
import { cancelAtPeriodEnd, cancelNow } from './stripe-billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from '../payments/gateway';

/**
 * The learner cancels their subscription (issue 44, decision 034d): as easy as subscribing, one press and a confirm.
 *
 * - trialing or active: no more charges; access stays to the end of the paid period (or the trial), when the billing
 *   pass ends it; `cancel_at_period_end`, `canceled_at` and the reason are kept, and resuming undoes them.
 * - past_due or paused: nothing more is owed for time not given, so it ends at once (endSubscriptionsNow: canceled,
 *   its failed charge void, the trigger ends its entitlements; progress and certificates stay).
 * - a payment plan: refused (409), it is an agreement to pay all its instalments.
 *
 * Cancelling again answers the same and emails nothing more; the one confirmation email is queued in the transaction
 * that cancels. Someone else's subscription is `not_found`.
 */
export async function cancelSubscription({
  db,
  mailer,
  gateway,
  userId,
  subscriptionId,
  reason,
  now,
}: {
  db: Db;
  mailer: Mailer;
  /** The site's gateway: a subscription Stripe bills is cancelled there first. */
  gateway: PaymentGateway;
  userId: string;
  subscriptionId: string;
  reason?: string;
  now: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const subscription = await lockMySubscription({ db: tx, userId, subscriptionId });
    if (subscription.kind === 'payment_plan') {
      throw new DomainError(
        'conflict',
        `A payment plan is an agreement to pay all ${subscription.instalments} instalments, so it cannot be cancelled here. Contact us if you need to change it.`,
      );
    }
    if (subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) return;
    // Stripe first: if it cannot be reached nothing is written, and the learner tries again. Its webhooks then
    // confirm what is written here (server/billing/handle-billing-event.ts).
    const stripe = stripeSideOf(subscription, gateway);
    if (stripe && (subscription.status === 'past_due' || subscription.status === 'paused')) await cancelNow(stripe);
    else if (stripe) await cancelAtPeriodEnd(stripe);
    let accessUntil: Date | null;
    if (subscription.status === 'past_due' || subscription.status === 'paused') {
      await endSubscriptionsNow({ db: tx, where: { subscriptionId }, reason: reason ?? '', now });
      await tx
        .update(subscriptions)
        .set({ cancelReason: reason ?? null })
        .where(eq(subscriptions.id, subscriptionId));
      accessUntil = null;
    } else {
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, canceledAt: now, cancelReason: reason ?? null, updatedAt: now })
        .where(eq(subscriptions.id, subscriptionId));
      accessUntil =
        subscription.status === 'trialing' && subscription.trialEndsAt ? subscription.trialEndsAt : subscription.currentPeriodEnd;
    }
    const [learner] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const offer = await loadOffer({ db: tx, offerId: subscription.offerId });
    if (!learner) return;
    const email = subscriptionCancelledEmail(mailer.siteUrl, {
      username: learner.username,
      title: offer?.title ?? subscription.offerId,
      accessUntil,
    });
    await mailer.queue(tx, { kind: 'subscription-cancelled', to: learner.email, userId, ...email }, now);
  });
}
