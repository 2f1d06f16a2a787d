import { eq } from 'drizzle-orm';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { saveCheckoutTax } from '../invoices/checkout-tax';
import { DEFAULT_SELLER_COUNTRY, loadSalesSettings } from '../invoices/sales-settings';
import { decideTax } from '../tax/decide-tax';
import { recordChargeFailed } from './record-charge-failed';
import { chargeSale, recordChargePaid } from './record-charge-paid';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { LocalGateway, LocalSavedCards } from '../payments/local-gateway';
import type { BillingDetails, TaxDecision } from '../tax/decide-tax';

/**
 * A charge's VAT at its own date (issue 31's rules): the learner's billing details from the checkout, the owner's
 * current settings and rates. The amount is the price of what is charged (a period, an instalment, a proration).
 */
export async function decideChargeTax({ db, billing, amount }: { db: Db; billing: BillingDetails; amount: number }): Promise<TaxDecision> {
  const settings = await loadSalesSettings({ db });
  return decideTax({
    amount,
    billing,
    sellerCountry: settings.seller?.country ?? DEFAULT_SELLER_COUNTRY,
    taxInclusive: settings.taxInclusive,
  });
}

export interface AttemptLocalChargeOptions {
  db: Db;
  mailer: Mailer;
  gateway: LocalGateway;
  cards: LocalSavedCards;
  chargeId: string;
  /**
   * The VAT decided when the charge was made (decideChargeTax): needed for its first try. A retry charges what the
   * first try quoted (its payment's checkout_taxes row).
   */
  decision?: TaxDecision;
  now: Date;
}

/**
 * Tries a subscription's charge now with its saved card, through the local test gateway (as Stripe charges a
 * customer's default payment method off-session): the charge's payment for this try (one idempotency key per
 * charge and try, so two processes trying at once make one payment), its VAT quote, then recordChargePaid or
 * recordChargeFailed. Answers what happened; 'skipped' for a charge already paid or called off.
 */
export async function attemptLocalCharge(options: AttemptLocalChargeOptions): Promise<'paid' | 'failed' | 'skipped'> {
  const { db, mailer, gateway, cards, chargeId, now } = options;
  const [row] = await db
    .select({ charge: subscriptionCharges, subscription: subscriptions })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .where(eq(subscriptionCharges.id, chargeId))
    .limit(1);
  if (!row || row.charge.status === 'paid' || row.charge.status === 'void') return 'skipped';
  const { charge, subscription } = row;
  if (!subscription.userId) return 'skipped';
  const previous = charge.paymentIntentId ? await chargeSale({ db, paymentIntentId: charge.paymentIntentId }) : null;
  const decision: TaxDecision | undefined =
    options.decision ??
    (previous
      ? {
          ...previous.line,
          billingCountry: previous.buyer.country,
          company: previous.buyer.company,
          address: previous.buyer.address,
          vatNumber: previous.buyer.vatNumber,
          vatCheck: previous.evidence.vatCheck,
        }
      : undefined);
  if (!decision) throw new Error(`charge ${charge.id}: no VAT decided for its first try`);
  if (decision.gross !== charge.amount) throw new Error(`charge ${charge.id}: its VAT quote is for another amount`);

  const attempt = charge.attempts + 1;
  const intent = await gateway.createIntent({
    amount: charge.amount,
    currency: charge.currency,
    metadata: { userId: subscription.userId, offerId: subscription.offerId, couponId: '', chargeId: charge.id },
    description: `Subscription ${subscription.id}, charge ${charge.sequence}`,
    idempotencyKey: `charge-${charge.id}-attempt-${attempt}`,
  });
  await saveCheckoutTax({ db, paymentIntentId: intent.id, userId: subscription.userId, decision, currency: charge.currency, now });
  if (!subscription.paymentMethodId) {
    await recordChargeFailed({
      db,
      mailer,
      failed: { chargeId, attempt, paymentIntentId: intent.id, error: 'There is no card on file.' },
      now,
    });
    return 'failed';
  }
  const outcome = await cards.chargeSavedCard({ paymentIntentId: intent.id, paymentMethodId: subscription.paymentMethodId });
  if (outcome.declined) {
    await recordChargeFailed({
      db,
      mailer,
      failed: { chargeId, attempt, paymentIntentId: intent.id, error: outcome.declined.message },
      now,
    });
    return 'failed';
  }
  const sale = await chargeSale({ db, paymentIntentId: intent.id });
  const recorded = await recordChargePaid({
    db,
    mailer,
    paid: {
      chargeId,
      paymentIntentId: intent.id,
      amount: outcome.intent.amount,
      currency: outcome.intent.currency,
      sale: { ...sale!, evidence: { ...sale!.evidence, cardCountry: outcome.intent.cardCountry ?? sale!.evidence.cardCountry } },
    },
    now,
  });
  // Called off while it was being paid (cancelled at once): the money goes back, once (one idempotency key).
  if (!recorded.ok && recorded.reason === 'void') {
    await gateway.refund({ paymentIntentId: intent.id, idempotencyKey: `void-charge-${intent.id}`, metadata: { reason: 'charge_void' } });
  }
  // Paid meanwhile by another payment (the learner paying it on the billing page while the billing pass retried
  // it): that payment is the charge's record, and this one goes back, so the period is charged once.
  if (recorded.ok && !recorded.created) {
    const [kept] = await db
      .select({ paymentIntentId: subscriptionCharges.paymentIntentId })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.id, chargeId))
      .limit(1);
    if (kept?.paymentIntentId !== intent.id) {
      await gateway.refund({
        paymentIntentId: intent.id,
        idempotencyKey: `paid-twice-${intent.id}`,
        metadata: { reason: 'charge_paid_twice' },
      });
      return 'skipped';
    }
  }
  return recorded.ok ? 'paid' : 'skipped';
}
