import { loadTaxRates } from '../../content/tax-rates/load-tax-rates';
import { checkoutTaxes } from '../db/schema';
import { basisPoints, computeTax, type TaxLine } from '../tax/compute-tax';
import type { Db } from '../db/client';
import type { TaxDecision } from '../tax/decide-tax';
import type { BuyerDetails, TaxEvidence } from './invoice-types';

type CheckoutTaxRow = typeof checkoutTaxes.$inferSelect;

/** What a checkout quoted for a payment: its row, as fulfilment reads it. */
export type QuotedTax = Pick<
  CheckoutTaxRow,
  | 'billingCountry'
  | 'company'
  | 'address'
  | 'vatNumber'
  | 'vatCheck'
  | 'reverseCharge'
  | 'taxInclusive'
  | 'taxRate'
  | 'cardCountry'
  | 'countryConfirmed'
  | 'net'
  | 'tax'
  | 'gross'
  | 'taxCalculationId'
>;

export function checkoutTaxOf(row: CheckoutTaxRow | undefined): QuotedTax | null {
  return row ?? null;
}

export interface Sale {
  line: TaxLine & { taxInclusive: boolean; reverseCharge: boolean };
  buyer: Omit<BuyerDetails, 'name'>;
  evidence: TaxEvidence;
  /** What decided the tax, as the invoice cites it: Stripe Tax's calculation, or null for the site's table. */
  taxSource: string | null;
}

/**
 * A payment's sale as the invoice states it: the quoted rate applied again to the price after the code (so the
 * amount is checked against figures computed here, not read from the provider). A payment opened before checkout
 * asked for a country (no quote) was a consumer in the seller's country at a tax-inclusive price.
 */
export function saleOf({ amount, quoted, sellerCountry }: { amount: number; quoted: QuotedTax | null; sellerCountry: string }): Sale {
  if (!quoted) {
    const rate = loadTaxRates().rates[sellerCountry as keyof ReturnType<typeof loadTaxRates>['rates']] ?? 0;
    return {
      line: { ...computeTax({ amount, taxRate: basisPoints(rate), taxInclusive: true }), taxInclusive: true, reverseCharge: false },
      buyer: { company: null, address: null, country: sellerCountry, vatNumber: null },
      evidence: { billingCountry: sellerCountry, cardCountry: null, countryConfirmed: false, vatCheck: null },
      taxSource: null,
    };
  }
  // Stripe Tax's figures, as calculated for this very amount: they are what the buyer was charged, and Stripe's own
  // rounding is kept rather than redone here (docs/decisions/028b-stripe-tax.md).
  const stripeTax = quoted.taxCalculationId !== null && (quoted.taxInclusive ? quoted.gross : quoted.net) === amount;
  return {
    line: {
      ...(stripeTax
        ? { net: quoted.net, taxRate: quoted.taxRate, tax: quoted.tax, gross: quoted.gross }
        : computeTax({ amount, taxRate: quoted.taxRate, taxInclusive: quoted.taxInclusive })),
      taxInclusive: quoted.taxInclusive,
      reverseCharge: quoted.reverseCharge,
    },
    buyer: { company: quoted.company, address: quoted.address, country: quoted.billingCountry, vatNumber: quoted.vatNumber },
    evidence: {
      billingCountry: quoted.billingCountry,
      cardCountry: quoted.cardCountry,
      countryConfirmed: quoted.countryConfirmed,
      vatCheck: quoted.vatCheck,
    },
    taxSource: stripeTax ? `Stripe Tax (calculation ${quoted.taxCalculationId})` : null,
  };
}

/** Records (or replaces) what the checkout quoted for this payment; called under the checkout lock. */
export async function saveCheckoutTax({
  db,
  paymentIntentId,
  userId,
  decision,
  currency,
  now,
}: {
  db: Db;
  paymentIntentId: string;
  userId: string;
  decision: TaxDecision & { calculationId?: string | null };
  currency: string;
  now: Date;
}): Promise<void> {
  const values = {
    billingCountry: decision.billingCountry,
    company: decision.company,
    address: decision.address,
    vatNumber: decision.vatNumber,
    vatCheck: decision.vatCheck,
    reverseCharge: decision.reverseCharge,
    taxInclusive: decision.taxInclusive,
    taxRate: decision.taxRate,
    currency,
    net: decision.net,
    tax: decision.tax,
    gross: decision.gross,
    // A new country asks again whether the card agrees.
    cardCountry: null,
    countryConfirmed: false,
    // Stripe Tax's calculation for these figures (a new quote is a new calculation); null when the table decided.
    taxCalculationId: decision.calculationId ?? null,
    updatedAt: now,
  };
  await db
    .insert(checkoutTaxes)
    .values({ paymentIntentId, userId, ...values })
    .onConflictDoUpdate({ target: checkoutTaxes.paymentIntentId, set: values });
}
