import { recordChargePayment } from '../billing/record-charge-payment';
import { fulfilPayment, type FulfilResult } from './fulfil-payment';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { GatewayIntent, PaymentGateway } from './gateway';

/**
 * Where a paid payment is recorded, whoever reports it (the return page, POST /api/payment-success, Stripe's
 * payment_intent.succeeded): a subscription's charge (its metadata names the charge, issue 44) by recordChargePaid,
 * anything else as a purchase of the offer by fulfilPayment. A charge's payment must never become a one-time purchase.
 */
export async function recordPaidIntent(options: {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  intent: GatewayIntent;
  now: Date;
}): Promise<FulfilResult> {
  const { db, mailer, intent, now } = options;
  if (!intent.metadata.chargeId) return fulfilPayment(options);
  const recorded = await recordChargePayment({ db, mailer, intent, now });
  if (recorded.ok) {
    return {
      ok: true,
      offerId: recorded.offerId,
      courseId: recorded.courseId,
      userId: recorded.userId ?? intent.metadata.userId ?? '',
      created: recorded.created,
      // A charge's tax is the site's quote (or, with Stripe Billing, Stripe's invoice): nothing to file here.
      taxTransaction: { state: 'none' },
    };
  }
  if (recorded.reason === 'not_succeeded') return { ok: false, reason: 'not_succeeded' };
  if (recorded.reason === 'amount_mismatch') return { ok: false, reason: 'amount_mismatch' };
  // Called off (void) or unknown: it gives nothing, as a payment for no offer on this site.
  return { ok: false, reason: recorded.reason === 'void' ? 'revoked' : 'bad_metadata' };
}
