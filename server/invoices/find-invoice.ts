import { eq } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An invoice or credit note by number, with the number of the invoice a credit note credits. For a learner only
 * their own: anyone else's answers as an unknown number does (404), so numbers reveal nothing. An owner sees all.
 */
export async function findInvoice({
  db,
  number,
  viewer,
}: {
  db: Db;
  number: string;
  /** null: no check (the mail worker attaching the buyer's own). */
  viewer: { id: string; isOwner: boolean } | null;
}): Promise<{ invoice: InvoiceRow; creditsNumber: string | null }> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  if (!invoice || (viewer && !viewer.isOwner && invoice.userId !== viewer.id)) throw new DomainError('not_found', 'Invoice not found');
  const [credited] = invoice.creditsInvoiceId
    ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.creditsInvoiceId)).limit(1)
    : [];
  return { invoice, creditsNumber: credited?.number ?? null };
}
