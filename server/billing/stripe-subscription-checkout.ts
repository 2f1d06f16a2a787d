import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { subscriptionCharges, subscriptions, users } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { IN_FLIGHT_STATUSES, OPEN_STATUSES, type PaymentGateway } from '../payments/gateway';
import { addInterval } from './billing-periods';
import { handleBillingEvent } from './handle-billing-event';
import {
  billingGatewayOf,
  cancelNow,
  ensureCustomer,
  ensurePrice,
  readInvoice,
  readPendingSetup,
  readSubscription,
  setDefaultPaymentMethod,
  startSubscription,
  type BillingGateway,
} from './stripe-billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { BillingDetails } from '../tax/decide-tax';
import type { CheckoutTaxQuote } from '../tax/quote-checkout-tax';
import type { BillingInterval, RecurringKind } from './recurring-offer';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What the Stripe side of a recurring checkout needs of the sale (open-subscription-checkout.ts decides it). */
export interface StripeSale {
  offerId: string;
  title: string;
  kind: RecurringKind;
  interval: BillingInterval;
  currency: string;
  /** One period's price, minor units, before any tax Stripe adds (the Stripe price's unit amount). */
  amount: number;
  trialDays: number | null;
  instalments: number | null;
}

/** The first payment to confirm (the first invoice's PaymentIntent), or a trial's card check (the SetupIntent). */
export type StripeCheckoutAnswer =
  { state: 'pay'; clientSecret: string; paymentIntentId: string; amount: number } | { state: 'setup'; setupToken: string } | 'recorded';

/** The Stripe Billing gateway of a site paying through Stripe; throws for any other. */
export function stripeBillingOf(gateway: PaymentGateway): BillingGateway {
  const billing = billingGatewayOf(gateway);
  if (!billing) throw new Error('the Stripe subscription checkout needs the Stripe gateway');
  return billing;
}

/**
 * The recurring checkout with Stripe keys (issue 44, decision 034g), under the checkout lock the caller holds: the
 * site's subscription row (and its charge 1) first, then Stripe's customer, price and subscription keyed by the site's
 * ids, so a double click or a retry makes one. An unpaid one of the same interval, currency and billing country is
 * handed back as it is; one of other terms is cancelled at Stripe and called off before another starts (Stripe Tax
 * taxes a subscription by its customer's address, so a new country needs a new first invoice).
 */
export async function openStripeSubscription({
  db,
  mailer,
  gateway,
  userId,
  sale,
  tax,
  standing,
  callOff,
  now,
}: {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  userId: string;
  sale: StripeSale;
  tax: CheckoutTaxQuote;
  /** The learner's incomplete subscription to this offer, if any. */
  standing: SubscriptionRow | undefined;
  callOff: (db: Db, subscriptionId: string, chargeId: string | null, now: Date) => Promise<void>;
  now: Date;
}): Promise<StripeCheckoutAnswer> {
  const billing = stripeBillingOf(gateway);
  if (standing) {
    const [charge] = await db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, standing.id), eq(subscriptionCharges.sequence, 1)))
      .limit(1);
    const payment = charge?.paymentIntentId ? await gateway.retrieveIntent(charge.paymentIntentId) : null;
    if (payment?.status === 'succeeded') {
      // Paid, but neither the buyer nor a webhook has reported it yet: recorded now, never paid twice.
      if ((await recordStripeInvoicePayment({ db, mailer, gateway, paymentIntentId: payment.id, now }))?.ok) return 'recorded';
      throw new DomainError('conflict', `You already subscribe to ${sale.title}. See your plan at /account/billing.`);
    }
    if (payment && IN_FLIGHT_STATUSES.has(payment.status)) throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
    const same =
      standing.gateway === 'stripe' &&
      standing.providerSubscriptionId !== null &&
      standing.interval === sale.interval &&
      standing.currency === sale.currency &&
      standing.billing.country === tax.billingCountry &&
      (standing.billing.vatNumber ?? null) === (tax.vatNumber ?? null);
    if (same && charge && payment && OPEN_STATUSES.has(payment.status) && payment.clientSecret) {
      return { state: 'pay', clientSecret: payment.clientSecret, paymentIntentId: payment.id, amount: charge.amount };
    }
    if (same && !charge) {
      const setup = await readPendingSetup({ gateway: billing, providerSubscriptionId: standing.providerSubscriptionId! });
      if (setup && setup.status !== 'succeeded' && setup.status !== 'canceled') return { state: 'setup', setupToken: setup.clientSecret };
    }
    // Other terms (or a first invoice Stripe no longer has open): Stripe's is cancelled first, so it can never be paid.
    if (standing.providerSubscriptionId) {
      const held = await readSubscription({ gateway: billing, providerSubscriptionId: standing.providerSubscriptionId });
      if (held && held.status !== 'canceled' && held.status !== 'incomplete_expired') {
        await cancelNow({ gateway: billing, providerSubscriptionId: standing.providerSubscriptionId });
      }
    }
    await callOff(db, standing.id, charge?.id ?? null, now);
  }
  return startStripeSubscription({ db, billing, userId, sale, tax, now });
}

