import { and, desc, eq } from 'drizzle-orm';
import { FREE_COURSE_MESSAGE, PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { normalizeVatNumber } from '../../common/vat-numbers';
import { discountOf } from '../coupons/coupon-discount';
import { recordHold, releaseHolds, reserveRedemption } from '../coupons/coupon-holds';
import { findUsableCoupon, type UsableCoupon } from '../coupons/find-usable-coupon';
import { checkoutIntents, purchases } from '../db/schema';
import { DomainError, isDomainError } from '../errors/domain-error';
import { saveCheckoutTax } from '../invoices/checkout-tax';
import { DEFAULT_SELLER_COUNTRY, loadSalesSettings } from '../invoices/sales-settings';
import { loadSaleOffer, ownsOffer, type SaleOffer } from '../offers/sale-offer';
import { referredBuyerCoupon } from '../referrals/referred-buyer-coupon';
import { enrolInSequences } from '../sequences/enrol-in-sequences';
import { quoteCheckoutTax } from '../tax/quote-checkout-tax';
import { withCheckoutLock } from './checkout-lock';
import { enrolFree } from './enrol-free';
import { fulfilPayment } from './fulfil-payment';
import { IN_FLIGHT_STATUSES, OPEN_STATUSES, type PaymentGateway } from './gateway';
import { intentOfferId } from './intent-offer';
import type { CheckoutQuote } from '../../common/checkout-quote';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { BillingDetails } from '../tax/decide-tax';
import type { VatNumberChecker } from '../tax/vat-number-checker';

export interface OpenCheckoutOptions {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  userId: string;
  /** The offer being bought (issue 43): a one-time, published offer. */
  offerId: string;
  /**
   * Upper-cased by the schema; undefined for no code (which also takes an earlier code off the open payment),
   * except that a referred buyer then gets the owner's referral code (issue 30).
   */
  couponCode?: string;
  /**
   * The currency to charge in (issue 31): the one the buyer's pages showed (visitorCurrency) or the one asked for.
   * An offer without a price in it is refused, naming `currency` (docs/decisions/028a-prices-per-currency.md).
   * Default: pounds.
   */
  currency?: Currency;
  /**
   * The buyer clicked "Enrol for free": with a code that takes the whole price off, enrol. Without it such a
   * checkout only answers the £0 quote, so that opening the checkout page (a GET) enrols nobody (issue 26 §13).
   */
  enrolFree?: boolean;
  /**
   * Where the buyer is and, for a business, its details (issue 31). Without a country the buyer is taken to be in
   * the seller's country, as every checkout was before checkout asked (docs/decisions/027d-invoices-and-vat.md).
   */
  billing?: Partial<BillingDetails>;
  /** The online VAT number check, when configured (server/tax/vat-number-checker.ts). */
  vatChecker?: VatNumberChecker;
  now: Date;
}

/**
 * Live payments (Stripe with live keys) without the seller's details: nothing may be sold, since no lawful invoice
 * could be issued. The route logs it for the owner; the buyer reads a polite message.
 */
export class SellerNotSetError extends DomainError {
  constructor() {
    super('conflict', 'Sorry, purchases are paused for a moment while we finish setting up our invoices. Please try again later.');
  }
}

/** Every answer names the offer's first course (null for an offer of no course): where the buyer lands. */
export type OpenCheckout = { courseId: string | null } & (
  | ({ state: 'pay'; clientSecret: string; paymentIntentId: string } & CheckoutQuote)
  /** Nothing to pay and nothing done yet: the buyer confirms with `enrolFree`. */
  | ({ state: 'free' } & CheckoutQuote)
  | ({ state: 'enrolled'; purchaseId: string } & CheckoutQuote)
);

const ALREADY_OWNED = 'You already own this course.';
const NOT_SOLD = 'This offer is not on sale.';
const DISPUTED =
  'Your earlier payment for this offer is disputed with your card issuer. Once the dispute is settled you can buy it again; if you need access meanwhile, please contact support.';

/**
 * Starts (or resumes) paying for an offer. Amount and currency come from the database and the code; the
 * intent's metadata binds it to this user, offer and code, which fulfilment checks later. Applying or
 * removing a code changes the open intent (never a second one); a code that takes the whole price off
 * enrols without a card once the buyer confirms (`enrolFree`).
 *
 * One at a time per learner and offer (withCheckoutLock), so requests arriving together, in any process,
 * all get the one open intent instead of one each, each of which could be paid (issue 26 §1).
 */
export async function openCheckout(options: OpenCheckoutOptions): Promise<OpenCheckout> {
  // The price in the currency shown: the amount shown is the amount charged (issue 31).
  const currency = options.currency ?? BASE_CURRENCY;
  const offer = await loadSaleOffer({ db: options.db, offerId: options.offerId, currency });
  if (!offer) throw new DomainError('not_found', 'Offer not found');
  if (offer !== 'not_sold_in' && offer.priceType === 'free') throw new DomainError('invalid', FREE_COURSE_MESSAGE);
  if (offer !== 'not_sold_in' && offer.status !== 'published') throw new DomainError('conflict', NOT_SOLD);
  if (offer === 'not_sold_in') {
    throw new DomainError('invalid', `currency: this offer is not sold in ${currency}; choose GBP or another currency it has a price in.`, {
      field: 'currency',
    });
  }
  // Asked once, before the lock: an online registry may take seconds, which no transaction should wait for.
  const vatNumber = options.billing?.vatNumber;
  if (vatNumber && options.vatChecker) {
    const answer = await options.vatChecker.check(normalizeVatNumber(vatNumber));
    options = { ...options, vatChecker: { check: async () => answer } };
  }
  const opened = await withCheckoutLock({ db: options.db, userId: options.userId, offerId: offer.id }, (tx) =>
    openLocked({ ...options, db: tx, gateway: options.gateway.within(tx) }, offer),
  );
  // Thrown once the transaction has committed the purchase it recorded.
  if (opened.state === 'recorded') throw new DomainError('conflict', ALREADY_OWNED);
  // An open payment may be abandoned: the reminder sequences wait for it (once per learner and offer; a
  // purchase ends them, issue 30). The spec's offers keep their course's key, so nobody is reminded twice.
  if (opened.state === 'pay') {
    await enrolInSequences({
      db: options.db,
      trigger: 'checkout_abandoned',
      recipient: { userId: options.userId },
      eventKey: `checkout:${options.userId}:${offer.courseId ?? offer.id}`,
      courseId: offer.courseId ?? undefined,
      now: options.now,
    });
  }
  return opened;
}

async function openLocked(
  { db, mailer, gateway, userId, couponCode, enrolFree: confirmedFree, billing, vatChecker, now }: OpenCheckoutOptions,
  offer: SaleOffer,
): Promise<OpenCheckout | { state: 'recorded' }> {
  const offerId = offer.id;
  if (await ownsOffer({ db, userId, offer, now })) throw new DomainError('conflict', ALREADY_OWNED);
  // A disputed purchase still stands (a won dispute gives it back): a second one could not be recorded.
  const [disputed] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.offerId, offerId), eq(purchases.status, 'disputed')))
    .limit(1);
  if (disputed) throw new DomainError('conflict', DISPUTED);

  const chosen = couponCode
    ? await findUsableCoupon({ db, code: couponCode, userId, offerId, now })
    : await referralCoupon(db, userId, offerId, now, offer.currency);
  if (chosen && !fitsCurrency(chosen, offer.currency)) {
    throw new DomainError(
      'invalid',
      `couponCode: ${chosen.code} takes a fixed amount off a price in pounds, so it cannot be used when paying in ${offer.currency}. Choose pounds in the currency menu to use it.`,
      { field: 'couponCode' },
    );
  }

  // The latest unfinished intent: resumed rather than piling up intents when the checkout is reloaded.
  const [latest] = await db
    .select({ id: checkoutIntents.paymentIntentId })
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.userId, userId), eq(checkoutIntents.offerId, offerId)))
    .orderBy(desc(checkoutIntents.createdAt))
    .limit(1);
  const existing = latest ? await gateway.retrieveIntent(latest.id) : null;
  // An open payment in another currency (the buyer switched) is left alone: a new one is opened in this one.
  const resumable =
    existing?.clientSecret && OPEN_STATUSES.has(existing.status) && existing.currency.toLowerCase() === offer.currency.toLowerCase()
      ? existing
      : null;
  if (existing && !resumable) {
    // Paid and still settling: a second intent could succeed too and charge the buyer twice. A conflict
    // rather than the intent itself, because there is nothing left to do with it: the payment form cannot confirm
    // it again, and the buyer (or an API client) is told plainly to wait, the same with either gateway.
    if (IN_FLIGHT_STATUSES.has(existing.status)) throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
    // Paid, but the buyer never came back to the return page (and no webhook has arrived yet):
    // record the purchase now rather than ask for a second payment.
    if (
      existing.status === 'succeeded' &&
      existing.metadata.userId === userId &&
      (await intentOfferId({ db, metadata: existing.metadata })) === offerId
    ) {
      if ((await fulfilPayment({ db, mailer, gateway, intent: existing, now })).ok) return { state: 'recorded' };
    }
  }

  // A limited code's redemption is reserved for the payment about to be opened (issue 41), so that when the last
  // ones go, the buyers who lose are told here, before paying, instead of being charged and refunded. Not for a
  // code that leaves nothing to pay: that enrolment counts the code at once (enrolFree).
  let coupon = chosen;
  let hold: 'kept' | 'claimed' | null = null;
  const opensPayment = !coupon || discountOf(coupon, offer.price) < offer.price;
  if (opensPayment) {
    if (coupon?.maxRedemptions != null) {
      hold = await reserveRedemption({
        db,
        gateway,
        userId,
        offerId,
        couponId: coupon.id,
        intentId: resumable?.id ?? null,
        now,
      });
      if (!hold) {
        // A typed code is refused by name; the referral code the buyer never typed is simply not applied.
        if (couponCode) throw new DomainError('invalid', `The code ${coupon.code} has been used up.`, { field: 'couponCode' });
        coupon = null;
      }
    }
    // No code, or one without a limit: whatever this learner's earlier payments for the offer held goes back.
    if (!hold) await releaseHolds({ db, userId, offerId, exceptIntentId: null });
  }

  const discount = coupon ? discountOf(coupon, offer.price) : 0;
  const settings = await loadSalesSettings({ db });
  if (gateway.live && !settings.seller) throw new SellerNotSetError();
  const sellerCountry = settings.seller?.country ?? DEFAULT_SELLER_COUNTRY;
  // The table's rates, or Stripe Tax's calculation in Stripe mode (issue 31, docs/decisions/028b-stripe-tax.md).
  const tax = await quoteCheckoutTax({
    gateway,
    currency: offer.currency,
    reference: offer.id,
    amount: offer.price - discount,
    billing: { ...billing, country: billing?.country ?? sellerCountry },
    sellerCountry,
    taxInclusive: settings.taxInclusive,
    vatChecker,
  });
  const quote: CheckoutQuote = {
    price: offer.price,
    discount,
    amount: tax.gross,
    currency: offer.currency,
    couponCode: coupon?.code ?? null,
    net: tax.net,
    taxRate: tax.taxRate,
    tax: tax.tax,
    taxInclusive: tax.taxInclusive,
    reverseCharge: tax.reverseCharge,
    billingCountry: tax.billingCountry,
  };
  // The payment's quote: fulfilment checks the amount against it and the invoice copies it.
  const quoted = (paymentIntentId: string) =>
    saveCheckoutTax({ db, paymentIntentId, userId, decision: tax, currency: offer.currency, now });
  // The hold claimed above, recorded against the payment it was claimed for.
  const held = async (paymentIntentId: string) => {
    if (hold === 'claimed' && coupon) await recordHold({ db, userId, offerId, couponId: coupon.id, paymentIntentId, now });
  };
  if (coupon && quote.amount === 0) {
    if (!confirmedFree) return { state: 'free', courseId: offer.courseId, ...quote };
    const { purchaseId } = await enrolFree({ db, mailer, userId, offer, coupon, now });
    // The offer is the learner's: an earlier payment's hold goes back (paying it would be refunded as a second one).
    await releaseHolds({ db, userId, offerId, exceptIntentId: null });
    return { state: 'enrolled', courseId: offer.courseId, purchaseId, ...quote };
  }
  const metadata = { userId, offerId, couponId: coupon?.id ?? '' };

  if (resumable) {
    let open = resumable;
    // A code applied or removed (or the price changed): the same intent, with the new amount.
    if (resumable.amount !== quote.amount || (resumable.metadata.couponId ?? '') !== metadata.couponId) {
      try {
        open = await gateway.updateIntent(resumable.id, { amount: quote.amount, metadata });
      } catch (error) {
        // Paid between the two calls: ask the buyer to wait; the next call finds it paid and records it.
        if (error instanceof DomainError && error.code === 'conflict')
          throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
        throw error;
      }
    }
    await quoted(open.id);
    await held(open.id);
    return {
      state: 'pay',
      courseId: offer.courseId,
      clientSecret: open.clientSecret ?? resumable.clientSecret!,
      paymentIntentId: open.id,
      ...quote,
    };
  }

  const intent = await gateway.createIntent({
    amount: quote.amount,
    currency: offer.currency,
    metadata,
    description: offer.title,
    // The amount and code are part of the key: one key is one request's parameters at the provider.
    idempotencyKey: `checkout:${userId}:${offerId}:${latest?.id ?? 'first'}:${quote.amount}:${offer.currency}:${metadata.couponId}`,
  });
  await db.insert(checkoutIntents).values({ paymentIntentId: intent.id, userId, offerId }).onConflictDoNothing();
  await quoted(intent.id);
  await held(intent.id);
  if (!intent.clientSecret) throw new Error(`payment intent ${intent.id} came back without a client secret`);
  return { state: 'pay', courseId: offer.courseId, clientSecret: intent.clientSecret, paymentIntentId: intent.id, ...quote };
}

/**
 * Whether a code can apply to a price in this currency: a percentage always; a fixed amount (set in pounds, the
 * coupons' currency) only to a price in pounds. Converting it would take off an amount nobody chose
 * (docs/decisions/028a-prices-per-currency.md).
 */
function fitsCurrency(coupon: UsableCoupon, currency: string): boolean {
  return coupon.amountOff === null || currency === BASE_CURRENCY;
}

/**
 * A referred buyer who typed no code gets the owner's referral code (issue 30), under that code's own rules;
 * one that no longer applies (expired, used up) is simply not applied: the buyer never typed it.
 */
async function referralCoupon(db: Db, userId: string, offerId: string, now: Date, currency: string): Promise<UsableCoupon | null> {
  const code = await referredBuyerCoupon({ db, userId, now });
  if (!code) return null;
  try {
    const coupon = await findUsableCoupon({ db, code, userId, offerId, now });
    return fitsCurrency(coupon, currency) ? coupon : null;
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
}
