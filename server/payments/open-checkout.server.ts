import { and, desc, eq } from 'drizzle-orm';
import { FREE_COURSE_MESSAGE, PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { getCourse } from '../courses/list-courses.server';
import { checkoutIntents } from '../db/schema';
import { fulfilPayment } from './fulfil-payment';
import { IN_FLIGHT_STATUSES, OPEN_STATUSES, type PaymentGateway } from './gateway';
import { ownsCourse } from './purchases.server';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export type OpenCheckoutResult =
  | { ok: true; clientSecret: string; paymentIntentId: string }
  | { ok: false; status: 400 | 404 | 409; message: string; code?: typeof PAYMENT_PROCESSING_CODE };

/**
 * Starts (or resumes) paying for a course. Amount and currency come from the database; the intent's
 * metadata binds it to this user and course, which fulfilment checks later.
 */
export async function openCheckout(
  db: Db,
  mailer: Mailer,
  gateway: PaymentGateway,
  userId: string,
  courseId: string,
): Promise<OpenCheckoutResult> {
  const course = await getCourse(db, courseId);
  if (!course) return { ok: false, status: 404, message: 'Course not found' };
  if (!course.isPremium) return { ok: false, status: 400, message: FREE_COURSE_MESSAGE };
  if (await ownsCourse(db, userId, courseId)) {
    return { ok: false, status: 409, message: 'You already own this course.' };
  }

  // Resume the latest unfinished intent, so reloading the checkout does not pile up intents.
  const [latest] = await db
    .select({ id: checkoutIntents.paymentIntentId })
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.userId, userId), eq(checkoutIntents.courseId, courseId)))
    .orderBy(desc(checkoutIntents.createdAt))
    .limit(1);
  if (latest) {
    const existing = await gateway.retrieveIntent(latest.id);
    if (
      existing?.clientSecret &&
      OPEN_STATUSES.has(existing.status) &&
      existing.amount === course.price &&
      existing.currency.toLowerCase() === course.currency.toLowerCase()
    ) {
      return { ok: true, clientSecret: existing.clientSecret, paymentIntentId: existing.id };
    }
    // Paid and still settling: a second intent could succeed too and charge the buyer twice. A 409 rather
    // than the intent itself, because there is nothing left to do with it: the payment form cannot confirm
    // it again, and the buyer (or an API client) is told plainly to wait, the same with either gateway.
    if (existing && IN_FLIGHT_STATUSES.has(existing.status)) {
      return { ok: false, status: 409, code: PAYMENT_PROCESSING_CODE, message: PAYMENT_PROCESSING_MESSAGE };
    }
    // Paid, but the buyer never came back to the return page (and no webhook has arrived yet):
    // record the purchase now rather than ask for a second payment.
    if (existing?.status === 'succeeded' && existing.metadata.userId === userId && existing.metadata.courseId === courseId) {
      if ((await fulfilPayment(db, mailer, existing)).ok) return { ok: false, status: 409, message: 'You already own this course.' };
    }
  }

  const intent = await gateway.createIntent({
    amount: course.price,
    currency: course.currency,
    metadata: { userId, courseId },
    description: course.title,
    idempotencyKey: `checkout:${userId}:${courseId}:${latest?.id ?? 'first'}`,
  });
  await db.insert(checkoutIntents).values({ paymentIntentId: intent.id, userId, courseId }).onConflictDoNothing();
  if (!intent.clientSecret) throw new Error(`payment intent ${intent.id} came back without a client secret`);
  return { ok: true, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}