async function startStripeSubscription({
  db,
  billing,
  userId,
  sale,
  tax,
  now,
}: {
  db: Db;
  billing: BillingGateway;
  userId: string;
  sale: StripeSale;
  tax: CheckoutTaxQuote;
  now: Date;
}): Promise<StripeCheckoutAnswer> {
  const buyer: BillingDetails = {
    country: tax.billingCountry,
    ...(tax.company ? { company: tax.company } : {}),
    ...(tax.address ? { address: tax.address } : {}),
    ...(tax.vatNumber ? { vatNumber: tax.vatNumber } : {}),
  };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  // The customer an earlier Stripe subscription of this learner's recorded (ensureCustomer checks Stripe still has it).
  const [earlier] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const trialEndsAt = sale.trialDays ? new Date(now.getTime() + sale.trialDays * 86_400_000) : null;
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      offerId: sale.offerId,
      kind: sale.kind,
      interval: sale.interval,
      currency: sale.currency,
      amount: sale.amount,
      instalments: sale.instalments,
      status: 'incomplete',
      trialEndsAt,
      // Stripe's period replaces these once it has started the subscription, below.
      currentPeriodStart: now,
      currentPeriodEnd: trialEndsAt ?? addInterval(now, sale.interval),
      gateway: 'stripe',
      billing: buyer,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = row!.id;
  const { customerId } = await ensureCustomer({
    gateway: billing,
    userId,
    email: user!.email,
    customerId: earlier?.customerId ?? null,
    address: { country: tax.billingCountry },
    vatNumber: tax.vatNumber ?? null,
  });
  const { priceId } = await ensurePrice({
    gateway: billing,
    offerId: sale.offerId,
    offerTitle: sale.title,
    currency: sale.currency,
    interval: sale.interval,
    amount: sale.amount,
    taxInclusive: tax.taxInclusive,
  });
  const started = await startSubscription({
    gateway: billing,
    customerId,
    priceId,
    trialDays: sale.trialDays,
    siteSubscriptionId: subscriptionId,
    userId,
    offerId: sale.offerId,
  });
  await db
    .update(subscriptions)
    .set({
      providerSubscriptionId: started.providerSubscriptionId,
      providerCustomerId: customerId,
      currentPeriodStart: started.currentPeriodStart,
      currentPeriodEnd: started.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscriptionId));
  // A trial: Stripe's first invoice is £0 and paid; the card check is all the buyer confirms now.
  if (started.kind === 'setup') return { state: 'setup', setupToken: started.clientSecret };
  const invoice = started.latestInvoiceId ? await readInvoice({ gateway: billing, invoiceId: started.latestInvoiceId }) : null;
  if (!invoice?.paymentIntentId) throw new Error(`Stripe subscription ${started.providerSubscriptionId} has no first payment`);
  // Charge 1 is what Stripe's first invoice asks (Stripe Tax decided it), for the period it bills.
  await db.insert(subscriptionCharges).values({
    subscriptionId,
    sequence: 1,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    dueAt: now,
    amount: invoice.amountDue,
    currency: invoice.currency,
    status: 'pending',
    providerInvoiceId: invoice.invoiceId,
    paymentIntentId: invoice.paymentIntentId,
    createdAt: now,
    updatedAt: now,
  });
  return { state: 'pay', clientSecret: started.clientSecret, paymentIntentId: invoice.paymentIntentId, amount: invoice.amountDue };
}

