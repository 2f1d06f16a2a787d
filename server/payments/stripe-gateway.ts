import Stripe from 'stripe';
import type { CreateIntentInput, GatewayIntent, IntentStatus, PaymentGateway } from './gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Another host for the API, e.g. a local fake in tests. */
  apiBase: string | undefined;
}

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  readonly client: Stripe;
  readonly webhookSecret: string | undefined;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
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
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const intent = await this.client.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toGatewayIntent(intent);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    try {
      return toGatewayIntent(await this.client.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
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
