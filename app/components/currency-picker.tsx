import { useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { CURRENCY_LABELS } from '../../common/currencies';

/**
 * The currencies prices are shown and charged in (issue 31), as buttons of one form that posts to /currency, which
 * keeps the choice in a cookie and brings the visitor back (server/http/currency-routes.ts): it works on the
 * reading pages, which run no JavaScript. Shown only when the owner sells in more than one currency.
 */
export function CurrencyPicker() {
  const money = useRootData()?.money;
  const location = useLocation();
  if (!money || money.choices.length < 2) return null;
  return (
    <form method="post" action="/currency">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div role="group" aria-label="Currency" className="flex gap-1 rounded-lg border border-slate-700 p-0.5">
        {money.choices.map((option) => {
          const pressed = option === money.currency;
          return (
            <button
              key={option}
              type="submit"
              name="currency"
              value={option}
              aria-pressed={pressed}
              className={cn(
                // The footer is dark in both themes (bg-slate-900), as the theme control beside it.
                'whitespace-nowrap rounded-md px-2.5 py-1.5 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400',
                pressed ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
              )}
            >
              {CURRENCY_LABELS[option]}
            </button>
          );
        })}
      </div>
    </form>
  );
}
