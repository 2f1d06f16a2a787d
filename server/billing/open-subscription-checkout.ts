import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { normalizeVatNumber } from '../../common/vat-numbers';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { saveCheckoutTax } from '../invoices/checkout-tax';
import { DEFAULT_SELLER_COUNTRY, loadSalesSettings } from '../invoices/sales-settings';
import { loadOffer } from '../offers/sale-offer';
import { withCheckoutLock } from '../payments/checkout-lock';
import { IN_FLIGHT_STATUSES, OPEN_STATUSES, type PaymentGateway } from '../payments/gateway';
import { SellerNotSetError } from '../payments/open-checkout';
import { quoteCheckoutTax, type CheckoutTaxQuote } from '../tax/quote-checkout-tax';
import { addInterval } from './billing-periods';
import { recordChargePayment } from './record-charge-payment';
import { LocalRecurringCheckoutGateway, type RecurringCheckoutGateway } from './recurring-checkout-gateway';
import { loadRecurringTerms, recurringPrice, type BillingInterval, type RecurringKind, type RecurringTerms } from './recurring-offer';
import { STANDING_SUBSCRIPTION_STATUSES } from './schema';
import type { CheckoutQuote } from '../../common/checkout-quote';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { BillingDetails } from '../tax/decide-tax';
import type { VatNumberChecker } from '../tax/vat-number-checker';

export interface OpenSubscriptionCheckoutOptions {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  userId: string;
  /** A published subscription or payment-plan offer. */
  offerId: string;
  /** Required for a subscription; a payment plan is monthly (absent or `month`). */
  interval?: BillingInterval;
  /** Refused: codes apply to one-time offers. */
  couponCode?: string;
  currency?: Currency;
  billing?: Partial<BillingDetails>;
  vatChecker?: VatNumberChecker;
  now: Date;
}

/** What the buyer agrees to pay again and again, as the checkout states it. */
export interface RecurringSummary {
  kind: RecurringKind;
  interval: BillingInterval;
  /** The price of one period (or instalment), minor units, before any VAT added at checkout. */
  amount: number;
  currency: string;
  /** Days free before the first charge; null for none. */
  trialDays: number | null;
  /** A payment plan's number of monthly payments; null for a subscription. */
  instalments: number | null;
}

/**
 * A recurring checkout's answer: the first charge's payment to confirm with a card (`pay`), or for a free trial the
 * card check to confirm (`setup`: nothing is charged now). The quote is of one period's charge, VAT decided now.
 */
export type OpenSubscriptionCheckout = { courseId: string | null; recurring: RecurringSummary } & CheckoutQuote &
  ({ state: 'pay'; clientSecret: string; paymentIntentId: string } | { state: 'setup'; setupToken: string });

const NOT_SOLD = 'This offer is not on sale.';

/**
 * Opens (or resumes) a subscription or payment plan for an offer (issue 44, decision 034a), as openCheckout does a
 * one-time purchase, under the same lock per learner and offer: one standing subscription per learner and offer
 * (a second answers 409), except an `incomplete` one of the same interval and currency, whose open first payment is
 * handed back, so a double click or two tabs make one subscription and one payment. An incomplete one of another
 * interval or currency (the buyer switched on the checkout page) is called off while its payment can still be.
 */
export async function openSubscriptionCheckout(options: OpenSubscriptionCheckoutOptions): Promise<OpenSubscriptionCheckout> {
  const { db, offerId } = options;
  const [offer, terms] = await Promise.all([loadOffer({ db, offerId }), loadRecurringTerms({ db, offerId })]);
  if (!offer || !terms) throw new DomainError('not_found', 'Offer not found');
  if (offer.status !== 'published') throw new DomainError('conflict', NOT_SOLD);
  if (options.couponCode) {
    throw new DomainError('invalid', 'couponCode: codes apply to one-time offers, not to subscriptions or payment plans.', {
      field: 'couponCode',
    });
  }
  const interval = options.interval ?? (terms.kind === 'payment_plan' ? 'month' : undefined);
  const sold = [...new Set(terms.prices.map((price) => price.interval))];
  if (!interval || !sold.includes(interval)) {
    throw new DomainError('invalid', `interval: choose ${sold.map((one) => `'${one}'`).join(' or ')} for this offer.`, {
      field: 'interval',
    });
  }
  const currency = options.currency ?? BASE_CURRENCY;
  const price = recurringPrice(terms, currency, interval);
  if (price === undefined) {
    throw new DomainError(
      'invalid',
      `currency: this offer is not sold in ${currency} ${interval}ly; choose a currency it has a price in.`,
      {
        field: 'currency',
      },
    );
  }
  // Asked once, before the lock: an online registry may take seconds, which no transaction should wait for.
  let vatChecker = options.vatChecker;
  const vatNumber = options.billing?.vatNumber;
  if (vatNumber && vatChecker) {
    const answer = await vatChecker.check(normalizeVatNumber(vatNumber));
    vatChecker = { check: async () => answer };
  }
  const recurring: RecurringSummary = {
    kind: terms.kind,
    interval,
    amount: price,
    currency,
    trialDays: terms.trialDays,
    instalments: terms.instalments,
  };
  const sale = { offerId, title: offer.title, courseId: offer.courseId, terms, recurring };
  const opened = await withCheckoutLock({ db, userId: options.userId, offerId }, (tx) =>
    openLocked({ ...options, db: tx, gateway: options.gateway.within(tx), vatChecker }, sale),
  );
  // Thrown once the transaction has committed the payment it found paid.
  if (opened === 'recorded') throw alreadySubscribed(offer.title);
  return opened;
}

