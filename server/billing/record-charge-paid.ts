import { eq, sql } from 'drizzle-orm';
import { formatShortDate } from '../../common/format';
import { checkoutTaxes, purchases, subscriptionChargeAttempts, subscriptionCharges, subscriptions, users } from '../db/schema';
import { receiptEmail } from '../email/messages';
import { issueInvoice } from '../invoices/issue-invoice';
import { invoiceSeller, loadSalesSettings } from '../invoices/sales-settings';
import { loadOffer, offerGives, offerStartPath } from '../offers/sale-offer';
import { taxTableLabel } from '../tax/decide-tax';
import { addInterval } from './billing-periods';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Sale } from '../invoices/checkout-tax';

export interface PaidCharge {
  /** The subscription_charges row paid. */
  chargeId: string;
  /** The gateway's payment (pi_…): the purchase's payment id, unique, so a payment is recorded once. */
  paymentIntentId: string;
  /** What the gateway took, minor units, and in which currency (lower or upper case). */
  amount: number;
  currency: string;
  /** The VAT of this charge as the invoice states it: chargeSale() for the local gateway, Stripe's invoice otherwise. */
  sale: Sale;
  /** The card that paid, when the gateway says (it becomes the subscription's card for the next charges). */
  card?: { paymentMethodId: string; brand: string | null; last4: string | null } | null;
}

export type RecordChargePaidResult =
  | { ok: true; created: boolean; purchaseId: string; subscriptionId: string }
  /** amount_mismatch: the gateway took another amount than the charge's; void: the charge was called off meanwhile. */
  | { ok: false; reason: 'not_found' | 'amount_mismatch' | 'void' };

/**
 * Records that a subscription's charge was paid (decision 034a), from the checkout's return, the billing pass or a
 * webhook alike: the money record (a recurring purchase), its invoice numbered at this date, the receipt with the
 * invoice attached, the charge marked paid, and the subscription active for the charge's period (or completed, a
 * payment plan's last instalment). One transaction holding the charge's row: however many times and in how many
 * processes the payment is reported, it is recorded once (and the unique payment id stands behind that).
 *
 * A paused subscription paid again starts a new period from now: the learner pays for time they can use.
 */
