import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { offerPrices, subscriptionCharges, subscriptions, users } from '../db/schema';
import { loadOffer } from '../offers/sale-offer';
import { attemptLocalCharge, decideChargeTax } from './attempt-charge';
import { subscriptionPausedEmail } from './billing-emails';
import { addInterval } from './billing-periods';
import { handleBillingEvent } from './handle-billing-event';
import { dunningGraceDays } from './record-charge-failed';
import { payInvoice, type BillingGateway } from './stripe-billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';
import type { LocalGateway, LocalSavedCards } from '../payments/local-gateway';
import type { TaxDecision } from '../tax/decide-tax';

const DAY_MS = 86_400_000;

/**
 * A renewal made but never tried (its process stopped between making it and charging it) is tried by any process
 * after this long: long enough that the process that made it has tried it, whatever the machine's load.
 */
export const UNTRIED_CHARGE_AFTER_MS = 10 * 60_000;

/** How many rows one step handles in one pass at most: a backlog is worked off over a few passes. */
const STEP_LIMIT = 200;

/** How many times a pass goes round its steps: a paid retry may make the next renewal due, a renewal its retries. */
const MAX_ROUNDS = 5;

export interface BillingPassOptions {
  db: Db;
  mailer: Mailer;
  /**
   * The local test gateway and its saved cards, which charge the local subscriptions; null in Stripe mode, where
   * Stripe renews and retries its own (and local test subscriptions left from before are not charged).
   */
  local: { gateway: LocalGateway; cards: LocalSavedCards } | null;
  /**
   * Stripe, in Stripe mode: Stripe renews its subscriptions, and the site retries a declined renewal's invoice on the
   * dunning days (Stripe's own retries are off, docs/payments.md), recording the outcome as its webhook would.
   */
  stripe?: BillingGateway | null;
  /** The real time: what the pass writes carries it. */
  now: Date;
  /** What is due by this time is done (`now` but in end-to-end tests: server/operations/clock.ts, decision 032c). */
  dueBy: Date;
}

export interface BillingPassReport {
  /** Renewals (and trials' first charges) made and tried: paid or declined. */
  renewed: number;
  /** Failed charges tried again. */
  retried: number;
  /** Of the renewals and retries, how many were paid and how many declined. */
  paid: number;
  declined: number;
  /** Subscriptions paused at the end of their grace period, ended at the end of a cancelled period, completed. */
  paused: number;
  ended: number;
  completed: number;
  /** Rows whose step threw: logged by the job and tried again at the next pass. */
  errors: Array<{ step: string; id: string; error: unknown }>;
}

/**
 * The billing pass (issue 44, decisions 034a and 034f): everything due by `dueBy` is done, once however many
 * processes run it at once. Each row is claimed with FOR UPDATE SKIP LOCKED in a short transaction that also marks
 * it taken (the renewal's charge made, a retry's next attempt cleared, the status changed), so a second process
 * finds nothing to do; the gateway is called after that transaction, and recordChargePaid/recordChargeFailed record
 * the outcome once (their unique payment id and attempt row). The steps, in order:
 * - end: a cancelled subscription whose period is over is `canceled` (the trigger ends its access) and its unpaid
 *   charges void;
 * - renew (local gateway): a trialing or active subscription whose period is over gets its next charge, tried now;
 *   a payment plan paid in full is `completed` instead;
 * - retry: a failed charge whose next attempt is due is tried again (local gateway: its saved card; Stripe: its
 *   invoice paid again, the outcome recorded as its webhook records it);
 * - pause (both gateways): a past-due subscription whose failed charge's grace period is over is `paused` (access
 *   ends, progress stays), with one email.
 * The steps go round until nothing is left, so a clock moved weeks at once still renews, retries and pauses in order.
 */
export async function runBillingPass(options: BillingPassOptions): Promise<BillingPassReport> {
  const report: BillingPassReport = { renewed: 0, retried: 0, paid: 0, declined: 0, paused: 0, ended: 0, completed: 0, errors: [] };
  // Rows whose step threw or was taken by another process: not taken again in this pass.
  const skip = new Set<string>();
  const done = () => report.renewed + report.retried + report.paused + report.ended + report.completed;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = done();
    report.ended += await endCancelledSubscriptions(options);
    if (options.local) {
      await renewDueSubscriptions(options, options.local, report, skip);
      await retryFailedCharges(options, options.local, report, skip);
    }
    if (options.stripe) await retryStripeInvoices(options, options.stripe, report, skip);
    report.paused += await pauseUnpaidSubscriptions(options, report, skip);
    if (done() === before) break;
  }
  return report;
}

