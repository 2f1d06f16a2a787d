/**
 * VAT numbers of the UK and the EU, checked offline by their published formats (the European Commission's VIES
 * FAQ, HMRC's VAT notice 700/1): the country prefix, then the national part. A number in the right format may still
 * not exist; the optional online check (server/tax/vat-number-checker.ts) asks VIES. Shared by the checkout form
 * and the server, which decides.
 */
const FORMATS: Record<string, { country: string; pattern: RegExp }> = {
  AT: { country: 'AT', pattern: /^U\d{8}$/ },
  BE: { country: 'BE', pattern: /^[01]\d{9}$/ },
  BG: { country: 'BG', pattern: /^\d{9,10}$/ },
  CY: { country: 'CY', pattern: /^\d{8}[A-Z]$/ },
  CZ: { country: 'CZ', pattern: /^\d{8,10}$/ },
  DE: { country: 'DE', pattern: /^\d{9}$/ },
  DK: { country: 'DK', pattern: /^\d{8}$/ },
  EE: { country: 'EE', pattern: /^\d{9}$/ },
  // Greece's VAT prefix is EL, its country code GR.
  EL: { country: 'GR', pattern: /^\d{9}$/ },
  ES: { country: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { country: 'FI', pattern: /^\d{8}$/ },
  FR: { country: 'FR', pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  HR: { country: 'HR', pattern: /^\d{11}$/ },
  HU: { country: 'HU', pattern: /^\d{8}$/ },
  IE: { country: 'IE', pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { country: 'IT', pattern: /^\d{11}$/ },
  LT: { country: 'LT', pattern: /^(\d{9}|\d{12})$/ },
  LU: { country: 'LU', pattern: /^\d{8}$/ },
  LV: { country: 'LV', pattern: /^\d{11}$/ },
  MT: { country: 'MT', pattern: /^\d{8}$/ },
  NL: { country: 'NL', pattern: /^\d{9}B\d{2}$/ },
  PL: { country: 'PL', pattern: /^\d{10}$/ },
  PT: { country: 'PT', pattern: /^\d{9}$/ },
  RO: { country: 'RO', pattern: /^[1-9]\d{1,9}$/ },
  SE: { country: 'SE', pattern: /^\d{10}01$/ },
  SI: { country: 'SI', pattern: /^\d{8}$/ },
  SK: { country: 'SK', pattern: /^\d{10}$/ },
  GB: { country: 'GB', pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ },
  // Northern Ireland's traders (goods) have XI numbers; for services they are UK numbers.
  XI: { country: 'GB', pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ },
};

/** As written by people: spaces, dots and dashes dropped, upper case. */
export function normalizeVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

export type VatNumberFormat = { ok: true; number: string; country: string } | { ok: false; message: string };

/** Whether `raw` is a UK or EU VAT number in its country's format, and that country (ISO code: GR for EL). */
export function checkVatNumberFormat(raw: string): VatNumberFormat {
  const number = normalizeVatNumber(raw);
  const format = FORMATS[number.slice(0, 2)];
  if (!format) return { ok: false, message: 'vatNumber must start with a UK or EU country prefix, such as DE or FR.' };
  if (!format.pattern.test(number.slice(2))) {
    return { ok: false, message: `vatNumber is not in the format of a ${number.slice(0, 2)} VAT number.` };
  }
  return { ok: true, number, country: format.country };
}
