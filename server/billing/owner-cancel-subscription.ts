import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { subscriptions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadOffer } from '../offers/sale-offer';
import { subscriptionCancelledEmail } from './billing-emails';
import { cancelSubscription } from './cancel-subscription';
import { endSubscriptionsNow } from './end-subscription-now';
import { stripeSideOf } from './find-my-subscription';
import { cancelNow } from './stripe-billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from '../payments/gateway';
import type { SubscriptionStatus } from './schema';

export interface OwnerCancelledSubscription {
  id: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  endedAt: Date | null;
}

/**
 * The owner cancels a learner's subscription or payment plan (issue 44: `POST /api/admin/subscriptions/:id/cancel`),
 * with an audit row in the same transaction:
 * - at the period's end: as the learner cancels it (cancel-subscription.ts: access to the end of the paid period,
 *   when the billing pass ends it; a past-due or paused one ends at once), with the learner's email. A payment plan
 *   is refused: it has no period to keep, so the owner ends it now or not at all.
 * - now: ended at once (end-subscription-now.ts: canceled, unpaid charges void, access ended; progress and
 *   certificates stay), with the learner's email.
 * Cancelling what is already cancelled (a double click) changes nothing and writes no second audit row. Nothing is
 * refunded here: a refund is the purchase's (`/admin/purchases`).
 */
export async function ownerCancelSubscription({
  db,
  mailer,
  gateway,
  subscriptionId,
  atPeriodEnd,
  reason,
  actorId,
  now,
}: {
  db: Db;
  mailer: Mailer;
  /** The site's gateway: a subscription Stripe bills is cancelled there first (as the learner's cancel does). */
  gateway: PaymentGateway;
  subscriptionId: string;
  atPeriodEnd: boolean;
  reason?: string;
  actorId: string;
  now: Date;
}): Promise<{ subscription: OwnerCancelledSubscription; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update').limit(1);
    if (!before) throw new DomainError('not_found', 'No such subscription.');
    const ended = before.status === 'canceled' || before.status === 'completed';
    if (!ended) {
      const keepsPeriod = atPeriodEnd && before.status !== 'incomplete' && before.userId !== null;
      if (keepsPeriod && before.kind === 'payment_plan') {
        throw new DomainError(
          'conflict',
          'A payment plan has no period to keep: cancel it now (atPeriodEnd: false) to stop its instalments and end its access.',
        );
      }
      if (keepsPeriod) {
        await cancelSubscription({ db: tx, mailer, gateway, userId: before.userId!, subscriptionId, reason, now });
      } else {
        // Stripe first: if it cannot be reached nothing is written, and the owner tries again.
        const stripe = stripeSideOf(before, gateway);
        if (stripe) await cancelNow(stripe);
        await endSubscriptionsNow({ db: tx, where: { subscriptionId }, reason: reason ?? 'Cancelled by the owner', now });
        const [learner] = before.userId
          ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, before.userId)).limit(1)
          : [];
        if (learner && before.status !== 'incomplete') {
          const offer = await loadOffer({ db: tx, offerId: before.offerId });
          const email = subscriptionCancelledEmail(mailer.siteUrl, {
            username: learner.username,
            title: offer?.title ?? before.offerId,
            accessUntil: null,
          });
          await mailer.queue(tx, { kind: 'subscription-cancelled', to: learner.email, userId: before.userId, ...email }, now);
        }
      }
    }
    const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
    const changed = after!.status !== before.status || after!.cancelAtPeriodEnd !== before.cancelAtPeriodEnd;
    if (changed) {
      await recordAudit({
        db: tx,
        actorId,
        action: 'subscription.cancel',
        target: { type: 'subscription', id: subscriptionId },
        details: { atPeriodEnd, reason: reason ?? null, status: after!.status, userId: before.userId },
        now,
      });
    }
    const { id, status, cancelAtPeriodEnd, currentPeriodEnd, endedAt } = after!;
    return { subscription: { id, status, cancelAtPeriodEnd, currentPeriodEnd, endedAt }, changed };
  });
}
