import { and, eq, max } from 'drizzle-orm';
import { offerPrices, subscriptionCharges, subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { addInterval } from './billing-periods';
import { lockMySubscription, refuseStripeUntilWired } from './find-my-subscription';
import { prorateMonthToYear } from './prorate-interval-switch';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { LocalGateway, LocalSavedCards } from '../payments/local-gateway';

/** unchanged: it had that interval; scheduled: monthly from the renewal, or a scheduled switch called off; paid or failed: the proration's charge. */
export type SwitchOutcome = 'unchanged' | 'scheduled' | 'paid' | 'failed';

/**
 * The learner switches between monthly and yearly (issue 44), as Stripe does it:
 * - month → year at once: the year's price less the unused part of the month (prorateMonthToYear) is charged now
 *   with the saved card, as a new charge whose yearly period starts now (attempt-charge.ts; paid, it makes the
 *   subscription's period that year). A declined charge is a failed charge like a renewal's: past due, retried.
 * - year → month at the next renewal (`scheduled_interval`): the year paid for is kept; switching back to yearly
 *   before then only clears the schedule.
 * Only an active subscription that is not cancelled switches (409 naming its state otherwise); the offer must sell
 * the interval in the subscription's currency (400 naming `interval`). Switching to the interval it has answers
 * `unchanged`.
 */
export async function switchInterval({
  db,
  mailer,
  local,
  userId,
  subscriptionId,
  interval,
  now,
}: {
  db: Db;
  mailer: Mailer;
  /** The local test gateway and its saved cards, asked for only when a card is charged or saved. */
  local: () => { gateway: LocalGateway; cards: LocalSavedCards };
  userId: string;
  subscriptionId: string;
  interval: 'month' | 'year';
  now: Date;
}): Promise<SwitchOutcome> {
  const planned = await db.transaction(async (tx) => {
    const subscription = await lockMySubscription({ db: tx, userId, subscriptionId });
    if (subscription.kind === 'payment_plan') {
      throw new DomainError('conflict', 'A payment plan is paid in monthly instalments, so its interval cannot change.');
    }
    const [price] = await tx
      .select({ amount: offerPrices.amount })
      .from(offerPrices)
      .where(
        and(
          eq(offerPrices.offerId, subscription.offerId),
          eq(offerPrices.currency, subscription.currency),
          eq(offerPrices.interval, interval),
        ),
      )
      .limit(1);
    if (!price) {
      throw new DomainError(
        'invalid',
        `interval: this offer is not sold ${interval === 'year' ? 'yearly' : 'monthly'} in ${subscription.currency}.`,
        {
          field: 'interval',
        },
      );
    }
    if (interval === subscription.interval && !subscription.scheduledInterval) return 'unchanged' as const;
    if (subscription.status !== 'active') {
      const state = {
        trialing: 'is in its free trial',
        past_due: 'has a failed payment: update your card first',
        paused: 'is paused: update your card first',
      }[subscription.status as 'trialing' | 'past_due' | 'paused'];
      throw new DomainError('conflict', `This subscription ${state ?? 'has ended'}, so its interval cannot change now.`);
    }
    if (subscription.cancelAtPeriodEnd) {
      throw new DomainError('conflict', 'This subscription is cancelled: resume it first to change its interval.');
    }
    refuseStripeUntilWired(subscription);
    // Stripe (when wired, in refuseStripeUntilWired's place): subscriptions.update(id, { items: [{ id, price }],
    // proration_behavior: 'always_invoice' }) for month → year; a subscription schedule's next phase for year → month.
    if (interval === subscription.interval || interval === 'month') {
      await tx
        .update(subscriptions)
        .set({ scheduledInterval: interval === subscription.interval ? null : interval, updatedAt: now })
        .where(eq(subscriptions.id, subscriptionId));
      return 'scheduled' as const;
    }

    const { due } = prorateMonthToYear({
      monthAmount: subscription.amount,
      yearAmount: price.amount,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      now,
    });
    const decision = await decideChargeTax({ db: tx, billing: subscription.billing, amount: due });
    const [last] = await tx
      .select({ sequence: max(subscriptionCharges.sequence) })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscriptionId));
    const [charge] = await tx
      .insert(subscriptionCharges)
      .values({
        subscriptionId,
        sequence: (last?.sequence ?? 0) + 1,
        periodStart: now,
        periodEnd: addInterval(now, 'year'),
        dueAt: now,
        amount: decision.gross,
        currency: subscription.currency,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: subscriptionCharges.id });
    await tx
      .update(subscriptions)
      .set({ interval: 'year', amount: price.amount, scheduledInterval: null, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId));
    return { chargeId: charge!.id, decision };
  });
  if (typeof planned === 'string') return planned;
  // After the switch's transaction: the charge records its own outcome (paid, or failed and retried as a renewal).
  const outcome = await attemptLocalCharge({ db, mailer, ...local(), now, ...planned });
  return outcome === 'failed' ? 'failed' : 'paid';
}
