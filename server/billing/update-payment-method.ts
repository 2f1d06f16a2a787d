import { and, asc, eq, inArray } from 'drizzle-orm';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { attemptLocalCharge } from './attempt-charge';
import { STANDING_SUBSCRIPTION_STATUSES } from './schema';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { CardDetails, LocalGateway, LocalSavedCards } from '../payments/local-gateway';

/**
 * The learner gives a new card (issue 44; the local test gateway's test cards, as checkout's card step): it is checked
 * and saved (a declined card is refused with Stripe's decline code and changes nothing), becomes the card of every
 * subscription and payment plan of theirs that still stands, and a failed charge of one that is past due or paused is
 * tried again at once with it (decision 034a: "a new card retries at once"); paid, access carries on or comes back.
 * Answers each retried charge's outcome.
 */
export async function updatePaymentMethod({
  db,
  mailer,
  local,
  userId,
  card,
  now,
}: {
  db: Db;
  mailer: Mailer;
  /** The local test gateway and its saved cards, asked for only when a card is charged or saved. */
  local: () => { gateway: LocalGateway; cards: LocalSavedCards };
  userId: string;
  card: CardDetails;
  now: Date;
}): Promise<{ retried: { subscriptionId: string; outcome: 'paid' | 'failed' | 'skipped' }[] }> {
  const standing = and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...STANDING_SUBSCRIPTION_STATUSES]));
  const mine = await db.select({ id: subscriptions.id, gateway: subscriptions.gateway }).from(subscriptions).where(standing);
  if (mine.length === 0) throw new DomainError('conflict', 'You have no subscription or payment plan to pay with this card.');
  if (mine.some((s) => s.gateway === 'stripe')) {
    // Stripe (when wired, here): a SetupIntent confirmed in the browser, then the customer's default payment method.
    throw new DomainError('unavailable', 'Your subscription is billed by Stripe, whose card cannot be changed from this page yet.');
  }
  const { gateway, cards } = local();
  const saved = await cards.saveCard({ userId, card });
  const updated = await db
    .update(subscriptions)
    .set({ paymentMethodId: saved.paymentMethodId, cardBrand: saved.brand, cardLast4: saved.last4, updatedAt: now })
    .where(and(standing, eq(subscriptions.gateway, 'local')))
    .returning({ id: subscriptions.id, status: subscriptions.status });
  const owing = updated.filter((s) => s.status === 'past_due' || s.status === 'paused').map((s) => s.id);
  if (owing.length === 0) return { retried: [] };
  const failed = await db
    .select({ id: subscriptionCharges.id, subscriptionId: subscriptionCharges.subscriptionId })
    .from(subscriptionCharges)
    .where(and(inArray(subscriptionCharges.subscriptionId, owing), eq(subscriptionCharges.status, 'failed')))
    .orderBy(asc(subscriptionCharges.subscriptionId), asc(subscriptionCharges.sequence));
  const retried = [];
  for (const charge of failed) {
    const outcome = await attemptLocalCharge({ db, mailer, gateway, cards, chargeId: charge.id, now });
    retried.push({ subscriptionId: charge.subscriptionId, outcome });
  }
  return { retried };
}
