import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatPrice, formatShortDate } from '../../../common/format';
import type { InvoiceSummary } from '../../../server/invoices/list-my-invoices';

/**
 * The learner's invoices and credit notes on /account/billing (listMyInvoices, as /account lists them): one per
 * charge, each with its PDF. A list of its own rather than /account's section, so the two pages share no chunk that
 * would put /account over its byte budget (e2e/byte-budgets.spec.ts).
 */
export function BillingInvoices({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <Card id="invoices">
      <CardHeader>
        <CardTitle className="text-lg">Invoices</CardTitle>
        <CardDescription>A VAT invoice for each payment, and a credit note for each refund, as PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="text-slate-600">No invoices yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Invoices">
            {invoices.map((invoice) => (
              <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} <span className="font-mono text-sm">{invoice.number}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatShortDate(invoice.issuedAt)} ·{' '}
                    {invoice.creditsNumber ? `refund of ${invoice.creditsNumber}` : invoice.description}
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
