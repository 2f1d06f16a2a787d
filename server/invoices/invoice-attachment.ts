import { isDomainError } from '../errors/domain-error';
import { findInvoice } from './find-invoice';
import { renderInvoicePdf } from './render-invoice-pdf';
import type { Db } from '../db/client';

/** The PDF a receipt or refund email carries (made by the mail worker when it sends: server/email/outbox.ts). */
export async function invoiceAttachment({ db, number }: { db: Db; number: string }) {
  try {
    const { invoice, creditsNumber } = await findInvoice({ db, number, viewer: null });
    return { filename: `${number}.pdf`, contentType: 'application/pdf', content: await renderInvoicePdf(invoice, { creditsNumber }) };
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