/** Cancelled at the period's end, and the period is over: canceled, its unpaid charges void (never retried). */
async function endCancelledSubscriptions({ db, now, dueBy }: BillingPassOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.cancelAtPeriodEnd, true),
          inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'paused']),
          lte(subscriptions.currentPeriodEnd, dueBy),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd))
      .limit(STEP_LIMIT)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx.update(subscriptions).set({ status: 'canceled', endedAt: now, updatedAt: now }).where(inArray(subscriptions.id, ids));
    await tx
      .update(subscriptionCharges)
      .set({ status: 'void', nextAttemptAt: null, updatedAt: now })
      .where(and(inArray(subscriptionCharges.subscriptionId, ids), inArray(subscriptionCharges.status, ['pending', 'failed'])));
    return ids.length;
  });
}

type Claimed = { chargeId: string; decision: TaxDecision } | { completed: true } | null;

/**
 * Renewals: one subscription at a time, claimed, its next charge made in the claiming transaction (the unique
 * sequence, and the re-check under the lock, make a period's charge once), then tried with the saved card.
 */
async function renewDueSubscriptions(
  options: BillingPassOptions,
  local: NonNullable<BillingPassOptions['local']>,
  report: BillingPassReport,
  skip: Set<string>,
): Promise<void> {
  for (let i = 0; i < STEP_LIMIT; i++) {
    let subscriptionId: string | undefined;
    let claimed: Claimed;
    try {
      claimed = await options.db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.gateway, 'local'),
              inArray(subscriptions.status, ['trialing', 'active']),
              // A deleted account's subscriptions end with it (server/account/delete-account.ts); none is charged without its learner.
              isNotNull(subscriptions.userId),
              eq(subscriptions.cancelAtPeriodEnd, false),
              lte(subscriptions.currentPeriodEnd, options.dueBy),
              skip.size > 0 ? notInArray(subscriptions.id, [...skip]) : undefined,
              sql`not exists (select 1 from ${subscriptionCharges} where ${subscriptionCharges.subscriptionId} = ${subscriptions.id} and ${subscriptionCharges.status} in ('pending', 'failed'))`,
            ),
          )
          .orderBy(asc(subscriptions.currentPeriodEnd))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!subscription) return null;
        subscriptionId = subscription.id;
        // Read again under the lock (a new snapshot): another process may have made this period's charge and let go.
        const charges = await tx
          .select({ sequence: subscriptionCharges.sequence, status: subscriptionCharges.status })
          .from(subscriptionCharges)
          .where(eq(subscriptionCharges.subscriptionId, subscription.id));
        if (charges.some((charge) => charge.status === 'pending' || charge.status === 'failed')) {
          skip.add(subscription.id);
          return null;
        }
        const paidCount = charges.filter((charge) => charge.status === 'paid').length;
        if (subscription.kind === 'payment_plan' && paidCount >= (subscription.instalments ?? 0)) {
          await tx
            .update(subscriptions)
            .set({ status: 'completed', endedAt: options.now, updatedAt: options.now })
            .where(eq(subscriptions.id, subscription.id));
          return { completed: true } as const;
        }
        const sequence = Math.max(0, ...charges.map((charge) => charge.sequence)) + 1;
        // A switch of interval takes effect at this renewal, at the offer's current price for it.
        let { interval, amount } = subscription;
        if (subscription.scheduledInterval) {
          const [price] = await tx
            .select({ amount: offerPrices.amount })
            .from(offerPrices)
            .where(
              and(
                eq(offerPrices.offerId, subscription.offerId),
                eq(offerPrices.currency, subscription.currency),
                eq(offerPrices.interval, subscription.scheduledInterval),
              ),
            )
            .limit(1);
          // No price for it any more (the owner removed it): the subscription renews as it was.
          if (price) ({ interval, amount } = { interval: subscription.scheduledInterval, amount: price.amount });
          await tx
            .update(subscriptions)
            .set({ interval, amount, scheduledInterval: null, updatedAt: options.now })
            .where(eq(subscriptions.id, subscription.id));
        }
        const decision = await decideChargeTax({ db: tx, billing: subscription.billing, amount });
        const periodStart = subscription.currentPeriodEnd;
        const [charge] = await tx
          .insert(subscriptionCharges)
          .values({
            subscriptionId: subscription.id,
            sequence,
            periodStart,
            periodEnd: addInterval(periodStart, interval),
            dueAt: periodStart,
            amount: decision.gross,
            currency: subscription.currency,
            status: 'pending',
            createdAt: options.now,
            updatedAt: options.now,
          })
          .onConflictDoNothing()
          .returning({ id: subscriptionCharges.id });
        return charge ? { chargeId: charge.id, decision } : null;
      });
    } catch (error) {
      if (!subscriptionId) throw error;
      skip.add(subscriptionId);
      report.errors.push({ step: 'renew', id: subscriptionId, error });
      continue;
    }
    if (!claimed) {
      if (subscriptionId) continue;
      return;
    }
    if ('completed' in claimed) {
      report.completed += 1;
      continue;
    }
    report.renewed += 1;
    await tryCharge(options, local, claimed.chargeId, claimed.decision, report, skip, 'renew');
  }
}

