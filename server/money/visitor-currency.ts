import { isIP, type BlockList } from 'node:net';
import { BASE_CURRENCY, CURRENCIES, currencyOfCountry, isCurrency, type Currency } from '../../common/currencies';
import { loadCoursePrices, type PriceList } from './course-prices';
import type { Db } from '../db/client';

/**
 * What a request says about the currency its visitor wants, read from its headers alone (no database): the page
 * cache keys pages by it, and its fast path (server/http/cached-page-listener.ts) decides it on every hit.
 */
export interface CurrencySignals {
  /** The `currency` cookie the picker sets (POST /currency). */
  cookie: string | undefined;
  /** `CF-IPCountry`, Cloudflare's country of the client's address. */
  countryHeader: string | undefined;
  /** Whether the request came from one of TRUSTED_PROXIES (else anyone could have written the country header). */
  fromTrustedProxy: boolean;
  acceptLanguage: string | undefined;
}

/**
 * The currency a visitor wants (issue 31, docs/decisions/028a-prices-per-currency.md), in this order: the choice
 * they made with the picker; the country a trusted proxy saw their address in; the region of the first language
 * their browser asks for (de-DE → EUR, en-US → USD, en-GB → GBP); else pounds. A country or region outside the
 * three currencies' (Canada, Japan) decides nothing and the next signal is asked. A language without a region ("de")
 * says nothing about where the reader is (German is read in Switzerland, English everywhere), so it decides nothing.
 */
export function wantedCurrency({ cookie, countryHeader, fromTrustedProxy, acceptLanguage }: CurrencySignals): Currency {
  if (isCurrency(cookie)) return cookie;
  const fromCountry = fromTrustedProxy ? currencyOfCountry(countryHeader?.trim()) : undefined;
  if (fromCountry) return fromCountry;
  return currencyOfCountry(languageRegion(acceptLanguage)) ?? BASE_CURRENCY;
}

/**
 * Where the visitor probably is, from the same signals as wantedCurrency (the picker's cookie names a currency, not a
 * country, so it says nothing here): the country a trusted proxy saw their address in, else their browser's language
 * region ("de-DE" → DE). Checkout's billing country starts there, so a German reader shown euros is not offered the
 * UK's VAT (issue 41); the buyer still chooses. Undefined when nothing says.
 */
export function visitorCountry({ countryHeader, fromTrustedProxy, acceptLanguage }: Omit<CurrencySignals, 'cookie'>): string | undefined {
  const header = fromTrustedProxy ? countryHeader?.trim().toUpperCase() : undefined;
  // Cloudflare's XX (unknown) and T1 (Tor) are not countries.
  if (header && /^[A-Z]{2}$/.test(header) && header !== 'XX' && header !== 'T1') return header;
  return languageRegion(acceptLanguage);
}

/** The region of the first tag of an Accept-Language header ("de-DE,de;q=0.9" → "DE"), or undefined. */
export function languageRegion(acceptLanguage: string | undefined): string | undefined {
  if (!acceptLanguage) return undefined;
  const first = acceptLanguage.slice(0, 64).split(',', 1)[0]!.split(';', 1)[0]!.trim();
  // language[-script]-REGION: "de-DE", "zh-Hant-TW", "en_US" (as some clients write it).
  const match = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})(?:[-_]|$)/i.exec(first);
  return match?.[1]?.toUpperCase();
}

/** Whether the socket's peer is one of TRUSTED_PROXIES (server/http/client-address.ts reads X-Forwarded-For the same way). */
export function isTrustedPeer(remoteAddress: string | undefined, trustedProxies: BlockList | undefined): boolean {
  if (!remoteAddress || !trustedProxies) return false;
  const family = isIP(remoteAddress);
  return family !== 0 && trustedProxies.check(remoteAddress, family === 4 ? 'ipv4' : 'ipv6');
}

export interface VisitorCurrencyOptions {
  db: Db;
  /** What the request asked for (wantedCurrency, RequestContext.currency). */
  wanted: Currency;
}

/**
 * The one currency a page shows money in (docs/decisions/024j-one-currency-per-page.md): its prices, and the
 * content's amounts converted by localizeAmounts. The visitor's wanted currency when the premium course (the price
 * a page shows or links) has a price in it, else pounds, which it always has: a page never shows prices in two
 * currencies, nor amounts in one and prices in another.
 */
export async function visitorCurrency({ db, wanted }: VisitorCurrencyOptions): Promise<Currency> {
  if (wanted === BASE_CURRENCY) return wanted;
  return (await pagePrices({ db, wanted })).currency;
}

/** The page's currency (as visitorCurrency) with every course's prices, for a page that shows some (withPriceIn). */
export async function pagePrices({ db, wanted }: VisitorCurrencyOptions): Promise<{ currency: Currency; prices: PriceList }> {
  const prices = await loadCoursePrices({ db });
  return { currency: pageCurrency(prices, wanted), prices };
}

/**
 * The one price decision (issue 41): the currency a visitor is shown and charged, from the price list and what they
 * want. Their wanted currency when the owner sells in it, else pounds. Pages, GET /api/prices, GET /api/courses and
 * the checkout all decide by it.
 */
export function pageCurrency(prices: PriceList, wanted: Currency): Currency {
  return offeredCurrencies(prices).includes(wanted) ? wanted : BASE_CURRENCY;
}

/**
 * What the currency picker offers: pounds, and each currency that every course priced beyond pounds has a price in
 * (issue 43: no course is named; the specification's premium course is today the one such course). A course sold in
 * pounds only shows pounds to everyone.
 */
export function offeredCurrencies(prices: PriceList): Currency[] {
  const multi = Object.values(prices).filter((list) => CURRENCIES.some((c) => c !== BASE_CURRENCY && list[c] !== undefined));
  return CURRENCIES.filter((c) => c === BASE_CURRENCY || (multi.length > 0 && multi.every((list) => list[c] !== undefined)));
}