/** The Stripe charge a payment pays: a first invoice's payment carries no charge metadata, so it is found by its id. */
export async function stripeChargeOfPayment({ db, paymentIntentId }: { db: Db; paymentIntentId: string }) {
  const [found] = await db
    .select({
      chargeId: subscriptionCharges.id,
      providerInvoiceId: subscriptionCharges.providerInvoiceId,
      userId: subscriptions.userId,
      offerId: subscriptions.offerId,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .where(and(eq(subscriptionCharges.paymentIntentId, paymentIntentId), eq(subscriptions.gateway, 'stripe')))
    .limit(1);
  return found?.providerInvoiceId ? { ...found, providerInvoiceId: found.providerInvoiceId } : null;
}

/**
 * A Stripe invoice's payment reported paid (the return page, POST /api/payment-success, payment_intent.succeeded):
 * its invoice is read from Stripe and recorded as invoice.paid records it (handle-billing-event.ts), so whichever
 * comes first records the charge, once. null when the payment is no charge of a Stripe subscription of this site.
 */
export async function recordStripeInvoicePayment({
  db,
  mailer,
  gateway,
  paymentIntentId,
  now,
}: {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  paymentIntentId: string;
  now: Date;
}): Promise<{ ok: boolean; created: boolean; chargeId: string; userId: string | null; offerId: string } | null> {
  const billing = billingGatewayOf(gateway);
  if (!billing) return null;
  const charge = await stripeChargeOfPayment({ db, paymentIntentId });
  if (!charge) return null;
  const outcome = await handleBillingEvent({ db, mailer, gateway: billing, type: 'invoice.paid', objectId: charge.providerInvoiceId, now });
  const [after] = await db
    .select({ status: subscriptionCharges.status })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.id, charge.chargeId))
    .limit(1);
  return { ok: after?.status === 'paid', created: outcome === 'recorded', ...charge };
}

/**
 * The return from a trial's card check with Stripe (`setup_intent=seti_…`): the learner's incomplete Stripe trial
 * whose card Stripe saved from this SetupIntent becomes `trialing` with that card (readSubscription's default payment
 * method). Repeating it changes nothing. Answers the subscription's offer, or null when the check is not this
 * learner's or not confirmed.
 */
export async function startStripeTrial({
  db,
  gateway,
  userId,
  setupIntentId,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  userId: string;
  setupIntentId: string;
  now: Date;
}): Promise<{ subscriptionId: string; offerId: string } | null> {
  const billing = billingGatewayOf(gateway);
  if (!billing || !/^seti_[A-Za-z0-9_]+$/.test(setupIntentId)) return null;
  const candidates = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.gateway, 'stripe'),
        inArray(subscriptions.status, ['incomplete', 'trialing']),
        isNotNull(subscriptions.providerSubscriptionId),
        isNotNull(subscriptions.trialEndsAt),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  let setupMethod: string | null;
  try {
    const intent = await billing.client.setupIntents.retrieve(setupIntentId);
    if (intent.status !== 'succeeded') return null;
    setupMethod = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return null;
    throw error;
  }
  for (const candidate of candidates) {
    const held = await readSubscription({ gateway: billing, providerSubscriptionId: candidate.providerSubscriptionId! });
    // The subscription whose card this check saved (Stripe sets it as the default: save_default_payment_method).
    if (!held || held.status !== 'trialing' || !setupMethod || held.defaultPaymentMethodId !== setupMethod) continue;
    if (candidate.status === 'trialing' && candidate.paymentMethodId === setupMethod)
      return { subscriptionId: candidate.id, offerId: candidate.offerId };
    const card = await setDefaultPaymentMethod({ gateway: billing, providerSubscriptionId: held.providerSubscriptionId, setupIntentId });
    await db
      .update(subscriptions)
      .set({
        status: 'trialing',
        paymentMethodId: card.paymentMethodId,
        cardBrand: card.cardBrand,
        cardLast4: card.cardLast4,
        currentPeriodStart: held.currentPeriodStart,
        currentPeriodEnd: held.currentPeriodEnd,
        trialEndsAt: held.trialEnd ?? candidate.trialEndsAt,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, candidate.id), eq(subscriptions.status, 'incomplete')));
    return { subscriptionId: candidate.id, offerId: candidate.offerId };
  }
  return null;
}
