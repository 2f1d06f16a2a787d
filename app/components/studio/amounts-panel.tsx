import { Link } from 'react-router';
import { formatShortDate } from '../../../common/format';
import type { AmountConversion } from '../../../server/money/localize-amounts';

export interface StudioAmounts {
  amounts: AmountConversion[];
  rate: { GBP: number; EUR: number; date: string; source: string };
}

/**
 * What the public page shows of an item's dollar amounts (issue 41): the content is written in dollars and a
 * visitor paying in pounds or euros reads them converted, so the studio shows both, with the rate's day and
 * where to refresh it. Of the saved text: a change shows here once saved.
 */
export function AmountsPanel({ amounts, rate }: StudioAmounts) {
  if (amounts.length === 0) return null;
  return (
    <details className="mt-6 rounded-lg border border-slate-200 p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">
        Amounts on the public page: {amounts.length} in dollars, shown in pounds or euros to those visitors
      </summary>
      <p className="mt-2 text-slate-700">
        Converted at $1 = £{rate.GBP.toFixed(4)} = €{rate.EUR.toFixed(4)}, the rate of {formatShortDate(rate.date)} ({rate.source}), and
        rounded as estimates. Of the saved text.{' '}
        <Link to="/admin/settings#exchange-rate-title" className="font-medium text-blue-700 underline">
          Refresh the rate in Settings
        </Link>
        .
      </p>
      <section className="mt-3 overflow-x-auto" aria-label="Amounts and their conversions" tabIndex={0}>
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-1 pr-4 font-medium">Written (US dollars)</th>
              <th className="py-1 pr-4 font-medium">Pounds</th>
              <th className="py-1 font-medium">Euros</th>
            </tr>
          </thead>
          <tbody>
            {amounts.map((amount) => (
              <tr key={amount.written} className="border-b border-slate-100">
                <td className="py-1 pr-4 text-slate-900">{amount.written}</td>
                <td className="py-1 pr-4 text-slate-900">{amount.converted.GBP}</td>
                <td className="py-1 text-slate-900">{amount.converted.EUR}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
