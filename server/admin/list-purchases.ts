import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { coupons, offers, purchases, users } from '../db/schema';
import { ADMIN_PAGE_SIZE, containsPattern, pageOf, type Page } from './paging';
import type { Db } from '../db/client';

/** What the owner's screens show of a purchase (with purchases joined to users and offers). */
export const ADMIN_PURCHASE_COLUMNS = {
  id: purchases.id,
  userId: purchases.userId,
  username: users.username,
  email: users.email,
  courseId: purchases.courseId,
  offerId: purchases.offerId,
  /** What was bought: the offer's title (issue 43; the specification's offers have their course's). */
  courseTitle: offers.title,
  amount: purchases.amount,
  currency: purchases.currency,
  status: purchases.status,
  paymentId: purchases.paymentIntentId,
  refundId: purchases.refundId,
  grantReason: purchases.grantReason,
  revokeReason: purchases.revokeReason,
  refundReason: purchases.refundReason,
  createdAt: purchases.createdAt,
  refundedAt: purchases.refundedAt,
  couponCode: coupons.code,
  discount: purchases.discount,
};

export type PurchaseStatus = (typeof purchases.$inferSelect)['status'];

export interface AdminPurchase {
  id: string;
  learner: { id: string; username: string; email: string } | null;
  /** The offer's first course; null for an offer of no course. */
  courseId: string | null;
  offerId: string;
  /** The offer bought (its title). */
  courseTitle: string;
  amount: number;
  currency: string;
  status: PurchaseStatus;
  /** The gateway's payment id; null for a grant. */
  paymentId: string | null;
  refundId: string | null;
  reason: string | null;
  createdAt: string;
  refundedAt: string | null;
  /** The code used at checkout (issue 14) and what it took off; `amount` is what was charged. */
  couponCode: string | null;
  discount: number;
}

/** Every purchase and grant, newest first; `q` matches the learner's email (part of it) or a payment or refund id. */
export async function listPurchases({
  db,
  q,
  status,
  page,
}: {
  db: Db;
  q?: string;
  status?: PurchaseStatus;
  page: number;
}): Promise<Page<AdminPurchase>> {
  const filters: SQL[] = [];
  if (q) {
    filters.push(
      or(
        ilike(users.email, containsPattern(q)),
        eq(purchases.paymentIntentId, q),
        eq(purchases.refundId, q),
        eq(purchases.id, uuidOrNil(q)),
      )!,
    );
  }
  if (status) filters.push(eq(purchases.status, status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(ADMIN_PURCHASE_COLUMNS)
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .innerJoin(offers, eq(offers.id, purchases.offerId))
      .leftJoin(coupons, eq(coupons.id, purchases.couponId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(purchases).leftJoin(users, eq(users.id, purchases.userId)).where(where),
  ]);
  return pageOf(rows.map(toAdminPurchase), page, total?.n ?? 0);
}

type Row = {
  id: string;
  userId: string | null;
  username: string | null;
  email: string | null;
  courseId: string | null;
  offerId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  status: PurchaseStatus;
  paymentId: string | null;
  refundId: string | null;
  grantReason: string | null;
  revokeReason: string | null;
  refundReason: string | null;
  createdAt: Date;
  refundedAt: Date | null;
  couponCode: string | null;
  discount: number;
};

export function toAdminPurchase(row: Row): AdminPurchase {
  return {
    id: row.id,
    learner: row.userId && row.email ? { id: row.userId, username: row.username ?? '', email: row.email } : null,
    courseId: row.courseId,
    offerId: row.offerId,
    courseTitle: row.courseTitle,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentId: row.paymentId,
    refundId: row.refundId,
    reason: row.status === 'revoked' ? row.revokeReason : row.status === 'refunded' ? row.refundReason : row.grantReason,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    couponCode: row.couponCode,
    discount: row.discount,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A search for a purchase's own id; any other text compares with an id no row has. */
function uuidOrNil(q: string): string {
  return UUID.test(q) ? q : '00000000-0000-0000-0000-000000000000';
}
