import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { offers } from '../offers/schema';
import { purchases } from '../payments/schema';
import type { BillingDetails } from '../tax/decide-tax';

// ---- Recurring revenue (issue 44, docs/decisions/034a-recurring-billing.md) ----

export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled', 'completed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses of a subscription that still stands: one such per learner and offer. */
export const STANDING_SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'paused'] as const;

/**
 * A learner's agreement to pay an offer again and again: a subscription (each month or year, while it is paid) or a
 * payment plan (a fixed number of monthly instalments, then access for life). The money of each charge is a
 * `purchases` row (recurring = true) with its own invoice; what it gives is `entitlements` rows whose
 * subscription_id is this one; what was charged and tried is `subscription_charges`.
 *
 * status: incomplete (the first charge is not paid yet), trialing, active, past_due (a renewal failed: access kept
 * through the grace period while it is retried), paused (the retries failed: access ends, progress stays; paying
 * resumes it), canceled (no more charges; access ended), completed (a payment plan paid in full: access for life).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the account is deleted (its charges stay as accounting records; deleting cancels it first). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    offerId: text()
      .notNull()
      .references(() => offers.id),
    kind: text({ enum: ['subscription', 'payment_plan'] }).notNull(),
    interval: text({ enum: ['month', 'year'] }).notNull(),
    /** A switch to the other interval that takes effect at the next renewal (yearly to monthly); null for none. */
    scheduledInterval: text({ enum: ['month', 'year'] }),
    currency: text().notNull(),
    /** The price of one period (or instalment) when subscribed, minor units, before any VAT added at checkout. */
    amount: integer().notNull(),
    /** A payment plan's number of charges; null for a subscription. */
    instalments: integer(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: timestamp({ withTimezone: true }),
    /** The period paid for (or the trial): renewed at its end. */
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** The learner (or the owner) cancelled: no more charges, access to the end of the period. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: timestamp({ withTimezone: true }),
    /** The learner's answer to "why are you cancelling?", or the owner's note. */
    cancelReason: text(),
    /** When access ended (canceled, paused) or the plan completed. */
    endedAt: timestamp({ withTimezone: true }),
    gateway: text({ enum: ['local', 'stripe'] }).notNull(),
    /** Stripe's subscription and customer (sub_…, cus_…); null with the local gateway. */
    providerSubscriptionId: text().unique(),
    providerCustomerId: text(),
    /** The card charged on renewal: Stripe's pm_… or the local gateway's pm_local_…; its brand and last four digits. */
    paymentMethodId: text(),
    cardBrand: text(),
    cardLast4: text(),
    /** The buyer's billing details from the checkout: each renewal's tax is decided from them at its own date. */
    billing: jsonb().$type<BillingDetails>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.currentPeriodEnd),
    // One standing subscription per learner and offer: a double click or two tabs subscribe once.
    uniqueIndex('subscriptions_one_standing_idx')
      .on(t.userId, t.offerId)
      .where(sql`status in ('incomplete', 'trialing', 'active', 'past_due', 'paused')`),
    check('subscriptions_period', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    check('subscriptions_instalments', sql`(${t.instalments} is not null) = (${t.kind} = 'payment_plan')`),
    check('subscriptions_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One charge of a subscription: its first payment, or the renewal of one period. `sequence` 1 is the first; a
 * period is charged once however many processes or webhooks report it (the unique sequence). A failed charge is
 * tried again on the dunning schedule (`nextAttemptAt`) until it is paid or the grace period ends.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    sequence: integer().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    /** When it fell due: the dunning days count from it. */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** What is charged, tax included, minor units. */
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ['pending', 'paid', 'failed', 'void'] }).notNull(),
    attempts: integer().notNull().default(0),
    /** The next retry of a failed charge; null when none is planned. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The gateway's payment of the last attempt, and Stripe's invoice (in_…) of this period. */
    paymentIntentId: text().unique(),
    providerInvoiceId: text().unique(),
    /** The money record once paid: a purchases row with its invoice. */
    purchaseId: uuid()
      .unique()
      .references(() => purchases.id),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_charges_sequence_idx').on(t.subscriptionId, t.sequence),
    index('subscription_charges_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'failed'`),
    check('subscription_charges_amount', sql`${t.amount} >= 0`),
  ],
);

/** Each try of a charge: one row per attempt, written with its email, so a dunning email goes once per attempt. */
export const subscriptionChargeAttempts = pgTable(
  'subscription_charge_attempts',
  {
    chargeId: uuid()
      .notNull()
      .references(() => subscriptionCharges.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    outcome: text({ enum: ['paid', 'failed'] }).notNull(),
    error: text(),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.attempt] })],
);

/**
 * The local test gateway's saved cards (it plays Stripe's part without keys, DESIGN §6): a card given at a
 * subscription's checkout, charged again on renewal. Only Stripe's published test cards are accepted, so the
 * number kept is never a real one.
 */
export const localPaymentMethods = pgTable('local_payment_methods', {
  id: text().primaryKey(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  number: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
