import { formatPrice } from '../../../common/format';
import { tdClass, thClass } from './admin-ui';
import type { Analytics, FunnelRow } from '../../../server/analytics/load-analytics';

type Money = Array<{ currency: string; amount: number }>;

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const money = (items: Money) => (items.length === 0 ? '–' : items.map((item) => formatPrice(item.amount, item.currency)).join(' + '));

/** One ranked list (pages, sources…): small, so two sit side by side on a wide screen and stack on a phone. */
export function TopList({ title, rows, column }: { title: string; rows: Analytics['pages']; column: string }) {
  return (
    <section className="rounded-lg border border-slate-200" aria-label={title}>
      <h3 className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600">None in this period.</p>
      ) : (
        <section className="max-h-80 overflow-auto" tabIndex={0} aria-label={`${title} table`}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {column}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Visitors
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value}>
                  <td className={`${tdClass} break-all`}>{row.value}</td>
                  <td className={`${tdClass} text-right`}>{row.visitors}</td>
                  <td className={`${tdClass} text-right`}>{row.pageviews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function FunnelCells({ row }: { row: Omit<FunnelRow, 'source'> }) {
  return (
    <>
      <td className={`${tdClass} text-right`}>{row.visits}</td>
      <td className={`${tdClass} text-right`}>
        {row.signups} <span className="text-slate-600">({percent(row.rates.signup)})</span>
      </td>
      <td className={`${tdClass} text-right`}>
        {row.lessonStarted} <span className="text-slate-600">({percent(row.rates.lesson)})</span>
      </td>
      <td className={`${tdClass} text-right`}>
        {row.checkoutOpened} <span className="text-slate-600">({percent(row.rates.checkout)})</span>
      </td>
      <td className={`${tdClass} text-right`}>
        {row.purchased} <span className="text-slate-600">({percent(row.rates.purchase)})</span>
      </td>
      <td className={`${tdClass} text-right`}>{percent(row.rates.overall)}</td>
      <td className={`${tdClass} text-right`}>{money(row.revenue)}</td>
    </>
  );
}

/**
 * Accounts no counted visit stands behind (Do Not Track, the API…): their steps as accounts, with no visit and
 * so no rate from one; without this row they would be missing, and with them in the rows above a source could
 * show more sign-ups than visits.
 */
function WithoutVisitRow({ row }: { row: Analytics['funnel']['withoutVisit'] }) {
  return (
    <tr className="text-slate-700">
      <th scope="row" className={`${tdClass} font-medium`}>
        Sign-ups without a counted visit
      </th>
      <td className={`${tdClass} text-right`}>–</td>
      <td className={`${tdClass} text-right`}>{row.signups}</td>
      <td className={`${tdClass} text-right`}>
        {row.lessonStarted} <span className="text-slate-600">({percent(row.rates.lesson)})</span>
      </td>
      <td className={`${tdClass} text-right`}>
        {row.checkoutOpened} <span className="text-slate-600">({percent(row.rates.checkout)})</span>
      </td>
      <td className={`${tdClass} text-right`}>
        {row.purchased} <span className="text-slate-600">({percent(row.rates.purchase)})</span>
      </td>
      <td className={`${tdClass} text-right`}>–</td>
      <td className={`${tdClass} text-right`}>{money(row.revenue)}</td>
    </tr>
  );
}

/** Visit → sign-up → first lesson → checkout → purchase, per first-touch source, with each step's rate. */
export function FunnelTable({ funnel }: { funnel: Analytics['funnel'] }) {
  return (
    <section className="overflow-x-auto rounded-lg border border-slate-200" aria-label="Funnel by source table" tabIndex={0}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Funnel by source: each step with its rate from the step before</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Source
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Visits
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Sign-ups
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Started a lesson
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Opened checkout
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Bought
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Visit → purchase
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.bySource.map((row) => (
            <tr key={row.source}>
              <th scope="row" className={`${tdClass} break-all font-medium`}>
                {row.source}
              </th>
              <FunnelCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className={tdClass}>
              All sources
            </th>
            <FunnelCells row={funnel.totals} />
          </tr>
          {funnel.withoutVisit.signups > 0 ? <WithoutVisitRow row={funnel.withoutVisit} /> : null}
        </tfoot>
      </table>
    </section>
  );
}

/** Which articles (entry pages of the first touch) lead to sign-ups and purchases. */
export function EntryPageTable({ rows }: { rows: Analytics['funnel']['byEntryPage'] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No sign-ups with a known entry page in this period.</p>;
  return (
    <section
      className="overflow-x-auto rounded-lg border border-slate-200"

      aria-label="Sign-ups and purchases by entry page"
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Entry page
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Sign-ups
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Bought
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <td className={`${tdClass} break-all`}>{row.path}</td>
              <td className={`${tdClass} text-right`}>{row.signups}</td>
              <td className={`${tdClass} text-right`}>{row.purchased}</td>
              <td className={`${tdClass} text-right`}>{money(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
