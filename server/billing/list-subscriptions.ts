import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, containsPattern, pageOf, type Page } from '../admin/paging';
import { offers, subscriptionCharges, subscriptions, users } from '../db/schema';
import type { SubscriptionsQuery } from '../../common/admin-subscription-schemas';
import type { ADMIN_SUBSCRIPTION_STATUSES } from '../../common/billing-rules';
import type { Db } from '../db/client';
import type { SubscriptionStatus } from './schema';

// The query's statuses are the table's: a status added to one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statusesAgree: Same<(typeof ADMIN_SUBSCRIPTION_STATUSES)[number], SubscriptionStatus> = true;
void statusesAgree;

/** A subscription or payment plan as the owner's list shows it (GET /api/admin/subscriptions, issue 44). */
export interface AdminSubscription {
  id: string;
  /** Null once the learner deleted their account. */
  learner: { id: string; username: string; email: string } | null;
  offerId: string;
  offerTitle: string;
  kind: 'subscription' | 'payment_plan';
  status: SubscriptionStatus;
  interval: 'month' | 'year';
  /** One period's (or instalment's) price when subscribed, minor units, before VAT. */
  amount: number;
  currency: string;
  /** A payment plan's number of payments, and how many are paid; null for a subscription. */
  instalments: number | null;
  chargesPaid: number;
  trialEndsAt: string | null;
  /** The end of the period paid for (or of the trial). */
  currentPeriodEnd: string;
  /** When the next charge falls due: the period's end, unless nothing more will be charged. */
  nextChargeAt: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
}

/** Statuses after which nothing more is charged on a schedule (a paused one is charged only when the learner pays). */
const NO_NEXT_CHARGE: readonly SubscriptionStatus[] = ['incomplete', 'paused', 'canceled', 'completed'];

/**
 * Every subscription and payment plan, newest first, 25 a page: filtered by status, offer, and part of the learner's
 * email or username (`q`).
 */
export async function listSubscriptions({
  db,
  status,
  offerId,
  q,
  page,
}: { db: Db } & SubscriptionsQuery): Promise<Page<AdminSubscription>> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(subscriptions.status, status));
  if (offerId) filters.push(eq(subscriptions.offerId, offerId));
  if (q) filters.push(or(ilike(users.email, containsPattern(q)), ilike(users.username, containsPattern(q)))!);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const paid = sql<number>`(select count(*)::int from ${subscriptionCharges} c where c.subscription_id = ${subscriptions.id} and c.status = 'paid')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        username: users.username,
        email: users.email,
        offerId: subscriptions.offerId,
        offerTitle: offers.title,
        kind: subscriptions.kind,
        status: subscriptions.status,
        interval: subscriptions.interval,
        amount: subscriptions.amount,
        currency: subscriptions.currency,
        instalments: subscriptions.instalments,
        chargesPaid: paid,
        trialEndsAt: subscriptions.trialEndsAt,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(offers, eq(offers.id, subscriptions.offerId))
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(subscriptions).leftJoin(users, eq(users.id, subscriptions.userId)).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      learner: row.userId && row.email ? { id: row.userId, username: row.username ?? '', email: row.email } : null,
      offerId: row.offerId,
      offerTitle: row.offerTitle,
      kind: row.kind,
      status: row.status,
      interval: row.interval,
      amount: row.amount,
      currency: row.currency,
      instalments: row.instalments,
      chargesPaid: row.chargesPaid,
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      nextChargeAt: row.cancelAtPeriodEnd || NO_NEXT_CHARGE.includes(row.status) ? null : row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    total?.n ?? 0,
  );
}
