import { and, eq } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { allocateDocumentNumber } from './allocate-document-number';
import type { Db } from '../db/client';

/**
 * A refunded purchase's credit note (CN-2026-000001): the invoice's figures negated, referencing it, dated the
 * day of the refund, with its own gap-free numbers. Called in the transaction that records the refund (the owner's
 * or the learner's, or Stripe's webhook); the invoice row is locked first, so two refunds reported at once write
 * one credit note and use one number. Returns null when the purchase has no invoice (a grant, a free enrolment, a
 * purchase from before invoices) or already has its credit note.
 */
export async function issueCreditNote({
  db,
  purchaseId,
  now,
}: {
  db: Db;
  purchaseId: string;
  now: Date;
}): Promise<{ number: string } | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.purchaseId, purchaseId), eq(invoices.kind, 'invoice')))
    .limit(1)
    .for('update');
  if (!invoice) return null;
  const [credited] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoice.id), eq(invoices.kind, 'credit_note')))
    .limit(1);
  if (credited) return null;
  const number = await allocateDocumentNumber({ db, series: 'CN', year: now.getUTCFullYear() });
  await db.insert(invoices).values({
    ...invoice,
    id: undefined,
    number,
    kind: 'credit_note',
    creditsInvoiceId: invoice.id,
    issuedAt: now,
    supplyDate: now.toISOString().slice(0, 10),
    description: `Refund of invoice ${invoice.number}: ${invoice.description}`,
    net: -invoice.net,
    tax: -invoice.tax,
    gross: -invoice.gross,
  });
  return { number };
}
