import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoices } from '../db/schema';
import type { Db } from '../db/client';

/** One document in a buyer's list (GET /api/invoices, /account). Minor units; a credit note's are negative. */
export interface InvoiceSummary {
  number: string;
  kind: 'invoice' | 'credit_note';
  /** The invoice a credit note credits. */
  creditsNumber: string | null;
  issuedAt: string;
  description: string;
  currency: string;
  net: number;
  taxRate: number;
  tax: number;
  gross: number;
  reverseCharge: boolean;
  /** Where its PDF is. */
  pdfUrl: string;
}

/** The invoice a credit note credits, joined by `creditsInvoiceId`. */
export const credited = alias(invoices, 'credited');

/** What a buyer's list shows of each document; "Download my data" selects these and more. */
export const invoiceSummaryColumns = {
  number: invoices.number,
  kind: invoices.kind,
  creditsNumber: credited.number,
  issuedAt: invoices.issuedAt,
  description: invoices.description,
  currency: invoices.currency,
  net: invoices.net,
  taxRate: invoices.taxRate,
  tax: invoices.tax,
  gross: invoices.gross,
  reverseCharge: invoices.reverseCharge,
};

export const invoicePdfPath = (number: string) => `/api/invoices/${number}.pdf`;

/** The signed-in buyer's invoices and credit notes, newest first. */
export async function listMyInvoices({ db, userId }: { db: Db; userId: string }): Promise<InvoiceSummary[]> {
  const rows = await db
    .select(invoiceSummaryColumns)
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString(), pdfUrl: invoicePdfPath(row.number) }));
}
