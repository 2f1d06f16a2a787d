import { DomainError } from '../errors/domain-error';
import { basisPoints } from '../tax/compute-tax';
import type Stripe from 'stripe';

/**
 * The site's side of Stripe Billing (issue 44, docs/decisions/034c-stripe-billing-adapter.md): plain functions over
 * the gateway's `stripe` client. Each is safe to repeat. What creates something (a customer, a product, a price, a
 * subscription, a charge of an invoice) sends an Idempotency-Key derived from the site's ids, so a retry, a second
 * process or a double click makes one; what sets a state (cancel at the period end, resume, the default card) sets
 * the same state again when repeated, and the SDK's own key covers its network retries. Stripe's objects are read in
 * the shapes of API version 2026-10-28: a subscription's period is on its item, an invoice names its subscription
 * under `parent.subscription_details` and its payment under `payments`.
 */
export interface BillingGateway {
  client: Stripe;
  /** Stripe Tax on: subscriptions are created with automatic_tax, so each invoice carries Stripe's tax. */
  tax?: { calculates: boolean };
}

/** The site's gateway as Stripe Billing's: the Stripe gateway (its `client` and Stripe Tax), or null for the local one. */
export function billingGatewayOf(gateway: { kind: 'stripe' | 'local' }): BillingGateway | null {
  return gateway.kind === 'stripe' && 'client' in gateway ? (gateway as unknown as BillingGateway) : null;
}

export type Interval = 'month' | 'year';

/** A Stripe subscription as the site records it. */
export interface ProviderSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** Stripe's status: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  priceId: string;
  interval: Interval;
  /** What one period costs, minor units, before tax Stripe adds. */
  amount: number;
  /** Lower case, as Stripe reports it. */
  currency: string;
  defaultPaymentMethodId: string | null;
  latestInvoiceId: string | null;
  /** The site's ids given at the start (metadata). */
  siteSubscriptionId: string | null;
  /** The schedule holding a switch for the next renewal (scheduleIntervalSwitch), or null. */
  scheduleId: string | null;
}

export interface StartedSubscription {
  providerSubscriptionId: string;
  status: string;
  /**
   * What the browser confirms with the Payment Element: the first invoice's payment (`kind: 'payment'`), or, with a
   * trial, the pending SetupIntent that saves the card for the first charge (`kind: 'setup'`).
   */
  clientSecret: string;
  kind: 'payment' | 'setup';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The first invoice (£0 and paid with a trial). */
  latestInvoiceId: string | null;
}

/** A Stripe invoice as the site records a charge. */
export interface ProviderInvoice {
  invoiceId: string;
  /** Stripe's invoice number (e.g. ABCD1234-0002), for support; the site numbers its own invoices. */
  number: string | null;
  subscriptionId: string | null;
  /** The period paid for: its subscription line's, not the invoice's own `period_start/end` (the period before). */
  periodStart: Date;
  periodEnd: Date;
  amountDue: number;
  amountPaid: number;
  /**
   * Stripe Tax's figures for the invoice (null without Stripe Tax on the subscription): the invoice's line as the
   * site's invoices state it (minor units; `taxRate` in basis points, 1900 is 19 %), and the country it taxed.
   */
  stripeTax: {
    net: number;
    tax: number;
    gross: number;
    taxRate: number;
    taxInclusive: boolean;
    reverseCharge: boolean;
    country: string | null;
  } | null;
  /** Upper case, as the site stores currencies. */
  currency: string;
  paymentIntentId: string | null;
  /** The card of the last try (paid or declined), when Stripe knows it: the subscription's card for the next charges. */
  card: { paymentMethodId: string; brand: string | null; last4: string | null } | null;
  /** Why the last try was declined, in the bank's words as Stripe gives them; null when it was not. */
  declineMessage: string | null;
  /** subscription_create (the first charge), subscription_cycle (a renewal, or the end of a trial), subscription_update (a switch). */
  billingReason: string | null;
  attemptCount: number;
  /** draft, open, paid, uncollectible, void. */
  status: string;
  paidAt: Date | null;
}

