import { and, eq, isNull, max } from 'drizzle-orm';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { decideChargeTax } from './attempt-charge';
import { endSubscriptionsNow } from './end-subscription-now';
import { recordChargeFailed } from './record-charge-failed';
import { recordChargePaid } from './record-charge-paid';
import { cancelNow, readInvoice, readSubscription, type BillingGateway, type ProviderInvoice } from './stripe-billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { Sale } from '../invoices/checkout-tax';

/** The Stripe Billing events the site acts on (docs/payments.md lists them for the webhook endpoint). */
export const BILLING_EVENTS: ReadonlySet<string> = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Acts on a Stripe Billing event (decision 034a): like the payment events, it trusts only the object's id and reads
 * the invoice or subscription from Stripe, so events arriving late, out of order or twice change what Stripe says
 * now, once. A paid invoice records its charge (recordChargePaid), a declined one its attempt (recordChargeFailed,
 * numbered by Stripe's attempt count), a subscription cancelled at Stripe ends the site's, and a cancellation at the
 * period's end set or taken back at Stripe (its dashboard) is copied. Answers whether it changed anything.
 */
export async function handleBillingEvent({
  db,
  mailer,
  gateway,
  type,
  objectId,
  now,
}: {
  db: Db;
  mailer: Mailer;
  gateway: BillingGateway;
  type: string;
  objectId: string;
  now: Date;
}): Promise<'recorded' | 'ignored'> {
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
    const invoice = await readInvoice({ gateway, invoiceId: objectId });
    if (!invoice?.subscriptionId) return 'ignored';
    const subscription = await siteSubscription({ db, gateway, providerSubscriptionId: invoice.subscriptionId });
    // A trial's first invoice is £0: the trial itself began at checkout, nothing was charged.
    if (!subscription || invoice.amountDue === 0) return 'ignored';
    const chargeId = await chargeOfInvoice({ db, subscription, invoice, now });
    if (invoice.status === 'paid') {
      const recorded = await recordChargePaid({
        db,
        mailer,
        paid: {
          chargeId,
          paymentIntentId: invoice.paymentIntentId ?? invoice.invoiceId,
          amount: invoice.amountPaid,
          currency: invoice.currency,
          sale: await saleOfInvoice({ db, subscription, invoice }),
          card: invoice.card,
        },
        now,
      });
      // A payment plan's last instalment completes it: Stripe would otherwise go on charging every month. Checked
      // whether or not this event recorded the charge, so a retried event finishes what a failed one began.
      if (recorded.ok && subscription.kind === 'payment_plan') await stopCompletedPlan({ db, gateway, subscriptionId: subscription.id });
      return recorded.ok && recorded.created ? 'recorded' : 'ignored';
    }
    if (type === 'invoice.payment_failed' && invoice.attemptCount > 0) {
      const failed = await recordChargeFailed({
        db,
        mailer,
        failed: {
          chargeId,
          attempt: invoice.attemptCount,
          paymentIntentId: invoice.paymentIntentId,
          error: invoice.declineMessage ?? 'Your card was declined.',
        },
        now,
      });
      return failed.recorded ? 'recorded' : 'ignored';
    }
    return 'ignored';
  }
  if (type === 'customer.subscription.updated' || type === 'customer.subscription.deleted') {
    const provider = await readSubscription({ gateway, providerSubscriptionId: objectId });
    if (!provider) return 'ignored';
    const subscription = await siteSubscription({ db, gateway, providerSubscriptionId: objectId, provider });
    if (!subscription) return 'ignored';
    if (provider.status === 'canceled' || provider.status === 'incomplete_expired') {
      const ended = await endSubscriptionsNow({ db, where: { subscriptionId: subscription.id }, reason: 'Cancelled at Stripe', now });
      return ended.length > 0 ? 'recorded' : 'ignored';
    }
    if (provider.cancelAtPeriodEnd === subscription.cancelAtPeriodEnd) return 'ignored';
    await db
      .update(subscriptions)
      .set({
        cancelAtPeriodEnd: provider.cancelAtPeriodEnd,
        canceledAt: provider.cancelAtPeriodEnd ? (subscription.canceledAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));
    return 'recorded';
  }
  return 'ignored';
}

/** Ends at Stripe a plan the site has recorded as paid in full (cancelNow answers an ended one as it is). */
async function stopCompletedPlan({ db, gateway, subscriptionId }: { db: Db; gateway: BillingGateway; subscriptionId: string }) {
  const [plan] = await db
    .select({ status: subscriptions.status, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  if (plan?.status === 'completed' && plan.providerSubscriptionId) {
    await cancelNow({ gateway, providerSubscriptionId: plan.providerSubscriptionId });
  }
}

/**
 * The site's subscription for Stripe's: by the id the checkout recorded, or, when an event comes before the checkout
 * recorded it, by the site's id Stripe holds in its metadata (the id is then recorded).
 */
async function siteSubscription({
  db,
  gateway,
  providerSubscriptionId,
  provider,
}: {
  db: Db;
  gateway: BillingGateway;
  providerSubscriptionId: string;
  provider?: Awaited<ReturnType<typeof readSubscription>>;
}): Promise<SubscriptionRow | undefined> {
  const [known] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  if (known) return known;
  const held = provider ?? (await readSubscription({ gateway, providerSubscriptionId }));
  if (!held?.siteSubscriptionId || !/^[0-9a-f-]{36}$/i.test(held.siteSubscriptionId)) return undefined;
  const [claimed] = await db
    .update(subscriptions)
    .set({ providerSubscriptionId, providerCustomerId: held.providerCustomerId })
    .where(
      and(eq(subscriptions.id, held.siteSubscriptionId), eq(subscriptions.gateway, 'stripe'), isNull(subscriptions.providerSubscriptionId)),
    )
    .returning();
  return claimed;
}

/**
 * The charge an invoice pays: the one already naming it; the first charge the checkout made (the invoice that
 * created the subscription); or a new one, next in sequence, for the period the invoice is for (a renewal, a
 * trial's end, a switch). Its amount is what Stripe's invoice asks: Stripe decided it (with Stripe Tax's rounding).
 * Made under the subscription's row lock, and an invoice names one charge (unique), so two events make one.
 */
async function chargeOfInvoice({
  db,
  subscription,
  invoice,
  now,
}: {
  db: Db;
  subscription: SubscriptionRow;
  invoice: ProviderInvoice;
  now: Date;
}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
    const [named] = await tx
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.providerInvoiceId, invoice.invoiceId))
      .limit(1);
    if (named) return named.id;
    const values = {
      providerInvoiceId: invoice.invoiceId,
      amount: invoice.amountDue,
      currency: invoice.currency,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      updatedAt: now,
    };
    if (invoice.billingReason === 'subscription_create') {
      const [first] = await tx
        .update(subscriptionCharges)
        .set(values)
        .where(
          and(
            eq(subscriptionCharges.subscriptionId, subscription.id),
            eq(subscriptionCharges.sequence, 1),
            isNull(subscriptionCharges.providerInvoiceId),
          ),
        )
        .returning({ id: subscriptionCharges.id });
      if (first) return first.id;
    }
    const [last] = await tx
      .select({ sequence: max(subscriptionCharges.sequence) })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscription.id));
    const [made] = await tx
      .insert(subscriptionCharges)
      .values({
        subscriptionId: subscription.id,
        sequence: (last?.sequence ?? 0) + 1,
        dueAt: invoice.periodStart,
        status: 'pending',
        createdAt: now,
        ...values,
      })
      .returning({ id: subscriptionCharges.id });
    return made!.id;
  });
}

