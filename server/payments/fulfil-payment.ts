import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchases } from '../db/schema';
import { getCourse } from '../courses/list-courses';
import type { GatewayIntent } from './gateway';

export type FulfilResult =
  | { ok: true; courseId: string; userId: string; created: boolean }
  | { ok: false; reason: 'not_succeeded' | 'bad_metadata' | 'unknown_course' | 'amount_mismatch' | 'revoked' };

/**
 * The one place a purchase is recorded, used by the payment-success call and the webhook alike.
 * The intent must come from the provider (never from a request body). Idempotent and safe under
 * concurrency: `purchases.payment_intent_id` is unique and the insert does nothing on conflict.
 */
export async function fulfilPayment(db: Db, intent: GatewayIntent, now = new Date()): Promise<FulfilResult> {
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
  const { userId, courseId } = intent.metadata;
  if (!userId || !courseId) return { ok: false, reason: 'bad_metadata' };
  const course = await getCourse(db, courseId);
  if (!course) return { ok: false, reason: 'unknown_course' };
  if (intent.amount !== course.price || intent.currency.toLowerCase() !== course.currency.toLowerCase()) {
    return { ok: false, reason: 'amount_mismatch' };
  }
  const inserted = await db
    .insert(purchases)
    .values({
      userId,
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
  if (inserted.length > 0) return { ok: true, courseId, userId, created: true };
  // Already recorded. A refunded or disputed payment stays "succeeded" at the provider, but gives no access.
  const [existing] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.paymentIntentId, intent.id))
    .limit(1);
  if (existing && existing.status !== 'paid') return { ok: false, reason: 'revoked' };
  return { ok: true, courseId, userId, created: false };
}
