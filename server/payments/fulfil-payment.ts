import { and, eq, inArray } from 'drizzle-orm';
import { coachingPromise } from '../../common/coaching-rules';
import { loadCoachingSettings } from '../coaching/coaching-settings';
import { discountOf } from '../coupons/coupon-discount';
import { redeemHold, releaseHold } from '../coupons/coupon-holds';
import { redeemCoupon } from '../coupons/redeem-coupon';
import { checkoutTaxes, coupons, purchases, users } from '../db/schema';
import { duplicatePaymentRefundEmail, receiptEmail } from '../email/messages';
import { checkoutTaxOf, saleOf } from '../invoices/checkout-tax';
import { issueInvoice } from '../invoices/issue-invoice';
import { invoiceSeller, loadSalesSettings } from '../invoices/sales-settings';
import { loadSaleOffer, offerGives, offerStartPath, type SaleOffer } from '../offers/sale-offer';
import { planReferralCommission } from '../referrals/plan-referral-commission';
import { recordReferralCommission } from '../referrals/record-referral-commission';
import { enrolBuyer } from '../sequences/enrol-buyer';
import { taxTableLabel } from '../tax/decide-tax';
import { recordTaxTransaction, type TaxTransactionOutcome } from '../tax/record-tax-transaction';
import { withCheckoutLock } from './checkout-lock';
import { intentOfferId } from './intent-offer';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { GatewayIntent, PaymentGateway } from './gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FulfilResult =
  | {
      ok: true;
      offerId: string;
      /** The offer's first course: where the buyer lands. */
      courseId: string | null;
      userId: string;
      created: boolean;
      /** The sale filed with Stripe Tax (issue 31); 'pending' when Stripe Tax failed: the webhook then fails, to be retried. */
      taxTransaction: TaxTransactionOutcome;
    }
  | {
      ok: false;
      reason: 'not_succeeded' | 'bad_metadata' | 'unknown_offer' | 'amount_mismatch' | 'revoked' | 'coupon_used_up' | 'already_owned';
    };

/** refundReason of a second payment for an offer the buyer already had, refunded by fulfilPayment itself. */
export const ALREADY_OWNED_REFUND_REASON = 'Paid again for a course already owned: refunded automatically.';

/**
 * What already stands for a learner and offer, so that a payment for it is a second one: a paid or
 * disputed purchase (purchases_one_standing_idx), or the owner's grant.
 */
const STANDING = ['paid', 'disputed', 'granted'] as const;

/**
 * The one place a purchase is recorded, used by the payment-success call and the webhook alike.
 * The intent must come from the provider (never from a request body). Idempotent and safe under
 * concurrency: `purchases.payment_intent_id` is unique and the insert does nothing on conflict.
 */
export interface FulfilPaymentOptions {
  db: Db;
  mailer: Mailer;
  /** Refunds a payment whose code was used up by other buyers while it was being paid. */
  gateway: PaymentGateway;
  /** Fetched from the provider, never taken from a request body. */
  intent: GatewayIntent;
  now: Date;
}

/** Thrown inside the purchase's transaction to roll it back when the code has no redemption left. */
class CouponUsedUp extends Error {}

