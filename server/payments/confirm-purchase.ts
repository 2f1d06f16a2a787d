import { PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { DomainError } from '../errors/domain-error';
import { IN_FLIGHT_STATUSES, type PaymentGateway } from './gateway';
import { recordPaidIntent } from './record-paid-intent';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface ConfirmPurchaseOptions {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  userId: string;
  /** The only thing taken from the request. */
  paymentIntentId: string;
  now: Date;
}

const NOT_FULFILLED = {
  not_succeeded: 'This payment has not been completed.',
  bad_metadata: 'This payment is not for a course on this site.',
  unknown_offer: 'This payment is not for a course on this site.',
  amount_mismatch: 'The amount paid does not match the course price.',
  revoked: 'This payment was refunded or disputed, so it no longer gives access.',
  coupon_used_up:
    'Your code was used up by other buyers while you were paying, so your payment has been refunded in full. Please check out again.',
  already_owned: 'You already own this course, so this payment has been refunded in full. We have emailed you about it.',
} as const;

/**
 * After the provider sends the buyer back: fetch the intent from the provider (the id is the only thing
 * taken from the request) and grant access only to its owner, only if it succeeded with the right amount.
 */
export async function confirmPurchase({
  db,
  mailer,
  gateway,
  userId,
  paymentIntentId,
  now,
}: ConfirmPurchaseOptions): Promise<{ offerId: string; courseId: string | null }> {
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) throw new DomainError('not_found', 'Payment not found');
  if (intent.metadata.userId !== userId) throw new DomainError('forbidden', 'This payment belongs to another account.');
  const result = await recordPaidIntent({ db, mailer, gateway, intent, now });
  if (!result.ok) {
    // Still settling (a bank debit): the buyer waits rather than pays again, and the return page checks again.
    if (result.reason === 'not_succeeded' && IN_FLIGHT_STATUSES.has(intent.status)) {
      throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
    }
    throw new DomainError(result.reason === 'already_owned' ? 'conflict' : 'invalid', NOT_FULFILLED[result.reason]);
  }
  return { offerId: result.offerId, courseId: result.courseId };
}
