// Amounts written in the content's currency (US dollars, DESIGN §7.5), rewritten into the page's currency
// (docs/decisions/024j-one-currency-per-page.md). Server only: the rates never reach a browser bundle; loaders
// send the converted text.
import { CONTENT_CURRENCY, type ExchangeRates } from '../../content/exchange-rates/exchange-rates-schema';
import { currentExchangeRates } from './content-rates';

export interface LocalizeAmountsOptions {
  /** The page's currency (visitorCurrency). In the content's own currency every text comes back unchanged. */
  currency: string;
  /** Default: the rates in force (the owner's in settings, else content/exchange-rates/exchange-rates.yaml). */
  rates?: ExchangeRates;
}

function defaultRates(): ExchangeRates {
  return currentExchangeRates();
}

/** Units of `currency` for one unit of the content's currency. */
export function conversionFactor(currency: string, rates: ExchangeRates = defaultRates()): number {
  const perBase = (code: string): number => {
    if (code === rates.base) return 1;
    const rate = rates.rates[code];
    if (rate === undefined) throw new Error(`No exchange rate for ${code} in content/exchange-rates (${rates.date})`);
    return rate;
  };
  return perBase(currency) / perBase(CONTENT_CURRENCY);
}

/** The name a reader uses for an amount left in words ("a few dollars a month" → "a few pounds a month"). */
const CURRENCY_NAMES: Record<string, string> = { GBP: 'pounds', EUR: 'euros' };

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

