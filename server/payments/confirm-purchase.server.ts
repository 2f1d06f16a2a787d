import { fulfilPayment } from './fulfil-payment';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { PaymentGateway } from './gateway';

export type ConfirmPurchaseResult = { ok: true; courseId: string } | { ok: false; status: 400 | 403 | 404; message: string };

/**
 * After the provider sends the buyer back: fetch the intent from the provider (the id is the only thing
 * taken from the request) and grant access only to its owner, only if it succeeded with the right amount.
 */
export async function confirmPurchase(
  db: Db,
  mailer: Mailer,
  gateway: PaymentGateway,
  userId: string,
  paymentIntentId: string,
  now = new Date(),
): Promise<ConfirmPurchaseResult> {
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) return { ok: false, status: 404, message: 'Payment not found' };
  if (intent.metadata.userId !== userId) return { ok: false, status: 403, message: 'This payment belongs to another account.' };
  const result = await fulfilPayment(db, mailer, intent, now);
  if (result.ok) return { ok: true, courseId: result.courseId };
  const messages = {
    not_succeeded: 'This payment has not been completed.',
    bad_metadata: 'This payment is not for a course on this site.',
    unknown_course: 'This payment is not for a course on this site.',
    amount_mismatch: 'The amount paid does not match the course price.',
    revoked: 'This payment was refunded or disputed, so it no longer gives access.',
  } as const;
  return { ok: false, status: 400, message: messages[result.reason] };
}
