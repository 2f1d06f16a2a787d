import { describe, expect, it } from 'vitest';
import { checkVatNumberFormat } from '../../common/vat-numbers';
import { loadTaxRates } from '../../content/tax-rates/load-tax-rates';
import { VAT_COUNTRIES } from '../../content/tax-rates/tax-rates-schema';
import { DomainError } from '../errors/domain-error';
import { basisPoints, computeTax } from './compute-tax';
import { decideTax } from './decide-tax';
import { viesChecker } from './vat-number-checker';

describe('the tax table (content/tax-rates/tax-rates.yaml)', () => {
  it('has a standard rate for the UK and each of the 27 EU countries, with its date and source', () => {
    const table = loadTaxRates();
    expect(Object.keys(table.rates).sort()).toEqual([...VAT_COUNTRIES].sort());
    expect(VAT_COUNTRIES).toHaveLength(28);
    expect(table.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(table.sourceUrl).toMatch(/^https:\/\//);
    expect(table.rates).toMatchObject({ GB: 20, DE: 19, FR: 20, IE: 23, HU: 27, LU: 17, FI: 25.5 });
  });

  it('refuses a table that misses a country or has a rate with three decimals, naming it', () => {
    const { rates, ...rest } = loadTaxRates();
    const { DE: _missing, ...withoutGermany } = rates;
    expect(() => loadTaxRates({ ...rest, rates: withoutGermany })).toThrow(/rates\.DE/);
    expect(() => loadTaxRates({ ...rest, rates: { ...rates, FI: 25.555 } })).toThrow(/two decimals/);
  });
});

describe('computeTax: integer minor units, rounded once per line, halves up', () => {
  it('splits a tax-inclusive price so that net + tax is what the buyer pays', () => {
    // £9.99 at 20 %: 999 × 20/120 = 166.5 → 167; net 832.
    expect(computeTax({ amount: 999, taxRate: 2000, taxInclusive: true })).toEqual({ net: 832, taxRate: 2000, tax: 167, gross: 999 });
    // At 19 %: 999 × 19/119 = 159.50… → 160.
    expect(computeTax({ amount: 999, taxRate: 1900, taxInclusive: true })).toEqual({ net: 839, taxRate: 1900, tax: 160, gross: 999 });
    // At 25.5 %: 999 × 25.5/125.5 = 202.98… → 203.
    expect(computeTax({ amount: 999, taxRate: 2550, taxInclusive: true })).toEqual({ net: 796, taxRate: 2550, tax: 203, gross: 999 });
  });

  it('adds tax to a tax-exclusive price', () => {
    // 999 × 19 % = 189.81 → 190; 1000 × 17 % = 170 exactly; 5 × 10 % = 0.5 → 1 (a half goes up).
    expect(computeTax({ amount: 999, taxRate: 1900, taxInclusive: false })).toEqual({ net: 999, taxRate: 1900, tax: 190, gross: 1189 });
    expect(computeTax({ amount: 1000, taxRate: 1700, taxInclusive: false }).tax).toBe(170);
    expect(computeTax({ amount: 5, taxRate: 1000, taxInclusive: false }).tax).toBe(1);
  });

  it('charges nothing at a zero rate and on a zero amount', () => {
    expect(computeTax({ amount: 999, taxRate: 0, taxInclusive: true })).toEqual({ net: 999, taxRate: 0, tax: 0, gross: 999 });
    expect(computeTax({ amount: 0, taxRate: 2000, taxInclusive: false })).toEqual({ net: 0, taxRate: 2000, tax: 0, gross: 0 });
  });

  it('gives every EU country and the UK its rate from the table, both ways, with net + tax = gross', () => {
    const { rates } = loadTaxRates();
    for (const country of VAT_COUNTRIES) {
      const taxRate = basisPoints(rates[country]!);
      const inclusive = computeTax({ amount: 999, taxRate, taxInclusive: true });
      const exclusive = computeTax({ amount: 999, taxRate, taxInclusive: false });
      expect(inclusive.net + inclusive.tax, country).toBe(999);
      expect(Math.abs(inclusive.tax - (999 * rates[country]!) / (100 + rates[country]!)), country).toBeLessThanOrEqual(0.5);
      expect(exclusive.gross, country).toBe(999 + Math.round((999 * rates[country]!) / 100 + 1e-9));
    }
  });
});

describe('VAT numbers, offline', () => {
  it('accepts each country format with its prefix, written with spaces or dots', () => {
    expect(checkVatNumberFormat('DE 123 456 789')).toEqual({ ok: true, number: 'DE123456789', country: 'DE' });
    expect(checkVatNumberFormat('fr40303265045')).toEqual({ ok: true, number: 'FR40303265045', country: 'FR' });
    expect(checkVatNumberFormat('EL123456789')).toMatchObject({ ok: true, country: 'GR' });
    expect(checkVatNumberFormat('NL123456789B01')).toMatchObject({ ok: true, country: 'NL' });
    expect(checkVatNumberFormat('GB 123 4567 89')).toMatchObject({ ok: true, country: 'GB' });
    expect(checkVatNumberFormat('ATU12345678')).toMatchObject({ ok: true, country: 'AT' });
  });

  it('refuses a number without a known prefix or in the wrong format', () => {
    expect(checkVatNumberFormat('123456789')).toMatchObject({ ok: false });
    expect(checkVatNumberFormat('US123456789')).toMatchObject({ ok: false });
    expect(checkVatNumberFormat('DE12345678')).toMatchObject({ ok: false });
    expect(checkVatNumberFormat('AT12345678')).toMatchObject({ ok: false });
  });
});

describe('decideTax', () => {
  const sale = { amount: 999, sellerCountry: 'GB', taxInclusive: true };

  it('charges a consumer the rate of their country, and nothing outside the UK and EU', async () => {
    expect(await decideTax({ ...sale, billing: { country: 'DE' } })).toMatchObject({
      taxRate: 1900,
      tax: 160,
      gross: 999,
      reverseCharge: false,
    });
    expect(await decideTax({ ...sale, billing: { country: 'US' } })).toMatchObject({ taxRate: 0, tax: 0, gross: 999, net: 999 });
  });

  it('reverse-charges a business with a valid number in another country than the seller’s, not one in the same', async () => {
    const business = { company: 'Société Exemple SA', vatNumber: 'FR40303265045' };
    expect(await decideTax({ ...sale, billing: { country: 'FR', ...business } })).toMatchObject({
      reverseCharge: true,
      taxRate: 0,
      tax: 0,
      gross: 999,
      vatNumber: 'FR40303265045',
      vatCheck: 'format',
    });
    const uk = await decideTax({ ...sale, billing: { country: 'GB', company: 'Example Ltd', vatNumber: 'GB123456789' } });
    expect(uk).toMatchObject({ reverseCharge: false, taxRate: 2000, tax: 167 });
  });

  it('refuses a number in the wrong format, from another country, or without a company, naming the field', async () => {
    const refused = (billing: Parameters<typeof decideTax>[0]['billing']) =>
      decideTax({ ...sale, billing }).then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? error.details.field : error),
      );
    expect(await refused({ country: 'FR', company: 'SA', vatNumber: 'FR123' })).toBe('vatNumber');
    expect(await refused({ country: 'DE', company: 'GmbH', vatNumber: 'FR40303265045' })).toBe('vatNumber');
    expect(await refused({ country: 'FR', vatNumber: 'FR40303265045' })).toBe('company');
  });

  it('uses the online check when configured, and goes on on the format when the registry is unavailable', async () => {
    const billing = { country: 'FR', company: 'SA', vatNumber: 'FR40303265045' };
    const answering = (answer: 'valid' | 'invalid' | 'unavailable') => ({ check: async () => answer });
    expect(await decideTax({ ...sale, billing, vatChecker: answering('valid') })).toMatchObject({ reverseCharge: true, vatCheck: 'valid' });
    expect(await decideTax({ ...sale, billing, vatChecker: answering('unavailable') })).toMatchObject({
      reverseCharge: true,
      vatCheck: 'unavailable',
    });
    await expect(decideTax({ ...sale, billing, vatChecker: answering('invalid') })).rejects.toMatchObject({
      details: { field: 'vatNumber' },
    });
  });
});

