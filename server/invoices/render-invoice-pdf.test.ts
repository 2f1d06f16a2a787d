import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderCertificateImage } from '../certificates/render-certificate-image';
import { renderCertificatePdf } from '../certificates/render-certificate-pdf';
import { renderInvoicePdf } from './render-invoice-pdf';
import type { invoices } from '../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

const seller = {
  name: 'Academy Ltd',
  address: '1 High St, London',
  country: 'GB',
  email: 'hello@academy.example',
  vatNumber: 'GB123456789',
  missing: false,
};

function invoice(fields: Partial<InvoiceRow>): InvoiceRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'INV-2026-000001',
    kind: 'invoice',
    purchaseId: '00000000-0000-4000-8000-000000000002',
    creditsInvoiceId: null,
    userId: null,
    issuedAt: new Date('2026-11-26T10:00:00Z'),
    supplyDate: '2026-11-26',
    description: 'Premium course',
    currency: 'GBP',
    net: 999,
    taxRate: 0,
    tax: 0,
    gross: 999,
    taxInclusive: true,
    reverseCharge: false,
    buyerCountry: 'GB',
    buyer: { name: 'Ada Lovelace', country: 'GB' },
    seller,
    evidence: {},
    taxTable: '2026-01-01',
    ...fields,
  } as InvoiceRow;
}

describe('renderInvoicePdf', () => {
  it("each document's text layer names its own characters, whatever documents were made before it in the process", async () => {
    // The fonts are read once per process (certificate-fonts.ts); each PDF must still map its glyphs to its own text
    // (a fontkit font shared with the preview image once made this invoice's text layer lose '19 %').
    const certificate = {
      id: 'c3rt1f1cate',
      name: 'Marie Curie',
      courseId: 'free-course',
      courseTitle: 'AI Business Starter Course',
      completedAt: '2026-11-26T10:00:00Z',
      lessons: 12,
      minutes: null,
      studyTime: null,
      siteName: 'AI Income Academy',
      verification: 'Verified by AI Income Academy on 26 November 2026',
    } as unknown as Parameters<typeof renderCertificateImage>[0];
    await renderCertificateImage(certificate);
    await renderCertificatePdf(certificate);
    await renderInvoicePdf(invoice({}));
    const second = pdfText(
      await renderInvoicePdf(
        invoice({
          number: 'INV-2026-000002',
          currency: 'EUR',
          net: 1008,
          taxRate: 1900,
          tax: 191,
          gross: 1199,
          buyerCountry: 'FR',
          buyer: {
            name: 'Marie Curie',
            company: 'Société Exemple SA',
            address: '12 rue de la Paix, 75002 Paris',
            country: 'FR',
            vatNumber: 'FR40303265045',
          },
        }),
      ),
    );
    expect(second).toContain('INV-2026-000002');
    expect(second).toContain('19 %');
    expect(second).toContain('FR40303265045');
    expect(second).toContain('Société Exemple SA');
  });
});
