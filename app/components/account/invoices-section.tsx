import { FileText } from 'lucide-react';
import { formatPrice, formatShortDate, formatTaxRate } from '../../../common/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** One of the buyer's invoices or credit notes (GET /api/invoices' rows). Minor units; a credit note's are negative. */
export interface InvoiceRow {
  number: string;
  kind: 'invoice' | 'credit_note';
  creditsNumber: string | null;
  issuedAt: string;
  description: string;
  currency: string;
  taxRate: number;
  tax: number;
  gross: number;
  reverseCharge: boolean;
  pdfUrl: string;
}

/** The buyer's invoices and credit notes (issue 31), each with its PDF. */
export function InvoicesSection({ invoices }: { invoices: InvoiceRow[] }) {
  return (
    <Card id="invoices" className="mt-6 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileText className="size-5" aria-hidden /> Invoices
        </CardTitle>
        <CardDescription>A VAT invoice for each payment, and a credit note for each refund, as PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="text-slate-600">No invoices yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Invoices">
            {invoices.map((invoice) => (
              <li key={invoice.number} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} <span className="font-mono text-sm">{invoice.number}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatShortDate(invoice.issuedAt)} ·{' '}
                    {invoice.creditsNumber ? `refund of ${invoice.creditsNumber}` : invoice.description} ·{' '}
                    {invoice.reverseCharge
                      ? 'reverse charge'
                      : `VAT ${formatTaxRate(invoice.taxRate)}: ${formatPrice(invoice.tax, invoice.currency)}`}
                  </p>
                </div>
                <div className="flex items-center gap-4">
                  <span className="font-semibold text-slate-900">{formatPrice(invoice.gross, invoice.currency)}</span>
                  <a
                    href={invoice.pdfUrl}
                    className="text-sm font-medium text-blue-700 underline underline-offset-2"
                    aria-label={`Download ${invoice.kind === 'invoice' ? 'invoice' : 'credit note'} ${invoice.number} (PDF)`}
                  >
                    PDF
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
