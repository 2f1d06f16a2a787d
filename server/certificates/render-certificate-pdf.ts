import { formatCertificateDate } from '../../common/certificates';
import { certificateFonts } from './certificate-fonts';
import type { PublicCertificate } from './read-certificate';

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#1d4ed8';
const GOLD = '#b45309';

/**
 * The certificate as an A4 landscape PDF with real (selectable, searchable) text in embedded Inter, drawn
 * by pdfkit on the server: no browser, no network. The same facts as the public page, and its address.
 */
export async function renderCertificatePdf(cert: PublicCertificate): Promise<Buffer> {
  // Loaded on the first certificate asked for, not at start-up: pdfkit holds ~27 MiB (docs/decisions/024h-lighter-server.md).
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = certificateFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${cert.courseTitle} — Certificate of Completion`,
      Author: cert.siteName,
      Subject: `Certificate ${cert.id}`,
      CreationDate: new Date(cert.completedAt),
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

  const width = doc.page.width; // 841.89 pt
  const height = doc.page.height; // 595.28 pt
  // Frame: a double border, as printed certificates have.
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(GOLD)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  const box = { x: 70, width: width - 140, align: 'center' as const };
  // A long name or title is set smaller rather than wrapped onto the lines below it.
  const line = (font: string, size: number, color: string, text: string, y: number) => {
    let fitted = size;
    while (fitted > 10 && doc.font(font).fontSize(fitted).widthOfString(text) > box.width) fitted -= 1;
    doc.font(font).fontSize(fitted).fillColor(color).text(text, box.x, y, { width: box.width, align: box.align, lineBreak: false });
  };

  line('bold', 14, ACCENT, cert.siteName.toUpperCase(), 70);
  line('bold', 36, INK, 'Certificate of Completion', 100);
  line('regular', 14, MUTED, 'This certifies that', 170);
  line('bold', 30, INK, cert.name, 196);
  doc
    .moveTo(width / 2 - 200, 240)
    .lineTo(width / 2 + 200, 240)
    .lineWidth(0.75)
    .strokeColor(GOLD)
    .stroke();
  line('regular', 14, MUTED, 'has completed every lesson of the course', 256);
  line('bold', 22, INK, cert.courseTitle, 282);
  line(
    'regular',
    13,
    MUTED,
    [`Completed on ${formatCertificateDate(cert.completedAt)}`, `${cert.lessons} lessons`, cert.studyTime && `${cert.studyTime} of study`]
      .filter(Boolean)
      .join(' · '),
    326,
  );

  line('bold', 12, INK, cert.verification, height - 150);
  line('regular', 11, MUTED, `Check this certificate at ${cert.url}`, height - 130);
  line('regular', 10, MUTED, `Certificate ID ${cert.id}`, height - 112);
  doc.end();
  return done;
}
