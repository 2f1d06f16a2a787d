import { and, asc, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoices } from '../db/schema';
import { vatNumberUnverified } from './recheck-vat-number';
import type { Db } from '../db/client';
import type { InvoiceRow } from './find-invoice';

export interface InvoicePeriod {
  /** First day, YYYY-MM-DD (UTC), included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface PeriodTotal {
  currency: string;
  documents: number;
  net: number;
  tax: number;
  gross: number;
}

export interface CountryRateTotal extends PeriodTotal {
  country: string;
  /** Basis points. */
  taxRate: number;
  reverseCharge: boolean;
}

export interface InvoiceListing extends InvoicePeriod {
  documents: (Omit<InvoiceRow, 'issuedAt' | 'vatRecheckedAt'> & {
    issuedAt: string;
    vatRecheckedAt: string | null;
    creditsNumber: string | null;
    /** A reverse charge on the VAT number's format alone, not (yet) confirmed by VIES (issue 41). */
    vatUnverified: boolean;
  })[];
  /** Per currency: what the period's invoices less its credit notes come to. */
  totals: PeriodTotal[];
  /** Per currency, buyer's country and rate (reverse charge apart): the lines of a VAT (One-Stop Shop) return. */
  byCountryAndRate: CountryRateTotal[];
}

/** Without `from`: the first of the current month; without `to`: today (UTC). */
export function invoicePeriod({ from, to, now }: { from?: string; to?: string; now: Date }): InvoicePeriod {
  const today = now.toISOString().slice(0, 10);
  return { from: from ?? `${today.slice(0, 7)}-01`, to: to ?? today };
}

const credited = alias(invoices, 'credited');
const minor = (value: string | null) => Number(value ?? 0);

/**
 * The owner's invoices and credit notes issued in a period, with the totals an accountant files: per currency,
 * and per currency, country and rate. Totals are summed by the database over the same rows the list shows.
 */
export async function listInvoices({ db, from, to, now }: { db: Db; from?: string; to?: string; now: Date }): Promise<InvoiceListing> {
  const period = invoicePeriod({ from, to, now });
  const inPeriod = and(
    gte(invoices.issuedAt, new Date(`${period.from}T00:00:00Z`)),
    lt(invoices.issuedAt, new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000)),
  );
  // One after the other: `db` may be a transaction (the CSV export's), whose one connection takes one query at a time.
  const documents = await db
    .select({ invoice: invoices, creditsNumber: credited.number })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(inPeriod)
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const totals = await db
    .select({ currency: invoices.currency, documents: count(), net: sum(invoices.net), tax: sum(invoices.tax), gross: sum(invoices.gross) })
    .from(invoices)
    .where(inPeriod)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const byCountryAndRate = await db
    .select({
      currency: invoices.currency,
      country: invoices.buyerCountry,
      taxRate: invoices.taxRate,
      reverseCharge: invoices.reverseCharge,
      documents: count(),
      net: sum(invoices.net),
      tax: sum(invoices.tax),
      gross: sum(invoices.gross),
    })
    .from(invoices)
    .where(inPeriod)
    .groupBy(invoices.currency, invoices.buyerCountry, invoices.taxRate, invoices.reverseCharge)
    .orderBy(asc(invoices.currency), asc(invoices.buyerCountry), sql`${invoices.taxRate} desc`);
  return {
    ...period,
    documents: documents.map(({ invoice, creditsNumber }) => ({
      ...invoice,
      issuedAt: invoice.issuedAt.toISOString(),
      vatRecheckedAt: invoice.vatRecheckedAt?.toISOString() ?? null,
      creditsNumber,
      vatUnverified: vatNumberUnverified(invoice),
    })),
    totals: totals.map((t) => ({ ...t, net: minor(t.net), tax: minor(t.tax), gross: minor(t.gross) })),
    byCountryAndRate: byCountryAndRate.map((t) => ({ ...t, net: minor(t.net), tax: minor(t.tax), gross: minor(t.gross) })),
  };
}
