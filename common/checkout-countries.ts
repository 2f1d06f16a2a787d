/**
 * The countries the checkout offers for the billing address (ISO 3166-1 alpha-2): the UK and the EU, whose VAT the
 * site charges (content/tax-rates/tax-rates.yaml), then the countries most buyers elsewhere come from. The API
 * takes any two-letter code; a country outside the UK and EU pays no UK or EU VAT.
 */
export const CHECKOUT_COUNTRIES = [
  'GB', 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'US', 'CA', 'AU', 'NZ', 'IE', 'CH', 'NO', 'IS', 'IN', 'SG', 'ZA', 'NG', 'KE', 'AE', 'IL', 'JP', 'BR', 'MX', 'PH',
].filter((code, index, all) => all.indexOf(code) === index); // prettier-ignore
