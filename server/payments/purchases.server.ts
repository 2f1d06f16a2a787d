import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS_STATUSES } from '../auth/sessions.server';
import { purchases } from '../db/schema';
import type { Db } from '../db/client';

export async function ownsCourse(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId), inArray(purchases.status, [...ACCESS_STATUSES])))
    .limit(1);
  return Boolean(row);
}

/**
 * A full refund or a dispute takes the access away; the purchase row stays as the accounting record.
 * A refund is final, whatever came before it; a dispute suspends only a paid purchase, so a refunded one
 * stays refunded (and a later won dispute cannot bring it back, see restoreDisputedPurchase).
 */
export async function revokePurchase(db: Db, paymentIntentId: string, status: 'refunded' | 'disputed', now = new Date()) {
  const from = status === 'refunded' ? (['paid', 'disputed'] as const) : (['paid'] as const);
  const rows = await db
    .update(purchases)
    // A refund made in the provider's dashboard has no refund id or owner here; it is dated when it arrives.
    .set(status === 'refunded' ? { status, updatedAt: now, refundedAt: now } : { status, updatedAt: now })
    .where(and(eq(purchases.paymentIntentId, paymentIntentId), inArray(purchases.status, [...from])))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

/** A won dispute gives back what the dispute suspended: only a purchase that is disputed becomes paid again. */
export async function restoreDisputedPurchase(db: Db, paymentIntentId: string, now = new Date()) {
  const rows = await db
    .update(purchases)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(purchases.paymentIntentId, paymentIntentId), eq(purchases.status, 'disputed')))
    .returning({ id: purchases.id });
  return rows.length > 0;
}
