import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { loadOffer } from '../offers/sale-offer';
import { chargeSale, recordChargePaid, type PaidCharge } from './record-charge-paid';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { GatewayIntent } from '../payments/gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ChargePaymentResult =
  | { ok: true; created: boolean; subscriptionId: string; offerId: string; courseId: string | null; userId: string | null }
  | { ok: false; reason: 'not_succeeded' | 'not_found' | 'amount_mismatch' | 'void' };

/**
 * A gateway payment made for a subscription's charge (its metadata names the charge), reported paid by the return
 * page, the card step or a webhook: recorded by recordChargePaid with the VAT quoted when the payment was opened (its
 * checkout_taxes row, the card's country added as evidence). `card` is the card that paid, kept for the renewals.
 */
export async function recordChargePayment({
  db,
  mailer,
  intent,
  card,
  now,
}: {
  db: Db;
  mailer: Mailer;
  /** Fetched from the gateway, never taken from a request. */
  intent: GatewayIntent;
  card?: PaidCharge['card'];
  now: Date;
}): Promise<ChargePaymentResult> {
  const chargeId = intent.metadata.chargeId;
  if (!chargeId || !UUID.test(chargeId)) return { ok: false, reason: 'not_found' };
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
  const sale = await chargeSale({ db, paymentIntentId: intent.id });
  if (!sale) return { ok: false, reason: 'not_found' };
  const recorded = await recordChargePaid({
    db,
    mailer,
    paid: {
      chargeId,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      sale: { ...sale, evidence: { ...sale.evidence, cardCountry: intent.cardCountry ?? sale.evidence.cardCountry } },
      card,
    },
    now,
  });
  if (!recorded.ok) return recorded;
  const [subscription] = await db
    .select({ offerId: subscriptions.offerId, userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, recorded.subscriptionId))
    .limit(1);
  const offer = await loadOffer({ db, offerId: subscription!.offerId });
  return {
    ok: true,
    created: recorded.created,
    subscriptionId: recorded.subscriptionId,
    offerId: subscription!.offerId,
    courseId: offer?.courseId ?? null,
    userId: subscription!.userId,
  };
}
