/**
 * A local stand-in for Stripe's HTTP API, for integration tests that drive the real `stripe` SDK
 * (point StripeGateway at it with STRIPE_API_BASE = fake.url).
 *
 * It answers the calls the site makes, the way Stripe does:
 * - POST /v1/payment_intents       form-encoded body (`metadata[userId]=…`, `automatic_payment_methods[enabled]=true`),
 *                                   honouring `Idempotency-Key` (a repeated key replays the first response;
 *                                   the same key with other parameters is an `idempotency_error`);
 * - GET  /v1/payment_intents/:id   404 `resource_missing` for an unknown id;
 * - POST /v1/payment_intents/:id   an update: `amount`, `metadata` merged key by key (an empty value removes
 *                                   the key), while the intent can still be paid; otherwise 400
 *                                   `payment_intent_unexpected_state`, as Stripe answers;
 * - POST /v1/payment_intents/:id/cancel  only an unpaid intent (400 `payment_intent_unexpected_state` otherwise);
 * - GET  /v1/charges/:id, GET /v1/disputes/:id, GET /v1/payment_methods/:id (made by `createPaymentMethod`, as
 *                                   Stripe.js would from the buyer's card);
 * - POST /v1/refunds               `payment_intent` or `charge`, optional `amount` (default: what is left),
 *                                   `reason`, `metadata`; refuses a fully refunded charge (`charge_already_refunded`),
 *                                   a disputed one (`charge_disputed`) and an unpaid intent, as Stripe does;
 * - POST /v1/tax/calculations      Stripe Tax: one line's tax for `customer_details[address][country]` at the
 *                                   standard rate of content/tax-rates/tax-rates.yaml (inclusive or exclusive per
 *                                   `tax_behavior`), `reverse_charge` for a customer with a tax id in another UK or
 *                                   EU country than the head office (`taxHeadOffice`, GB), `not_collecting` outside;
 * - POST /v1/tax/transactions/create_from_calculation, POST /v1/tax/transactions/create_reversal (mode full):
 *                                   a reference is used once, a transaction is reversed once, as Stripe refuses.
 *                                   `taxDown` makes the tax endpoints answer 500 (Stripe Tax unavailable).
 * - Stripe Billing (customers, payment method attach/detach, setup intents, products, prices, subscriptions,
 *                                   invoices) and its controls live in `fake.billing` (test/fake-stripe-billing.ts).
 * Every request must carry `Authorization: Bearer <secret key>` (401 otherwise); every request is kept
 * in `requestLog`. What happens in the browser or in Stripe's back office (the customer pays, a refund,
 * a dispute) is done through the test-side controls: `succeed`, `setStatus`, `setAmount`, `createCharge`,
 * `refund`, `dispute`, `closeDispute`; `event()` builds a webhook event and `signedEvent()` signs it
 * with the SDK's own test-header helper.
 *
 *   const fake = await startFakeStripe();
 *   t = await createTestApp({ env: fake.env });
 *   …
 *   await fake.close();
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { loadTaxRates } from '../content/tax-rates/load-tax-rates';
import { basisPoints, computeTax } from '../server/tax/compute-tax';
import { FakeStripeBilling } from './fake-stripe-billing';
import { clone, invalid, missing, newId, nowSeconds, StripeHttpError } from './fake-stripe-http';
import type { FakeEvent, FakePaymentIntent, FakePaymentMethod, IntentStatus } from './fake-stripe-objects';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_51Academy0000000000000000';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_51Academy0000000000000000';
export type { FakeEvent, FakePaymentIntent, FakePaymentMethod } from './fake-stripe-objects';

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_academy_0000000000000000000000';

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  /**
   * The card's fingerprint: the same card, the same fingerprint (a new one per charge unless `succeed` is told); its
   * country, where the card was issued (GB unless `succeed` is told).
   */
  payment_method_details: { type: 'card'; card: { fingerprint: string; country: string } };
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  /** warning_*: an inquiry (a retrieval request), which may never become a chargeback. */
  status: 'warning_needs_response' | 'warning_under_review' | 'warning_closed' | 'needs_response' | 'under_review' | 'won' | 'lost';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

