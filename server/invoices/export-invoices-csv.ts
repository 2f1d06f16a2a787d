import { recordAudit } from '../admin/record-audit';
import { spreadsheetCsv, spreadsheetTimestamp } from '../lib/spreadsheet-csv';
import { listInvoices, type InvoiceListing } from './list-invoices';
import type { Db } from '../db/client';

export const INVOICE_CSV_COLUMNS = [
  'number',
  'type',
  'credits_invoice',
  'issued_at',
  'supply_date',
  'description',
  'buyer_name',
  'buyer_company',
  'buyer_country',
  'buyer_vat_number',
  'reverse_charge',
  'currency',
  'net',
  'vat_rate_percent',
  'vat',
  'gross',
  'evidence_billing_country',
  'evidence_card_country',
  'evidence_country_confirmed',
  'vat_number_check',
] as const;

/**
 * Minor units as the number an accountant's spreadsheet reads: 999 → 9.99, -999 → -9.99 (GBP, USD, EUR have two
 * decimals). A number, not text: csv-stringify leaves a negative number as it is, where it would escape "-9.99".
 */
const decimal = (minor: number) => minor / 100;

/**
 * The period's documents as CSV, one row each, amounts in major units and signed (credit notes negative), so the
 * columns sum to the owner page's totals. Written as every export is (server/lib/spreadsheet-csv.ts): formula-looking
 * cells escaped, a byte-order mark, issued_at in UTC as `YYYY-MM-DD HH:MM:SS`.
 */
export function invoicesCsv(listing: InvoiceListing): string {
  return spreadsheetCsv(
    INVOICE_CSV_COLUMNS,
    listing.documents.map((d) => [
      d.number,
      d.kind === 'invoice' ? 'invoice' : 'credit note',
      d.creditsNumber ?? '',
      spreadsheetTimestamp(d.issuedAt),
      d.supplyDate,
      d.description,
      d.buyer.name,
      d.buyer.company ?? '',
      d.buyerCountry,
      d.buyer.vatNumber ?? '',
      d.reverseCharge ? 'yes' : 'no',
      d.currency,
      decimal(d.net),
      d.taxRate / 100,
      decimal(d.tax),
      decimal(d.gross),
      d.evidence.billingCountry,
      d.evidence.cardCountry ?? '',
      d.evidence.countryConfirmed ? 'yes' : 'no',
      d.evidence.vatCheck ?? '',
    ]),
  );
}

/** The export, with its audit row: buyers' names and VAT numbers leaving the site. */
export async function exportInvoicesCsv({
  db,
  actorId,
  from,
  to,
  now,
}: {
  db: Db;
  actorId: string;
  from?: string;
  to?: string;
  now: Date;
}): Promise<{ csv: string; from: string; to: string }> {
  return db.transaction(async (tx) => {
    const listing = await listInvoices({ db: tx, from, to, now });
    await recordAudit({
      db: tx,
      actorId,
      action: 'invoices.export',
      target: { type: 'invoices' },
      details: { from: listing.from, to: listing.to, rows: listing.documents.length },
      now,
    });
    return { csv: invoicesCsv(listing), from: listing.from, to: listing.to };
  });
}
