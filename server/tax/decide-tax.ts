import { checkVatNumberFormat } from '../../common/vat-numbers';
import { loadTaxRates } from '../../content/tax-rates/load-tax-rates';
import { VAT_COUNTRIES, type TaxRates } from '../../content/tax-rates/tax-rates-schema';
import { DomainError } from '../errors/domain-error';
import { basisPoints, computeTax, type TaxLine } from './compute-tax';
import type { VatNumberChecker } from './vat-number-checker';

/** What the buyer says about themselves at checkout; a business adds its company name, address and VAT number. */
export interface BillingDetails {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  company?: string;
  address?: string;
  vatNumber?: string;
}

export interface TaxDecision extends TaxLine {
  billingCountry: string;
  company: string | null;
  address: string | null;
  /** Normalised (DE123456789), or null. */
  vatNumber: string | null;
  vatCheck: 'format' | 'valid' | 'unavailable' | null;
  /** A business elsewhere in the UK or EU than the seller, with a valid VAT number: no VAT, the buyer accounts for it. */
  reverseCharge: boolean;
  taxInclusive: boolean;
}

export interface DecideTaxOptions {
  /** The line's amount (the price after any code), minor units. */
  amount: number;
  billing: BillingDetails;
  sellerCountry: string;
  taxInclusive: boolean;
  /** The online check, when configured; without it the format is the check. */
  vatChecker?: VatNumberChecker;
  /** Default: content/tax-rates/tax-rates.yaml. */
  rates?: TaxRates;
}

const EU_OR_UK: ReadonlySet<string> = new Set(VAT_COUNTRIES);

/**
 * The VAT on a sale (local mode's tax engine; Stripe Tax takes this place in Stripe mode): the buyer's country's
 * standard rate from the table; none outside the UK and EU; none for a business elsewhere in the UK or EU with a
 * valid VAT number (the reverse charge). With tax-inclusive prices the buyer pays the price either way and only
 * the split changes; a reverse-charged business pays the price as net (as Stripe Tax does for inclusive prices).
 * A VAT number in the wrong format, from another country than the billing one, or refused by the online check
 * is an error naming the field.
 */
export async function decideTax({
  amount,
  billing,
  sellerCountry,
  taxInclusive,
  vatChecker,
  rates = loadTaxRates(),
}: DecideTaxOptions): Promise<TaxDecision> {
  let vatNumber: string | null = null;
  let vatCheck: TaxDecision['vatCheck'] = null;
  if (billing.vatNumber) {
    const format = checkVatNumberFormat(billing.vatNumber);
    if (!format.ok) throw new DomainError('invalid', format.message, { field: 'vatNumber' });
    if (format.country !== billing.country) {
      throw new DomainError('invalid', 'vatNumber must be a VAT number of the billing country.', { field: 'vatNumber' });
    }
    if (!billing.company) throw new DomainError('invalid', 'company is required with a VAT number.', { field: 'company' });
    vatNumber = format.number;
    vatCheck = 'format';
    if (vatChecker) {
      const answer = await vatChecker.check(vatNumber);
      if (answer === 'invalid') {
        throw new DomainError('invalid', 'vatNumber is not registered: the EU VAT register (VIES) does not know it.', {
          field: 'vatNumber',
        });
      }
      vatCheck = answer;
    }
  }
  const reverseCharge = vatNumber !== null && billing.country !== sellerCountry && EU_OR_UK.has(billing.country);
  const percent = reverseCharge ? 0 : (rates.rates[billing.country as keyof TaxRates['rates']] ?? 0);
  const line = computeTax({ amount, taxRate: basisPoints(percent), taxInclusive });
  return {
    ...line,
    billingCountry: billing.country,
    company: billing.company ?? null,
    address: billing.address ?? null,
    vatNumber,
    vatCheck,
    reverseCharge,
    taxInclusive,
  };
}

/** The table as an invoice cites it. */
export function taxTableLabel(rates: TaxRates = loadTaxRates()): string {
  return `VAT rates of ${rates.date}: ${rates.source}`;
}