/**
 * The VAT of a Stripe charge as its invoice states it: Stripe Tax's own figures when it taxed the invoice; otherwise
 * the site's table applied to what was charged (a tax-inclusive price: docs/payments.md). The buyer is the
 * subscription's, from its checkout.
 */
async function saleOfInvoice({
  db,
  subscription,
  invoice,
}: {
  db: Db;
  subscription: SubscriptionRow;
  invoice: ProviderInvoice;
}): Promise<Sale> {
  const billing = subscription.billing;
  const decided = invoice.stripeTax ? null : await decideChargeTax({ db, billing, amount: invoice.amountPaid });
  const line = invoice.stripeTax
    ? {
        net: invoice.stripeTax.net,
        tax: invoice.stripeTax.tax,
        gross: invoice.stripeTax.gross,
        taxRate: invoice.stripeTax.taxRate,
        taxInclusive: invoice.stripeTax.taxInclusive,
        reverseCharge: invoice.stripeTax.reverseCharge,
      }
    : {
        net: decided!.net,
        tax: decided!.tax,
        gross: decided!.gross,
        taxRate: decided!.taxRate,
        taxInclusive: decided!.taxInclusive,
        reverseCharge: decided!.reverseCharge,
      };
  return {
    line,
    buyer: {
      company: billing.company ?? null,
      address: billing.address ?? null,
      country: billing.country,
      vatNumber: billing.vatNumber ?? null,
    },
    evidence: { billingCountry: billing.country, cardCountry: null, countryConfirmed: false, vatCheck: decided?.vatCheck ?? null },
    taxSource: invoice.stripeTax ? `Stripe Tax (invoice ${invoice.number ?? invoice.invoiceId})` : null,
  };
}
