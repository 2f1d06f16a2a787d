import { eq } from 'drizzle-orm';
import { BILLING_EVENTS, handleBillingEvent } from '../billing/handle-billing-event';
import { releaseHold } from '../coupons/coupon-holds';
import { paymentEvents } from '../db/schema';
import { reverseTaxTransaction } from '../tax/reverse-tax-transaction';
import { recordPaidIntent } from './record-paid-intent';
import { restoreDisputedPurchase } from './restore-disputed-purchase';
import { revokePurchase } from './revoke-purchase';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { StripeGateway } from './stripe-gateway';
import type Stripe from 'stripe';

/**
 * 'tax_pending': the purchase or refund is recorded but Stripe Tax failed to file it; the event is not marked handled
 * and the webhook answers 503, so Stripe sends it again until it is (docs/decisions/028b-stripe-tax.md).
 */
export type EventOutcome = 'fulfilled' | 'revoked' | 'restored' | 'ignored' | 'duplicate' | 'tax_pending';

/**
 * Acts on a verified Stripe event. Like the payment-success call, it trusts only the object id in the
 * payload and reads the object itself from Stripe. The event id is recorded after handling, so an
 * event that failed half-way is retried by Stripe, and a replay of a handled one changes nothing.
 */
export interface HandleStripeEventOptions {
  db: Db;
  mailer: Mailer;
  gateway: StripeGateway;
  /** Verified by its signature (server/api/payment-routes.ts). */
  event: Stripe.Event;
  now: Date;
  /** Told why Stripe Tax failed, for the log, when the outcome is 'tax_pending'. */
  onTaxPending?: (error: unknown) => void;
}

export async function handleStripeEvent({
  db,
  mailer,
  gateway,
  event,
  now,
  onTaxPending,
}: HandleStripeEventOptions): Promise<EventOutcome> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';

  let outcome: EventOutcome = 'ignored';
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = await gateway.retrieveIntent(event.data.object.id);
      const fulfilled = intent ? await recordPaidIntent({ db, mailer, gateway, intent, now }) : null;
      if (fulfilled?.ok && fulfilled.taxTransaction.state === 'pending') {
        onTaxPending?.(fulfilled.taxTransaction.error);
        return 'tax_pending';
      }
      if (fulfilled?.ok) outcome = 'fulfilled';
      break;
    }
    case 'payment_intent.canceled': {
      // Cancelled at Stripe (the dashboard, or Stripe itself): its code's hold goes back to other buyers (issue 41).
      const intent = await gateway.retrieveIntent(event.data.object.id);
      if (intent?.status === 'canceled') await releaseHold({ db, paymentIntentId: intent.id });
      break;
    }
    case 'charge.refunded': {
      const charge = await unlessMissing(gateway.client.charges.retrieve(event.data.object.id));
      const intentId = idOf(charge?.payment_intent);
      // A partial refund keeps the course; only a full refund takes it away.
      if (charge?.refunded && intentId && (await revokePurchase({ db, mailer, paymentIntentId: intentId, status: 'refunded', now })))
        outcome = 'revoked';
      // Whoever refunded it (the site, or Stripe's dashboard), its Stripe Tax transaction is reversed, once.
      const reversal = charge?.refunded && intentId ? await reverseTaxTransaction({ db, gateway, paymentIntentId: intentId }) : null;
      if (reversal?.state === 'pending') {
        onTaxPending?.(reversal.error);
        return 'tax_pending';
      }
      break;
    }
    // Created, or updated (an inquiry the issuer escalates to a chargeback): only a chargeback suspends access.
    // An inquiry (warning_needs_response, warning_under_review) takes no money and may never become one, so
    // it changes nothing; its warning_closed end then has nothing to give back (issue 26 §19).
    case 'charge.dispute.created':
    case 'charge.dispute.updated': {
      const dispute = await unlessMissing(gateway.client.disputes.retrieve(event.data.object.id));
      const intentId = idOf(dispute?.payment_intent);
      if (!dispute || !CHARGEBACK_OPEN.has(dispute.status) || !intentId) break;
      if (await revokePurchase({ db, mailer, paymentIntentId: intentId, status: 'disputed', now })) outcome = 'revoked';
      break;
    }
    case 'charge.dispute.closed': {
      const dispute = await unlessMissing(gateway.client.disputes.retrieve(event.data.object.id));
      const intentId = idOf(dispute?.payment_intent);
      // Only a won chargeback gives access back; lost keeps it suspended, and warning_closed (an inquiry
      // that never became a chargeback) never took it away.
      if (dispute?.status !== 'won' || !intentId) break;
      // Winning a dispute keeps the money only if it was not refunded meanwhile: ask Stripe about the
      // charge rather than trust the order in which the refund and dispute events arrived.
      const chargeId = idOf(dispute.charge);
      const charge = chargeId ? await unlessMissing(gateway.client.charges.retrieve(chargeId)) : null;
      if (charge && !charge.refunded && (await restoreDisputedPurchase({ db, paymentIntentId: intentId, now }))) outcome = 'restored';
      break;
    }
    default:
      // A subscription's invoices and changes (issue 44): server/billing/handle-billing-event.ts.
      if (BILLING_EVENTS.has(event.type)) {
        const objectId = (event.data.object as { id: string }).id;
        if ((await handleBillingEvent({ db, mailer, gateway, type: event.type, objectId, now })) === 'recorded') outcome = 'fulfilled';
      }
      break;
  }
  await db.insert(paymentEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing();
  return outcome;
}

/** A chargeback still being decided: the cardholder's bank has taken (or is taking) the money back. */
const CHARGEBACK_OPEN: ReadonlySet<string> = new Set(['needs_response', 'under_review']);

/**
 * The object, or null when Stripe has no such object (404): the event can never be acted on, so it is
 * recorded as ignored rather than failed (a failure makes Stripe retry it for days). Other errors, e.g.
 * Stripe being unreachable, still fail the webhook so that Stripe retries it.
 */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    // Matched by the error's type rather than instanceof, so this module does not load the Stripe SDK.
    const { type, statusCode } = error as { type?: unknown; statusCode?: unknown };
    if (type === 'StripeInvalidRequestError' && statusCode === 404) return null;
    throw error;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
