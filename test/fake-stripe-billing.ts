/**
 * Stripe Billing for the fake Stripe (test/fake-stripe.ts routes to it what it does not answer itself): the calls
 * the site's adapter (server/billing/stripe-billing.ts) makes through the real `stripe` SDK, answered in the shapes
 * of API version 2026-10-28 (node_modules/stripe/esm/resources/*.d.ts):
 * - POST /v1/customers (Idempotency-Key honoured by the fake's HTTP side; `tax_id_data`), GET /v1/customers?email=…,
 *   GET|POST /v1/customers/:id (`email`, `address`, `metadata`, `invoice_settings[default_payment_method]`),
 *   GET|POST /v1/customers/:id/tax_ids, DELETE /v1/customers/:id/tax_ids/:taxId;
 * - POST /v1/payment_methods/:id/attach {customer}, …/detach;
 * - POST /v1/setup_intents {customer, usage, metadata}, GET /v1/setup_intents/:id (`expand[]=payment_method`);
 * - POST /v1/products {id, name, metadata}, GET|POST /v1/products/:id;
 * - POST /v1/prices {product, currency, unit_amount, recurring[interval], lookup_key, transfer_lookup_key,
 *   tax_behavior, metadata} (a lookup key belongs to one price: another price asking for it is refused unless it
 *   transfers it), GET /v1/prices?lookup_keys[0]=…, GET /v1/prices/:id;
 * - POST /v1/subscriptions {customer, items[0][price], payment_behavior=default_incomplete,
 *   payment_settings[save_default_payment_method], trial_period_days, metadata, automatic_tax[enabled],
 *   default_payment_method, expand[]}: without a trial the first invoice is open, its payment a PaymentIntent of the
 *   fake (`expand[]=latest_invoice.confirmation_secret` gives its client secret); with a trial the first invoice is
 *   £0 and paid, and a `pending_setup_intent` collects the card;
 * - GET|POST /v1/subscriptions/:id (`cancel_at_period_end`, `default_payment_method`, `metadata`,
 *   `items[0][id]`+`items[0][price]` with `proration_behavior`: a change of interval starts a new period now and
 *   invoices the new price less the unused time of the old one; the same interval prorates the rest of the period;
 *   `always_invoice` charges it at once), DELETE /v1/subscriptions/:id (cancel now);
 * - POST /v1/subscription_schedules {from_subscription}, GET|POST /v1/subscription_schedules/:id (`phases`, each
 *   `items[0][price]` with an `end_date` or a `duration`; `end_behavior`), POST …/:id/release: a price (and interval)
 *   that takes over at a period's end — `renew` applies the phase that begins there; a subscription under a schedule
 *   refuses `cancel_at_period_end` (update or release the schedule), and cancelling it cancels the schedule;
 * - GET /v1/tax_rates/:id (the rate Stripe Tax charged on an invoice, named in its `total_taxes`);
 * - GET /v1/invoices/:id, GET /v1/invoices?subscription=…, POST /v1/invoices/:id/pay {payment_method?, off_session?}
 *   (a declined card answers 402 card_declined, as Stripe does). `confirmation_secret` and `payments` are
 *   includable: present only when expanded. An invoice's `period_start/end` are Stripe's (the period *before* a
 *   renewal); the period paid for is its line's `period`. Names its subscription under
 *   `parent.subscription_details`.
 * With `automatic_tax[enabled]`, the customer needs an address (400 customer_tax_location_invalid otherwise) and
 * the invoice's tax is the standard rate of content/tax-rates/tax-rates.yaml for its country (the fake's Stripe
 * Tax), exclusive or inclusive per the price's `tax_behavior`; a customer with a tax id outside the head office's
 * country (`taxHeadOffice`) is reverse charged, as the fake's tax calculations are.
 *
 * Test-side controls (what the buyer, the bank or time would do): `cardPaymentMethod(card)` (Stripe.js making a
 * payment method from a test card), `confirmInvoicePayment(invoiceId, {card})` (the buyer confirms the Payment
 * Element with the first invoice's client secret), `confirmSetupIntent(id, {card})`, `renew(subscriptionId)` (the
 * period ends: the next invoice, charged off-session to the default payment method, or the end of a subscription
 * cancelled at period end), `endTrial(subscriptionId)`. The fake's `succeed(piId)` on an invoice's payment pays
 * the invoice too. Cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 attaches and pays on-session but every
 * off-session charge is declined (card_declined); 4000 0000 0000 0002 is always declined.
 *
 * Each change records the events Stripe would send to an endpoint subscribed as docs/payments.md says
 * (`invoice.paid`, `invoice.payment_failed`, `customer.subscription.updated` with `previous_attributes`,
 * `customer.subscription.deleted`, and `payment_intent.succeeded` of an invoice's payment, which the endpoint also
 * receives): `events`, `takeEvents()`; deliver them with `fake.signedEvent(event)`, in any order, as often as wanted.
 * Stripe's own retries and dunning are off (the site drives them): a failed invoice stays open, `next_payment_attempt`
 * null.
 */
import { loadTaxRates } from '../content/tax-rates/load-tax-rates';
import { basisPoints, computeTax } from '../server/tax/compute-tax';
import { clone, invalid, missing, newId, nowSeconds, StripeHttpError } from './fake-stripe-http';
import type { FakeEvent, FakePaymentIntent, FakePaymentMethod } from './fake-stripe-objects';

/** What Billing uses of the fake Stripe it is part of (test/fake-stripe.ts): its intents, cards, events and tax. */
export interface FakeStripeHost {
  readonly intents: Map<string, FakePaymentIntent>;
  readonly paymentMethods: Map<string, FakePaymentMethod>;
  readonly taxHeadOffice: string;
  readonly taxRateOverrides: Map<string, number>;
  createPaymentMethod(options: { cardCountry: string }): FakePaymentMethod;
  succeed(intentId: string, options?: { cardFingerprint?: string; cardCountry?: string }): FakePaymentIntent;
  event(type: string, object: { id: string; object: string; status?: string }, options?: { id?: string }): FakeEvent;
  newIntent(params: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    description?: string | null;
    automatic?: boolean;
  }): FakePaymentIntent;
}

export type Interval = 'day' | 'week' | 'month' | 'year';

export interface FakeAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  address: FakeAddress | null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
  next_invoice_sequence: number;
  phone: null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface FakeProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: [];
  metadata: Record<string, string>;
  name: string;
  package_dimensions: null;
  shippable: null;
  tax_code: string | null;
  tax_details: null;
  type: 'service';
  updated: number;
  url: null;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: { interval: Interval; interval_count: 1; meter: null; trial_period_days: null; usage_type: 'licensed' } | null;
  tax_behavior: 'inclusive' | 'exclusive' | 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  automatic_payment_methods: { allow_redirects: 'always'; enabled: boolean } | null;
  cancellation_reason: null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: null;
  latest_attempt: null;
  livemode: false;
  mandate: null;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: 'off_session' | 'on_session';
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: [];
  metadata: Record<string, string>;
  plan: {
    id: string;
    object: 'plan';
    active: boolean;
    amount: number;
    currency: string;
    interval: Interval;
    interval_count: 1;
    product: string;
    usage_type: 'licensed';
  };
  price: FakePrice;
  quantity: 1;
  subscription: string;
  tax_rates: [];
}

export type FakeSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  automatic_tax: { disabled_reason: null; enabled: boolean; liability: { type: 'self' } | null };
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  description: null;
  discounts: [];
  ended_at: number | null;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_settings: {
    payment_method_options: null;
    payment_method_types: null;
    save_default_payment_method: 'off' | 'on_subscription';
  };
  pending_setup_intent: string | null;
  /** The subscription schedule managing it (a change at the next renewal), or null. */
  schedule: string | null;
  start_date: number;
  status: FakeSubscriptionStatus;
  test_clock: null;
  trial_end: number | null;
  trial_start: number | null;
}