export async function fulfilPayment({ db, mailer, gateway, intent, now }: FulfilPaymentOptions): Promise<FulfilResult> {
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
  const { userId } = intent.metadata;
  const couponId = intent.metadata.couponId || null;
  if (!userId || !UUID.test(userId) || (couponId && !UUID.test(couponId))) return { ok: false, reason: 'bad_metadata' };
  const offerId = await intentOfferId({ db, metadata: intent.metadata });
  if (!offerId) return { ok: false, reason: 'bad_metadata' };
  // Its price in the currency paid (issue 31): the purchase, invoice, receipt and commission are in that currency.
  // Whatever its status now: a payment opened while it was on sale is recorded once it is archived.
  const offer = await loadSaleOffer({ db, offerId, currency: intent.currency });
  if (!offer) return { ok: false, reason: 'unknown_offer' };
  if (offer === 'not_sold_in' || offer.priceType !== 'one_time') return { ok: false, reason: 'amount_mismatch' };
  const courseId = offer.courseId;
  const [coupon] = couponId ? await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1) : [];
  if (couponId && !coupon) return { ok: false, reason: 'bad_metadata' };
  // The amount is re-computed from the offer, the code and the tax the checkout quoted, never read from the
  // intent (issue 14, issue 31).
  const discount = coupon ? discountOf(coupon, offer.price) : 0;
  const [quoted] = await db.select().from(checkoutTaxes).where(eq(checkoutTaxes.paymentIntentId, intent.id)).limit(1);
  const salesSettings = await loadSalesSettings({ db });
  const seller = invoiceSeller(salesSettings, mailer.seller);
  const sale = saleOf({ amount: offer.price - discount, quoted: checkoutTaxOf(quoted), sellerCountry: seller.country });
  if (intent.amount !== sale.line.gross || intent.currency.toLowerCase() !== offer.currency.toLowerCase()) {
    return { ok: false, reason: 'amount_mismatch' };
  }
  // The buyer may have deleted the account while the payment was on its way: the money was still taken,
  // so the purchase is recorded anonymised (as deletion leaves the others) and no receipt can be sent.
  const [buyer] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  // What a referred buyer's payment earns their referrer (issue 30): decided before the transaction (it may
  // ask the provider about the card), written with the purchase, so once per purchase.
  const referral = buyer
    ? await planReferralCommission({
        db,
        gateway,
        buyerId: userId,
        buyerEmail: buyer.email,
        paymentIntentId: intent.id,
        // Of the price without its VAT, which is the tax authority's, not the seller's (issue 31).
        amount: sale.line.net,
        currency: offer.currency,
        now,
      })
    : null;
  let inserted: { id: string }[] | 'already_owned';
  try {
    // Under the checkout lock of this learner and offer, so two payments for it (two tabs, a retried
    // checkout) are recorded one after the other, and the second finds the first (issue 26 §1).
    inserted = await withCheckoutLock({ db, userId, offerId }, async (tx) => {
      const [recorded] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentIntentId, intent.id)).limit(1);
      if (!recorded && buyer) {
        const [standing] = await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, userId), eq(purchases.offerId, offerId), inArray(purchases.status, [...STANDING])))
          .limit(1);
        if (standing) return 'already_owned' as const;
      }
      // Nothing on conflict with any unique index: this payment already recorded, or (the lock makes it
      // unlikely) another standing purchase, found below.
      const rows = await tx
        .insert(purchases)
        .values({
          userId: buyer ? userId : null,
          courseId,
          offerId,
          paymentIntentId: intent.id,
          amount: intent.amount,
          currency: offer.currency,
          status: 'paid',
          couponId: coupon?.id ?? null,
          discount,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      // Counted once, with the purchase that used it: the return page and the webhook reporting the same
      // payment insert one row between them. The redemption is the one reserved when the payment was opened
      // (issue 41); a payment that held none (opened before holds, or its hold given back) takes one if any is
      // left, the row lock making concurrent buyers take the last ones in turn (docs/decisions/019-coupons.md).
      if (
        rows.length > 0 &&
        coupon &&
        !(await redeemHold({ db: tx, paymentIntentId: intent.id, couponId: coupon.id })) &&
        !(await redeemCoupon({ db: tx, couponId: coupon.id }))
      ) {
        throw new CouponUsedUp();
      }
      if (rows[0] && referral) await recordReferralCommission({ db: tx, purchaseId: rows[0].id, plan: referral, now });
      // The invoice, numbered in this transaction: a purchase rolled back takes its number back (issue 31).
      const invoice =
        rows.length > 0 && intent.amount > 0
          ? await issueInvoice({
              db: tx,
              purchaseId: rows[0]!.id,
              userId: buyer ? userId : null,
              description: offer.title,
              currency: offer.currency,
              line: sale.line,
              buyer: { ...sale.buyer, name: buyer?.username ?? 'Deleted account' },
              seller,
              evidence: { ...sale.evidence, cardCountry: intent.cardCountry ?? sale.evidence.cardCountry },
              taxTable: sale.taxSource ?? taxTableLabel(),
              now,
            })
          : null;
      // Queued in the transaction that created the row: exactly one receipt per purchase, however many
      // times the return page, the checkout and the webhook report the same payment.
      if (rows.length > 0 && buyer) {
        const coaching = offerGives(offer, 'coaching') ? (coachingPromise(await loadCoachingSettings({ db: tx })) ?? undefined) : undefined;
        const receipt = receiptEmail(
          mailer.siteUrl,
          {
            username: buyer.username,
            title: offer.title,
            startPath: offerStartPath(offer),
            memberArea: offerGives(offer, 'member_area'),
            amount: intent.amount,
            currency: offer.currency,
            paidAt: now,
            reference: intent.id,
            coupon: coupon ? { code: coupon.code, discount } : null,
            coaching,
            invoice: invoice ? { number: invoice.number, ...sale.line } : null,
          },
          mailer.seller,
        );
        await mailer.queue(
          tx,
          {
            kind: 'receipt',
            to: buyer.email,
            userId,
            ...receipt,
            ...(invoice ? { attachments: [{ kind: 'invoice', number: invoice.number }] } : {}),
          },
          now,
        );
        await enrolBuyer({ db: tx, userId, courseId, purchaseId: rows[0]!.id, now });
      }
      return rows;
    });
  } catch (error) {
    if (!(error instanceof CouponUsedUp)) throw error;
    // Other buyers took the code's last redemptions while this one was paying: the discounted payment
    // cannot buy the offer, so it goes back in full (one idempotency key: a retry refunds once).
    await gateway.refund({
      paymentIntentId: intent.id,
      idempotencyKey: `coupon-used-up-${intent.id}`,
      metadata: { reason: 'coupon_used_up' },
    });
    return { ok: false, reason: 'coupon_used_up' };
  }
  // Filed with Stripe Tax after the purchase is committed, never inside its transaction: the purchase stands
  // whatever Stripe Tax answers (docs/decisions/028b-stripe-tax.md).
  const filed = () => recordTaxTransaction({ db, gateway, paymentIntentId: intent.id });
  if (inserted !== 'already_owned' && inserted.length > 0)
    return { ok: true, offerId, courseId, userId, created: true, taxTransaction: await filed() };
  // Already recorded. A refunded or disputed payment stays "succeeded" at the provider, but gives no access.
  const [existing] = await db
    .select({ status: purchases.status, refundReason: purchases.refundReason })
    .from(purchases)
    .where(eq(purchases.paymentIntentId, intent.id))
    .limit(1);
  if (existing?.refundReason === ALREADY_OWNED_REFUND_REASON) return { ok: false, reason: 'already_owned' };
  if (existing && existing.status !== 'paid') return { ok: false, reason: 'revoked' };
  if (existing) return { ok: true, offerId, courseId, userId, created: false, taxTransaction: await filed() };
  // Not recorded: the buyer already had the offer when this payment succeeded. Its hold, if any, goes back.
  await releaseHold({ db, paymentIntentId: intent.id });
  await refundSecondPayment({ db, mailer, gateway, intent, offer, coupon: coupon ?? null, discount, buyer: buyer ?? null, now });
  return { ok: false, reason: 'already_owned' };
}

