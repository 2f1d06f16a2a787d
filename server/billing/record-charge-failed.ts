import { eq } from 'drizzle-orm';
import { salesSettings, subscriptionChargeAttempts, subscriptionCharges, subscriptions, users } from '../db/schema';
import { loadOffer } from '../offers/sale-offer';
import { paymentFailedEmail } from './billing-emails';
import { graceEndsAt, nextAttemptAt } from './billing-periods';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

/** How long a learner whose renewal failed keeps access while it is retried: the owner's setting (default 7 days). */
export async function dunningGraceDays({ db }: { db: Db }): Promise<number> {
  const [row] = await db.select({ days: salesSettings.dunningGraceDays }).from(salesSettings).limit(1);
  return row?.days ?? 7;
}

export interface FailedAttempt {
  chargeId: string;
  /**
   * Which try this was: 1 for the charge when it fell due. Stripe says it (an invoice's attempt_count); without
   * it, the next after the charge's recorded attempts.
   */
  attempt?: number;
  /** The gateway's payment of this try, when it made one. */
  paymentIntentId?: string | null;
  /** The decline as the card's bank gave it, for the learner to read. */
  error: string;
}

/**
 * Records a declined try at a subscription's charge (decision 034a): the attempt row, the charge failed with its next
 * retry (days 1, 3 and 5 after it fell due, within the grace period), the subscription past due (access stays), and,
 * when a retry follows, the learner's email — all in one transaction, and the attempt row is unique, so a webhook
 * delivered twice or a pass run by two processes records and emails each attempt once. A charge paid meanwhile is
 * left as it is. Answers whether this call recorded the attempt.
 */
export async function recordChargeFailed({
  db,
  mailer,
  failed,
  now,
}: {
  db: Db;
  mailer: Mailer;
  failed: FailedAttempt;
  now: Date;
}): Promise<{ recorded: boolean; nextAttemptAt: Date | null }> {
  const graceDays = await dunningGraceDays({ db });
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, failed.chargeId)).for('update').limit(1);
    if (!charge || charge.status === 'paid' || charge.status === 'void') return { recorded: false, nextAttemptAt: null };
    const attempt = failed.attempt ?? charge.attempts + 1;
    const [written] = await tx
      .insert(subscriptionChargeAttempts)
      .values({ chargeId: charge.id, attempt, at: now, outcome: 'failed', error: failed.error })
      .onConflictDoNothing()
      .returning({ attempt: subscriptionChargeAttempts.attempt });
    if (!written) return { recorded: false, nextAttemptAt: charge.nextAttemptAt };
    const next = nextAttemptAt({ dueAt: charge.dueAt, attempt, graceDays });
    await tx
      .update(subscriptionCharges)
      .set({
        status: 'failed',
        attempts: Math.max(attempt, charge.attempts),
        nextAttemptAt: next,
        lastError: failed.error,
        ...(failed.paymentIntentId ? { paymentIntentId: failed.paymentIntentId } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptionCharges.id, charge.id));
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId)).for('update').limit(1);
    if (!subscription) return { recorded: true, nextAttemptAt: next };
    if (subscription.status === 'active' || subscription.status === 'trialing') {
      await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, subscription.id));
    }
    const [learner] = subscription.userId
      ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, subscription.userId)).limit(1)
      : [];
    if (next && learner && (subscription.status === 'active' || subscription.status === 'trialing' || subscription.status === 'past_due')) {
      const offer = await loadOffer({ db: tx, offerId: subscription.offerId });
      const email = paymentFailedEmail(mailer.siteUrl, {
        username: learner.username,
        title: offer?.title ?? subscription.offerId,
        amount: charge.amount,
        currency: charge.currency,
        reason: failed.error,
        nextAttemptAt: next,
        pausesAt: graceEndsAt({ dueAt: charge.dueAt, graceDays }),
      });
      await mailer.queue(tx, { kind: 'payment-failed', to: learner.email, userId: subscription.userId, ...email }, now);
    }
    return { recorded: true, nextAttemptAt: next };
  });
}
