import { formatPrice, formatShortDate, formatTaxRate } from '../../common/format';
import { SITE_NAME } from '../../common/site';
import { certificateFonts } from '../certificates/certificate-fonts';
import type { invoices } from '../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient';

/**
 * Lets other requests run between the drawing steps: a PDF is tens of milliseconds of synchronous work (laying out
 * and subsetting the fonts) in the server's one thread, made by the mail worker after every purchase.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/**
 * An invoice or credit note as an A4 PDF with real text in embedded Inter (the certificate's fonts and library):
 * what the UK's and the EU's invoicing rules ask of it (number, dates of issue and supply, seller and buyer with
 * their VAT numbers, net, rate, VAT and total in the charged currency, the reverse-charge wording) and the evidence
 * of the buyer's country. Drawn from the stored copy, so the same document every time it is asked for.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, { creditsNumber }: { creditsNumber?: string | null } = {}): Promise<Buffer> {
  // Loaded when first asked for, not at start-up: pdfkit holds ~27 MiB (docs/decisions/024h-lighter-server.md).
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = certificateFonts();
  const title = invoice.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: invoice.description,
      CreationDate: invoice.issuedAt,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 56;
  const width = doc.page.width - 112;
  const money = (minor: number) => formatPrice(minor, invoice.currency);
  const text = (font: 'regular' | 'bold', size: number, color: string, value: string, x = left, y?: number, w = width) =>
    doc.font(font).fontSize(size).fillColor(color).text(value, x, y, { width: w });

  await breathe();
  text('bold', 22, INK, `${title} ${invoice.number}`, left, 56);
  text('regular', 10, MUTED, `Issued ${formatShortDate(invoice.issuedAt)} · Date of supply ${formatShortDate(invoice.supplyDate)}`);
  if (creditsNumber) text('regular', 10, MUTED, `Credits invoice ${creditsNumber} in full`);

  // Seller and buyer side by side.
  const blockTop = 130;
  const half = width / 2 - 10;
  const seller = invoice.seller;
  const sellerLines = [
    seller.name,
    seller.address,
    countryName(seller.country),
    seller.vatNumber
      ? `VAT number ${seller.vatNumber}`
      : seller.missing
        ? 'Seller details missing: not yet set by the site owner (test mode)'
        : 'No VAT number',
  ];
  text('bold', 10, MUTED, 'FROM', left, blockTop, half);
  text('regular', 11, INK, sellerLines.join('\n'), left, blockTop + 16, half);
  const buyer = invoice.buyer;
  const buyerLines = [
    buyer.company ?? buyer.name,
    ...(buyer.company ? [`Attn. ${buyer.name}`] : []),
    ...(buyer.address ? [buyer.address] : []),
    countryName(buyer.country),
    ...(buyer.vatNumber ? [`VAT number ${buyer.vatNumber}`] : []),
  ];
  const right = left + width / 2 + 10;
  text('bold', 10, MUTED, 'TO', right, blockTop, half);
  text('regular', 11, INK, buyerLines.join('\n'), right, blockTop + 16, half);

  await breathe();
  // The line and its totals.
  let y = Math.max(doc.y, blockTop + 110) + 24;
  const columns = [
    { label: 'Description', x: left, w: 200, align: 'left' as const },
    { label: 'Net', x: left + 200, w: 80, align: 'right' as const },
    { label: 'VAT rate', x: left + 280, w: 70, align: 'right' as const },
    { label: 'VAT', x: left + 350, w: 60, align: 'right' as const },
    { label: 'Total', x: left + 410, w: width - 410, align: 'right' as const },
  ];
  for (const column of columns)
    doc.font('bold').fontSize(10).fillColor(MUTED).text(column.label, column.x, y, { width: column.w, align: column.align });
  y += 18;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  const cells = [invoice.description, money(invoice.net), formatTaxRate(invoice.taxRate), money(invoice.tax), money(invoice.gross)];
  // A long description wraps: the rule goes under the tallest cell.
  let bottom = y;
  columns.forEach((column, i) => {
    doc.font('regular').fontSize(11).fillColor(INK).text(cells[i]!, column.x, y, { width: column.w, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  y = bottom + 16;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 12;
  const totals: [string, string][] = [
    ['Total net', money(invoice.net)],
    [`VAT at ${formatTaxRate(invoice.taxRate)}`, money(invoice.tax)],
    [invoice.kind === 'invoice' ? `Total paid (${invoice.currency})` : `Total credited (${invoice.currency})`, money(invoice.gross)],
  ];
  for (const [label, value] of totals) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(label, left + 200, y, { width: 210, align: 'right' });
    doc.font('bold').text(value, left + 410, y, { width: width - 410, align: 'right' });
    y += 18;
  }
  y += 12;
  if (invoice.reverseCharge) {
    text('bold', 11, INK, REVERSE_CHARGE_NOTE, left, y);
    y = doc.y + 8;
  }
  const evidence = invoice.evidence;
  const notes = [
    // The card's country only as the card said it: none is inferred from the billing country (issue 41).
    `Place of supply: ${countryName(invoice.buyerCountry)} (billing country${
      evidence.cardCountry ? `; card issued in ${countryName(evidence.cardCountry)}` : '; card’s country not known'
    }${evidence.countryConfirmed ? '; confirmed by the buyer' : ''}).`,
    invoice.taxInclusive ? 'Prices include VAT.' : 'VAT added to the price.',
    `Tax table: ${invoice.taxTable}.`,
    // A credit note is money going back, to the card that paid (issue 41: it said "Payment received by card").
    `${invoice.kind === 'invoice' ? 'Payment received by card.' : 'Refunded to the card used for payment.'} ${SITE_NAME}.`,
  ];
  text('regular', 9, MUTED, notes.join('\n'), left, y);
  await breathe();
  doc.end();
  return done;
}