/**
 * Retries: one failed charge at a time, claimed by clearing its next attempt (the dunning sets the next one from
 * this try's outcome), then tried again; a renewal made but left untried by a stopped process is tried here too.
 */
async function retryFailedCharges(
  options: BillingPassOptions,
  local: NonNullable<BillingPassOptions['local']>,
  report: BillingPassReport,
  skip: Set<string>,
): Promise<void> {
  const untriedBefore = new Date(options.now.getTime() - UNTRIED_CHARGE_AFTER_MS);
  for (let i = 0; i < STEP_LIMIT; i++) {
    const claimed = await options.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ charge: subscriptionCharges, subscription: subscriptions })
        .from(subscriptionCharges)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
        .where(
          and(
            eq(subscriptions.gateway, 'local'),
            inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
            isNotNull(subscriptions.userId),
            eq(subscriptions.cancelAtPeriodEnd, false),
            skip.size > 0 ? notInArray(subscriptionCharges.id, [...skip]) : undefined,
            sql`((${subscriptionCharges.status} = 'failed' and ${subscriptionCharges.nextAttemptAt} <= ${options.dueBy})
              or (${subscriptionCharges.status} = 'pending' and ${subscriptionCharges.attempts} = 0
                  and ${subscriptionCharges.dueAt} <= ${options.dueBy} and ${subscriptionCharges.updatedAt} <= ${untriedBefore}))`,
          ),
        )
        .orderBy(asc(sql`coalesce(${subscriptionCharges.nextAttemptAt}, ${subscriptionCharges.dueAt})`))
        .limit(1)
        .for('update', { of: subscriptionCharges, skipLocked: true });
      if (!row) return null;
      await tx
        .update(subscriptionCharges)
        .set({ nextAttemptAt: null, updatedAt: options.now })
        .where(eq(subscriptionCharges.id, row.charge.id));
      return row;
    });
    if (!claimed) return;
    const { charge, subscription } = claimed;
    let decision: TaxDecision | undefined;
    if (charge.status === 'pending') {
      report.renewed += 1;
      decision = await decideChargeTax({ db: options.db, billing: subscription.billing, amount: subscription.amount }).catch(
        () => undefined,
      );
    } else {
      report.retried += 1;
    }
    const outcome = await tryCharge(options, local, charge.id, decision, report, skip, 'retry');
    // The try threw before recording anything: its retry stays planned, for the next pass.
    if (outcome === 'error' && charge.status === 'failed' && charge.nextAttemptAt) {
      await options.db
        .update(subscriptionCharges)
        .set({ nextAttemptAt: charge.nextAttemptAt })
        .where(
          and(
            eq(subscriptionCharges.id, charge.id),
            eq(subscriptionCharges.status, 'failed'),
            sql`${subscriptionCharges.nextAttemptAt} is null`,
          ),
        );
    }
  }
}

/**
 * Stripe's retries on the dunning days: one failed charge at a time, claimed by clearing its next attempt, its
 * invoice paid again off-session (payInvoice: one idempotency key per attempt), and the outcome recorded by the
 * webhook's own handler (handleBillingEvent reads the invoice back), so the webhook arriving too records it once.
 */
