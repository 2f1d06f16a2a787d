import { eq } from 'drizzle-orm';
import { findCourse } from '../courses/find-course.server';
import { purchases, users } from '../db/schema';
import { receiptEmail } from '../email/messages';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { GatewayIntent } from './gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FulfilResult =
  | { ok: true; courseId: string; userId: string; created: boolean }
  | { ok: false; reason: 'not_succeeded' | 'bad_metadata' | 'unknown_course' | 'amount_mismatch' | 'revoked' };

/**
 * The one place a purchase is recorded, used by the payment-success call and the webhook alike.
 * The intent must come from the provider (never from a request body). Idempotent and safe under
 * concurrency: `purchases.payment_intent_id` is unique and the insert does nothing on conflict.
 */
export interface FulfilPaymentOptions {
  db: Db;
  mailer: Mailer;
  /** Fetched from the provider, never taken from a request body. */
  intent: GatewayIntent;
  now: Date;
}

export async function fulfilPayment({ db, mailer, intent, now }: FulfilPaymentOptions): Promise<FulfilResult> {
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
  const { userId, courseId } = intent.metadata;
  if (!userId || !courseId || !UUID.test(userId)) return { ok: false, reason: 'bad_metadata' };
  const course = await findCourse({ db, courseId });
  if (!course) return { ok: false, reason: 'unknown_course' };
  if (intent.amount !== course.price || intent.currency.toLowerCase() !== course.currency.toLowerCase()) {
    return { ok: false, reason: 'amount_mismatch' };
  }
  // The buyer may have deleted the account while the payment was on its way: the money was still taken,
  // so the purchase is recorded anonymised (as deletion leaves the others) and no receipt can be sent.
  const [buyer] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(purchases)
      .values({
        userId: buyer ? userId : null,
        courseId,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: course.currency,
        status: 'paid',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: purchases.paymentIntentId })
      .returning({ id: purchases.id });
    // Queued in the transaction that created the row: exactly one receipt per purchase, however many
    // times the return page, the checkout and the webhook report the same payment.
    if (rows.length > 0 && buyer) {
      const receipt = receiptEmail(mailer.siteUrl, {
        username: buyer.username,
        courseId,
        courseTitle: course.title,
        amount: intent.amount,
        currency: course.currency,
        paidAt: now,
        reference: intent.id,
      });
      await mailer.queue(tx, { kind: 'receipt', to: buyer.email, userId, ...receipt }, now);
    }
    return rows;
  });
  if (inserted.length > 0) return { ok: true, courseId, userId, created: true };
  // Already recorded. A refunded or disputed payment stays "succeeded" at the provider, but gives no access.
  const [existing] = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.paymentIntentId, intent.id)).limit(1);
  if (existing && existing.status !== 'paid') return { ok: false, reason: 'revoked' };
  return { ok: true, courseId, userId, created: false };
}
