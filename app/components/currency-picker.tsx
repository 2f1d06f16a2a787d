import { Button } from '~/components/ui/button';
import { CURRENCY_LABELS, type Currency } from '../../common/currencies';

/**
 * "Prices in": the currency picker wherever a price shows (issues 31 and 41). A plain form to POST /currency
 * (server/http/currency-routes.ts), which remembers the choice in a cookie and comes back here, so it works with
 * no JavaScript: reading pages have none, and on the checkout it works before the page's code has loaded. Only the
 * currencies the course is sold in are offered; it is not drawn when there is one. `className` sets the label's
 * colour for the surface it sits on (the field and button keep their own).
 */
export function CurrencyPicker({
  current,
  offered,
  back,
  className = 'text-slate-700',
}: {
  current: Currency;
  offered: readonly Currency[];
  back: string;
  className?: string;
}) {
  if (offered.length < 2) return null;
  // One id per page is enough: no page draws two pickers.
  return (
    <form method="post" action="/currency" className={`flex flex-wrap items-center justify-center gap-2 text-sm ${className}`}>
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor="currency-choice">Prices in</label>
      <select
        id="currency-choice"
        name="currency"
        defaultValue={current}
        // The site's shared classes: on the checkout this component is in the page's script, at its 140 KiB budget.
        className="ui-input h-9 w-auto py-0"
      >
        {offered.map((currency) => (
          <option key={currency} value={currency}>
            {CURRENCY_LABELS[currency]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm">
        Show prices
      </Button>
    </form>
  );
}
