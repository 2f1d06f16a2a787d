import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isTrustedPeer, languageRegion, visitorCountry, wantedCurrency } from './visitor-currency';

const none = { cookie: undefined, countryHeader: undefined, fromTrustedProxy: false, acceptLanguage: undefined };

describe('the currency a visitor wants (issue 31)', () => {
  it('is the picker’s cookie first, over a trusted country and the browser’s language', () => {
    expect(wantedCurrency({ cookie: 'GBP', countryHeader: 'DE', fromTrustedProxy: true, acceptLanguage: 'en-US' })).toBe('GBP');
    expect(wantedCurrency({ ...none, cookie: 'USD', acceptLanguage: 'de-DE' })).toBe('USD');
  });

  it('then the country a trusted proxy saw, over the language', () => {
    expect(wantedCurrency({ ...none, countryHeader: 'FR', fromTrustedProxy: true, acceptLanguage: 'en-GB' })).toBe('EUR');
    expect(wantedCurrency({ ...none, countryHeader: 'US', fromTrustedProxy: true, acceptLanguage: 'de-DE' })).toBe('USD');
  });

  it('ignores a country header from anyone else, and a forged or unknown cookie', () => {
    expect(wantedCurrency({ ...none, countryHeader: 'DE', fromTrustedProxy: false, acceptLanguage: 'en-GB' })).toBe('GBP');
    expect(wantedCurrency({ ...none, countryHeader: 'DE', fromTrustedProxy: false })).toBe('GBP');
    expect(wantedCurrency({ ...none, cookie: 'JPY', acceptLanguage: 'en-US' })).toBe('USD');
    expect(wantedCurrency({ ...none, cookie: 'eur' })).toBe('GBP');
  });

  it('then the region of the first language: de-DE euros, en-US dollars, en-GB pounds, any eurozone country euros', () => {
    expect(wantedCurrency({ ...none, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('EUR');
    expect(wantedCurrency({ ...none, acceptLanguage: 'en-US,en;q=0.9' })).toBe('USD');
    expect(wantedCurrency({ ...none, acceptLanguage: 'en-GB' })).toBe('GBP');
    for (const tag of ['fr-FR', 'nl-NL', 'it-IT', 'es-ES', 'fi-FI', 'en-IE', 'pt-PT', 'el-GR', 'de-AT']) {
      expect(wantedCurrency({ ...none, acceptLanguage: tag }), tag).toBe('EUR');
    }
  });

  it('is pounds when nothing decides: no header, a language without a region, a region outside the three', () => {
    expect(wantedCurrency(none)).toBe('GBP');
    expect(wantedCurrency({ ...none, acceptLanguage: 'de' })).toBe('GBP');
    expect(wantedCurrency({ ...none, acceptLanguage: 'de-CH' })).toBe('GBP');
    expect(wantedCurrency({ ...none, acceptLanguage: '*' })).toBe('GBP');
    expect(wantedCurrency({ ...none, countryHeader: 'JP', fromTrustedProxy: true, acceptLanguage: 'en-US' })).toBe('USD');
  });

  it('reads the region of a language tag with a script or an underscore', () => {
    expect(languageRegion('zh-Hant-TW')).toBe('TW');
    expect(languageRegion('en_US')).toBe('US');
    expect(languageRegion('en')).toBeUndefined();
  });

  it('trusts the country header only from an address in TRUSTED_PROXIES', () => {
    const proxies = new BlockList();
    proxies.addSubnet('10.0.0.0', 8, 'ipv4');
    expect(isTrustedPeer('10.1.2.3', proxies)).toBe(true);
    expect(isTrustedPeer('203.0.113.9', proxies)).toBe(false);
    expect(isTrustedPeer('10.1.2.3', undefined)).toBe(false);
    expect(isTrustedPeer(undefined, proxies)).toBe(false);
  });
});

describe('the country checkout starts the billing at (issue 41)', () => {
  it('is where the signals that chose the currency place the visitor: a trusted country, else the language’s region', () => {
    expect(visitorCountry({ ...none, acceptLanguage: 'de-DE,de;q=0.9' })).toBe('DE');
    expect(visitorCountry({ ...none, countryHeader: 'at', fromTrustedProxy: true, acceptLanguage: 'de-DE' })).toBe('AT');
    // Anyone may write the header; only a trusted proxy's counts.
    expect(visitorCountry({ ...none, countryHeader: 'FR', fromTrustedProxy: false, acceptLanguage: 'en-GB' })).toBe('GB');
  });

  it('is nothing when nothing says (the server then takes the seller’s country), nor Cloudflare’s unknown and Tor', () => {
    expect(visitorCountry(none)).toBeUndefined();
    expect(visitorCountry({ ...none, acceptLanguage: 'de' })).toBeUndefined();
    expect(visitorCountry({ ...none, countryHeader: 'XX', fromTrustedProxy: true })).toBeUndefined();
    expect(visitorCountry({ ...none, countryHeader: 'T1', fromTrustedProxy: true, acceptLanguage: 'fr-FR' })).toBe('FR');
  });
});
