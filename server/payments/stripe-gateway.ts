import Stripe from 'stripe';
import { DomainError } from '../errors/domain-error';
import { StripeTax } from './stripe-tax';
import type { CreateIntentInput, GatewayIntent, GatewayRefund, IntentMetadata, IntentStatus, PaymentGateway, RefundInput } from './gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Another host for the API, e.g. a local fake in tests. */
  apiBase: string | undefined;
  /** Stripe Tax calculates the checkout's tax (default); false (STRIPE_TAX=off): the site's own table does. */
  tax?: boolean;
}

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  /** Live keys (sk_live_…, rk_live_…) take real payments; test keys (sk_test_…) do not. */
  readonly live: boolean;
  readonly client: Stripe;
  readonly webhookSecret: string | undefined;
  readonly tax: StripeTax;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.live = /^(sk|rk)_live_/.test(settings.secretKey);
    this.webhookSecret = settings.webhookSecret;
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.tax = new StripeTax(this.client, settings.tax !== false);
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const intent = await this.client.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: withoutEmpty(input.metadata),
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toGatewayIntent(intent);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    try {
      const raw = await this.client.paymentIntents.retrieve(id);
      const intent = toGatewayIntent(raw);
      // Paid: the card's country is the second piece of evidence of the buyer's country (issue 31).
      if (intent.status === 'succeeded') intent.cardCountry = (await this.cardOf(raw))?.country?.toUpperCase() ?? null;
      return intent;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async updateIntent(id: string, changes: { amount: number; metadata: IntentMetadata }): Promise<GatewayIntent> {
    try {
      // Stripe merges metadata: an empty value removes a key, so couponId '' takes a removed code off.
      return toGatewayIntent(await this.client.paymentIntents.update(id, { amount: changes.amount, metadata: { ...changes.metadata } }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        throw new DomainError('conflict', 'This payment can no longer be changed.');
      }
      throw error;
    }
  }

  async cancelIntent(id: string): Promise<boolean> {
    try {
      await this.client.paymentIntents.cancel(id);
      return true;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.statusCode === 404) return true;
      // Not cancellable: already cancelled (fine), or paid or being paid (the hold stays; it becomes the redemption).
      if (error.code === 'payment_intent_unexpected_state') return (await this.retrieveIntent(id))?.status === 'canceled';
      throw error;
    }
  }

  /** The card's fingerprint from the intent's charge (Stripe's payment_method_details.card.fingerprint). */
  async cardFingerprint(paymentIntentId: string): Promise<string | null> {
    return (await this.cardOf(await this.client.paymentIntents.retrieve(paymentIntentId)))?.fingerprint ?? null;
  }

  /** The card that paid the intent, as its charge reports it (payment_method_details.card), or null. */
  private async cardOf(intent: Stripe.PaymentIntent): Promise<{ fingerprint?: string | null; country?: string | null } | null> {
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!chargeId) return null;
    const charge = await this.client.charges.retrieve(chargeId);
    return charge.payment_method_details?.card ?? null;
  }

  /**
   * Where the card of a payment method the buyer has just entered was issued (upper case), before it pays: the
   * checkout asks the buyer when it is not the billing country (issue 31). null for a method without a card country.
   * Throws DomainError('not_found') for a payment method Stripe does not know.
   */
  async paymentMethodCountry(paymentMethodId: string): Promise<string | null> {
    try {
      const method = await this.client.paymentMethods.retrieve(paymentMethodId);
      return method.card?.country?.toUpperCase() ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw new DomainError('not_found', 'This card could not be found: please enter it again.');
      }
      throw error;
    }
  }

  /** Stripe keeps its records itself: nothing to bind to the site's transaction. */
  within(): StripeGateway {
    return this;
  }

  /** Stripe's refunds API, in full; the idempotency key makes a retried or repeated refund the same one. */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    let refund: Stripe.Refund;
    try {
      refund = await this.client.refunds.create(
        { payment_intent: input.paymentIntentId, reason: 'requested_by_customer', metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.statusCode === 404) throw new DomainError('not_found', 'Stripe has no record of this payment.');
        // charge_already_refunded, charge_disputed, and the like: Stripe's own words say what to do.
        throw new DomainError('conflict', `Stripe refused the refund: ${error.message}`);
      }
      throw error;
    }
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new DomainError(
        'conflict',
        `Stripe could not refund this payment (${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}).`,
      );
    }
    return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending', amount: refund.amount };
  }
}

/** Stripe keeps no empty metadata values; leaving them out says the same on creation. */
function withoutEmpty(metadata: IntentMetadata): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
}

function toGatewayIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    // A status this code does not know is neither open nor succeeded, which is the safe reading.
    status: intent.status as IntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}