export interface FakeInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Record<string, string>;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: null;
      subscription: string;
      subscription_item: string;
    };
  };
  period: { end: number; start: number };
  pricing: { price_details: { price: string; product: string }; type: 'price_details'; unit_amount_decimal: string };
  quantity: 1;
  subtotal: number;
  taxes: {
    amount: number;
    tax_behavior: 'inclusive' | 'exclusive';
    taxability_reason: string;
    taxable_amount: number;
    type: 'tax_rate_details';
  }[];
}

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  automatic_tax: {
    disabled_reason: null;
    enabled: boolean;
    liability: { type: 'self' } | null;
    provider: string | null;
    status: 'complete' | null;
  };
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_address: FakeAddress | null;
  customer_email: string | null;
  customer_tax_ids: { type: string; value: string }[];
  default_payment_method: null;
  description: null;
  lines: { object: 'list'; data: FakeInvoiceLine[]; has_more: false; total_count: number; url: string };
  livemode: false;
  metadata: Record<string, string>;
  next_payment_attempt: null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Record<string, string>; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_excluding_tax: number;
  total_taxes: {
    amount: number;
    tax_behavior: 'inclusive' | 'exclusive';
    tax_rate_details: { tax_rate: string };
    taxability_reason: 'standard_rated' | 'reverse_charge' | 'not_collecting';
    taxable_amount: number;
    type: 'tax_rate_details';
  }[];
}

/** Stripe.TaxId: a customer's VAT number (Stripe Tax reverse charges a business in another country than the head office). */
export interface FakeTaxId {
  id: string;
  object: 'tax_id';
  country: string;
  created: number;
  customer: string;
  livemode: false;
  type: string;
  value: string;
  verification: { status: 'pending'; verified_address: null; verified_name: null };
}

/** Stripe.SubscriptionSchedule, made from a subscription to change its price at a period's end. */
export interface FakeSubscriptionSchedule {
  id: string;
  object: 'subscription_schedule';
  canceled_at: number | null;
  completed_at: number | null;
  created: number;
  current_phase: { end_date: number; start_date: number } | null;
  customer: string;
  end_behavior: 'release' | 'cancel';
  livemode: false;
  metadata: Record<string, string>;
  phases: {
    currency: string;
    end_date: number;
    items: { metadata: Record<string, string>; price: string; quantity: 1 }[];
    metadata: Record<string, string>;
    proration_behavior: 'always_invoice' | 'create_prorations' | 'none';
    start_date: number;
    trial_end: null;
  }[];
  released_at: number | null;
  released_subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  subscription: string | null;
  test_clock: null;
}

/** Stripe.TaxRate as Stripe Tax makes one for what it charged (an invoice's total_taxes name it by id). */
export interface FakeTaxRate {
  id: string;
  object: 'tax_rate';
  active: boolean;
  country: string;
  created: number;
  description: null;
  display_name: 'VAT';
  effective_percentage: number;
  flat_amount: null;
  inclusive: boolean;
  jurisdiction: string;
  jurisdiction_level: 'country';
  livemode: false;
  metadata: Record<string, string>;
  percentage: number;
  rate_type: 'percentage';
  state: null;
  tax_type: 'vat';
}

/** Stripe.InvoicePayment: the invoice's link to its PaymentIntent (expand[]=payments). */
export interface FakeInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: true;
  livemode: false;
  payment: { payment_intent: string; type: 'payment_intent' };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: null; paid_at: number | null };
}

interface SubscriptionState {
  json: FakeSubscription;
  /** Periods are counted from here: the start, the end of a trial, or a change of interval. */
  anchor: number;
  /** The next period ends at `anchor` + this many intervals. */
  nextCycle: number;
}

interface InvoiceState {
  json: FakeInvoice;
  intentId: string | null;
  payment: FakeInvoicePayment | null;
}

export const TEST_CARDS = {
  pays: '4242424242424242',
  /** Stripe's "attaches, then declines": it pays on-session, every later off-session charge is declined. */
  declinesOffSession: '4000000000000341',
  declines: '4000000000000002',
} as const;

const DECLINED = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
  type: 'card_error',
} as const;

/** The end of `count` intervals after `anchor` (seconds), as Stripe counts months: the 31st falls back to the month's last day. */
export function addIntervals(anchor: number, count: number, interval: Interval): number {
  if (interval === 'day') return anchor + count * 86_400;
  if (interval === 'week') return anchor + count * 7 * 86_400;
  const start = new Date(anchor * 1000);
  const month = start.getUTCMonth() + (interval === 'year' ? 12 : 1) * count;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    start.getUTCFullYear(),
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}

/** A form array as the SDK sends it (`x[0]=a&x[1]=b`), or one value. */
function listParam(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map(String);
  return Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => String(v));
}

function metadataParam(value: unknown, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, string>)) {
    if (v === '') delete into[key];
    else into[key] = v;
  }
  return into;
}

function list<T>(url: string, data: T[]): { object: 'list'; data: T[]; has_more: false; url: string } {
  return { object: 'list', data, has_more: false, url };
}

function cardError(message: string, code: string, declineCode?: string): StripeHttpError {
  return new StripeHttpError(402, {
    error: { type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}) },
  });
}

export class FakeStripeBilling {
  readonly customers = new Map<string, FakeCustomer>();
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly taxRates = new Map<string, FakeTaxRate>();
  readonly schedules = new Map<string, FakeSubscriptionSchedule>();
  /** Each customer's tax ids (includable on the customer, listed at /v1/customers/:id/tax_ids). */
  readonly customerTaxIds = new Map<string, FakeTaxId[]>();
  private readonly subscriptionStates = new Map<string, SubscriptionState>();
  private readonly invoiceStates = new Map<string, InvoiceState>();
  private readonly invoiceOfIntent = new Map<string, string>();
  /** The test card behind each payment method made by the controls; others behave as 4242…. */
  private readonly cards = new Map<string, string>();
  /** The events Stripe would have sent, oldest first. */
  readonly events: FakeEvent[] = [];

  constructor(private readonly stripe: FakeStripeHost) {}

  // ---- test-side controls ----

  /** The events recorded since the last call, oldest first. */
  takeEvents(): FakeEvent[] {
    return this.events.splice(0, this.events.length);
  }

  subscription(id: string): FakeSubscription {
    return clone(this.subscriptionState(id).json);
  }

  invoice(id: string): FakeInvoice {
    return clone(this.invoiceState(id).json);
  }

  /** Stripe.js turning a test card into a payment method (the card's last four digits, its behaviour kept). */
  cardPaymentMethod(card: string = TEST_CARDS.pays, options: { cardCountry?: string } = {}): FakePaymentMethod {
    const number = card.replace(/\s/g, '');
    const created = this.stripe.createPaymentMethod({ cardCountry: options.cardCountry ?? 'GB' });
    const method = this.stripe.paymentMethods.get(created.id)!;
    method.card.last4 = number.slice(-4);
    this.cards.set(method.id, number);
    return clone(method);
  }

  /**
   * The buyer confirms the Payment Element with an invoice's client secret (the first invoice, or paying one again
   * in the browser): the card is charged on-session and, for a subscription saving it, becomes its default.
   */
  confirmInvoicePayment(invoiceId: string, options: { card?: string } = {}): { paid: boolean; invoice: FakeInvoice } {
    const state = this.invoiceState(invoiceId);
    if (state.json.status !== 'open') throw new Error(`fake Stripe: invoice ${invoiceId} is ${state.json.status}`);
    const method = this.cardPaymentMethod(options.card);
    const paid = this.collect(state, { paymentMethod: method.id, offSession: false }) === null;
    return { paid, invoice: clone(state.json) };
  }

