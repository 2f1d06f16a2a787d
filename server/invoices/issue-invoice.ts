import { invoices } from '../db/schema';
import { allocateDocumentNumber } from './allocate-document-number';
import type { Db } from '../db/client';
import type { TaxLine } from '../tax/compute-tax';
import type { BuyerDetails, SellerDetails, TaxEvidence } from './invoice-types';

export interface IssueInvoiceOptions {
  /** The transaction that records the purchase: the invoice and its number exist exactly when the purchase does. */
  db: Db;
  purchaseId: string;
  userId: string | null;
  description: string;
  currency: string;
  /** The line as charged: gross is the amount paid. */
  line: TaxLine & { taxInclusive: boolean; reverseCharge: boolean };
  buyer: BuyerDetails;
  seller: SellerDetails & { missing: boolean };
  evidence: TaxEvidence;
  taxTable: string;
  now: Date;
}

/** Dated in UTC, as every time the site stores (DESIGN §12). */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Writes a purchase's invoice with the next number of the year (INV-2026-000123). Called inside the purchase's
 * transaction by fulfilPayment, so a purchase and its invoice are committed, or rolled back, together.
 */
export async function issueInvoice(options: IssueInvoiceOptions): Promise<{ id: string; number: string }> {
  const { db, line, now } = options;
  const number = await allocateDocumentNumber({ db, series: 'INV', year: now.getUTCFullYear() });
  const [row] = await db
    .insert(invoices)
    .values({
      number,
      kind: 'invoice',
      purchaseId: options.purchaseId,
      userId: options.userId,
      issuedAt: now,
      supplyDate: utcDay(now),
      description: options.description,
      currency: options.currency.toUpperCase(),
      net: line.net,
      taxRate: line.taxRate,
      tax: line.tax,
      gross: line.gross,
      taxInclusive: line.taxInclusive,
      reverseCharge: line.reverseCharge,
      buyerCountry: options.buyer.country,
      buyer: options.buyer,
      seller: options.seller,
      evidence: options.evidence,
      taxTable: options.taxTable,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error(`invoice ${number} was not written`);
  return row;
}
