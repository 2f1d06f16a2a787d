// The exchange rates in force in this process (docs/decisions/031g-owner-figures-and-exchange-rate.md): the
// release's file until the database's are installed (server/money/exchange-rates.ts). No database here,
// so the conversion (localize-amounts.ts) reads them without an import circle through the content store.
import { contentSlot } from '../../content/content-slot';
import { CONTENT_CURRENCY, type ExchangeRates } from '../../content/exchange-rates/exchange-rates-schema';
import { loadExchangeRates } from '../../content/exchange-rates/load-exchange-rates';

/** The currencies a page may show besides the content's own (common/currencies.ts: GBP, USD, EUR). */
export const RATE_CURRENCIES = ['GBP', 'EUR'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** What the owner sees and sets: units of each currency for one dollar, as of a day, from a named source. */
export interface ContentRates {
  perDollar: Record<RateCurrency, number>;
  /** The day the figures are from (YYYY-MM-DD); with rates of two days, the older. */
  date: string;
  source: string;
  /** False while the release's file applies (the owner has set none). */
  setByOwner: boolean;
}

/** The release's file (content/exchange-rates/exchange-rates.yaml), per dollar. */
export function fileRates(): ContentRates {
  const file = loadExchangeRates();
  const perBase = (code: string) => (code === file.base ? 1 : file.rates[code]!);
  return {
    perDollar: { GBP: perBase('GBP') / perBase(CONTENT_CURRENCY), EUR: perBase('EUR') / perBase(CONTENT_CURRENCY) },
    date: file.date,
    source: file.source,
    setByOwner: false,
  };
}

/** As localizeAmounts reads them (server/money/localize-amounts.ts): dollars as the base. */
export function asExchangeRates(rates: ContentRates): ExchangeRates {
  return {
    source: rates.source,
    sourceUrl: loadExchangeRates().sourceUrl,
    date: rates.date,
    base: CONTENT_CURRENCY,
    rates: { ...rates.perDollar },
  };
}

// Kept on globalThis like the content (content/content-slot.ts): both bundles of the server read one value.
const ratesSlot = contentSlot<{ rates: ContentRates; converted: ExchangeRates }>('exchange-rates', () => {
  const rates = fileRates();
  return { rates, converted: asExchangeRates(rates) };
});

/** The rates this process converts with now (the file's until the database's are installed). */
export function currentContentRates(): ContentRates {
  return ratesSlot.get().rates;
}

/** The same, as the conversion reads them. */
export function currentExchangeRates(): ExchangeRates {
  return ratesSlot.get().converted;
}

export function installContentRates(rates: ContentRates): void {
  ratesSlot.set({ rates, converted: asExchangeRates(rates) });
}