export async function recordChargePaid({
  db,
  mailer,
  paid,
  now,
}: {
  db: Db;
  mailer: Mailer;
  paid: PaidCharge;
  now: Date;
}): Promise<RecordChargePaidResult> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, paid.chargeId)).for('update').limit(1);
    if (!charge) return { ok: false, reason: 'not_found' } as const;
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId)).for('update').limit(1);
    if (!subscription) return { ok: false, reason: 'not_found' } as const;
    if (charge.status === 'paid' && charge.purchaseId) {
      return { ok: true, created: false, purchaseId: charge.purchaseId, subscriptionId: subscription.id } as const;
    }
    if (charge.status === 'void') return { ok: false, reason: 'void' } as const;
    if (paid.amount !== charge.amount || paid.currency.toUpperCase() !== charge.currency.toUpperCase()) {
      return { ok: false, reason: 'amount_mismatch' } as const;
    }

    const offer = await loadOffer({ db: tx, offerId: subscription.offerId });
    const [buyer] = subscription.userId
      ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, subscription.userId)).limit(1)
      : [];
    const restart = subscription.status === 'paused';
    const periodStart = restart ? now : charge.periodStart;
    const periodEnd = restart ? addInterval(now, subscription.interval) : charge.periodEnd;

    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: buyer ? subscription.userId : null,
        courseId: offer?.courseId ?? null,
        offerId: subscription.offerId,
        paymentIntentId: paid.paymentIntentId,
        amount: charge.amount,
        currency: charge.currency,
        status: 'paid',
        recurring: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    const title = offer?.title ?? subscription.offerId;
    const description =
      subscription.kind === 'payment_plan'
        ? `${title}: payment ${charge.sequence} of ${subscription.instalments}`
        : `${title}: ${formatShortDate(periodStart)} to ${formatShortDate(periodEnd)}`;
    const salesSettings = await loadSalesSettings({ db: tx });
    const invoice =
      charge.amount > 0
        ? await issueInvoice({
            db: tx,
            purchaseId: purchase!.id,
            userId: buyer ? subscription.userId : null,
            description,
            currency: charge.currency,
            line: paid.sale.line,
            buyer: { ...paid.sale.buyer, name: buyer?.username ?? 'Deleted account' },
            seller: invoiceSeller(salesSettings, mailer.seller),
            evidence: paid.sale.evidence,
            taxTable: paid.sale.taxSource ?? taxTableLabel(),
            now,
          })
        : null;

    await tx
      .update(subscriptionCharges)
      .set({
        status: 'paid',
        paidAt: now,
        purchaseId: purchase!.id,
        paymentIntentId: paid.paymentIntentId,
        attempts: sql`${subscriptionCharges.attempts} + 1`,
        nextAttemptAt: null,
        lastError: null,
        periodStart,
        periodEnd,
        updatedAt: now,
      })
      .where(eq(subscriptionCharges.id, charge.id));
    await tx
      .insert(subscriptionChargeAttempts)
      .values({ chargeId: charge.id, attempt: charge.attempts + 1, at: now, outcome: 'paid' })
      .onConflictDoNothing();
    const completed = subscription.kind === 'payment_plan' && charge.sequence >= (subscription.instalments ?? 0);
    // A subscription cancelled at once (or ended) meanwhile stays so: the money is recorded, the access is not given.
    const ended = subscription.status === 'canceled' || subscription.status === 'completed';
    await tx
      .update(subscriptions)
      .set({
        ...(ended ? {} : { status: completed ? ('completed' as const) : ('active' as const) }),
        ...(completed ? { endedAt: now } : {}),
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        ...(paid.card ? { paymentMethodId: paid.card.paymentMethodId, cardBrand: paid.card.brand, cardLast4: paid.card.last4 } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));

    if (buyer && subscription.userId && offer) {
      const receipt = receiptEmail(
        mailer.siteUrl,
        {
          username: buyer.username,
          title: description,
          startPath: offerStartPath(offer),
          memberArea: offerGives(offer, 'member_area'),
          amount: charge.amount,
          currency: charge.currency,
          paidAt: now,
          reference: paid.paymentIntentId,
          invoice: invoice ? { number: invoice.number, ...paid.sale.line } : null,
          recurring: { kind: subscription.kind, sequence: charge.sequence, instalments: subscription.instalments, paidUntil: periodEnd },
        },
        mailer.seller,
      );
      await mailer.queue(
        tx,
        {
          kind: 'receipt',
          to: buyer.email,
          userId: subscription.userId,
          ...receipt,
          ...(invoice ? { attachments: [{ kind: 'invoice', number: invoice.number }] } : {}),
        },
        now,
      );
    }
    return { ok: true, created: true, purchaseId: purchase!.id, subscriptionId: subscription.id } as const;
  });
}

/**
 * A local charge's sale, as its invoice states it: the figures quoted for its payment (checkout_taxes, written
 * when the charge was made: its rate is the one of its date), taken as they are, since they are what was charged.
 */
export async function chargeSale({ db, paymentIntentId }: { db: Db; paymentIntentId: string }): Promise<Sale | null> {
  const [quoted] = await db.select().from(checkoutTaxes).where(eq(checkoutTaxes.paymentIntentId, paymentIntentId)).limit(1);
  if (!quoted) return null;
  return {
    line: {
      net: quoted.net,
      taxRate: quoted.taxRate,
      tax: quoted.tax,
      gross: quoted.gross,
      taxInclusive: quoted.taxInclusive,
      reverseCharge: quoted.reverseCharge,
    },
    buyer: { company: quoted.company, address: quoted.address, country: quoted.billingCountry, vatNumber: quoted.vatNumber },
    evidence: {
      billingCountry: quoted.billingCountry,
      cardCountry: quoted.cardCountry,
      countryConfirmed: quoted.countryConfirmed,
      vatCheck: quoted.vatCheck,
    },
    taxSource: quoted.taxCalculationId ? `Stripe Tax (calculation ${quoted.taxCalculationId})` : null,
  };
}
