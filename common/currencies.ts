/**
 * The currencies the site sells in (issue 31, docs/decisions/028a-prices-per-currency.md): a course always has a
 * price in pounds, and in dollars and euros when the owner set one. Plain data, safe for the browser bundle.
 */
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency of the course rows (content/courses/courses.ts) and of every visitor nothing else decides for. */
export const BASE_CURRENCY: Currency = 'GBP';

/** The cookie the currency picker sets (POST /currency); a preference, kept for a year like the theme. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const CURRENCY_LABELS: Record<Currency, string> = { GBP: '£ GBP', USD: '$ USD', EUR: '€ EUR' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Where the euro is the currency (ISO 3166-1 alpha-2): the 20 euro-area members of 2025, and the countries that
 * use it by agreement or in practice (Andorra, Monaco, San Marino, the Vatican, Montenegro, Kosovo).
 */
const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]); // prettier-ignore

/** The currency a buyer in this country expects, among the site's three; undefined elsewhere (the caller decides). */
export function currencyOfCountry(country: string | undefined): Currency | undefined {
  if (!country) return undefined;
  const code = country.toUpperCase();
  if (code === 'GB') return 'GBP';
  if (code === 'US') return 'USD';
  return EURO_COUNTRIES.has(code) ? 'EUR' : undefined;
}
