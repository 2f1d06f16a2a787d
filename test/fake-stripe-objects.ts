// The fake Stripe's objects that its Billing module (fake-stripe-billing.ts) shares with it, in a module of their own
// so the two depend one way.

export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  canceled_at: number | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  /** Why the last attempt failed (an off-session renewal declined); null otherwise. */
  last_payment_error: { code: string; decline_code?: string; message: string; type: 'card_error' } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  status: IntentStatus;
}

/** Stripe.PaymentMethod's shape for a card, as Stripe.js creates it from the Payment Element. */
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  billing_details: { address: null; email: null; name: null; phone: null };
  card: { brand: 'visa'; country: string; exp_month: number; exp_year: number; fingerprint: string; funding: 'credit'; last4: string };
  created: number;
  /** The customer it is attached to (payment_methods/:id/attach, or a subscription's first payment). */
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  /** previous_attributes: what an `*.updated` event's change replaced, as Stripe sends it. */
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
