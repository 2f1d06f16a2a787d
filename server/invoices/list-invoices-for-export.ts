import { asc, eq } from 'drizzle-orm';
import { checkoutTaxes, invoices } from '../db/schema';
import { credited, invoiceSummaryColumns } from './list-my-invoices';
import type { Db } from '../db/client';

/**
 * A buyer's invoices and credit notes for "Download my data" (server/account/export-account-data.ts): each
 * document as issued, with the buyer's details and the evidence of their country it records, and the billing
 * details given at each checkout (kept per payment, invoiced or not). Amounts in minor units; rates in percent.
 */
export async function listInvoicesForExport({ db, userId }: { db: Db; userId: string }) {
  const [documents, checkouts] = await Promise.all([
    db
      .select({ ...invoiceSummaryColumns, supplyDate: invoices.supplyDate, buyer: invoices.buyer, evidence: invoices.evidence })
      .from(invoices)
      .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db
      .select({
        paymentReference: checkoutTaxes.paymentIntentId,
        billingCountry: checkoutTaxes.billingCountry,
        company: checkoutTaxes.company,
        address: checkoutTaxes.address,
        vatNumber: checkoutTaxes.vatNumber,
        cardCountry: checkoutTaxes.cardCountry,
        countryConfirmed: checkoutTaxes.countryConfirmed,
        updatedAt: checkoutTaxes.updatedAt,
      })
      .from(checkoutTaxes)
      .where(eq(checkoutTaxes.userId, userId))
      .orderBy(asc(checkoutTaxes.updatedAt)),
  ]);
  return {
    documents: documents.map((row) => ({ ...row, taxRate: row.taxRate / 100, issuedAt: row.issuedAt.toISOString() })),
    checkoutBillingDetails: checkouts.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}