interface Sale {
  offerId: string;
  title: string;
  courseId: string | null;
  terms: RecurringTerms;
  recurring: RecurringSummary;
}

function alreadySubscribed(title: string) {
  return new DomainError('conflict', `You already subscribe to ${title}. See your plan at /account/billing.`);
}

async function openLocked(options: OpenSubscriptionCheckoutOptions, sale: Sale): Promise<OpenSubscriptionCheckout | 'recorded'> {
  const { db, mailer, userId, offerId, now } = options;
  const gateway = recurringGateway(options);
  const { recurring } = sale;
  const tax = await quote(options, sale);

  const [standing] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.offerId, offerId),
        inArray(subscriptions.status, [...STANDING_SUBSCRIPTION_STATUSES]),
      ),
    )
    .limit(1);
  if (standing && standing.status !== 'incomplete') throw alreadySubscribed(sale.title);
  if (standing) {
    const same = standing.interval === recurring.interval && standing.currency === recurring.currency;
    const [charge] = await db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, standing.id), eq(subscriptionCharges.sequence, 1)))
      .limit(1);
    const billing = billingOf(tax);
    if (!charge) {
      // A trial whose card is not checked yet: the same card check, for the details given now.
      if (same) {
        await db.update(subscriptions).set({ billing, updatedAt: now }).where(eq(subscriptions.id, standing.id));
        const setup = await gateway.openCardSetup(setupKey(standing.id, userId, offerId, recurring.currency));
        return { state: 'setup', setupToken: setup.setupToken, ...answer(sale, tax) };
      }
      await callOff(db, standing.id, null, now);
    } else {
      const payment = charge.paymentIntentId ? await gateway.retrievePayment(charge.paymentIntentId) : null;
      if (payment?.status === 'succeeded') {
        // Paid, but the buyer never came back and no webhook has come yet: recorded now, not paid twice.
        if ((await recordChargePayment({ db, mailer, intent: payment, now })).ok) return 'recorded';
        throw alreadySubscribed(sale.title);
      }
      if (payment && IN_FLIGHT_STATUSES.has(payment.status)) throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
      if (payment && same && OPEN_STATUSES.has(payment.status) && payment.clientSecret) {
        let open = payment;
        // Other billing details, other VAT: the same payment, with the charge's new amount.
        if (payment.amount !== tax.gross) {
          try {
            open = await gateway.changePaymentAmount(payment.id, tax.gross, { userId, offerId, couponId: '', chargeId: charge.id });
          } catch (error) {
            if (error instanceof DomainError && error.code === 'conflict')
              throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
            throw error;
          }
          await db.update(subscriptionCharges).set({ amount: tax.gross, updatedAt: now }).where(eq(subscriptionCharges.id, charge.id));
        }
        await db.update(subscriptions).set({ billing, updatedAt: now }).where(eq(subscriptions.id, standing.id));
        await saveCheckoutTax({ db, paymentIntentId: open.id, userId, decision: tax, currency: recurring.currency, now });
        return { state: 'pay', clientSecret: open.clientSecret ?? payment.clientSecret, paymentIntentId: open.id, ...answer(sale, tax) };
      }
      // Another interval or currency (or a payment the gateway no longer has open): called off, unless paid meanwhile.
      if (payment && !(await gateway.cancelPayment(payment.id))) throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
      await callOff(db, standing.id, charge.id, now);
    }
  }
  return startSubscription(options, sale, tax, gateway);
}