async function retryStripeInvoices(
  options: BillingPassOptions,
  stripe: BillingGateway,
  report: BillingPassReport,
  skip: Set<string>,
): Promise<void> {
  for (let i = 0; i < STEP_LIMIT; i++) {
    const claimed = await options.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: subscriptionCharges.id,
          invoiceId: subscriptionCharges.providerInvoiceId,
          nextAttemptAt: subscriptionCharges.nextAttemptAt,
        })
        .from(subscriptionCharges)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
        .where(
          and(
            eq(subscriptions.gateway, 'stripe'),
            inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
            eq(subscriptions.cancelAtPeriodEnd, false),
            eq(subscriptionCharges.status, 'failed'),
            isNotNull(subscriptionCharges.providerInvoiceId),
            lte(subscriptionCharges.nextAttemptAt, options.dueBy),
            skip.size > 0 ? notInArray(subscriptionCharges.id, [...skip]) : undefined,
          ),
        )
        .orderBy(asc(subscriptionCharges.nextAttemptAt))
        .limit(1)
        .for('update', { of: subscriptionCharges, skipLocked: true });
      if (!row) return null;
      await tx.update(subscriptionCharges).set({ nextAttemptAt: null, updatedAt: options.now }).where(eq(subscriptionCharges.id, row.id));
      return row;
    });
    if (!claimed) return;
    report.retried += 1;
    try {
      const outcome = await payInvoice({ gateway: stripe, invoiceId: claimed.invoiceId! });
      if (outcome.outcome === 'paid') report.paid += 1;
      else report.declined += 1;
      await handleBillingEvent({
        db: options.db,
        mailer: options.mailer,
        gateway: stripe,
        type: outcome.outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
        objectId: claimed.invoiceId!,
        now: options.now,
      });
    } catch (error) {
      skip.add(claimed.id);
      report.errors.push({ step: 'retry', id: claimed.id, error });
      // Nothing recorded: its retry stays planned, for the next pass.
      await options.db
        .update(subscriptionCharges)
        .set({ nextAttemptAt: claimed.nextAttemptAt })
        .where(
          and(eq(subscriptionCharges.id, claimed.id), eq(subscriptionCharges.status, 'failed'), isNull(subscriptionCharges.nextAttemptAt)),
        );
    }
  }
}

async function tryCharge(
  { db, mailer, now }: BillingPassOptions,
  local: NonNullable<BillingPassOptions['local']>,
  chargeId: string,
  decision: TaxDecision | undefined,
  report: BillingPassReport,
  skip: Set<string>,
  step: string,
): Promise<'paid' | 'failed' | 'skipped' | 'error'> {
  try {
    const outcome = await attemptLocalCharge({ db, mailer, ...local, chargeId, decision, now });
    if (outcome === 'paid') report.paid += 1;
    if (outcome === 'failed') report.declined += 1;
    return outcome;
  } catch (error) {
    skip.add(chargeId);
    report.errors.push({ step, id: chargeId, error });
    return 'error';
  }
}

/**
 * Pauses: a past-due subscription whose failed charge fell due more than the grace days ago is `paused` (the
 * trigger ends its access; progress and certificates stay), its retries stop, and the learner gets one email, all in
 * the transaction that claims it.
 */
async function pauseUnpaidSubscriptions(
  { db, mailer, now, dueBy }: BillingPassOptions,
  report: BillingPassReport,
  skip: Set<string>,
): Promise<number> {
  const graceDays = await dunningGraceDays({ db });
  const fellDueBy = new Date(dueBy.getTime() - graceDays * DAY_MS);
  let paused = 0;
  for (let i = 0; i < STEP_LIMIT; i++) {
    let subscriptionId: string | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscription: subscriptions, charge: subscriptionCharges })
          .from(subscriptions)
          .innerJoin(subscriptionCharges, eq(subscriptionCharges.subscriptionId, subscriptions.id))
          .where(
            and(
              eq(subscriptions.status, 'past_due'),
              eq(subscriptionCharges.status, 'failed'),
              lte(subscriptionCharges.dueAt, fellDueBy),
              skip.size > 0 ? notInArray(subscriptions.id, [...skip]) : undefined,
            ),
          )
          .orderBy(asc(subscriptionCharges.dueAt))
          .limit(1)
          .for('update', { of: subscriptions, skipLocked: true });
        if (!row) return false;
        subscriptionId = row.subscription.id;
        const { subscription, charge } = row;
        await tx.update(subscriptions).set({ status: 'paused', updatedAt: now }).where(eq(subscriptions.id, subscription.id));
        await tx
          .update(subscriptionCharges)
          .set({ nextAttemptAt: null, updatedAt: now })
          .where(
            and(
              eq(subscriptionCharges.subscriptionId, subscription.id),
              eq(subscriptionCharges.status, 'failed'),
              isNotNull(subscriptionCharges.nextAttemptAt),
            ),
          );
        const [learner] = subscription.userId
          ? await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, subscription.userId)).limit(1)
          : [];
        if (learner) {
          const offer = await loadOffer({ db: tx, offerId: subscription.offerId });
          const email = subscriptionPausedEmail(mailer.siteUrl, {
            username: learner.username,
            title: offer?.title ?? subscription.offerId,
            amount: charge.amount,
            currency: charge.currency,
          });
          await mailer.queue(tx, { kind: 'subscription-paused', to: learner.email, userId: subscription.userId, ...email }, now);
        }
        return true;
      });
      if (!done) break;
      paused += 1;
    } catch (error) {
      if (!subscriptionId) throw error;
      skip.add(subscriptionId);
      report.errors.push({ step: 'pause', id: subscriptionId, error });
    }
  }
  return paused;
}
