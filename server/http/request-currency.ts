import { getCookie } from 'hono/cookie';
import { CURRENCY_COOKIE, type Currency } from '../../common/currencies';
import { isTrustedPeer, visitorCountry, wantedCurrency } from '../money/visitor-currency';
import type { AppEnv } from './app-env';
import type { Context } from 'hono';
import type { BlockList } from 'node:net';

/**
 * The currency this request's visitor wants (wantedCurrency), decided once per request from its cookie and
 * headers: the page cache's key, the pages' RequestContext.currency and the checkout's default agree.
 */
export function requestCurrency(c: Context<AppEnv>, trustedProxies: BlockList | undefined): Currency {
  let currency = c.get('currency');
  if (!currency) {
    const socket = peerOf(c);
    currency = wantedCurrency({
      cookie: c.get('cookies')?.[CURRENCY_COOKIE] ?? getCookie(c, CURRENCY_COOKIE),
      countryHeader: c.req.header('cf-ipcountry'),
      fromTrustedProxy: isTrustedPeer(socket, trustedProxies),
      acceptLanguage: c.req.header('accept-language'),
    });
    c.set('currency', currency);
  }
  return currency;
}

const peerOf = (c: Context<AppEnv>) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

/** The visitor's country from the signals that chose their currency (visitorCountry), or undefined. */
export function requestCountry(c: Context<AppEnv>, trustedProxies: BlockList | undefined): string | undefined {
  return visitorCountry({
    countryHeader: c.req.header('cf-ipcountry'),
    fromTrustedProxy: isTrustedPeer(peerOf(c), trustedProxies),
    acceptLanguage: c.req.header('accept-language'),
  });
}