/** Stripe.Tax.Calculation's shape (stripe/types Tax/Calculations), without the fields the site never asks for. */
export interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  customer: null;
  customer_details: {
    address: { city: null; country: string; line1: null; line2: null; postal_code: null; state: null };
    address_source: 'billing';
    ip_address: null;
    tax_ids: { type: string; value: string }[];
    taxability_override: 'none';
  };
  expires_at: number;
  livemode: false;
  ship_from_details: null;
  shipping_cost: null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: {
    amount: number;
    inclusive: boolean;
    tax_rate_details: {
      country: string;
      flat_amount: null;
      percentage_decimal: string;
      rate_type: 'percentage';
      state: null;
      tax_type: 'vat';
    };
    taxability_reason: 'standard_rated' | 'reverse_charge' | 'not_collecting';
    taxable_amount: number;
  }[];
  tax_date: number;
}

/** Stripe.Tax.Transaction's shape: a sale filed from a calculation, or (type reversal) its reversal. */
export interface FakeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  created: number;
  currency: string;
  customer: null;
  customer_details: FakeTaxCalculation['customer_details'];
  livemode: false;
  metadata: Record<string, string>;
  posted_at: number;
  reference: string;
  reversal: { original_transaction: string } | null;
  ship_from_details: null;
  shipping_cost: null;
  tax_date: number;
  type: 'transaction' | 'reversal';
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as received. */
  rawBody: string;
  /** The form body decoded into nested objects, as Stripe reads it (`metadata[userId]` → `{ metadata: { userId } }`). */
  params: Record<string, unknown>;
  status: number;
}

interface StoredResponse {
  rawBody: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** Decodes a form body the way Stripe does: bracketed keys become nested objects (numeric keys stay keys). */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let target = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i]!;
      const next = target[part];
      if (typeof next !== 'object' || next === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1]!] = value;
  }
  return out;
}

export class FakeStripe {
  readonly secretKey: string;
  readonly publishableKey = FAKE_STRIPE_PUBLISHABLE_KEY;
  readonly webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET;
  readonly requestLog: LoggedRequest[] = [];
  readonly intents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly disputes = new Map<string, FakeDispute>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly taxCalculations = new Map<string, FakeTaxCalculation>();
  /** Transactions and reversals, by id; `calculation` is the calculation a transaction was made from. */
  readonly taxTransactions = new Map<string, FakeTaxTransaction & { calculation: string | null }>();
  /** The country of the account's head office in Stripe Tax's settings: no reverse charge at home. */
  taxHeadOffice = 'GB';
  /** Stripe Tax unavailable: its endpoints answer 500 api_error while this is true. */
  taxDown = false;
  /** Rates Stripe Tax answers instead of the table's (percent by country), e.g. to tell its figures from the site's. */
  readonly taxRateOverrides = new Map<string, number>();
  /** Stripe Billing: customers, products, prices, subscriptions, invoices, setup intents (test/fake-stripe-billing.ts). */
  readonly billing: FakeStripeBilling = new FakeStripeBilling(this);
  private readonly idempotent = new Map<string, StoredResponse>();
  private readonly server = createServer((req, res) => void this.handle(req, res));
  private port = 0;

