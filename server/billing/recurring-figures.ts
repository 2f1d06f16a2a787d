import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { offers, subscriptionCharges, subscriptions, users } from '../db/schema';
import type { Db } from '../db/client';

const DAY = 24 * 60 * 60 * 1000;
/** Churn is measured over the last 30 days; the upcoming renewals are those of the next 7. */
export const CHURN_DAYS = 30;
export const RENEWAL_DAYS = 7;

/** One charge coming in the next days: who, for what, how much, when. */
export interface UpcomingRenewal {
  subscriptionId: string;
  learner: { id: string; username: string; email: string } | null;
  offerTitle: string;
  kind: 'subscription' | 'payment_plan';
  interval: 'month' | 'year';
  amount: number;
  currency: string;
  at: string;
  /** The trial ends then: this is the first charge. */
  trialEnds: boolean;
}

/** The owner's recurring money at `now` (issue 44), for /admin. Amounts are minor units per currency, before VAT. */
export interface RecurringFigures {
  /**
   * Monthly recurring revenue: what the active and past-due subscriptions bring each month (a yearly price ÷ 12,
   * rounded to the minor unit per currency), and the running payment plans' monthly instalments.
   */
  mrr: Record<string, number>;
  /** Subscriptions (not payment plans) that are active: paid and not in a trial. */
  activeSubscriptions: number;
  trials: number;
  /** Payment plans still being paid (active or past due). */
  runningPaymentPlans: number;
  churn: {
    days: number;
    /** Subscriptions that ended (cancelled or paused) in the last `days`. */
    ended: number;
    /** Subscriptions standing at the period's start: created by then and not ended by then. */
    standingAtStart: number;
    /** ended ÷ standingAtStart, or null with none standing. */
    rate: number | null;
  };
  /** Past-due subscriptions and plans (a failed renewal being retried), and what their failed charges owe. */
  dunning: { count: number; amounts: Record<string, number> };
  /** Charges due in the next `days`, soonest first (at most `limit` of them; `total` counts all). */
  renewals: { days: number; total: number; next: UpcomingRenewal[] };
}

/** Still paying: the statuses whose price counts towards MRR. */
const PAYING = ['active', 'past_due'] as const;

/**
 * The figures /admin shows (issue 44), each one query on subscriptions and their charges, read at `now` (the test
 * clock in end-to-end tests). Trials bring nothing yet, so they are counted but not in MRR.
 */
export async function loadRecurringFigures({ db, now, limit = 10 }: { db: Db; now: Date; limit?: number }): Promise<RecurringFigures> {
  const churnStart = new Date(now.getTime() - CHURN_DAYS * DAY);
  const renewalsEnd = new Date(now.getTime() + RENEWAL_DAYS * DAY);
  // A yearly price counts a twelfth of itself each month; summed in numeric, rounded once per currency.
  const monthly = sql`case when ${subscriptions.kind} = 'subscription' and ${subscriptions.interval} = 'year' then ${subscriptions.amount}::numeric / 12 else ${subscriptions.amount}::numeric end`;
  const comingDue = and(
    inArray(subscriptions.status, ['trialing', 'active']),
    eq(subscriptions.cancelAtPeriodEnd, false),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, renewalsEnd),
  );
  const [mrrRows, [counts], [churn], dunningRows, renewalRows, [renewalTotal]] = await Promise.all([
    db
      .select({ currency: subscriptions.currency, amount: sql<number>`round(sum(${monthly}))::int` })
      .from(subscriptions)
      .where(inArray(subscriptions.status, PAYING))
      .groupBy(subscriptions.currency),
    db
      .select({
        active: sql<number>`(count(*) filter (where ${subscriptions.kind} = 'subscription' and ${subscriptions.status} = 'active'))::int`,
        trials: sql<number>`(count(*) filter (where ${subscriptions.status} = 'trialing'))::int`,
        plans: sql<number>`(count(*) filter (where ${subscriptions.kind} = 'payment_plan' and ${subscriptions.status} in ('active', 'past_due')))::int`,
        pastDue: sql<number>`(count(*) filter (where ${subscriptions.status} = 'past_due'))::int`,
      })
      .from(subscriptions),
    db
      .select({
        ended: sql<number>`(count(*) filter (where ${subscriptions.status} in ('canceled', 'paused') and ${subscriptions.endedAt} > ${churnStart} and ${subscriptions.endedAt} <= ${now}))::int`,
        standing: sql<number>`(count(*) filter (where ${subscriptions.createdAt} <= ${churnStart} and (${subscriptions.endedAt} is null or ${subscriptions.endedAt} > ${churnStart})))::int`,
      })
      .from(subscriptions)
      // Payment plans end by being paid in full, and an unpaid first charge never started: neither is churn.
      .where(and(eq(subscriptions.kind, 'subscription'), sql`${subscriptions.status} <> 'incomplete'`)),
    db
      .select({ currency: subscriptionCharges.currency, amount: sql<number>`coalesce(sum(${subscriptionCharges.amount}), 0)::int` })
      .from(subscriptionCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
      .where(and(eq(subscriptions.status, 'past_due'), inArray(subscriptionCharges.status, ['failed', 'pending'])))
      .groupBy(subscriptionCharges.currency),
    db
      .select({
        subscriptionId: subscriptions.id,
        userId: subscriptions.userId,
        username: users.username,
        email: users.email,
        offerTitle: offers.title,
        kind: subscriptions.kind,
        interval: subscriptions.interval,
        amount: subscriptions.amount,
        currency: subscriptions.currency,
        at: subscriptions.currentPeriodEnd,
        status: subscriptions.status,
      })
      .from(subscriptions)
      .innerJoin(offers, eq(offers.id, subscriptions.offerId))
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(comingDue)
      .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(comingDue),
  ]);
  const byCurrency = (rows: { currency: string; amount: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.amount > 0).map((row) => [row.currency.toUpperCase(), row.amount]));
  return {
    mrr: byCurrency(mrrRows),
    activeSubscriptions: counts?.active ?? 0,
    trials: counts?.trials ?? 0,
    runningPaymentPlans: counts?.plans ?? 0,
    churn: {
      days: CHURN_DAYS,
      ended: churn?.ended ?? 0,
      standingAtStart: churn?.standing ?? 0,
      rate: churn && churn.standing > 0 ? churn.ended / churn.standing : null,
    },
    dunning: { count: counts?.pastDue ?? 0, amounts: byCurrency(dunningRows) },
    renewals: {
      days: RENEWAL_DAYS,
      total: renewalTotal?.n ?? 0,
      next: renewalRows.map((row) => ({
        subscriptionId: row.subscriptionId,
        learner: row.userId && row.email ? { id: row.userId, username: row.username ?? '', email: row.email } : null,
        offerTitle: row.offerTitle,
        kind: row.kind,
        interval: row.interval,
        amount: row.amount,
        currency: row.currency,
        at: row.at.toISOString(),
        trialEnds: row.status === 'trialing',
      })),
    },
  };
}
