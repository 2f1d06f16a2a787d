import { formatPrice, formatShortDate, formatTaxRate } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { InvoiceListing } from '../../../server/invoices/list-invoices.server';

type Listing = Omit<InvoiceListing, 'documents'> & {
  documents: Pick<
    InvoiceListing['documents'][number],
    'number' | 'kind' | 'creditsNumber' | 'issuedAt' | 'buyerCountry' | 'reverseCharge' | 'currency' | 'net' | 'taxRate' | 'tax' | 'gross'
  >[];
};

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
const num = `${tdClass} text-right tabular-nums`;

/** Net, VAT and gross: the last three columns of every table here. */
function AmountHeads() {
  return (
    <>
      <th className={`${thClass} text-right`}>Net</th>
      <th className={`${thClass} text-right`}>VAT</th>
      <th className={`${thClass} text-right`}>Gross</th>
    </>
  );
}

function AmountCells({ amounts }: { amounts: { net: number; tax: number; gross: number; currency: string } }) {
  return (
    <>
      <td className={num}>{formatPrice(amounts.net, amounts.currency)}</td>
      <td className={num}>{formatPrice(amounts.tax, amounts.currency)}</td>
      <td className={num}>{formatPrice(amounts.gross, amounts.currency)}</td>
    </>
  );
}

/** The period's totals per currency, and per currency, country and rate (the lines of a VAT return). */
export function InvoiceTotals({ listing }: { listing: Listing }) {
  if (listing.documents.length === 0) return <p className="text-slate-600">No invoices or credit notes in this period.</p>;
  return (
    <div className="flex flex-col gap-6">
      <TableFrame label="Totals per currency">
        <thead>
          <tr>
            <th className={thClass}>Currency</th>
            <th className={`${thClass} text-right`}>Documents</th>
            <AmountHeads />
          </tr>
        </thead>
        <tbody>
          {listing.totals.map((t) => (
            <tr key={t.currency}>
              <td className={tdClass}>{t.currency}</td>
              <td className={num}>{t.documents}</td>
              <AmountCells amounts={t} />
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <TableFrame label="Totals per country and rate">
        <thead>
          <tr>
            <th className={thClass}>Country</th>
            <th className={thClass}>Rate</th>
            <th className={`${thClass} text-right`}>Documents</th>
            <AmountHeads />
          </tr>
        </thead>
        <tbody>
          {listing.byCountryAndRate.map((t) => (
            <tr key={`${t.currency}-${t.country}-${t.taxRate}-${t.reverseCharge}`}>
              <td className={tdClass}>{countryName(t.country)}</td>
              <td className={tdClass}>{t.reverseCharge ? 'reverse charge' : formatTaxRate(t.taxRate)}</td>
              <td className={num}>{t.documents}</td>
              <AmountCells amounts={t} />
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}

/** Every invoice and credit note of the period, oldest first, each with its PDF. */
export function InvoiceList({ listing }: { listing: Listing }) {
  if (listing.documents.length === 0) return null;
  return (
    <TableFrame label="Invoices and credit notes">
      <thead>
        <tr>
          <th className={thClass}>Number</th>
          <th className={thClass}>Issued</th>
          <th className={thClass}>Buyer's country</th>
          <th className={thClass}>Rate</th>
          <AmountHeads />
        </tr>
      </thead>
      <tbody>
        {listing.documents.map((d) => (
          <tr key={d.number}>
            <td className={tdClass}>
              <a href={`/api/invoices/${d.number}.pdf`} className="font-mono text-blue-700 underline underline-offset-2">
                {d.number}
              </a>
              {d.creditsNumber ? <p className="text-xs text-slate-600">credits {d.creditsNumber}</p> : null}
            </td>
            <td className={tdClass}>{formatShortDate(d.issuedAt)}</td>
            <td className={tdClass}>{countryName(d.buyerCountry)}</td>
            <td className={tdClass}>{d.reverseCharge ? 'reverse charge' : formatTaxRate(d.taxRate)}</td>
            <AmountCells amounts={d} />
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