async function startSubscription(
  options: OpenSubscriptionCheckoutOptions,
  sale: Sale,
  tax: CheckoutTaxQuote,
  gateway: RecurringCheckoutGateway,
): Promise<OpenSubscriptionCheckout> {
  const { db, userId, offerId, now } = options;
  const { recurring } = sale;
  const trialEndsAt = recurring.trialDays ? new Date(now.getTime() + recurring.trialDays * 86_400_000) : null;
  const periodEnd = trialEndsAt ?? addInterval(now, recurring.interval);
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      offerId,
      kind: recurring.kind,
      interval: recurring.interval,
      currency: recurring.currency,
      amount: recurring.amount,
      instalments: recurring.instalments,
      status: 'incomplete',
      trialEndsAt,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      gateway: gateway.kind,
      billing: billingOf(tax),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = subscription!.id;
  if (trialEndsAt) {
    // Nothing is charged now: the card is checked and kept; the billing pass makes charge 1 when the trial ends.
    const setup = await gateway.openCardSetup(setupKey(subscriptionId, userId, offerId, recurring.currency));
    return { state: 'setup', setupToken: setup.setupToken, ...answer(sale, tax) };
  }
  const [charge] = await db
    .insert(subscriptionCharges)
    .values({
      subscriptionId,
      sequence: 1,
      periodStart: now,
      periodEnd,
      dueAt: now,
      amount: tax.gross,
      currency: recurring.currency,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptionCharges.id });
  const chargeId = charge!.id;
  const payment = await gateway.openChargePayment({
    amount: tax.gross,
    currency: recurring.currency,
    metadata: { userId, offerId, couponId: '', chargeId },
    description: sale.recurring.kind === 'payment_plan' ? `${sale.title}: payment 1 of ${recurring.instalments}` : sale.title,
    // As attempt-charge.ts keys every try of a charge: the checkout is the first.
    idempotencyKey: `charge-${chargeId}-attempt-1`,
  });
  await db.update(subscriptionCharges).set({ paymentIntentId: payment.id }).where(eq(subscriptionCharges.id, chargeId));
  // The payment's quote: the charge's invoice copies it, as a one-time purchase's does.
  await saveCheckoutTax({ db, paymentIntentId: payment.id, userId, decision: tax, currency: recurring.currency, now });
  if (!payment.clientSecret) throw new Error(`payment ${payment.id} came back without a client secret`);
  return { state: 'pay', clientSecret: payment.clientSecret, paymentIntentId: payment.id, ...answer(sale, tax) };
}

/** The gateway's side of a recurring checkout (one module: recurring-checkout-gateway.ts). */
function recurringGateway({ db, gateway, now }: OpenSubscriptionCheckoutOptions): RecurringCheckoutGateway {
  if (gateway.kind !== 'local') {
    // Stripe Billing's subscriptions are wired separately (issue 44): until then a recurring offer is not sold with Stripe.
    throw new DomainError('conflict', NOT_SOLD);
  }
  return new LocalRecurringCheckoutGateway(db, gateway, () => now);
}

/** One card check per subscription: a repeated request answers the same one. */
function setupKey(subscriptionId: string, userId: string, offerId: string, currency: string) {
  return { userId, offerId, subscriptionId, currency, idempotencyKey: `setup-${subscriptionId}` };
}

/** One period's charge and its VAT, decided now from the buyer's details (issue 31's rules, as the one-time path). */
async function quote({ db, gateway, billing, vatChecker }: OpenSubscriptionCheckoutOptions, sale: Sale): Promise<CheckoutTaxQuote> {
  const settings = await loadSalesSettings({ db });
  if (gateway.live && !settings.seller) throw new SellerNotSetError();
  const sellerCountry = settings.seller?.country ?? DEFAULT_SELLER_COUNTRY;
  return quoteCheckoutTax({
    gateway,
    currency: sale.recurring.currency,
    // Stripe Tax's line reference is the offer (decision 033g).
    reference: sale.offerId,
    amount: sale.recurring.amount,
    billing: { ...billing, country: billing?.country ?? sellerCountry },
    sellerCountry,
    taxInclusive: settings.taxInclusive,
    vatChecker,
  });
}

function billingOf(tax: CheckoutTaxQuote): BillingDetails {
  return {
    country: tax.billingCountry,
    ...(tax.company ? { company: tax.company } : {}),
    ...(tax.address ? { address: tax.address } : {}),
    ...(tax.vatNumber ? { vatNumber: tax.vatNumber } : {}),
  };
}

function answer(sale: Sale, tax: CheckoutTaxQuote) {
  return {
    courseId: sale.courseId,
    recurring: sale.recurring,
    price: sale.recurring.amount,
    discount: 0,
    amount: tax.gross,
    currency: sale.recurring.currency,
    couponCode: null,
    net: tax.net,
    taxRate: tax.taxRate,
    tax: tax.tax,
    taxInclusive: tax.taxInclusive,
    reverseCharge: tax.reverseCharge,
    billingCountry: tax.billingCountry,
  };
}

/** An unpaid incomplete subscription the buyer replaced: its first charge void, itself ended (it never gave anything). */
async function callOff(db: Db, subscriptionId: string, chargeId: string | null, now: Date) {
  if (chargeId) await db.update(subscriptionCharges).set({ status: 'void', updatedAt: now }).where(eq(subscriptionCharges.id, chargeId));
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, endedAt: now, cancelReason: 'Replaced at checkout before it was paid', updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}
