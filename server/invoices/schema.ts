import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { purchases } from '../payments/schema';
import type { BuyerDetails, SellerDetails, TaxEvidence } from './invoice-types';

// ---- Invoices and VAT (issue 31, docs/decisions/027d-invoices-and-vat.md) ----

/**
 * The owner's settings for selling: the seller named on invoices, and whether prices include tax. One row
 * (id is always true); absent means "not set": test payments then invoice with the configured SELLER_* stand-ins,
 * live payments refuse to sell (docs/decisions/027d-invoices-and-vat.md).
 */
export const salesSettings = pgTable(
  'sales_settings',
  {
    id: boolean().primaryKey().default(true),
    sellerName: text(),
    sellerAddress: text(),
    sellerCountry: text(),
    sellerVatNumber: text(),
    /** Prices are what a consumer pays, VAT included (the UK and EU norm), or VAT is added at checkout. */
    taxInclusive: boolean().notNull().default(true),
    /** How long a learner whose renewal failed keeps access while it is retried (issue 44). */
    dunningGraceDays: integer().notNull().default(7),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('sales_settings_one_row', sql`${t.id}`),
    check('sales_settings_dunning_grace_days', sql`${t.dunningGraceDays} between 1 and 60`),
  ],
);

/**
 * One counter per numbering series and year: the last number given. Incremented with UPDATE … RETURNING inside
 * the purchase's (or refund's) own transaction, so the row lock serialises allocations across processes and a
 * rollback gives the number back: no gaps, no duplicates (DESIGN §12 "Money").
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** INV (invoices) or CN (credit notes). */
    series: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_counters_last', sql`${t.last} >= 1`)],
);

/**
 * What a checkout quoted, per payment intent: the buyer's billing details, the tax decided from them and the
 * evidence of their country. Fulfilment checks the payment against it and copies it onto the invoice.
 */
export const checkoutTaxes = pgTable('checkout_taxes', {
  paymentIntentId: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  billingCountry: text().notNull(),
  company: text(),
  address: text(),
  vatNumber: text(),
  vatCheck: text({ enum: ['format', 'valid', 'unavailable'] }),
  reverseCharge: boolean().notNull(),
  taxInclusive: boolean().notNull(),
  /** Basis points: 1900 is 19 %. */
  taxRate: integer().notNull(),
  currency: text().notNull(),
  net: integer().notNull(),
  tax: integer().notNull(),
  gross: integer().notNull(),
  /** The card's country, known once the card is given (local gateway) or from the payment method (Stripe). */
  cardCountry: text(),
  /** The buyer confirmed the billing country when the card's country differed. */
  countryConfirmed: boolean().notNull().default(false),
  /**
   * Stripe mode (docs/decisions/028b-stripe-tax.md): the Stripe Tax calculation the figures above come from; after
   * payment its tax transaction, and on refund that transaction's reversal. A calculation without a transaction on a
   * paid purchase is one still to record (Stripe Tax was down): the webhook fails until it is, so Stripe retries it.
   */
  taxCalculationId: text(),
  taxTransactionId: text(),
  taxReversalId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Invoices and credit notes (issue 31). Amounts in minor units of `currency`, signed: a credit note's are
 * negative, so a period's totals are plain sums. Seller, buyer and evidence are copies, as issued: a document
 * never changes once written, whatever happens to the settings or the account.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** INV-2026-000123 or CN-2026-000001. */
    number: text().notNull().unique(),
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    purchaseId: uuid()
      .notNull()
      .references(() => purchases.id),
    /** A credit note's invoice. */
    creditsInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    /** The buyer's account, for their own list; null once the account is deleted (the document stays, as the law asks). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The date of supply (the payment, or the refund for a credit note), UTC. */
    supplyDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    currency: text().notNull(),
    net: integer().notNull(),
    /** Basis points: 1900 is 19 %. */
    taxRate: integer().notNull(),
    tax: integer().notNull(),
    gross: integer().notNull(),
    taxInclusive: boolean().notNull(),
    reverseCharge: boolean().notNull(),
    buyerCountry: text().notNull(),
    buyer: jsonb().$type<BuyerDetails>().notNull(),
    seller: jsonb().$type<SellerDetails & { missing: boolean }>().notNull(),
    evidence: jsonb().$type<TaxEvidence>().notNull(),
    /** The tax table used: its date and source (content/tax-rates/tax-rates.yaml). */
    taxTable: text().notNull(),
    /**
     * The owner's later check of a reverse-charged buyer's VAT number in VIES (issue 41), when the checkout decided on
     * its format alone: VIES's answer and when. New evidence beside the copy as issued, which stays as it was.
     */
    vatRecheck: text({ enum: ['valid', 'invalid', 'unavailable'] }),
    vatRecheckedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_one_per_purchase_idx')
      .on(t.purchaseId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_credit_note_idx')
      .on(t.creditsInvoiceId)
      .where(sql`kind = 'credit_note'`),
    index('invoices_issued_at_idx').on(t.issuedAt),
    index('invoices_user_id_idx').on(t.userId),
    check('invoices_sums', sql`${t.net} + ${t.tax} = ${t.gross}`),
    check(
      'invoices_sign',
      sql`(${t.kind} = 'invoice' and ${t.gross} >= 0 and ${t.creditsInvoiceId} is null) or (${t.kind} = 'credit_note' and ${t.gross} <= 0 and ${t.creditsInvoiceId} is not null)`,
    ),
  ],
);