/**
 * A payment that succeeded for a course the buyer already had (paid in two tabs, or after an owner's grant)
 * buys nothing: it goes back in full at once, then is recorded as a refunded purchase with the email that
 * says why, both once however many times the payment is reported (one idempotency key; the unique payment id).
 * Refunded first, so that a failed refund leaves nothing recorded and the next report tries again.
 */
async function refundSecondPayment({
  db,
  mailer,
  gateway,
  intent,
  offer,
  coupon,
  discount,
  buyer,
  now,
}: {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  intent: GatewayIntent;
  offer: SaleOffer;
  coupon: { id: string } | null;
  discount: number;
  buyer: { username: string; email: string } | null;
  now: Date;
}): Promise<void> {
  const refund = await gateway.refund({
    paymentIntentId: intent.id,
    idempotencyKey: `already-owned-${intent.id}`,
    metadata: { reason: 'already_owned' },
  });
  const userId = intent.metadata.userId!;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(purchases)
      .values({
        userId: buyer ? userId : null,
        courseId: offer.courseId,
        offerId: offer.id,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: offer.currency,
        status: 'refunded',
        couponId: coupon?.id ?? null,
        discount,
        refundedAt: now,
        refundReason: ALREADY_OWNED_REFUND_REASON,
        refundId: refund.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    if (!row || !buyer) return;
    const email = duplicatePaymentRefundEmail(mailer.siteUrl, {
      username: buyer.username,
      courseTitle: offer.title,
      amount: intent.amount,
      currency: offer.currency,
      refundedAt: now,
      reference: intent.id,
    });
    await mailer.queue(tx, { kind: 'refund', to: buyer.email, userId, ...email }, now);
  });
}