  constructor(secretKey = FAKE_STRIPE_SECRET_KEY) {
    this.secretKey = secretKey;
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Base address for STRIPE_API_BASE. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The environment that makes the app use this fake through its StripeGateway. */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE: this.url,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Requests received so far, optionally only those with this method and path (exact, or a RegExp). */
  requests(method?: string, path?: string | RegExp): LoggedRequest[] {
    return this.requestLog.filter(
      (r) => (!method || r.method === method) && (!path || (typeof path === 'string' ? r.path === path : path.test(r.path))),
    );
  }

  // ---- test-side controls: what the customer, the bank or Stripe's back office would do ----

  intent(id: string): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`fake Stripe: no payment intent ${id}`);
    return intent;
  }

  /** A payment intent made outside the site (e.g. in the dashboard or by another integration). */
  createIntent(fields: { amount: number; currency: string; metadata?: Record<string, string>; status?: IntentStatus }): FakePaymentIntent {
    const intent = this.newIntent({ amount: fields.amount, currency: fields.currency, metadata: fields.metadata ?? {} });
    if (fields.status === 'succeeded') return this.succeed(intent.id);
    if (fields.status) intent.status = fields.status;
    return clone(intent);
  }

  /** The customer pays: the intent succeeds and gets its charge, as after a confirmed Payment Element. */
  succeed(intentId: string, options: { cardFingerprint?: string; cardCountry?: string } = {}): FakePaymentIntent {
    const intent = this.intent(intentId);
    if (intent.status === 'canceled') throw new Error(`fake Stripe: ${intentId} is canceled`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.payment_method = intent.payment_method ?? newId('pm');
    const charge = this.createCharge(intentId);
    if (options.cardFingerprint) this.charges.get(charge.id)!.payment_method_details.card.fingerprint = options.cardFingerprint;
    if (options.cardCountry) this.charges.get(charge.id)!.payment_method_details.card.country = options.cardCountry;
    // An invoice's payment paid in the browser pays its invoice, as at Stripe.
    this.billing.intentSucceeded(intentId);
    return clone(intent);
  }

  /** The buyer's card as Stripe.js turns it into a payment method (stripe.createPaymentMethod), before paying. */
  createPaymentMethod(options: { cardCountry: string }): FakePaymentMethod {
    const method: FakePaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: 'visa',
        country: options.cardCountry,
        exp_month: 12,
        exp_year: 2034,
        fingerprint: newId('fp'),
        funding: 'credit',
        last4: '4242',
      },
      created: nowSeconds(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.paymentMethods.set(method.id, method);
    return clone(method);
  }

  setStatus(intentId: string, status: IntentStatus): FakePaymentIntent {
    const intent = this.intent(intentId);
    intent.status = status;
    if (status === 'canceled') intent.canceled_at = nowSeconds();
    return clone(intent);
  }

  /** Changes what Stripe reports as the intent's amount (and currency). */
  setAmount(intentId: string, amount: number, currency?: string): FakePaymentIntent {
    const intent = this.intent(intentId);
    intent.amount = amount;
    if (intent.status === 'succeeded') intent.amount_received = amount;
    if (currency) intent.currency = currency.toLowerCase();
    return clone(intent);
  }

  /** The intent's charge (made when it succeeded), created now if it has none yet. */
  createCharge(intentId: string): FakeCharge {
    const intent = this.intent(intentId);
    if (intent.latest_charge) return clone(this.charges.get(intent.latest_charge)!);
    const charge: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      created: nowSeconds(),
      currency: intent.currency,
      disputed: false,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: true,
      payment_intent: intent.id,
      payment_method_details: { type: 'card', card: { fingerprint: newId('fp'), country: 'GB' } },
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return clone(charge);
  }

  /**
   * A refund on the intent's charge: the whole remaining amount (`full`), or part of it (by default
   * half of what is left). Stripe marks the charge `refunded` only once all of it is refunded.
   */
  refund(intentId: string, options: { full: boolean; amount?: number }): FakeCharge {
    const charge = this.charges.get(this.createCharge(intentId).id)!;
    const left = charge.amount - charge.amount_refunded;
    const amount = options.full ? left : Math.min(options.amount ?? Math.max(1, Math.floor(left / 2)), left);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return clone(charge);
  }

  /** The cardholder disputes the intent's charge; `inquiry`: the issuer only asks questions first (warning_needs_response). */
  dispute(intentId: string, reason = 'fraudulent', options: { inquiry?: boolean } = {}): FakeDispute {
    const charge = this.charges.get(this.createCharge(intentId).id)!;
    // An inquiry takes no money: Stripe marks the charge disputed only for a chargeback.
    if (!options.inquiry) charge.disputed = true;
    const dispute: FakeDispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      livemode: false,
      metadata: {},
      payment_intent: intentId,
      reason,
      status: options.inquiry ? 'warning_needs_response' : 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    return clone(dispute);
  }

  /** A chargeback is won or lost; an inquiry that never became one closes as warning_closed. */
  closeDispute(disputeId: string, status: 'won' | 'lost' | 'warning_closed'): FakeDispute {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`fake Stripe: no dispute ${disputeId}`);
    dispute.status = status;
    return clone(dispute);
  }

  /** A webhook event as Stripe would send it, carrying a snapshot of `object` (handlers should re-read it from the API). */
  event(type: string, object: { id: string; object: string; status?: string }, options: { id?: string } = {}): FakeEvent {
    return {
      id: options.id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The event's JSON body and its `Stripe-Signature` header, signed with the SDK's own test-header helper. */
  async signedEvent(
    event: FakeEvent,
    options: { secret?: string; timestamp?: number } = {},
  ): Promise<{ payload: string; signature: string }> {
    const payload = JSON.stringify(event, null, 2);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { payload, signature };
  }

  // ---- the HTTP side ----

  /** A new unpaid intent (also an invoice's payment, test/fake-stripe-billing.ts). */
  newIntent(params: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    description?: string | null;
    automatic?: boolean;
  }): FakePaymentIntent {
    const id = newId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: params.amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: params.automatic ? { enabled: true, allow_redirects: 'always' } : null,
      canceled_at: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: params.currency.toLowerCase(),
      customer: null,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    this.intents.set(id, intent);
    return intent;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const path = url.pathname;
    // The SDK sends a GET's and a DELETE's parameters in the query string.
    const params = decodeStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : rawBody);
    const entry: LoggedRequest = { method, path, headers: req.headers, rawBody, params, status: 0 };
    this.requestLog.push(entry);

    let status = 200;
    let body: unknown;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': newId('req', 14),
      'stripe-version': String(req.headers['stripe-version'] ?? Stripe.API_VERSION),
    };
    try {
      this.authenticate(req.headers.authorization);
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const stored = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      if (typeof key === 'string' && stored) {
        if (stored.method !== method || stored.path !== path || stored.rawBody !== rawBody) {
          throw new StripeHttpError(400, {
            error: {
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              type: 'idempotency_error',
            },
          });
        }
        headers['idempotent-replayed'] = 'true';
        status = stored.status;
        body = stored.body;
      } else {
        body = this.route(method, path, params);
        if (typeof key === 'string') this.idempotent.set(key, { method, path, rawBody, status, body: clone(body) });
      }
    } catch (error) {
      // Stripe tells clients not to retry what cannot succeed; the SDK listens (and the tests stay fast).
      headers['stripe-should-retry'] = 'false';
      if (error instanceof StripeHttpError) {
        status = error.status;
        body = error.body;
      } else {
        status = 500;
        body = { error: { type: 'api_error', message: `fake Stripe failed: ${String(error)}` } };
      }
    }
    entry.status = status;
    res.writeHead(status, headers);
    res.end(JSON.stringify(body));
  }

  private authenticate(authorization: string | undefined): void {
    if (authorization === `Bearer ${this.secretKey}`) return;
    const given = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    throw new StripeHttpError(401, {
      error: {
        message: given
          ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        type: 'invalid_request_error',
      },
    });
  }

  private route(method: string, path: string, params: Record<string, unknown>): unknown {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return this.createFromRequest(params);
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]!);
      const intent = this.intents.get(id);
      if (!intent) throw missing('payment_intent', id, 'intent');
      return clone(intent);
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
      return this.cancelFromRequest(decodeURIComponent(match[1]!));
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      return this.updateFromRequest(decodeURIComponent(match[1]!), params);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]!);
      const charge = this.charges.get(id);
      if (!charge) throw missing('charge', id);
      return clone(charge);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]!);
      const paymentMethod = this.paymentMethods.get(id);
      if (!paymentMethod) throw missing('payment_method', id, 'payment_method');
      return clone(paymentMethod);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refundFromRequest(params);
    if (method === 'POST' && path.startsWith('/v1/tax/') && this.taxDown) {
      throw new StripeHttpError(500, { error: { type: 'api_error', message: 'An unknown error occurred (fake Stripe Tax is down).' } });
    }
    if (method === 'POST' && path === '/v1/tax/calculations') return this.taxCalculationFromRequest(params);
    if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation') return this.taxTransactionFromRequest(params);
    if (method === 'POST' && path === '/v1/tax/transactions/create_reversal') return this.taxReversalFromRequest(params);
    if (method === 'GET' && (match = path.match(/^\/v1\/disputes\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]!);
      const dispute = this.disputes.get(id);
      if (!dispute) throw missing('dispute', id, 'dispute');
      return clone(dispute);
    }
    const billed = this.billing.route(method, path, params);
    if (billed !== undefined) return billed;
    throw new StripeHttpError(404, {
      error: {
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        type: 'invalid_request_error',
      },
    });
  }

  private taxCalculationFromRequest(params: Record<string, unknown>): FakeTaxCalculation {
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/i.test(params.currency)) {
      throw invalid('Missing required param: currency.', 'currency');
    }
    const lines = Object.values((params.line_items ?? {}) as Record<string, Record<string, string>>);
    if (lines.length !== 1) throw invalid('The fake takes exactly one line item.', 'line_items');
    const line = lines[0]!;
    const amount = Number(line.amount);
    if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer: ' + String(line.amount));
    const details = (params.customer_details ?? {}) as {
      address?: { country?: string; postal_code?: string };
      tax_ids?: Record<string, { type: string; value: string }>;
    };
    const country = details.address?.country;
    // Stripe places a US or Canadian customer by the postal code too.
    if (!country || !/^[A-Z]{2}$/.test(country) || ((country === 'US' || country === 'CA') && !details.address?.postal_code)) {
      throw new StripeHttpError(400, {
        error: {
          code: 'customer_tax_location_invalid',
          message: 'We could not determine the customer’s tax location based on the provided customer address.',
          param: 'customer_details[address]',
          type: 'invalid_request_error',
        },
      });
    }
    const taxIds = Object.values(details.tax_ids ?? {});
    const inclusive = line.tax_behavior === 'inclusive';
    const percent = this.taxRateOverrides.get(country) ?? loadTaxRates().rates[country as keyof ReturnType<typeof loadTaxRates>['rates']];
    const reason =
      percent === undefined ? 'not_collecting' : taxIds.length > 0 && country !== this.taxHeadOffice ? 'reverse_charge' : 'standard_rated';
    const rate = reason === 'standard_rated' ? percent! : 0;
    const taxed = computeTax({ amount, taxRate: basisPoints(rate), taxInclusive: inclusive });
    const now = nowSeconds();
    const calculation: FakeTaxCalculation = {
      id: newId('taxcalc'),
      object: 'tax.calculation',
      amount_total: taxed.gross,
      currency: params.currency.toLowerCase(),
      customer: null,
      customer_details: {
        address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
        address_source: 'billing',
        ip_address: null,
        tax_ids: taxIds.map(({ type, value }) => ({ type, value })),
        taxability_override: 'none',
      },
      expires_at: now + 90 * 24 * 3600,
      livemode: false,
      ship_from_details: null,
      shipping_cost: null,
      tax_amount_exclusive: inclusive ? 0 : taxed.tax,
      tax_amount_inclusive: inclusive ? taxed.tax : 0,
      tax_breakdown: [
        {
          amount: taxed.tax,
          inclusive,
          tax_rate_details: {
            country,
            flat_amount: null,
            percentage_decimal: Number.isInteger(rate) ? rate.toFixed(1) : String(rate),
            rate_type: 'percentage',
            state: null,
            tax_type: 'vat',
          },
          taxability_reason: reason,
          taxable_amount: taxed.net,
        },
      ],
      tax_date: now,
    };
    this.taxCalculations.set(calculation.id, calculation);
    return clone(calculation);
  }

  private newTaxTransaction(fields: {
    reference: unknown;
    currency: string;
    customerDetails: FakeTaxCalculation['customer_details'];
    calculation: string | null;
    reversalOf: string | null;
  }): FakeTaxTransaction {
    if (typeof fields.reference !== 'string' || fields.reference === '') throw invalid('Missing required param: reference.', 'reference');
    if ([...this.taxTransactions.values()].some((t) => t.reference === fields.reference)) {
      throw new StripeHttpError(400, {
        error: {
          message: `A transaction with reference '${fields.reference}' already exists.`,
          param: 'reference',
          type: 'invalid_request_error',
        },
      });
    }
    const now = nowSeconds();
    const transaction: FakeTaxTransaction = {
      id: newId('tax'),
      object: 'tax.transaction',
      created: now,
      currency: fields.currency,
      customer: null,
      customer_details: clone(fields.customerDetails),
      livemode: false,
      metadata: {},
      posted_at: now,
      reference: fields.reference,
      reversal: fields.reversalOf ? { original_transaction: fields.reversalOf } : null,
      ship_from_details: null,
      shipping_cost: null,
      tax_date: now,
      type: fields.reversalOf ? 'reversal' : 'transaction',
    };
    this.taxTransactions.set(transaction.id, { ...transaction, calculation: fields.calculation });
    return clone(transaction);
  }

  private taxTransactionFromRequest(params: Record<string, unknown>): FakeTaxTransaction {
    if (typeof params.calculation !== 'string') throw invalid('Missing required param: calculation.', 'calculation');
    const calculation = this.taxCalculations.get(params.calculation);
    if (!calculation) throw missing('tax.calculation', params.calculation, 'calculation');
    return this.newTaxTransaction({
      reference: params.reference,
      currency: calculation.currency,
      customerDetails: calculation.customer_details,
      calculation: calculation.id,
      reversalOf: null,
    });
  }

  private taxReversalFromRequest(params: Record<string, unknown>): FakeTaxTransaction {
    if (params.mode !== 'full') throw invalid('The fake reverses in full only (mode=full).', 'mode');
    if (typeof params.original_transaction !== 'string')
      throw invalid('Missing required param: original_transaction.', 'original_transaction');
    const original = this.taxTransactions.get(params.original_transaction);
    if (!original) throw missing('tax.transaction', params.original_transaction, 'original_transaction');
    if (original.type === 'reversal' || [...this.taxTransactions.values()].some((t) => t.reversal?.original_transaction === original.id)) {
      throw new StripeHttpError(400, {
        error: {
          message: `Transaction ${original.id} has already been fully reversed.`,
          param: 'original_transaction',
          type: 'invalid_request_error',
        },
      });
    }
    return this.newTaxTransaction({
      reference: params.reference,
      currency: original.currency,
      customerDetails: original.customer_details,
      calculation: null,
      reversalOf: original.id,
    });
  }

  private refundFromRequest(params: Record<string, unknown>): FakeRefund {
    let charge: FakeCharge | undefined;
    if (typeof params.payment_intent === 'string') {
      const intent = this.intents.get(params.payment_intent);
      if (!intent) throw missing('payment_intent', params.payment_intent, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw new StripeHttpError(400, {
          error: {
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
            type: 'invalid_request_error',
          },
        });
      }
      charge = this.charges.get(intent.latest_charge);
    } else if (typeof params.charge === 'string') {
      charge = this.charges.get(params.charge);
      if (!charge) throw missing('charge', params.charge, 'charge');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
    }
    const owned = charge!;
    if (owned.refunded) {
      throw new StripeHttpError(400, {
        error: { code: 'charge_already_refunded', message: `Charge ${owned.id} has already been refunded.`, type: 'invalid_request_error' },
      });
    }
    if (owned.disputed) {
      throw new StripeHttpError(400, {
        error: {
          code: 'charge_disputed',
          message: `Charge ${owned.id} has been charged back; cannot issue a refund.`,
          type: 'invalid_request_error',
        },
      });
    }
    const left = owned.amount - owned.amount_refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalid(`Refund amount (${String(params.amount)}) is greater than unrefunded amount on charge (${left})`);
    }
    owned.amount_refunded += amount;
    owned.refunded = owned.amount_refunded >= owned.amount;
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: owned.id,
      created: nowSeconds(),
      currency: owned.currency,
      metadata: { ...((params.metadata ?? {}) as Record<string, string>) },
      payment_intent: owned.payment_intent,
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    return clone(refund);
  }

  /** As Stripe: only an intent nobody has paid can be cancelled (https://docs.stripe.com/api/payment_intents/cancel). */
  private cancelFromRequest(id: string): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'].includes(intent.status)) {
      throw new StripeHttpError(400, {
        error: {
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          type: 'invalid_request_error',
        },
      });
    }
    return this.setStatus(id, 'canceled');
  }

  private updateFromRequest(id: string, params: Record<string, unknown>): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw new StripeHttpError(400, {
        error: {
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
          type: 'invalid_request_error',
        },
      });
    }
    if (params.amount !== undefined) {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid integer: ' + String(params.amount));
      intent.amount = amount;
    }
    for (const [key, value] of Object.entries((params.metadata ?? {}) as Record<string, string>)) {
      if (value === '') delete intent.metadata[key];
      else intent.metadata[key] = value;
    }
    return clone(intent);
  }

  private createFromRequest(params: Record<string, unknown>): FakePaymentIntent {
    const amount = Number(params.amount);
    if (params.amount === undefined) throw invalid('Missing required param: amount.', 'amount');
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid integer: ' + String(params.amount));
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/i.test(params.currency)) {
      throw invalid('Missing required param: currency.', 'currency');
    }
    const metadata = (params.metadata ?? {}) as Record<string, string>;
    const automatic = (params.automatic_payment_methods as { enabled?: string } | undefined)?.enabled === 'true';
    const description = typeof params.description === 'string' ? params.description : null;
    return clone(this.newIntent({ amount, currency: params.currency, metadata: { ...metadata }, description, automatic }));
  }
}

export async function startFakeStripe(secretKey?: string): Promise<FakeStripe> {
  return new FakeStripe(secretKey).listen();
}
