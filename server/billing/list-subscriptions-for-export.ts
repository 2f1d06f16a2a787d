import { asc, eq } from 'drizzle-orm';
import { offers, subscriptionCharges, subscriptions } from '../db/schema';
import type { Db } from '../db/client';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A learner's subscriptions and payment plans for "Download my data" (issue 44): what they agreed to, its state,
 * the reason they gave for cancelling, and each charge with its attempts' outcome. The saved card is named by brand
 * and last four digits only, as the billing page shows it.
 */
export async function listSubscriptionsForExport({ db, userId }: { db: Db; userId: string }) {
  const rows = await db
    .select({ subscription: subscriptions, offerTitle: offers.title })
    .from(subscriptions)
    .innerJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  return Promise.all(
    rows.map(async ({ subscription: s, offerTitle }) => {
      const charges = await db
        .select()
        .from(subscriptionCharges)
        .where(eq(subscriptionCharges.subscriptionId, s.id))
        .orderBy(asc(subscriptionCharges.sequence));
      return {
        offerId: s.offerId,
        offerTitle,
        kind: s.kind,
        interval: s.interval,
        amount: s.amount,
        currency: s.currency,
        instalments: s.instalments,
        status: s.status,
        startedAt: iso(s.createdAt),
        trialEndsAt: iso(s.trialEndsAt),
        currentPeriodEnd: iso(s.currentPeriodEnd),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        canceledAt: iso(s.canceledAt),
        cancelReason: s.cancelReason,
        endedAt: iso(s.endedAt),
        card: s.cardLast4 ? { brand: s.cardBrand, last4: s.cardLast4 } : null,
        billing: s.billing,
        charges: charges.map((c) => ({
          sequence: c.sequence,
          periodStart: iso(c.periodStart),
          periodEnd: iso(c.periodEnd),
          amount: c.amount,
          currency: c.currency,
          status: c.status,
          attempts: c.attempts,
          paidAt: iso(c.paidAt),
          paymentReference: c.paymentIntentId,
        })),
      };
    }),
  );
}