describe('viesChecker (against a fake VIES)', () => {
  const fakeVies = (respond: () => Response | Promise<Response>) => {
    const calls: unknown[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return respond();
    }) as unknown as typeof fetch;
    return { calls, checker: viesChecker({ url: 'http://vies.test/check', fetchImpl, timeoutMs: 50 }) };
  };

  it('asks with the country code and number, and reads valid and invalid', async () => {
    const valid = fakeVies(() => Response.json({ valid: true }));
    expect(await valid.checker.check('FR40303265045')).toBe('valid');
    expect(valid.calls).toEqual([{ countryCode: 'FR', vatNumber: '40303265045' }]);
    expect(await fakeVies(() => Response.json({ valid: false })).checker.check('DE123456789')).toBe('invalid');
  });

  it('degrades to unavailable when VIES is down, slow, busy, or does not cover the number', async () => {
    expect(await fakeVies(() => new Response('down', { status: 503 })).checker.check('DE123456789')).toBe('unavailable');
    expect(await fakeVies(() => Response.json({ valid: false, userError: 'MS_UNAVAILABLE' })).checker.check('DE123456789')).toBe(
      'unavailable',
    );
    expect(await fakeVies(() => Promise.reject(new TypeError('fetch failed'))).checker.check('DE123456789')).toBe('unavailable');
    const never = fakeVies(() => new Promise<Response>(() => {}));
    // The fake ignores the abort signal: the checker's own timer must still answer.
    expect(await Promise.race([never.checker.check('DE123456789'), new Promise((r) => setTimeout(() => r('hung'), 1000))])).toBe(
      'unavailable',
    );
    expect(never.calls).toHaveLength(1);
    expect(await fakeVies(() => Response.json({ valid: true })).checker.check('GB123456789')).toBe('unavailable');
  });
});