// "$1,500", "$45", "$0.20", "$2k", "$1.5M"; not "US$5" or "A$5" (another dollar, written by its country).
const AMOUNT = String.raw`(?<![\p{L}\p{N}\\])\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:([kKmMbB])(?!\p{L}))?`;
const AMOUNT_RE = new RegExp(AMOUNT, 'gu');
// A range keeps its two ends together, so rounding can never turn it into "£8–£8".
const RANGE_RE = new RegExp(String.raw`${AMOUNT}(\s*(?:-|–|—|to)\s*)${AMOUNT}`, 'gu');
// Addresses are left alone whatever they hold ("?price=$20").
const URL_RE = /(\b(?:https?:\/\/|www\.)[^\s<>"']+)/giu;

interface SourceAmount {
  value: number;
  /** The value of one unit of the last digit written: 1 for "$45", 0.01 for "$0.20", 1000 for "$2k". */
  step: number;
  decimals: number;
  suffix: string;
  multiplier: number;
}

function parseAmount(whole: string, fraction: string | undefined, suffix: string | undefined): SourceAmount {
  const multiplier = suffix ? MULTIPLIERS[suffix.toLowerCase()]! : 1;
  const decimals = fraction?.length ?? 0;
  const value = Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`) * multiplier;
  return { value, step: 10 ** -decimals * multiplier, decimals, suffix: suffix ?? '', multiplier };
}

/** The rounding step of a converted figure: two significant figures, never finer than the source's last digit. */
function stepFor(converted: number, source: SourceAmount): number {
  if (converted === 0) return source.step;
  const twoFigures = 10 ** (Math.floor(Math.log10(Math.abs(converted))) - 1);
  return Math.max(twoFigures, source.step);
}

function roundTo(value: number, step: number): number {
  // Through the step's own decimals, so 0.15 stays 0.15 and not 0.15000000000000002.
  const places = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return Number((Math.round(value / step) * step).toFixed(places));
}

function format(value: number, step: number, source: SourceAmount, currency: string): string {
  const shown = value / source.multiplier;
  let places = Math.max(0, -Math.floor(Math.log10(step / source.multiplier) + 1e-9));
  // Pence are written in pairs: "£1.90", not "£1.9".
  if (places === 1 && source.decimals >= 2 && !source.suffix) places = 2;
  const text = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(shown);
  return `${text}${source.suffix}`;
}

function convertOne(source: SourceAmount, factor: number, currency: string, finer = 1): string {
  const converted = source.value * factor;
  const step = stepFor(converted, source) / finer;
  return format(roundTo(converted, step), step, source, currency);
}

function convertRange(low: SourceAmount, high: SourceAmount, factor: number, currency: string): [string, string] {
  // Each end rounded on its own; if that makes them meet, one more figure keeps them apart.
  for (const finer of [1, 10, 100]) {
    const a = convertOne(low, factor, currency, finer);
    const b = convertOne(high, factor, currency, finer);
    if (a !== b || low.value === high.value) return [a, b];
  }
  return [convertOne(low, factor, currency, 100), convertOne(high, factor, currency, 100)];
}

function localizePlain(text: string, factor: number, currency: string): string {
  const ranged = text.replace(
    RANGE_RE,
    (
      _m,
      w1: string,
      f1: string | undefined,
      s1: string | undefined,
      between: string,
      w2: string,
      f2: string | undefined,
      s2: string | undefined,
    ) => {
      const [a, b] = convertRange(parseAmount(w1, f1, s1), parseAmount(w2, f2, s2), factor, currency);
      return `${a}${between}${b}`;
    },
  );
  const amounts = ranged.replace(AMOUNT_RE, (_m, whole: string, fraction: string | undefined, suffix: string | undefined) =>
    convertOne(parseAmount(whole, fraction, suffix), factor, currency),
  );
  const name = CURRENCY_NAMES[currency];
  return name ? amounts.replace(/\bdollars\b/g, name) : amounts;
}

/**
 * `text` with every amount written in US dollars ("$500", "$1,500 - $5,000/month", "$45/hour", "$2k",
 * "$0–$1,000", "$1.5M") in `currency`, at the rate of the rates file, rounded as a reader expects of an
 * estimate: two significant figures, never more precise than the figure written (so "$20" becomes "£16" and
 * "$5K" becomes "£4K"), ranges kept as ranges and zero as zero. Web addresses are left as written. In US
 * dollars the text comes back unchanged.
 */
export function localizeAmounts(text: string, { currency, rates }: LocalizeAmountsOptions): string {
  if (currency === CONTENT_CURRENCY || (!text.includes('$') && !text.includes('dollars'))) return text;
  const factor = conversionFactor(currency, rates);
  return text
    .split(URL_RE)
    .map((part, index) => (index % 2 === 1 ? part : localizePlain(part, factor, currency)))
    .join('');
}

/**
 * Rendered HTML (a blog article) with its amounts in `currency`: only the text between tags changes; tags and
 * their attributes (links, ids) and everything inside `<code>` and `<pre>` stay exactly as written.
 */
export function localizeHtmlAmounts(html: string, options: LocalizeAmountsOptions): string {
  if (options.currency === CONTENT_CURRENCY) return html;
  let inCode = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)(code|pre)\b/i.exec(part);
        if (tag) inCode = Math.max(0, inCode + (tag[1] ? -1 : 1));
        return part;
      }
      return inCode > 0 ? part : localizeAmounts(part, options);
    })
    .join('');
}

/** Keys whose strings are addresses or identifiers, never prose: left as they are. */
const VERBATIM_KEYS = new Set(['id', 'slug', 'url', 'href', 'courseId', 'category', 'image', 'path']);

/**
 * Every prose string of a loader's data (a lesson, an idea) through localizeAmounts; the shape is kept, and
 * addresses and ids (VERBATIM_KEYS) are left alone.
 */
export function localizeStrings<T>(value: T, options: LocalizeAmountsOptions): T {
  if (options.currency === CONTENT_CURRENCY) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return localizeAmounts(node, options);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, VERBATIM_KEYS.has(key) ? child : walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
}

/** An amount as the content writes it, beside what a visitor paying in each other currency reads. */
export interface AmountConversion {
  written: string;
  converted: Record<string, string>;
}

const WRITTEN_RE = new RegExp(String.raw`(?:${RANGE_RE.source}|${AMOUNT})(?:\s?\/\s?(?:month|mo|hour|hr|year|week|day))?`, 'gu');

/**
 * The distinct dollar amounts of a text (an article's Markdown in the studio) with each converted into
 * `currencies` as the public pages convert it (issue 41: the owner sees both, not dollars alone). Addresses are
 * skipped as the conversion skips them; at most `limit` amounts, in order of first appearance.
 */
export function amountConversions(
  text: string,
  { currencies, rates, limit = 40 }: { currencies: readonly string[]; rates?: ExchangeRates; limit?: number },
): AmountConversion[] {
  const seen = new Map<string, AmountConversion>();
  const parts = text.split(URL_RE).filter((_, index) => index % 2 === 0);
  for (const part of parts) {
    for (const match of part.matchAll(WRITTEN_RE)) {
      const written = match[0];
      if (seen.has(written) || seen.size >= limit) continue;
      seen.set(written, {
        written,
        converted: Object.fromEntries(currencies.map((currency) => [currency, localizeAmounts(written, { currency, rates })])),
      });
    }
  }
  return [...seen.values()];
}
