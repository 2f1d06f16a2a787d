import { Form } from 'react-router';
import { formatPrice, formatShortDate, formatTaxRate } from '../../../common/format';
import { TableFrame, tdClass, thClass } from './admin-ui';
import type { InvoiceListing } from '../../../server/invoices/list-invoices';

type Listing = Omit<InvoiceListing, 'documents'> & {
  documents: Pick<
    InvoiceListing['documents'][number],
    | 'number'
    | 'kind'
    | 'creditsNumber'
    | 'issuedAt'
    | 'buyerCountry'
    | 'reverseCharge'
    | 'currency'
    | 'net'
    | 'taxRate'
    | 'tax'
    | 'gross'
    | 'vatUnverified'
    | 'vatRecheck'
    | 'vatRecheckedAt'
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
const RECHECK_SAID = {
  invalid: 'VIES says the number is not registered: the VAT may be owed.',
  unavailable: 'VIES could not answer; check again later.',
} as const;

/**
 * A reverse charge decided on the VAT number's format alone (issue 41: VIES down, or VAT_NUMBER_CHECK=format): flagged,
 * with the last check's answer and a button to ask VIES again (a form, POST to this page's action).
 */
function UnverifiedVatNumber({ document }: { document: Listing['documents'][number] }) {
  const said = document.vatRecheck === 'invalid' || document.vatRecheck === 'unavailable' ? RECHECK_SAID[document.vatRecheck] : null;
  return (
    <div className="mt-1 max-w-56 text-xs text-amber-900">
      <p className="font-semibold">VAT number not confirmed in VIES (format only)</p>
      {said && document.vatRecheckedAt ? (
        <p>
          {formatShortDate(document.vatRecheckedAt)}: {said}
        </p>
      ) : null}
      <Form method="post" className="mt-1">
        <input type="hidden" name="intent" value="vat-check" />
        <input type="hidden" name="number" value={document.number} />
        <button type="submit" className="font-semibold text-blue-700 underline underline-offset-2">
          Check {document.number} in VIES again
        </button>
      </Form>
    </div>
  );
}

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
            <td className={tdClass}>
              {d.reverseCharge ? 'reverse charge' : formatTaxRate(d.taxRate)}
              {d.vatUnverified ? <UnverifiedVatNumber document={d} /> : null}
            </td>
            <AmountCells amounts={d} />
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