export type PaidOrDeclined =
  { outcome: 'paid'; invoice: ProviderInvoice } | { outcome: 'declined'; declineCode: string; message: string; invoice: ProviderInvoice };

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

/** Stripe says it has no such object (404). Matched by the error's fields, so this module needs no SDK value import. */
function isMissing(error: unknown): boolean {
  const { type, statusCode } = error as { type?: unknown; statusCode?: unknown };
  return type === 'StripeInvalidRequestError' && statusCode === 404;
}

// ---- customers ----

export interface EnsureCustomerInput {
  gateway: BillingGateway;
  userId: string;
  email: string;
  /** The customer an earlier subscription of this learner recorded, if any: used when Stripe still has it. */
  customerId?: string | null;
  /** The billing address of the checkout: Stripe Tax taxes a subscription by its customer's address. */
  address?: { country: string; postalCode?: string | null } | null;
  /**
   * The business buyer's VAT number as the checkout checked it (decide-tax.ts), for Stripe Tax's reverse charge; null:
   * none (one kept from before is removed); left out: unchanged.
   */
  vatNumber?: string | null;
}

/**
 * The learner's Stripe customer: the one the site recorded, else the one Stripe holds for this user (found by
 * email, told apart by `metadata.siteUserId`), else a new one (its Idempotency-Key is the user's id, so two
 * checkouts at once make one). Its email, address and VAT number follow the learner's.
 */
