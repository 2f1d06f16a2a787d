import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { loadOffer } from '../offers/sale-offer';
import { withCheckoutLock } from '../payments/checkout-lock';
import { recordChargePayment } from './record-charge-payment';
import { LocalRecurringCheckoutGateway } from './recurring-checkout-gateway';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { GatewayIntent, PaymentGateway } from '../payments/gateway';
import type { CardDetails } from '../payments/local-gateway';

const NOT_FOUND = 'This card check could not be found.';

/**
 * The local card step of a free trial (issue 44): the card is checked and kept as the subscription's, which starts
 * `trialing` (its trigger gives access); nothing is charged. Under the checkout lock, so a checkout opened at the same
 * time (which may call an unpaid subscription off) sees it before or after, never half. A second confirmation of the
 * same check changes nothing.
 */
export async function confirmTrialCard({
  db,
  gateway,
  userId,
  setupToken,
  card,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  userId: string;
  setupToken: string;
  card: CardDetails;
  now: Date;
}): Promise<{ offerId: string; setupId: string }> {
  const setup = await new LocalRecurringCheckoutGateway(db, gateway, () => now).retrieveCardSetup(setupToken);
  if (!setup || setup.userId !== userId) throw new DomainError('not_found', NOT_FOUND);
  return withCheckoutLock({ db, userId, offerId: setup.offerId }, async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, setup.subscriptionId)).for('update').limit(1);
    if (!subscription) throw new DomainError('not_found', NOT_FOUND);
    if (subscription.status === 'trialing' && setup.status === 'succeeded') return { offerId: setup.offerId, setupId: setup.id };
    if (subscription.status !== 'incomplete') throw new DomainError('conflict', 'This checkout is no longer open. Please start again.');
    const saved = await new LocalRecurringCheckoutGateway(tx, gateway.within(tx), () => now).confirmCardSetup({ setup, card });
    if (saved) {
      await tx
        .update(subscriptions)
        .set({ status: 'trialing', paymentMethodId: saved.paymentMethodId, cardBrand: saved.brand, cardLast4: saved.last4, updatedAt: now })
        .where(eq(subscriptions.id, subscription.id));
    }
    return { offerId: setup.offerId, setupId: setup.id };
  });
}

/**
 * After the card paid a subscription's first charge at checkout (the local card step): that card is kept as the
 * subscription's for the renewals, and the charge recorded (its purchase, invoice 1 and receipt; access by the
 * subscription's trigger). A repeated confirmation finds the charge recorded and changes nothing.
 */
export async function recordFirstChargeCard({
  db,
  mailer,
  gateway,
  intent,
  card,
  now,
}: {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  intent: GatewayIntent;
  card: CardDetails;
  now: Date;
}) {
  const saved = await new LocalRecurringCheckoutGateway(db, gateway, () => now).saveCardOfPayment({
    userId: intent.metadata.userId!,
    card,
  });
  return recordChargePayment({ db, mailer, intent, card: saved, now });
}

/**
 * The return from a trial's card check (`?setup_intent=seti_…`, as Stripe returns from a SetupIntent): the offer and
 * its first course when the check is this learner's and their subscription is trialing; null otherwise.
 */
export async function trialStarted({
  db,
  gateway,
  userId,
  setupId,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  userId: string;
  setupId: string;
  now: Date;
}) {
  const setup = await new LocalRecurringCheckoutGateway(db, gateway, () => now).retrieveCardSetupById(setupId);
  if (!setup || setup.userId !== userId || setup.status !== 'succeeded') return null;
  const [subscription] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, setup.subscriptionId))
    .limit(1);
  if (subscription?.status !== 'trialing') return null;
  const offer = await loadOffer({ db, offerId: setup.offerId });
  return offer ? { offerId: offer.id, courseId: offer.courseId, title: offer.title } : null;
}
