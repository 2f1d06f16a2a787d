import type { Db } from '../db/client';

/** What the site needs of a card payment provider; Stripe and the local test gateway both provide it. */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export interface GatewayIntent {
  id: string;
  clientSecret: string | null;
  status: IntentStatus;
  /** Minor units. */
  amount: number;
  /** Lower-case ISO code as providers report it, e.g. "gbp". */
  currency: string;
  metadata: Record<string, string>;
  /**
   * The country of the card that paid it, once paid (Stripe: the payment method's card.country; the local gateway:
   * its test card's, or the billing country given with it): the second piece of evidence of the buyer's country.
   */
  cardCountry?: string | null;
}

/** What an intent is bound to; fulfilment reads it back. couponId is '' without a code (Stripe drops empty keys). */
export interface IntentMetadata {
  userId: string;
  /** The offer bought (issue 43); a payment opened before then names its course instead (intent-offer.ts). */
  offerId: string;
  couponId: string;
  /** A subscription's charge this payment is for (issue 44): its fulfilment is recordChargePaid, not a purchase of the offer. */
  chargeId?: string;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  metadata: IntentMetadata;
  description: string;
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  /** The same key for every attempt at one refund: a retry or a double click refunds once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  /** pending: accepted and on its way back to the card (some payment methods); the course closes either way. */
  status: 'succeeded' | 'pending';
  /** Minor units. */
  amount: number;
}

/** One line to tax (issue 31, Stripe Tax): the price after any code, and who buys it. */
export interface TaxCalculationInput {
  /** Minor units: the gross with tax-inclusive prices, the net otherwise. */
  amount: number;
  currency: string;
  taxInclusive: boolean;
  /** The billing country, ISO upper case. */
  country: string;
  /** A business buyer's VAT number, normalised (DE123456789), or null for a consumer. */
  vatNumber: string | null;
  /** The line's reference at the provider (the course id). */
  reference: string;
}

/** The provider's answer: the figures the buyer is charged and the invoice states. Minor units; rate in basis points. */
export interface TaxCalculation {
  id: string;
  net: number;
  tax: number;
  gross: number;
  taxRate: number;
  /** The provider applied the reverse charge (Stripe: taxability_reason 'reverse_charge'). */
  reverseCharge: boolean;
}

/**
 * A provider that calculates and files the tax itself (Stripe Tax). `calculates` is false when the owner turned it
 * off (STRIPE_TAX=off): the site's own table decides, and nothing is recorded at the provider.
 */
export interface GatewayTax {
  calculates: boolean;
  /** Throws TaxUnavailableError when the provider cannot answer: nothing may be charged without the tax. */
  calculate(input: TaxCalculationInput): Promise<TaxCalculation>;
  /** Records the paid sale from its calculation; one idempotency key per payment. Returns the transaction id. */
  recordTransaction(input: { calculationId: string; reference: string; idempotencyKey: string }): Promise<string>;
  /** Reverses a recorded transaction in full (a refund); one idempotency key per payment. Returns the reversal's id. */
  reverseTransaction(input: { transactionId: string; reference: string; idempotencyKey: string }): Promise<string>;
}

export interface PaymentGateway {
  kind: 'stripe' | 'local';
  /**
   * Real money moves: Stripe with live keys. Selling then needs the seller's details for the invoices (issue 31);
   * Stripe's test mode and the local gateway sell without them, their invoices marked as missing them.
   */
  live: boolean;
  /** For the browser: Stripe's publishable key, or null for the local gateway. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  /**
   * Changes an open intent's amount and metadata (a code applied or removed at checkout), as Stripe's
   * paymentIntents.update does; the client secret stays the same. Throws DomainError('conflict') when the
   * intent can no longer be changed (paid, cancelled).
   */
  updateIntent(id: string, changes: { amount: number; metadata: IntentMetadata }): Promise<GatewayIntent>;
  /**
   * Cancels an intent nobody has paid, as Stripe's paymentIntents.cancel does, so that it can never be paid:
   * true when it is cancelled (now or before, or the provider does not know it), false when it can no longer
   * be (paid, or being paid). A lapsed coupon hold is reclaimed only when this is true.
   */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Refunds the whole payment. Throws DomainError('conflict') when the provider will not (already refunded
   * elsewhere, disputed, not paid) and DomainError('not_found') when it does not know the payment.
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /**
   * The same gateway, keeping whatever records it has in the site's database through `db` (a transaction
   * holding the checkout lock, server/payments/checkout-lock.ts). Stripe keeps none and answers itself.
   */
  within(db: Db): PaymentGateway;
  /**
   * The fingerprint of the card that paid a succeeded intent (the same card gives the same fingerprint), or
   * null when the provider gives none. Only Stripe has one; the referrals' self-referral rule reads it.
   */
  cardFingerprint?(paymentIntentId: string): Promise<string | null>;
  /** The provider's tax service (Stripe Tax); absent for the local gateway, whose tax is the site's table. */
  tax?: GatewayTax;
}

/** Statuses in which the customer can still pay: the intent may be handed back to the checkout page. */
export const OPEN_STATUSES: ReadonlySet<IntentStatus> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Statuses in which the customer has paid and the provider is still settling (a bank debit, a card
 * authorised but not yet captured): the payment may still succeed, so no second one is started.
 */
export const IN_FLIGHT_STATUSES: ReadonlySet<IntentStatus> = new Set(['processing', 'requires_capture']);
