import { and, desc, eq } from 'drizzle-orm';
import { FREE_COURSE_MESSAGE, PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE } from '../../common/checkout-messages';
import { findCourse } from '../courses/find-course.server';
import { checkoutIntents } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { fulfilPayment } from './fulfil-payment';
import { IN_FLIGHT_STATUSES, OPEN_STATUSES, type PaymentGateway } from './gateway';
import { ownsCourse } from './owns-course.server';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface OpenCheckoutOptions {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  userId: string;
  courseId: string;
  now: Date;
}

export interface OpenCheckout {
  clientSecret: string;
  paymentIntentId: string;
}

const ALREADY_OWNED = 'You already own this course.';

/**
 * Starts (or resumes) paying for a course. Amount and currency come from the database; the intent's
 * metadata binds it to this user and course, which fulfilment checks later.
 */
export async function openCheckout({ db, mailer, gateway, userId, courseId, now }: OpenCheckoutOptions): Promise<OpenCheckout> {
  const course = await findCourse({ db, courseId });
  if (!course) throw new DomainError('not_found', 'Course not found');
  if (!course.isPremium) throw new DomainError('invalid', FREE_COURSE_MESSAGE);
  if (await ownsCourse({ db, userId, courseId })) throw new DomainError('conflict', ALREADY_OWNED);

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
      return { clientSecret: existing.clientSecret, paymentIntentId: existing.id };
    }
    // Paid and still settling: a second intent could succeed too and charge the buyer twice. A conflict
    // rather than the intent itself, because there is nothing left to do with it: the payment form cannot confirm
    // it again, and the buyer (or an API client) is told plainly to wait, the same with either gateway.
    if (existing && IN_FLIGHT_STATUSES.has(existing.status)) {
      throw new DomainError(PAYMENT_PROCESSING_CODE, PAYMENT_PROCESSING_MESSAGE);
    }
    // Paid, but the buyer never came back to the return page (and no webhook has arrived yet):
    // record the purchase now rather than ask for a second payment.
    if (existing?.status === 'succeeded' && existing.metadata.userId === userId && existing.metadata.courseId === courseId) {
      if ((await fulfilPayment({ db, mailer, intent: existing, now })).ok) throw new DomainError('conflict', ALREADY_OWNED);
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
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}
