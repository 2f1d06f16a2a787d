import { TaxLocationError } from '../payments/tax-errors';
import { decideTax, type DecideTaxOptions, type TaxDecision } from './decide-tax';
import type { PaymentGateway } from '../payments/gateway';

export interface QuoteCheckoutTaxOptions extends DecideTaxOptions {
  gateway: PaymentGateway;
  currency: string;
  /** The line's reference at the provider: the course id. */
  reference: string;
}

export interface CheckoutTaxQuote extends TaxDecision {
  /** Stripe Tax's calculation the figures come from; null when the site's own table decided (local mode, STRIPE_TAX=off). */
  calculationId: string | null;
}

/**
 * The tax on a checkout (issue 31). The site's rules always run first: they check the VAT number (format, country,
 * company, the online register) and keep the evidence. With Stripe Tax, Stripe's calculation then gives the figures
 * charged and invoiced, and says whether it applied the reverse charge (docs/decisions/028b-stripe-tax.md).
 * Stripe Tax down throws TaxUnavailableError (503): nothing is charged on a guess. A buyer Stripe cannot place from
 * the country alone (the US, Canada: it wants a postal code the checkout does not ask for) gets the table's answer.
 */
export async function quoteCheckoutTax({ gateway, currency, reference, ...options }: QuoteCheckoutTaxOptions): Promise<CheckoutTaxQuote> {
  const decision = await decideTax(options);
  // Nothing to pay (a 100 % code) is nothing to tax: no calculation, and no transaction later.
  if (!gateway.tax?.calculates || options.amount === 0) return { ...decision, calculationId: null };
  let calculation;
  try {
    calculation = await gateway.tax.calculate({
      amount: options.amount,
      currency,
      taxInclusive: options.taxInclusive,
      country: decision.billingCountry,
      vatNumber: decision.vatNumber,
      reference,
    });
  } catch (error) {
    // Stripe needs more than the country here (a US or Canadian postal code): outside the UK and EU the table
    // charges no VAT, which is what Stripe says for a seller registered only there. Nothing is filed for it.
    if (error instanceof TaxLocationError) return { ...decision, calculationId: null };
    throw error;
  }
  return {
    ...decision,
    net: calculation.net,
    tax: calculation.tax,
    gross: calculation.gross,
    taxRate: calculation.taxRate,
    reverseCharge: calculation.reverseCharge,
    calculationId: calculation.id,
  };
}
