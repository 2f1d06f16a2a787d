import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { offerPrices, offers, subscriptionCharges, subscriptions } from '../db/schema';
import { prorateMonthToYear } from './prorate-interval-switch';
import type { Db } from '../db/client';
import type { SubscriptionStatus } from './schema';

export interface NextCharge {
  at: string;
  amount: number;
  currency: string;
}

/** The other interval a subscription can switch to, at the offer's price, and what switching would charge now. */
export interface IntervalSwitch {
  interval: 'month' | 'year';
  amount: number;
  /** Month to year: the year's price less the unused part of the month (prorateMonthToYear); year to month: 0, from the renewal. */
  chargedNow: number;
}

export interface MySubscription {
  id: string;
  offerId: string;
  offerTitle: string;
  status: SubscriptionStatus;
  interval: 'month' | 'year';
  scheduledInterval: 'month' | 'year' | null;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: string | null;
  /** The price of one period, minor units, before any VAT. */
  amount: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  nextCharge: NextCharge | null;
  /**
   * Null when the offer has no price in this currency for the other interval, when a switch is already scheduled, or
   * when the subscription cannot switch now (only an active one that is not cancelled can).
   */
  switchTo: IntervalSwitch | null;
}

export interface MyPaymentPlan {
  id: string;
  offerId: string;
  offerTitle: string;
  status: SubscriptionStatus;
  instalments: number;
  paid: number;
  amount: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  nextCharge: NextCharge | null;
}

export interface MyBilling {
  subscriptions: MySubscription[];
  paymentPlans: MyPaymentPlan[];
}

/** The statuses in which a subscription may switch interval (decision 034d). */
export const SWITCHABLE_STATUSES: readonly SubscriptionStatus[] = ['active'];

/**
 * The signed-in learner's subscriptions and payment plans (GET /api/billing, /account/billing): theirs only, newest
 * first, without the ones whose first payment never went through (`incomplete`: nothing was bought). The next charge
 * is the renewal (at the scheduled interval's price after a switch to monthly), a failed charge's retry while past due,
 * or none (cancelled, paused, ended, a completed plan).
 */
export async function loadMyBilling({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<MyBilling> {
  const rows = await db
    .select({ subscription: subscriptions, offerTitle: offers.title })
    .from(subscriptions)
    .innerJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'incomplete')))
    .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id));
  if (rows.length === 0) return { subscriptions: [], paymentPlans: [] };
  const ids = rows.map((row) => row.subscription.id);
  const [charges, prices] = await Promise.all([
    db
      .select({
        subscriptionId: subscriptionCharges.subscriptionId,
        status: subscriptionCharges.status,
        amount: subscriptionCharges.amount,
        currency: subscriptionCharges.currency,
        nextAttemptAt: subscriptionCharges.nextAttemptAt,
      })
      .from(subscriptionCharges)
      .where(inArray(subscriptionCharges.subscriptionId, ids)),
    db
      .select({ offerId: offerPrices.offerId, currency: offerPrices.currency, interval: offerPrices.interval, amount: offerPrices.amount })
      .from(offerPrices)
      .where(inArray(offerPrices.offerId, [...new Set(rows.map((row) => row.subscription.offerId))])),
  ]);
  const priceOf = (offerId: string, currency: string, interval: 'month' | 'year') =>
    prices.find((p) => p.offerId === offerId && p.currency === currency && p.interval === interval)?.amount ?? null;

  const result: MyBilling = { subscriptions: [], paymentPlans: [] };
  for (const { subscription: s, offerTitle } of rows) {
    const own = charges.filter((c) => c.subscriptionId === s.id);
    const failed = own.find((c) => c.status === 'failed');
    const card = s.cardLast4 ? { brand: s.cardBrand ?? 'card', last4: s.cardLast4 } : null;
    const retry: NextCharge | null =
      s.status === 'past_due' && failed?.nextAttemptAt
        ? { at: failed.nextAttemptAt.toISOString(), amount: failed.amount, currency: failed.currency }
        : null;
    const renews = (s.status === 'active' || s.status === 'trialing') && !s.cancelAtPeriodEnd;
    if (s.kind === 'payment_plan') {
      const paid = own.filter((c) => c.status === 'paid').length;
      const instalments = s.instalments ?? 0;
      result.paymentPlans.push({
        id: s.id,
        offerId: s.offerId,
        offerTitle,
        status: s.status,
        instalments,
        paid,
        amount: s.amount,
        currency: s.currency,
        card,
        nextCharge:
          retry ?? (renews && paid < instalments ? { at: s.currentPeriodEnd.toISOString(), amount: s.amount, currency: s.currency } : null),
      });
      continue;
    }
    const nextAmount = (s.scheduledInterval && priceOf(s.offerId, s.currency, s.scheduledInterval)) || s.amount;
    const other = s.interval === 'month' ? 'year' : 'month';
    const otherPrice = priceOf(s.offerId, s.currency, other);
    result.subscriptions.push({
      id: s.id,
      offerId: s.offerId,
      offerTitle,
      status: s.status,
      interval: s.interval,
      scheduledInterval: s.scheduledInterval,
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
      amount: s.amount,
      currency: s.currency,
      card,
      nextCharge: retry ?? (renews ? { at: s.currentPeriodEnd.toISOString(), amount: nextAmount, currency: s.currency } : null),
      switchTo:
        otherPrice !== null && SWITCHABLE_STATUSES.includes(s.status) && !s.cancelAtPeriodEnd && !s.scheduledInterval
          ? {
              interval: other,
              amount: otherPrice,
              chargedNow:
                other === 'year'
                  ? prorateMonthToYear({
                      monthAmount: s.amount,
                      yearAmount: otherPrice,
                      periodStart: s.currentPeriodStart,
                      periodEnd: s.currentPeriodEnd,
                      now,
                    }).due
                  : 0,
            }
          : null,
    });
  }
  return result;
}
