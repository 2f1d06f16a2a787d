import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../admin/record-audit';
import { invoices } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Db } from '../db/client';
import type { VatNumberChecker } from '../tax/vat-number-checker';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Whether an invoice's reverse charge rests on the VAT number's format alone (issue 41): VAT_NUMBER_CHECK=format, or
 * VIES down at checkout. No VAT was charged on the buyer's word that they are a registered business, so the owner
 * is shown it until VIES confirms the number (at checkout or on a later check).
 */
export function vatNumberUnverified(row: Pick<InvoiceRow, 'kind' | 'reverseCharge' | 'evidence' | 'vatRecheck'>): boolean {
  return row.kind === 'invoice' && row.reverseCharge && row.evidence.vatCheck !== 'valid' && row.vatRecheck !== 'valid';
}

export interface VatRecheck {
  number: string;
  answer: 'valid' | 'invalid' | 'unavailable';
  checkedAt: Date;
  /** Still to be confirmed after this check. */
  unverified: boolean;
}

/**
 * Asks VIES again about the VAT number of a reverse-charged invoice and keeps the answer beside the invoice (the
 * document as issued does not change), with an audit row. VIES unavailable is kept too: the owner tries later.
 * An invoice without a reverse charge, or already confirmed, is refused (409); an unknown number is 404.
 */
export async function recheckVatNumber({
  db,
  checker,
  number,
  actorId,
  now,
}: {
  db: Db;
  checker: VatNumberChecker;
  number: string;
  actorId: string;
  now: Date;
}): Promise<VatRecheck> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.kind, 'invoice')))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such invoice.');
  if (!row.reverseCharge || !row.buyer.vatNumber) {
    throw new DomainError('conflict', `${number} has no reverse charge: there is no VAT number to check.`);
  }
  if (!vatNumberUnverified(row)) throw new DomainError('conflict', `${number}: VIES has already confirmed ${row.buyer.vatNumber}.`);
  // Outside the transaction: VIES may take seconds, and no row should stay locked meanwhile.
  const answer = await checker.check(row.buyer.vatNumber);
  await db.transaction(async (tx) => {
    await tx.update(invoices).set({ vatRecheck: answer, vatRecheckedAt: now }).where(eq(invoices.id, row.id));
    await recordAudit({
      db: tx,
      actorId,
      action: 'invoices.vat_recheck',
      target: { type: 'invoice', id: row.id },
      details: { number, vatNumber: row.buyer.vatNumber, answer },
      now,
    });
  });
  return { number, answer, checkedAt: now, unverified: vatNumberUnverified({ ...row, vatRecheck: answer }) };
}