  /** The buyer confirms a SetupIntent with a card: it is attached to the customer; a subscription's pending one makes it the default. */
  confirmSetupIntent(setupIntentId: string, options: { card?: string } = {}): FakeSetupIntent {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new Error(`fake Stripe: no setup intent ${setupIntentId}`);
    if (intent.status !== 'requires_payment_method') throw new Error(`fake Stripe: setup intent ${setupIntentId} is ${intent.status}`);
    const number = (options.card ?? TEST_CARDS.pays).replace(/\s/g, '');
    if (number === TEST_CARDS.declines) throw new Error('fake Stripe: this card is declined when set up');
    const method = this.cardPaymentMethod(number);
    if (intent.customer) this.stripe.paymentMethods.get(method.id)!.customer = intent.customer;
    intent.payment_method = method.id;
    intent.status = 'succeeded';
    for (const state of this.subscriptionStates.values()) {
      if (state.json.pending_setup_intent !== intent.id) continue;
      const before = clone(state.json);
      state.json.pending_setup_intent = null;
      if (state.json.payment_settings.save_default_payment_method === 'on_subscription') state.json.default_payment_method = method.id;
      this.subscriptionChanged(state, before);
    }
    return clone(intent);
  }

  /**
   * The current period ends. A subscription cancelled at period end ends (`customer.subscription.deleted`);
   * otherwise the next period begins and its invoice is charged off-session to the default payment method
   * (`invoice.paid`, or `invoice.payment_failed` and `past_due`).
   */
  renew(subscriptionId: string): { subscription: FakeSubscription; invoice: FakeInvoice | null } {
    const state = this.subscriptionState(subscriptionId);
    const sub = state.json;
    if (!['trialing', 'active', 'past_due'].includes(sub.status)) throw new Error(`fake Stripe: ${subscriptionId} is ${sub.status}`);
    const item = sub.items.data[0]!;
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.ended_at = item.current_period_end;
      this.record('customer.subscription.deleted', clone(sub));
      return { subscription: clone(sub), invoice: null };
    }
    const before = clone(sub);
    const previous = { start: item.current_period_start, end: item.current_period_end };
    this.applySchedule(state, previous.end);
    item.current_period_start = previous.end;
    item.current_period_end = addIntervals(state.anchor, state.nextCycle++, item.price.recurring!.interval);
    if (sub.status === 'trialing') sub.status = 'active';
    const invoice = this.newInvoice(state, 'subscription_cycle', previous, [
      { amount: item.price.unit_amount, description: `1 × ${this.productName(item.price)}`, period: this.periodOf(item), proration: false },
    ]);
    this.subscriptionChanged(state, before);
    this.collect(invoice, { paymentMethod: this.defaultPaymentMethod(sub), offSession: true });
    return { subscription: clone(sub), invoice: clone(invoice.json) };
  }

  /**
   * A period boundary under a schedule: the phase that begins here sets the item's price (a new interval counts its
   * periods from here); once the last phase is over, a `release` schedule lets the subscription go on by itself.
   */
  private applySchedule(state: SubscriptionState, boundary: number): void {
    const sub = state.json;
    const schedule = sub.schedule ? this.schedules.get(sub.schedule) : undefined;
    if (!schedule || schedule.status !== 'active') return;
    const last = schedule.phases[schedule.phases.length - 1]!;
    if (boundary >= last.end_date) {
      schedule.status = 'released';
      schedule.released_at = nowSeconds();
      schedule.released_subscription = sub.id;
      schedule.subscription = null;
      schedule.current_phase = null;
      sub.schedule = null;
      return;
    }
    const phase = schedule.phases.find((p) => p.start_date === boundary);
    if (!phase) return;
    schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
    const item = sub.items.data[0]!;
    const price = this.price(phase.items[0]!.price);
    if (price.id === item.price.id) return;
    if (price.recurring!.interval !== item.price.recurring!.interval) {
      state.anchor = boundary;
      state.nextCycle = 1;
      sub.billing_cycle_anchor = boundary;
    }
    item.price = clone(price);
    item.plan = this.planOf(price);
  }

  /** A trial runs out: the first paid period begins and is charged as a renewal is. */
  endTrial(subscriptionId: string): { subscription: FakeSubscription; invoice: FakeInvoice | null } {
    const sub = this.subscriptionState(subscriptionId).json;
    if (sub.status !== 'trialing') throw new Error(`fake Stripe: ${subscriptionId} is ${sub.status}, not trialing`);
    return this.renew(subscriptionId);
  }

  /** Called by FakeStripe.succeed: an invoice's payment that succeeds pays the invoice. */
  intentSucceeded(intentId: string): void {
    const invoiceId = this.invoiceOfIntent.get(intentId);
    if (!invoiceId) return;
    const state = this.invoiceState(invoiceId);
    const intent = this.stripe.intents.get(intentId)!;
    const method = intent.payment_method;
    // Paid in the browser through succeed(): Stripe.js made a payment method from the card.
    if (method && !this.stripe.paymentMethods.has(method)) {
      const made = this.cardPaymentMethod();
      const stored = this.stripe.paymentMethods.get(made.id)!;
      this.stripe.paymentMethods.delete(made.id);
      this.cards.delete(made.id);
      this.stripe.paymentMethods.set(method, { ...stored, id: method });
      this.cards.set(method, TEST_CARDS.pays);
    }
    this.markPaid(state, method);
  }

  // ---- the HTTP side ----

  /** The answer to a request, or undefined for a path that is not Stripe Billing's. */
  route(method: string, path: string, params: Record<string, unknown>): unknown {
    const parts = path.split('/').slice(2).map(decodeURIComponent);
    const [kind, id, action] = parts;
    const expand = listParam(params.expand);
    if (parts.length > 3 && !(kind === 'customers' && action === 'tax_ids' && parts.length === 4)) return undefined;
    switch (kind) {
      case 'customers':
        if (method === 'POST' && !id) return this.createCustomer(params);
        if (method === 'GET' && !id) return this.listCustomers(params);
        if (method === 'GET' && id && !action) return clone(this.customer(id));
        if (method === 'POST' && id && !action) return this.updateCustomer(id, params);
        if (method === 'GET' && id && action === 'tax_ids' && !parts[3]) {
          return list(`/v1/customers/${id}/tax_ids`, (this.customerTaxIds.get(this.customer(id).id) ?? []).map(clone));
        }
        if (method === 'POST' && id && action === 'tax_ids' && !parts[3]) return this.addTaxId(this.customer(id), params);
        if (method === 'DELETE' && id && action === 'tax_ids' && parts[3]) return this.deleteTaxId(this.customer(id), parts[3]);
        return undefined;
      case 'payment_methods':
        if (method === 'POST' && id && action === 'attach') return this.attach(id, params);
        if (method === 'POST' && id && action === 'detach') return this.detach(id);
        return undefined;
      case 'setup_intents':
        if (method === 'POST' && !id) return this.createSetupIntent(params);
        if (method === 'GET' && id && !action) {
          const intent = this.setupIntents.get(id);
          if (!intent) throw missing('setup_intent', id, 'intent');
          const out = clone(intent) as unknown as Record<string, unknown>;
          if (expand.includes('payment_method') && intent.payment_method) {
            out.payment_method = clone(this.stripe.paymentMethods.get(intent.payment_method));
          }
          return out;
        }
        return undefined;
      case 'products':
        if (method === 'POST' && !id) return this.createProduct(params);
        if (method === 'GET' && id && !action) return clone(this.product(id));
        if (method === 'POST' && id && !action) return this.updateProduct(id, params);
        return undefined;
      case 'prices':
        if (method === 'POST' && !id) return this.createPrice(params);
        if (method === 'GET' && !id) return this.listPrices(params);
        if (method === 'GET' && id && !action) return clone(this.price(id));
        return undefined;
      case 'subscriptions':
        if (method === 'POST' && !id) return this.createSubscription(params, expand);
        if (method === 'GET' && id && !action) return this.renderSubscription(this.subscriptionState(id, true), expand);
        if (method === 'POST' && id && !action) return this.updateSubscription(id, params, expand);
        if (method === 'DELETE' && id && !action) return this.cancelSubscription(id, expand);
        return undefined;
      case 'invoices':
        if (method === 'GET' && !id) return this.listInvoices(params, expand);
        if (method === 'GET' && id && !action) return this.renderInvoice(this.invoiceState(id, true), expand);
        if (method === 'POST' && id && action === 'pay') return this.payFromRequest(id, params, expand);
        return undefined;
      case 'subscription_schedules':
        if (method === 'POST' && !id) return this.createSchedule(params);
        if (method === 'GET' && id && !action) return clone(this.schedule(id));
        if (method === 'POST' && id && !action) return this.updateSchedule(id, params);
        if (method === 'POST' && id && action === 'release') return this.releaseSchedule(id);
        return undefined;
      case 'tax_rates':
        if (method === 'GET' && id && !action) {
          const rate = this.taxRates.get(id);
          if (!rate) throw missing('tax_rate', id);
          return clone(rate);
        }
        return undefined;
      default:
        return undefined;
    }
  }

  private schedule(id: string): FakeSubscriptionSchedule {
    const schedule = this.schedules.get(id);
    if (!schedule) throw missing('subscription_schedule', id, 'schedule');
    return schedule;
  }

  /** Only `from_subscription`, as the site makes them: one phase, the current period at the current price. */
  private createSchedule(params: Record<string, unknown>): FakeSubscriptionSchedule {
    if (typeof params.from_subscription !== 'string')
      throw invalid('The fake makes schedules from_subscription only.', 'from_subscription');
    const state = this.subscriptionState(params.from_subscription);
    const sub = state.json;
    if (sub.schedule) {
      throw invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`, 'from_subscription');
    }
    if (!['trialing', 'active', 'past_due'].includes(sub.status)) throw invalid(`You cannot migrate a ${sub.status} subscription.`);
    const item = sub.items.data[0]!;
    const before = clone(sub);
    const schedule: FakeSubscriptionSchedule = {
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      canceled_at: null,
      completed_at: null,
      created: nowSeconds(),
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
      customer: sub.customer,
      end_behavior: 'release',
      livemode: false,
      metadata: {},
      phases: [
        {
          currency: sub.currency,
          end_date: item.current_period_end,
          items: [{ metadata: {}, price: item.price.id, quantity: 1 }],
          metadata: {},
          proration_behavior: 'create_prorations',
          start_date: item.current_period_start,
          trial_end: null,
        },
      ],
      released_at: null,
      released_subscription: null,
      status: 'active',
      subscription: sub.id,
      test_clock: null,
    };
    this.schedules.set(schedule.id, schedule);
    sub.schedule = schedule.id;
    this.subscriptionChanged(state, before);
    return clone(schedule);
  }

  /**
   * New phases: each with `items[0][price]`, a `start_date` (the first phase keeps its own) and an `end_date` or a
   * `duration` (an interval and count); the current phase must keep its start.
   */
  private updateSchedule(id: string, params: Record<string, unknown>): FakeSubscriptionSchedule {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalid(`You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    }
    metadataParam(params.metadata, schedule.metadata);
    if (params.end_behavior !== undefined && params.end_behavior !== 'release') {
      throw invalid('The fake schedules end by release only, as the site makes them.', 'end_behavior');
    }
    const phases = Object.entries((params.phases ?? {}) as Record<string, Record<string, unknown>>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, phase]) => phase);
    if (phases.length === 0) return clone(schedule);
    const made: FakeSubscriptionSchedule['phases'] = [];
    let start = schedule.phases[0]!.start_date;
    phases.forEach((phase, i) => {
      const param = `phases[${i}]`;
      if (phase.start_date !== undefined) start = Number(phase.start_date);
      if (i === 0 && start !== schedule.phases[0]!.start_date)
        throw invalid('You can not modify the start date of the current phase.', `${param}[start_date]`);
      const items = Object.values((phase.items ?? {}) as Record<string, { price?: string }>);
      if (items.length !== 1) throw invalid('The fake takes exactly one item per phase.', `${param}[items]`);
      const price = this.recurringPrice(items[0]!.price, `${param}[items][0][price]`);
      const duration = phase.duration as { interval?: Interval; interval_count?: string } | undefined;
      const end =
        phase.end_date !== undefined
          ? Number(phase.end_date)
          : duration?.interval
            ? addIntervals(start, Number(duration.interval_count ?? 1), duration.interval)
            : addIntervals(start, 1, price.recurring!.interval);
      if (!(end > start)) throw invalid('A phase must end after it starts.', `${param}[end_date]`);
      const behavior = phase.proration_behavior;
      made.push({
        currency: price.currency,
        end_date: end,
        items: [{ metadata: {}, price: price.id, quantity: 1 }],
        metadata: metadataParam(phase.metadata),
        proration_behavior: behavior === 'none' || behavior === 'always_invoice' ? behavior : 'create_prorations',
        start_date: start,
        trial_end: null,
      });
      start = end;
    });
    schedule.phases = made;
    return clone(schedule);
  }

  private releaseSchedule(id: string): FakeSubscriptionSchedule {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalid(`You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    }
    const state = schedule.subscription ? this.subscriptionStates.get(schedule.subscription) : undefined;
    schedule.status = 'released';
    schedule.released_at = nowSeconds();
    schedule.released_subscription = schedule.subscription;
    schedule.subscription = null;
    schedule.current_phase = null;
    if (state) {
      const before = clone(state.json);
      state.json.schedule = null;
      this.subscriptionChanged(state, before);
    }
    return clone(schedule);
  }

  /** The tax rate Stripe Tax charged: one per country, percentage and behaviour, made the first time. */
  private taxRateFor(country: string, percentage: number, inclusive: boolean): FakeTaxRate {
    const found = [...this.taxRates.values()].find(
      (r) => r.country === country && r.percentage === percentage && r.inclusive === inclusive,
    );
    if (found) return found;
    const rate: FakeTaxRate = {
      id: newId('txr', 14),
      object: 'tax_rate',
      active: true,
      country,
      created: nowSeconds(),
      description: null,
      display_name: 'VAT',
      effective_percentage: percentage,
      flat_amount: null,
      inclusive,
      jurisdiction: country,
      jurisdiction_level: 'country',
      livemode: false,
      metadata: {},
      percentage,
      rate_type: 'percentage',
      state: null,
      tax_type: 'vat',
    };
    this.taxRates.set(rate.id, rate);
    return rate;
  }

  private customer(id: string): FakeCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id);
    return customer;
  }

  private product(id: string): FakeProduct {
    const product = this.products.get(id);
    if (!product) throw missing('product', id);
    return product;
  }

  private price(id: string, param = 'id'): FakePrice {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  private subscriptionState(id: string, http = false): SubscriptionState {
    const state = this.subscriptionStates.get(id);
    if (!state) {
      if (http) throw missing('subscription', id);
      throw new Error(`fake Stripe: no subscription ${id}`);
    }
    return state;
  }

  private invoiceState(id: string, http = false): InvoiceState {
    const state = this.invoiceStates.get(id);
    if (!state) {
      if (http) throw missing('invoice', id);
      throw new Error(`fake Stripe: no invoice ${id}`);
    }
    return state;
  }

  private addressParam(value: unknown): FakeAddress | null {
    if (value === undefined || value === '') return null;
    const address = value as Record<string, string | undefined>;
    return {
      city: address.city ?? null,
      country: address.country ?? null,
      line1: address.line1 ?? null,
      line2: address.line2 ?? null,
      postal_code: address.postal_code ?? null,
      state: address.state ?? null,
    };
  }

  private createCustomer(params: Record<string, unknown>): FakeCustomer {
    const customer: FakeCustomer = {
      id: newId('cus', 14),
      object: 'customer',
      address: this.addressParam(params.address),
      balance: 0,
      created: nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: typeof params.description === 'string' ? params.description : null,
      email: typeof params.email === 'string' ? params.email : null,
      invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataParam(params.metadata),
      name: typeof params.name === 'string' ? params.name : null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    for (const data of Object.values((params.tax_id_data ?? {}) as Record<string, Record<string, unknown>>)) this.addTaxId(customer, data);
    return clone(customer);
  }

  private addTaxId(customer: FakeCustomer, params: Record<string, unknown>): FakeTaxId {
    if (typeof params.type !== 'string') throw invalid('Missing required param: type.', 'type');
    if (typeof params.value !== 'string' || !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(params.value)) {
      throw invalid(`Invalid value for ${params.type}.`, 'value');
    }
    const taxId: FakeTaxId = {
      id: newId('txi'),
      object: 'tax_id',
      country: params.value.slice(0, 2) === 'EL' ? 'GR' : params.value.slice(0, 2),
      created: nowSeconds(),
      customer: customer.id,
      livemode: false,
      type: params.type,
      value: params.value,
      verification: { status: 'pending', verified_address: null, verified_name: null },
    };
    this.customerTaxIds.set(customer.id, [...(this.customerTaxIds.get(customer.id) ?? []), taxId]);
    return clone(taxId);
  }

  private deleteTaxId(customer: FakeCustomer, taxIdId: string) {
    const ids = this.customerTaxIds.get(customer.id) ?? [];
    if (!ids.some((t) => t.id === taxIdId)) throw missing('tax_id', taxIdId);
    this.customerTaxIds.set(
      customer.id,
      ids.filter((t) => t.id !== taxIdId),
    );
    return { id: taxIdId, object: 'tax_id', deleted: true };
  }

  private listCustomers(params: Record<string, unknown>) {
    const email = typeof params.email === 'string' ? params.email : undefined;
    const found = [...this.customers.values()].filter((c) => email === undefined || c.email === email).reverse();
    return list('/v1/customers', found.map(clone));
  }

  private updateCustomer(id: string, params: Record<string, unknown>): FakeCustomer {
    const customer = this.customer(id);
    if (typeof params.email === 'string') customer.email = params.email || null;
    if (typeof params.name === 'string') customer.name = params.name || null;
    if (params.address !== undefined) customer.address = this.addressParam(params.address);
    metadataParam(params.metadata, customer.metadata);
    const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
    if (settings?.default_payment_method !== undefined) {
      const methodId = settings.default_payment_method;
      if (methodId && this.stripe.paymentMethods.get(methodId)?.customer !== id) {
        throw invalid(`No such PaymentMethod: '${methodId}'; It's possible this PaymentMethod exists on one of your connected accounts.`);
      }
      customer.invoice_settings.default_payment_method = methodId || null;
    }
    return clone(customer);
  }

  private attach(methodId: string, params: Record<string, unknown>): FakePaymentMethod {
    const method = this.stripe.paymentMethods.get(methodId);
    if (!method) throw missing('payment_method', methodId, 'payment_method');
    if (typeof params.customer !== 'string') throw invalid('Missing required param: customer.', 'customer');
    this.customer(params.customer);
    if (method.customer && method.customer !== params.customer) {
      throw invalid('The payment method you provided has already been attached to a customer.');
    }
    method.customer = params.customer;
    return clone(method);
  }

  private detach(methodId: string): FakePaymentMethod {
    const method = this.stripe.paymentMethods.get(methodId);
    if (!method) throw missing('payment_method', methodId, 'payment_method');
    if (!method.customer) throw invalid(`The payment method ${methodId} is not attached to a customer.`);
    const customer = this.customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === methodId) customer.invoice_settings.default_payment_method = null;
    for (const state of this.subscriptionStates.values()) {
      if (state.json.default_payment_method !== methodId) continue;
      const before = clone(state.json);
      state.json.default_payment_method = null;
      this.subscriptionChanged(state, before);
    }
    method.customer = null;
    return clone(method);
  }

  private newSetupIntent(customer: string | null, metadata: Record<string, string>, usage: 'off_session' | 'on_session'): FakeSetupIntent {
    const id = newId('seti');
    const intent: FakeSetupIntent = {
      id,
      object: 'setup_intent',
      automatic_payment_methods: { allow_redirects: 'always', enabled: true },
      cancellation_reason: null,
      client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
      created: nowSeconds(),
      customer,
      description: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage,
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  private createSetupIntent(params: Record<string, unknown>): FakeSetupIntent {
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer) this.customer(customer);
    const usage = params.usage === 'on_session' ? 'on_session' : 'off_session';
    return clone(this.newSetupIntent(customer, metadataParam(params.metadata), usage));
  }

  private createProduct(params: Record<string, unknown>): FakeProduct {
    if (typeof params.name !== 'string' || params.name === '') throw invalid('Missing required param: name.', 'name');
    const id = typeof params.id === 'string' && params.id ? params.id : newId('prod', 14);
    if (this.products.has(id)) {
      throw new StripeHttpError(400, {
        error: { code: 'resource_already_exists', message: `Product already exists.`, param: 'id', type: 'invalid_request_error' },
      });
    }
    const now = nowSeconds();
    const product: FakeProduct = {
      id,
      object: 'product',
      active: true,
      created: now,
      default_price: null,
      description: typeof params.description === 'string' ? params.description : null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: metadataParam(params.metadata),
      name: params.name,
      package_dimensions: null,
      shippable: null,
      tax_code: typeof params.tax_code === 'string' ? params.tax_code : null,
      tax_details: null,
      type: 'service',
      updated: now,
      url: null,
    };
    this.products.set(id, product);
    return clone(product);
  }

  private updateProduct(id: string, params: Record<string, unknown>): FakeProduct {
    const product = this.product(id);
    if (typeof params.name === 'string' && params.name) product.name = params.name;
    if (params.active !== undefined) product.active = params.active === 'true';
    metadataParam(params.metadata, product.metadata);
    product.updated = nowSeconds();
    return clone(product);
  }

  private createPrice(params: Record<string, unknown>): FakePrice {
    if (typeof params.product !== 'string') throw invalid('Missing required param: product.', 'product');
    const product = this.product(params.product);
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/i.test(params.currency)) {
      throw invalid('Missing required param: currency.', 'currency');
    }
    const amount = Number(params.unit_amount);
    if (params.unit_amount === undefined || !Number.isInteger(amount) || amount < 0) {
      throw invalid('Invalid integer: ' + String(params.unit_amount), 'unit_amount');
    }
    const recurring = params.recurring as { interval?: string } | undefined;
    if (recurring && !['day', 'week', 'month', 'year'].includes(recurring.interval ?? '')) {
      throw invalid('Invalid recurring[interval]: must be one of day, week, month, or year', 'recurring[interval]');
    }
    const lookupKey = typeof params.lookup_key === 'string' && params.lookup_key ? params.lookup_key : null;
    const holder = lookupKey ? [...this.prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder) {
      if (params.transfer_lookup_key !== 'true') {
        throw new StripeHttpError(400, {
          error: {
            message: `A price (\`${holder.id}\`) already uses that lookup key.`,
            param: 'lookup_key',
            type: 'invalid_request_error',
          },
        });
      }
      holder.lookup_key = null;
    }
    const taxBehavior = params.tax_behavior;
    const price: FakePrice = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: nowSeconds(),
      currency: params.currency.toLowerCase(),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadataParam(params.metadata),
      nickname: typeof params.nickname === 'string' ? params.nickname : null,
      product: product.id,
      recurring: recurring
        ? { interval: recurring.interval as Interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
        : null,
      tax_behavior: taxBehavior === 'inclusive' || taxBehavior === 'exclusive' ? taxBehavior : 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: amount,
      unit_amount_decimal: String(amount),
    };
    this.prices.set(price.id, price);
    return clone(price);
  }

  private listPrices(params: Record<string, unknown>) {
    const keys = listParam(params.lookup_keys);
    const found = [...this.prices.values()].filter(
      (p) =>
        (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
        (params.product === undefined || p.product === params.product) &&
        (params.active === undefined || String(p.active) === params.active),
    );
    return list('/v1/prices', found.reverse().map(clone));
  }

  private productName(price: FakePrice): string {
    return this.products.get(price.product)?.name ?? price.product;
  }

  private periodOf(item: FakeSubscriptionItem): { start: number; end: number } {
    return { start: item.current_period_start, end: item.current_period_end };
  }

  private newItem(subscriptionId: string, price: FakePrice, start: number, end: number): FakeSubscriptionItem {
    return {
      id: newId('si', 14),
      object: 'subscription_item',
      created: nowSeconds(),
      current_period_end: end,
      current_period_start: start,
      discounts: [],
      metadata: {},
      plan: this.planOf(price),
      price: clone(price),
      quantity: 1,
      subscription: subscriptionId,
      tax_rates: [],
    };
  }

  private planOf(price: FakePrice): FakeSubscriptionItem['plan'] {
    return {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      currency: price.currency,
      interval: price.recurring!.interval,
      interval_count: 1,
      product: price.product,
      usage_type: 'licensed',
    };
  }

  private recurringPrice(id: unknown, param: string): FakePrice {
    if (typeof id !== 'string') throw invalid(`Missing required param: ${param}.`, param);
    const price = this.price(id, param);
    if (!price.recurring) {
      throw invalid(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, param);
    }
    if (!price.active) throw invalid(`The price specified is inactive. This field only accepts active prices.`, param);
    return price;
  }

  private createSubscription(params: Record<string, unknown>, expand: string[]) {
    if (typeof params.customer !== 'string') throw invalid('Missing required param: customer.', 'customer');
    const customer = this.customer(params.customer);
    const items = Object.values((params.items ?? {}) as Record<string, { price?: string }>);
    if (items.length !== 1) throw invalid('The fake takes exactly one item.', 'items');
    const price = this.recurringPrice(items[0]!.price, 'items[0][price]');
    if (params.payment_behavior !== undefined && params.payment_behavior !== 'default_incomplete') {
      throw invalid('The fake answers payment_behavior=default_incomplete only, as the site subscribes.', 'payment_behavior');
    }
    const automaticTax = (params.automatic_tax as { enabled?: string } | undefined)?.enabled === 'true';
    if (automaticTax) this.taxCountry(customer);
    const defaultMethod = typeof params.default_payment_method === 'string' ? params.default_payment_method : null;
    if (defaultMethod && this.stripe.paymentMethods.get(defaultMethod)?.customer !== customer.id) {
      throw invalid(`The customer does not have a payment method with the ID ${defaultMethod}.`, 'default_payment_method');
    }
    const trialDays = params.trial_period_days === undefined ? 0 : Number(params.trial_period_days);
    if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) {
      throw invalid('Invalid trial_period_days: must be an integer from 0 to 730', 'trial_period_days');
    }
    const settings = params.payment_settings as { save_default_payment_method?: string } | undefined;
    const now = nowSeconds();
    const id = newId('sub');
    const trialEnd = trialDays > 0 ? now + trialDays * 86_400 : null;
    const interval = price.recurring!.interval;
    const periodEnd = trialEnd ?? addIntervals(now, 1, interval);
    const sub: FakeSubscription = {
      id,
      object: 'subscription',
      automatic_tax: { disabled_reason: null, enabled: automaticTax, liability: automaticTax ? { type: 'self' } : null },
      billing_cycle_anchor: trialEnd ?? now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: defaultMethod,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        data: [this.newItem(id, price, now, periodEnd)],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: metadataParam(params.metadata),
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: settings?.save_default_payment_method === 'on_subscription' ? 'on_subscription' : 'off',
      },
      pending_setup_intent: null,
      schedule: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'incomplete',
      test_clock: null,
      trial_end: trialEnd,
      trial_start: trialEnd ? now : null,
    };
    const state: SubscriptionState = { json: sub, anchor: trialEnd ?? now, nextCycle: trialEnd ? 1 : 2 };
    this.subscriptionStates.set(id, state);
    const item = sub.items.data[0]!;
    const invoice = this.newInvoice(state, 'subscription_create', { start: now, end: now }, [
      {
        amount: trialEnd ? 0 : price.unit_amount,
        description: trialEnd ? `Trial period for ${this.productName(price)}` : `1 × ${this.productName(price)}`,
        period: this.periodOf(item),
        proration: false,
      },
    ]);
    // A trial without a card: Stripe collects one for the first renewal through this SetupIntent.
    if (trialEnd && !defaultMethod) sub.pending_setup_intent = this.newSetupIntent(customer.id, {}, 'off_session').id;
    if (invoice.json.amount_due === 0) this.markPaid(invoice, null, { quiet: true });
    else if (defaultMethod) this.collect(invoice, { paymentMethod: defaultMethod, offSession: false });
    return this.renderSubscription(state, expand);
  }

  private updateSubscription(id: string, params: Record<string, unknown>, expand: string[]) {
    const state = this.subscriptionState(id, true);
    const sub = state.json;
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    const before = clone(sub);
    metadataParam(params.metadata, sub.metadata);
    if (params.cancel_at_period_end !== undefined && sub.schedule) {
      throw invalid(
        `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      );
    }
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      const item = sub.items.data[0]!;
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? item.current_period_end : null;
      sub.canceled_at = cancel ? nowSeconds() : null;
      sub.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
    }
    if (typeof params.default_payment_method === 'string') {
      const methodId = params.default_payment_method;
      if (methodId && this.stripe.paymentMethods.get(methodId)?.customer !== sub.customer) {
        throw invalid(`The customer does not have a payment method with the ID ${methodId}.`, 'default_payment_method');
      }
      sub.default_payment_method = methodId || null;
    }
    let invoice: InvoiceState | null = null;
    const items = Object.values((params.items ?? {}) as Record<string, { id?: string; price?: string }>);
    if (items.length > 0) {
      if (items.length !== 1) throw invalid('The fake takes exactly one item.', 'items');
      const item = sub.items.data[0]!;
      if (items[0]!.id !== item.id) throw invalid(`Invalid subscription_item id: ${String(items[0]!.id)}`, 'items[0][id]');
      const price = this.recurringPrice(items[0]!.price, 'items[0][price]');
      if (price.currency !== sub.currency) throw invalid('The price must be in the subscription’s currency.', 'items[0][price]');
      invoice = this.changePrice(state, price, String(params.proration_behavior ?? 'create_prorations'));
    }
    this.subscriptionChanged(state, before);
    if (invoice) this.collect(invoice, { paymentMethod: this.defaultPaymentMethod(sub), offSession: true });
    return this.renderSubscription(state, expand);
  }

  /**
   * The item's new price. Another interval starts a new period now, billed in full less the unused time of the old
   * one; the same interval keeps the period and prorates the difference. Only `always_invoice` invoices it now (the
   * fake carries no pending proration items to the next invoice).
   */
  private changePrice(state: SubscriptionState, price: FakePrice, proration: string): InvoiceState | null {
    const sub = state.json;
    const item = sub.items.data[0]!;
    const old = item.price;
    const now = nowSeconds();
    const { start, end } = this.periodOf(item);
    const unused = Math.round((old.unit_amount * Math.max(0, end - now)) / (end - start));
    const newInterval = price.recurring!.interval !== old.recurring!.interval;
    const previous = { start, end };
    const oldPeriod = { start: now, end };
    item.price = clone(price);
    item.plan = this.planOf(price);
    // A trial goes on with the new price: nothing to charge until it ends.
    if (sub.status === 'trialing') return null;
    if (newInterval) {
      state.anchor = now;
      state.nextCycle = 2;
      sub.billing_cycle_anchor = now;
      item.current_period_start = now;
      item.current_period_end = addIntervals(now, 1, price.recurring!.interval);
      if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
    }
    if (proration === 'none' && !newInterval) return null;
    if (proration !== 'always_invoice' && !newInterval) return null;
    const lines = [
      // proration_behavior none: a new interval is billed in full, without the credit.
      {
        amount: proration === 'none' ? 0 : -unused,
        description: `Unused time on ${this.productName(old)}`,
        period: oldPeriod,
        proration: true,
      },
      newInterval
        ? { amount: price.unit_amount, description: `1 × ${this.productName(price)}`, period: this.periodOf(item), proration: false }
        : {
            amount: Math.round((price.unit_amount * Math.max(0, end - now)) / (end - start)),
            description: `Remaining time on ${this.productName(price)}`,
            period: oldPeriod,
            proration: true,
          },
    ].filter((line) => line.amount !== 0);
    return this.newInvoice(state, 'subscription_update', previous, lines);
  }

  private cancelSubscription(id: string, expand: string[]) {
    const state = this.subscriptionState(id, true);
    const sub = state.json;
    if (sub.status === 'canceled') {
      throw invalid(`No such subscription: '${id}'; it has been canceled.`);
    }
    const now = nowSeconds();
    sub.status = 'canceled';
    sub.ended_at = now;
    sub.canceled_at = now;
    sub.cancellation_details.reason = 'cancellation_requested';
    const schedule = sub.schedule ? this.schedules.get(sub.schedule) : undefined;
    if (schedule) {
      schedule.status = 'canceled';
      schedule.canceled_at = now;
      schedule.current_phase = null;
    }
    // Stripe voids nothing here: an open invoice of a cancelled subscription stays open, but no more charges.
    this.record('customer.subscription.deleted', clone(sub));
    return this.renderSubscription(state, expand);
  }

  private listInvoices(params: Record<string, unknown>, expand: string[]) {
    const subscription = typeof params.subscription === 'string' ? params.subscription : undefined;
    const customer = typeof params.customer === 'string' ? params.customer : undefined;
    const status = typeof params.status === 'string' ? params.status : undefined;
    const found = [...this.invoiceStates.values()].filter(
      (s) =>
        (!subscription || s.json.parent.subscription_details.subscription === subscription) &&
        (!customer || s.json.customer === customer) &&
        (!status || s.json.status === status),
    );
    const inner = expand.filter((e) => e.startsWith('data.')).map((e) => e.slice('data.'.length));
    return list(
      '/v1/invoices',
      found.reverse().map((s) => this.renderInvoice(s, inner)),
    );
  }

  private payFromRequest(id: string, params: Record<string, unknown>, expand: string[]) {
    const state = this.invoiceState(id, true);
    if (state.json.status === 'paid') throw invalid('Invoice is already paid');
    if (state.json.status !== 'open') throw invalid(`This invoice can no longer be paid (${state.json.status}).`);
    const sub = this.subscriptionState(state.json.parent.subscription_details.subscription).json;
    const methodId = typeof params.payment_method === 'string' ? params.payment_method : this.defaultPaymentMethod(sub);
    if (methodId && this.stripe.paymentMethods.get(methodId)?.customer !== sub.customer) {
      throw invalid(`The customer does not have a payment method with the ID ${methodId}.`, 'payment_method');
    }
    if (!methodId) {
      throw invalid(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
      );
    }
    const error = this.collect(state, { paymentMethod: methodId, offSession: params.off_session !== 'false' });
    if (error) throw cardError(error.message, error.code, error.decline_code);
    return this.renderInvoice(state, expand);
  }

  // ---- invoices and their payments ----

  /** The subscription's card, else the customer's default (Stripe's order). */
  private defaultPaymentMethod(sub: FakeSubscription): string | null {
    return sub.default_payment_method ?? this.customers.get(sub.customer)?.invoice_settings.default_payment_method ?? null;
  }

  /** The country Stripe Tax taxes this customer in (its address): 400 customer_tax_location_invalid without one. */
  private taxCountry(customer: FakeCustomer): string {
    const country = customer.address?.country;
    if (!country || ((country === 'US' || country === 'CA') && !customer.address?.postal_code)) {
      throw new StripeHttpError(400, {
        error: {
          code: 'customer_tax_location_invalid',
          message: 'The customer’s location isn’t recognized. Provide a valid address to calculate tax.',
          param: 'customer',
          type: 'invalid_request_error',
        },
      });
    }
    return country;
  }

  private newInvoice(
    state: SubscriptionState,
    reason: BillingReason,
    period: { start: number; end: number },
    lines: { amount: number; description: string; period: { start: number; end: number }; proration: boolean }[],
  ): InvoiceState {
    const sub = state.json;
    const customer = this.customer(sub.customer);
    const item = sub.items.data[0]!;
    const price = item.price;
    const now = nowSeconds();
    const id = newId('in');
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    let tax = 0;
    const totalTaxes: FakeInvoice['total_taxes'] = [];
    const inclusive = price.tax_behavior === 'inclusive';
    if (sub.automatic_tax.enabled) {
      const country = this.taxCountry(customer);
      const percent =
        this.stripe.taxRateOverrides.get(country) ?? loadTaxRates().rates[country as keyof ReturnType<typeof loadTaxRates>['rates']];
      // As the fake's tax calculations: a business with a VAT number outside the head office's country is reverse charged.
      const business = (this.customerTaxIds.get(customer.id) ?? []).length > 0;
      const reason =
        percent === undefined ? 'not_collecting' : business && country !== this.stripe.taxHeadOffice ? 'reverse_charge' : 'standard_rated';
      const rate = reason === 'standard_rated' ? percent! : 0;
      const taxed = computeTax({ amount: Math.max(0, subtotal), taxRate: basisPoints(rate), taxInclusive: inclusive });
      tax = taxed.tax;
      totalTaxes.push({
        amount: tax,
        tax_behavior: inclusive ? 'inclusive' : 'exclusive',
        tax_rate_details: { tax_rate: this.taxRateFor(country, rate, inclusive).id },
        taxability_reason: reason,
        taxable_amount: taxed.net,
        type: 'tax_rate_details',
      });
    }
    const total = inclusive ? subtotal : subtotal + tax;
    const amountDue = Math.max(0, total);
    // What is owed back (a downgrade's unused time) is kept on the customer's balance for the next invoice, as Stripe does.
    if (total < 0) customer.balance += total;
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      amount_due: amountDue,
      amount_paid: 0,
      amount_remaining: amountDue,
      attempt_count: 0,
      attempted: false,
      automatic_tax: {
        disabled_reason: null,
        enabled: sub.automatic_tax.enabled,
        liability: sub.automatic_tax.liability,
        provider: sub.automatic_tax.enabled ? 'stripe' : null,
        status: sub.automatic_tax.enabled ? 'complete' : null,
      },
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: sub.currency,
      customer: customer.id,
      customer_address: clone(customer.address),
      customer_email: customer.email,
      customer_tax_ids: (this.customerTaxIds.get(customer.id) ?? []).map(({ type, value }) => ({ type, value })),
      default_payment_method: null,
      description: null,
      lines: {
        object: 'list',
        data: lines.map((line) => ({
          id: newId('il', 14),
          object: 'line_item',
          amount: line.amount,
          currency: sub.currency,
          description: line.description,
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: line.proration,
              proration_details: null,
              subscription: sub.id,
              subscription_item: item.id,
            },
          },
          period: line.period,
          pricing: {
            price_details: { price: price.id, product: price.product },
            type: 'price_details',
            unit_amount_decimal: String(line.amount),
          },
          quantity: 1,
          subtotal: line.amount,
          taxes: [],
        })),
        has_more: false,
        total_count: lines.length,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: clone(sub.metadata), subscription: sub.id },
      },
      period_end: period.end,
      period_start: period.start,
      status: 'open',
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal,
      subtotal_excluding_tax: inclusive ? subtotal - tax : subtotal,
      total,
      total_excluding_tax: inclusive ? total - tax : subtotal,
      total_taxes: totalTaxes,
    };
    const state2: InvoiceState = { json: invoice, intentId: null, payment: null };
    if (amountDue > 0) {
      const intent = this.stripe.newIntent({
        amount: amountDue,
        currency: sub.currency,
        metadata: {},
        description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      });
      intent.customer = customer.id;
      state2.intentId = intent.id;
      state2.payment = {
        id: newId('inpay'),
        object: 'invoice_payment',
        amount_paid: null,
        amount_requested: amountDue,
        created: now,
        currency: sub.currency,
        invoice: id,
        is_default: true,
        livemode: false,
        payment: { payment_intent: intent.id, type: 'payment_intent' },
        status: 'open',
        status_transitions: { canceled_at: null, paid_at: null },
      };
      this.invoiceOfIntent.set(intent.id, id);
    }
    this.invoiceStates.set(id, state2);
    sub.latest_invoice = id;
    return state2;
  }

  /**
   * Charges an open invoice with a payment method: null when paid, else the decline (the invoice stays open, its
   * attempt counted, `invoice.payment_failed`; a renewal makes the subscription past_due).
   */
  private collect(
    state: InvoiceState,
    how: { paymentMethod: string | null; offSession: boolean },
  ): FakePaymentIntent['last_payment_error'] {
    if (state.json.status === 'paid') return null;
    if (!state.intentId) {
      this.markPaid(state, null);
      return null;
    }
    const intent = this.stripe.intents.get(state.intentId)!;
    const card = how.paymentMethod ? (this.cards.get(how.paymentMethod) ?? TEST_CARDS.pays) : null;
    const declined = !card || card === TEST_CARDS.declines || (card === TEST_CARDS.declinesOffSession && how.offSession);
    intent.payment_method = how.paymentMethod;
    if (!declined) {
      intent.last_payment_error = null;
      this.stripe.succeed(intent.id);
      return null;
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { ...DECLINED };
    state.json.attempt_count += 1;
    state.json.attempted = true;
    this.record('invoice.payment_failed', clone(state.json));
    const subState = this.subscriptionState(state.json.parent.subscription_details.subscription);
    if (subState.json.status === 'active' || subState.json.status === 'trialing') {
      const before = clone(subState.json);
      subState.json.status = 'past_due';
      this.subscriptionChanged(subState, before);
    }
    return intent.last_payment_error;
  }

  private markPaid(state: InvoiceState, paymentMethod: string | null, options: { quiet?: boolean } = {}): void {
    const invoice = state.json;
    if (invoice.status === 'paid') return;
    const now = nowSeconds();
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    if (invoice.amount_due > 0) {
      invoice.attempt_count += 1;
      invoice.attempted = true;
    }
    invoice.status_transitions.paid_at = now;
    if (state.payment) {
      state.payment.status = 'paid';
      state.payment.amount_paid = invoice.amount_due;
      state.payment.status_transitions.paid_at = now;
    }
    const subState = this.subscriptionState(invoice.parent.subscription_details.subscription);
    const sub = subState.json;
    const before = clone(sub);
    if (paymentMethod) {
      const method = this.stripe.paymentMethods.get(paymentMethod);
      if (method && !method.customer) method.customer = sub.customer;
      if (invoice.billing_reason === 'subscription_create' && sub.payment_settings.save_default_payment_method === 'on_subscription') {
        sub.default_payment_method = paymentMethod;
      }
    }
    if ((sub.status === 'incomplete' || sub.status === 'past_due') && sub.latest_invoice === invoice.id) sub.status = 'active';
    if (state.intentId) this.record('payment_intent.succeeded', clone(this.stripe.intents.get(state.intentId)!));
    this.record('invoice.paid', clone(invoice));
    // A subscription's creation is reported by customer.subscription.created, which the site does not subscribe to.
    if (!options.quiet) this.subscriptionChanged(subState, before);
  }

  private subscriptionChanged(state: SubscriptionState, before: FakeSubscription): void {
    const after = state.json;
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(after) as (keyof FakeSubscription)[]) {
      if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) previous[key] = clone(before[key]);
    }
    if (Object.keys(previous).length > 0) this.record('customer.subscription.updated', clone(after), previous);
  }

  private record(type: string, object: { id: string; object: string }, previous?: Record<string, unknown>): void {
    const event = this.stripe.event(type, object);
    if (previous) event.data.previous_attributes = previous;
    this.events.push(event);
  }

  // ---- expansion ----

  private renderSubscription(state: SubscriptionState, expand: string[]): unknown {
    const out = clone(state.json) as unknown as Record<string, unknown>;
    const invoiceExpand = expand.filter((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.'));
    if (invoiceExpand.length > 0 && state.json.latest_invoice) {
      const inner = invoiceExpand.map((e) => e.slice('latest_invoice.'.length)).filter((e) => e !== '' && e !== 'latest_invoice');
      out.latest_invoice = this.renderInvoice(this.invoiceState(state.json.latest_invoice), inner);
    }
    if (expand.includes('pending_setup_intent') && state.json.pending_setup_intent) {
      out.pending_setup_intent = clone(this.setupIntents.get(state.json.pending_setup_intent));
    }
    if (expand.includes('schedule') && state.json.schedule) out.schedule = clone(this.schedules.get(state.json.schedule));
    if (expand.includes('default_payment_method') && state.json.default_payment_method) {
      out.default_payment_method = clone(this.stripe.paymentMethods.get(state.json.default_payment_method));
    }
    return out;
  }

  private renderInvoice(state: InvoiceState, expand: string[]): unknown {
    const out = clone(state.json) as unknown as Record<string, unknown>;
    if (expand.includes('confirmation_secret')) {
      const intent = state.intentId ? this.stripe.intents.get(state.intentId) : undefined;
      out.confirmation_secret = intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null;
    }
    if (expand.some((e) => e === 'payments' || e.startsWith('payments.'))) {
      const payment = state.payment ? (clone(state.payment) as unknown as Record<string, unknown>) : null;
      if (payment && expand.includes('payments.data.payment.payment_intent')) {
        payment.payment = { type: 'payment_intent', payment_intent: clone(this.stripe.intents.get(state.intentId!)) };
      }
      out.payments = {
        object: 'list',
        data: payment ? [payment] : [],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${state.json.id}`,
      };
    }
    return out;
  }
}