export async function ensureCustomer({
  gateway,
  userId,
  email,
  customerId,
  address,
  vatNumber,
}: EnsureCustomerInput): Promise<{ customerId: string }> {
  const { client } = gateway;
  const wanted: Stripe.CustomerUpdateParams = {
    email,
    ...(address ? { address: { country: address.country, ...(address.postalCode ? { postal_code: address.postalCode } : {}) } } : {}),
  };
  let found: Stripe.Customer | null = null;
  if (customerId) {
    try {
      const customer = await client.customers.retrieve(customerId);
      if (!customer.deleted) found = customer;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  if (!found) {
    const listed = await client.customers.list({ email, limit: 100 });
    found = listed.data.find((customer) => customer.metadata.siteUserId === userId) ?? null;
  }
  if (!found) {
    const params = {
      ...wanted,
      ...(vatNumber ? { tax_id_data: [taxIdOf(vatNumber)] } : {}),
      metadata: { siteUserId: userId },
    } as Stripe.CustomerCreateParams;
    const created = await client.customers.create(params, { idempotencyKey: `customer-${userId}-${hashOf(JSON.stringify(params))}` });
    return { customerId: created.id };
  }
  if (vatNumber !== undefined) await syncTaxId(client, found.id, vatNumber);
  const moved =
    found.email !== email ||
    (address && (found.address?.country !== address.country || (address.postalCode ?? null) !== (found.address?.postal_code ?? null)));
  if (moved) await client.customers.update(found.id, wanted);
  return { customerId: found.id };
}

/** Stripe's tax id types for the VAT numbers the checkout accepts (as server/payments/stripe-tax.ts sends them). */
function taxIdOf(vatNumber: string): { type: 'gb_vat' | 'eu_vat'; value: string } {
  return { type: vatNumber.startsWith('GB') ? 'gb_vat' : 'eu_vat', value: vatNumber };
}

/** The customer's tax ids become this VAT number only (or none). */
async function syncTaxId(client: Stripe, customerId: string, vatNumber: string | null): Promise<void> {
  const held = (await client.customers.listTaxIds(customerId, { limit: 100 })).data;
  for (const taxId of held) {
    if (taxId.value !== vatNumber) await client.customers.deleteTaxId(customerId, taxId.id);
  }
  if (vatNumber && !held.some((taxId) => taxId.value === vatNumber)) await client.customers.createTaxId(customerId, taxIdOf(vatNumber));
}

/** A short, stable digest for an idempotency key: the same parameters, the same key (Stripe refuses a key reused with others). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

// ---- products and prices ----

export interface EnsurePriceInput {
  gateway: BillingGateway;
  offerId: string;
  offerTitle: string;
  /** Any case; Stripe keeps it lower case. */
  currency: string;
  interval: Interval;
  /** Minor units per period. */
  amount: number;
  /** The site's prices include VAT (sales_settings.tax_inclusive) or have it added: the price's tax_behavior. */
  taxInclusive: boolean;
}

/** The price's lookup key: a changed amount is a new price, so existing subscribers keep theirs. */
export function priceLookupKey(input: { offerId: string; currency: string; interval: Interval; amount: number }): string {
  return `${input.offerId}:${input.currency.toLowerCase()}:${input.interval}:${input.amount}`;
}

/** The product of an offer: Stripe lets the site choose its id. */
export const productIdOf = (offerId: string) => `offer_${offerId}`;

/**
 * The Stripe price a subscription to this offer at this amount uses: the product `offer_<offerId>` (made, or renamed
 * after the offer's title), and the price found by its lookup key, made when there is none. A price whose tax
 * behaviour no longer matches the site's setting is replaced; the new one takes over the lookup key.
 */
export async function ensurePrice(input: EnsurePriceInput): Promise<{ productId: string; priceId: string; lookupKey: string }> {
  const { client } = input.gateway;
  const productId = productIdOf(input.offerId);
  await ensureProduct(client, productId, input.offerId, input.offerTitle);
  const lookupKey = priceLookupKey(input);
  const taxBehavior = input.taxInclusive ? 'inclusive' : 'exclusive';
  const [existing] = (await client.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
  if (existing && existing.active && existing.tax_behavior === taxBehavior) return { productId, priceId: existing.id, lookupKey };
  const price = await client.prices.create(
    {
      product: productId,
      currency: input.currency.toLowerCase(),
      unit_amount: input.amount,
      recurring: { interval: input.interval },
      lookup_key: lookupKey,
      transfer_lookup_key: Boolean(existing),
      tax_behavior: taxBehavior,
      metadata: { offerId: input.offerId },
    },
    { idempotencyKey: `price-${lookupKey}-${taxBehavior}-${existing?.id ?? 'first'}` },
  );
  return { productId, priceId: price.id, lookupKey };
}

async function ensureProduct(client: Stripe, productId: string, offerId: string, name: string): Promise<void> {
  let product: Stripe.Product | null = null;
  try {
    product = await client.products.retrieve(productId);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  if (!product) {
    try {
      await client.products.create({ id: productId, name, metadata: { offerId } }, { idempotencyKey: `product-${productId}` });
      return;
    } catch (error) {
      // Another process made it meanwhile (after the key's 24 hours, Stripe answers resource_already_exists).
      if ((error as { code?: unknown }).code !== 'resource_already_exists') throw error;
      product = await client.products.retrieve(productId);
    }
  }
  if (product.name !== name) await client.products.update(productId, { name });
}

// ---- subscriptions ----

export interface StartSubscriptionInput {
  gateway: BillingGateway;
  customerId: string;
  priceId: string;
  trialDays: number | null;
  /** The site's subscriptions row: the Idempotency-Key, and metadata read back by the webhook. */
  siteSubscriptionId: string;
  userId: string;
  offerId: string;
}

/**
 * Creates the Stripe subscription as `default_incomplete`: nothing is charged until the browser confirms the
 * returned client secret with the Payment Element, and the card it confirms becomes the subscription's default
 * (`save_default_payment_method: on_subscription`). A repeat for the same site subscription answers the same one.
 */
export async function startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription> {
  const { client } = input.gateway;
  let subscription: Stripe.Subscription;
  try {
    subscription = await client.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: input.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
        ...(input.gateway.tax?.calculates ? { automatic_tax: { enabled: true } } : {}),
        metadata: { siteSubscriptionId: input.siteSubscriptionId, userId: input.userId, offerId: input.offerId },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
      { idempotencyKey: `subscription-${input.siteSubscriptionId}` },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === 'customer_tax_location_invalid') {
      throw new DomainError('invalid', 'Stripe Tax needs the billing country (and a postal code in the US and Canada).', {
        field: 'billingCountry',
      });
    }
    throw error;
  }
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const setup = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
  const paymentSecret = invoice?.confirmation_secret?.client_secret ?? null;
  const setupSecret = setup?.client_secret ?? null;
  const clientSecret = paymentSecret ?? setupSecret;
  if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has neither an invoice to pay nor a card to set up`);
  const period = periodOf(subscription);
  return {
    providerSubscriptionId: subscription.id,
    status: subscription.status,
    clientSecret,
    kind: paymentSecret ? 'payment' : 'setup',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

/** The subscription as Stripe holds it now (webhooks trust only the id and read it here). null when Stripe has none. */
export async function readSubscription({ gateway, providerSubscriptionId }: SubscriptionRef): Promise<ProviderSubscription | null> {
  try {
    return toProviderSubscription(await gateway.client.subscriptions.retrieve(providerSubscriptionId));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export interface SubscriptionRef {
  gateway: BillingGateway;
  providerSubscriptionId: string;
}

/**
 * The learner cancels: no more charges, access to the end of the paid period. A switch scheduled for the next renewal
 * is dropped first (Stripe refuses to cancel a subscription a schedule manages, and there will be no renewal).
 */
export async function cancelAtPeriodEnd({ gateway, providerSubscriptionId }: SubscriptionRef): Promise<ProviderSubscription> {
  await releaseScheduledSwitch({ gateway, providerSubscriptionId });
  return toProviderSubscription(await updateOrMissing(gateway, providerSubscriptionId, { cancel_at_period_end: true }));
}

/** The learner takes the cancellation back before the period ends. */
export async function resume({ gateway, providerSubscriptionId }: SubscriptionRef): Promise<ProviderSubscription> {
  return toProviderSubscription(await updateOrMissing(gateway, providerSubscriptionId, { cancel_at_period_end: false }));
}

/** Ends it now (the owner, a refund of the first charge, a deleted account); already ended answers it as it is. */
export async function cancelNow({ gateway, providerSubscriptionId }: SubscriptionRef): Promise<ProviderSubscription> {
  try {
    return toProviderSubscription(await gateway.client.subscriptions.cancel(providerSubscriptionId));
  } catch (error) {
    if (isMissing(error)) throw new DomainError('not_found', 'Stripe has no record of this subscription.');
    const current = await readSubscription({ gateway, providerSubscriptionId });
    if (current?.status === 'canceled') return current;
    throw error;
  }
}

export interface SwitchIntervalInput extends SubscriptionRef {
  /** The price of the other interval (ensurePrice). */
  priceId: string;
}

/**
 * Monthly to yearly or back, prorated as Stripe does (`always_invoice`): a new period starts now and its invoice, the
 * new price less the unused time of the old one, is charged at once to the default card. Already on that price:
 * nothing changes. The Idempotency-Key names the period it switches from, so a repeat charges once.
 */
export async function switchInterval({ gateway, providerSubscriptionId, priceId }: SwitchIntervalInput): Promise<{
  subscription: ProviderSubscription;
  invoice: ProviderInvoice | null;
}> {
  const { client } = gateway;
  // A switch now replaces one scheduled for the next renewal.
  await releaseScheduledSwitch({ gateway, providerSubscriptionId });
  const current = await retrieveOrMissing(gateway, providerSubscriptionId);
  const item = current.items.data[0]!;
  if (item.price.id === priceId) return { subscription: toProviderSubscription(current), invoice: null };
  const updated = await client.subscriptions.update(
    providerSubscriptionId,
    {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: 'always_invoice',
      // A declined card leaves the invoice open and the subscription past_due, as a failed renewal does.
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice'],
    },
    { idempotencyKey: `switch-${providerSubscriptionId}-${priceId}-${item.current_period_start}` },
  );
  const invoice = typeof updated.latest_invoice === 'object' && updated.latest_invoice ? updated.latest_invoice : null;
  const changed = invoice && invoice.id !== idOf(current.latest_invoice) ? await readInvoice({ gateway, invoiceId: invoice.id }) : null;
  return { subscription: toProviderSubscription(updated), invoice: changed };
}

/**
 * Yearly to monthly at the next renewal (`subscriptions.scheduled_interval`): nothing is charged or credited now; a
 * subscription schedule made from the subscription keeps this price to the period's end, then the new one for a
 * period, then lets the subscription go on by itself at the new price. Asked again, it sets the same phases; asked
 * for the price it is on, it drops the scheduled switch. Answers the subscription and the price it will renew at.
 */
export async function scheduleIntervalSwitch({ gateway, providerSubscriptionId, priceId }: SwitchIntervalInput): Promise<{
  subscription: ProviderSubscription;
  renewsAtPriceId: string;
}> {
  const { client } = gateway;
  const current = await retrieveOrMissing(gateway, providerSubscriptionId);
  const item = current.items.data[0]!;
  if (item.price.id === priceId) {
    return { subscription: await releaseScheduledSwitch({ gateway, providerSubscriptionId }), renewsAtPriceId: priceId };
  }
  const price = await client.prices.retrieve(priceId);
  const interval = price.recurring?.interval;
  if (interval !== 'month' && interval !== 'year')
    throw new DomainError('invalid', 'This price does not renew monthly or yearly.', { field: 'interval' });
  let scheduleId = idOf(current.schedule);
  if (!scheduleId) {
    try {
      scheduleId = (await client.subscriptionSchedules.create({ from_subscription: providerSubscriptionId })).id;
    } catch (error) {
      // Another request made it meanwhile: use that one (the subscription names it).
      scheduleId = idOf((await retrieveOrMissing(gateway, providerSubscriptionId)).schedule);
      if (!scheduleId) throw error;
    }
  }
  const schedule = await client.subscriptionSchedules.retrieve(scheduleId);
  await client.subscriptionSchedules.update(scheduleId, {
    end_behavior: 'release',
    phases: [
      { items: [{ price: item.price.id }], start_date: schedule.phases[0]!.start_date, end_date: item.current_period_end },
      { items: [{ price: priceId }], duration: { interval, interval_count: 1 }, proration_behavior: 'none' },
    ],
  });
  return { subscription: toProviderSubscription(await retrieveOrMissing(gateway, providerSubscriptionId)), renewsAtPriceId: priceId };
}

/** Drops a switch scheduled for the next renewal (releases the schedule): the subscription renews as it is. */
export async function releaseScheduledSwitch({ gateway, providerSubscriptionId }: SubscriptionRef): Promise<ProviderSubscription> {
  const current = await retrieveOrMissing(gateway, providerSubscriptionId);
  const scheduleId = idOf(current.schedule);
  if (!scheduleId) return toProviderSubscription(current);
  try {
    await gateway.client.subscriptionSchedules.release(scheduleId);
  } catch (error) {
    // Released meanwhile by another request: the subscription no longer names it.
    if (idOf((await retrieveOrMissing(gateway, providerSubscriptionId)).schedule) === scheduleId) throw error;
  }
  return toProviderSubscription(await retrieveOrMissing(gateway, providerSubscriptionId));
}

export interface CreateSetupIntentInput {
  gateway: BillingGateway;
  customerId: string;
  siteSubscriptionId: string;
}

/** A SetupIntent for the learner's new card (`POST /api/billing/payment-method`): the browser confirms its secret. */
export async function createSetupIntent({ gateway, customerId, siteSubscriptionId }: CreateSetupIntentInput): Promise<{
  setupIntentId: string;
  clientSecret: string;
}> {
  const intent = await gateway.client.setupIntents.create({
    customer: customerId,
    usage: 'off_session',
    automatic_payment_methods: { enabled: true },
    metadata: { siteSubscriptionId },
  });
  return { setupIntentId: intent.id, clientSecret: intent.client_secret! };
}

export interface SetDefaultPaymentMethodInput extends SubscriptionRef {
  setupIntentId: string;
}

/**
 * The card a confirmed SetupIntent saved becomes the subscription's default (then retry the open invoice with
 * payInvoice). The SetupIntent must be the subscription's customer's and succeeded.
 */
export async function setDefaultPaymentMethod({ gateway, providerSubscriptionId, setupIntentId }: SetDefaultPaymentMethodInput): Promise<{
  paymentMethodId: string;
  cardBrand: string | null;
  cardLast4: string | null;
  subscription: ProviderSubscription;
}> {
  const { client } = gateway;
  let intent: Stripe.SetupIntent;
  try {
    intent = await client.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  } catch (error) {
    if (isMissing(error)) throw new DomainError('not_found', 'This card could not be found: please enter it again.');
    throw error;
  }
  const subscription = await retrieveOrMissing(gateway, providerSubscriptionId);
  if (idOf(intent.customer) !== idOf(subscription.customer)) throw new DomainError('forbidden', 'This card belongs to someone else.');
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  if (intent.status !== 'succeeded' || !method) throw new DomainError('conflict', 'This card has not been confirmed yet.');
  const updated = await client.subscriptions.update(providerSubscriptionId, { default_payment_method: method.id });
  return {
    paymentMethodId: method.id,
    cardBrand: method.card?.brand ?? null,
    cardLast4: method.card?.last4 ?? null,
    subscription: toProviderSubscription(updated),
  };
}

// ---- invoices ----

export interface InvoiceRef {
  gateway: BillingGateway;
  invoiceId: string;
}

/**
 * The invoice as the site records a charge: its period, amounts, Stripe Tax's figures (the rate read from the tax rate
 * the invoice names), its payment, the card and the decline of the last try. null when Stripe has none.
 */
export async function readInvoice({ gateway, invoiceId }: InvoiceRef): Promise<ProviderInvoice | null> {
  let invoice: Stripe.Invoice;
  try {
    invoice = await gateway.client.invoices.retrieve(invoiceId, { expand: [INVOICE_PAYMENT_INTENT] });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  return withPaymentDetails(gateway.client, invoice);
}

/** Stripe expands four levels deep at most: the payment intent, not its payment method. */
const INVOICE_PAYMENT_INTENT = 'payments.data.payment.payment_intent';

async function withPaymentDetails(client: Stripe, invoice: Stripe.Invoice): Promise<ProviderInvoice> {
  const read = toProviderInvoice(invoice);
  const intent = paymentOf(invoice)?.payment.payment_intent;
  if (intent && typeof intent === 'object') {
    read.declineMessage = intent.status === 'succeeded' ? null : (intent.last_payment_error?.message ?? null);
    const methodId = idOf(intent.payment_method);
    if (methodId) {
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : await client.paymentMethods.retrieve(methodId);
      read.card = { paymentMethodId: methodId, brand: method?.card?.brand ?? null, last4: method?.card?.last4 ?? null };
    }
  }
  const taxed = (invoice.total_taxes ?? [])[0];
  if (invoice.automatic_tax.enabled && taxed) {
    const rate = taxed.tax_rate_details ? await client.taxRates.retrieve(taxed.tax_rate_details.tax_rate) : null;
    const tax = (invoice.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);
    const taxInclusive = taxed.tax_behavior === 'inclusive';
    const gross = invoice.total;
    read.stripeTax = {
      net: taxInclusive ? gross - tax : (invoice.total_excluding_tax ?? gross - tax),
      tax,
      gross,
      taxRate: rate ? basisPoints(rate.effective_percentage ?? rate.percentage) : 0,
      taxInclusive,
      reverseCharge: taxed.taxability_reason === 'reverse_charge',
      country: rate?.country ?? invoice.customer_address?.country ?? null,
    };
  }
  return read;
}

/** The invoice's payment: the one that paid it, else its default one. */
function paymentOf(invoice: Stripe.Invoice): Stripe.InvoicePayment | undefined {
  const payments = invoice.payments?.data ?? [];
  return payments.find((p) => p.status === 'paid') ?? payments.find((p) => p.is_default) ?? payments[0];
}

/**
 * The site's retry of an open invoice (the dunning days, or at once after a new card), charged off-session to the
 * default card. Already paid answers it as paid. The Idempotency-Key names the attempt, so two processes retrying the
 * same attempt charge once. A decline is an answer, not an error.
 */
export async function payInvoice({ gateway, invoiceId }: InvoiceRef): Promise<PaidOrDeclined> {
  const { client } = gateway;
  const before = await readInvoice({ gateway, invoiceId });
  if (!before) throw new DomainError('not_found', 'Stripe has no record of this invoice.');
  if (before.status === 'paid') return { outcome: 'paid', invoice: before };
  if (before.status !== 'open') throw new DomainError('conflict', `This invoice can no longer be paid (${before.status}).`);
  try {
    const paid = await client.invoices.pay(
      invoiceId,
      { off_session: true, expand: [INVOICE_PAYMENT_INTENT] },
      { idempotencyKey: `pay-${invoiceId}-attempt-${before.attemptCount + 1}` },
    );
    return { outcome: 'paid', invoice: await withPaymentDetails(client, paid) };
  } catch (error) {
    const {
      type,
      code,
      decline_code: declineCode,
      message,
    } = error as { type?: unknown; code?: string; decline_code?: string; message?: string };
    const after = (await readInvoice({ gateway, invoiceId })) ?? before;
    // Paid meanwhile by another process (after the key's 24 hours Stripe answers "already paid" rather than replay).
    if (after.status === 'paid') return { outcome: 'paid', invoice: after };
    if (type !== 'StripeCardError') throw error;
    return {
      outcome: 'declined',
      declineCode: declineCode ?? code ?? 'card_declined',
      message: message ?? 'The card was declined.',
      invoice: after,
    };
  }
}

// ---- shapes ----

async function retrieveOrMissing(gateway: BillingGateway, id: string): Promise<Stripe.Subscription> {
  try {
    return await gateway.client.subscriptions.retrieve(id);
  } catch (error) {
    if (isMissing(error)) throw new DomainError('not_found', 'Stripe has no record of this subscription.');
    throw error;
  }
}

async function updateOrMissing(gateway: BillingGateway, id: string, params: Stripe.SubscriptionUpdateParams): Promise<Stripe.Subscription> {
  try {
    return await gateway.client.subscriptions.update(id, params);
  } catch (error) {
    if (isMissing(error)) throw new DomainError('not_found', 'Stripe has no record of this subscription.');
    throw error;
  }
}

/** In this API version the period lives on the subscription's items; the site's subscriptions have one. */
function periodOf(subscription: Stripe.Subscription): { start: Date; end: Date } {
  const item = subscription.items.data[0]!;
  return { start: at(item.current_period_start), end: at(item.current_period_end) };
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0]!;
  const period = periodOf(subscription);
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer)!,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    trialEnd: subscription.trial_end ? at(subscription.trial_end) : null,
    priceId: item.price.id,
    interval: item.price.recurring?.interval === 'year' ? 'year' : 'month',
    amount: item.price.unit_amount ?? 0,
    currency: subscription.currency,
    defaultPaymentMethodId: idOf(subscription.default_payment_method),
    latestInvoiceId: idOf(subscription.latest_invoice),
    siteSubscriptionId: subscription.metadata.siteSubscriptionId ?? null,
    scheduleId: idOf(subscription.schedule),
  };
}

/** The invoice's own fields (readInvoice adds the tax rate, the card and the decline, which take more requests). */
function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const lines = invoice.lines.data;
  // The line of the period paid for: the subscription's own (not a proration), else the charge for the rest of a period.
  const line =
    lines.find((l) => l.parent?.subscription_item_details && !l.parent.subscription_item_details.proration) ??
    lines.find((l) => l.amount > 0) ??
    lines[0];
  const payment = paymentOf(invoice);
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    periodStart: at(line?.period.start ?? invoice.period_start),
    periodEnd: at(line?.period.end ?? invoice.period_end),
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    stripeTax: null,
    currency: invoice.currency.toUpperCase(),
    paymentIntentId: idOf(payment?.payment.payment_intent),
    card: null,
    declineMessage: null,
    billingReason: invoice.billing_reason,
    attemptCount: invoice.attempt_count,
    status: invoice.status ?? 'draft',
    paidAt: invoice.status_transitions.paid_at ? at(invoice.status_transitions.paid_at) : null,
  };
}
