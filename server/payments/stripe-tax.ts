import Stripe from 'stripe';
import { TaxLocationError, TaxUnavailableError } from './tax-errors';
import type { GatewayTax, TaxCalculation, TaxCalculationInput } from './gateway';

/**
 * Stripe Tax for the Stripe gateway (issue 31; docs/decisions/028b-stripe-tax.md): a calculation per checkout, a tax
 * transaction from it once paid, its full reversal on refund. The types are the SDK's (stripe/types Tax/*).
 */
export class StripeTax implements GatewayTax {
  constructor(
    private readonly client: Stripe,
    readonly calculates: boolean,
  ) {}

  async calculate(input: TaxCalculationInput): Promise<TaxCalculation> {
    let calculation: Stripe.Tax.Calculation;
    try {
      calculation = await this.client.tax.calculations.create({
        currency: input.currency.toLowerCase(),
        line_items: [{ amount: input.amount, reference: input.reference, tax_behavior: input.taxInclusive ? 'inclusive' : 'exclusive' }],
        customer_details: {
          address: { country: input.country },
          address_source: 'billing',
          ...(input.vatNumber
            ? { tax_ids: [{ type: input.vatNumber.startsWith('GB') ? 'gb_vat' : 'eu_vat', value: input.vatNumber }] }
            : {}),
        },
      });
    } catch (error) {
      // A country Stripe cannot place without a postal code (the US, Canada) is left to the table; anything else
      // (Stripe down, Stripe Tax not set up on the account) is ours, and the buyer waits.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'customer_tax_location_invalid') {
        throw new TaxLocationError(error.message);
      }
      if (error instanceof Stripe.errors.StripeError) throw new TaxUnavailableError(`${error.type}: ${error.message}`);
      throw error;
    }
    if (!calculation.id) throw new TaxUnavailableError('Stripe Tax answered a calculation without an id');
    const taxed = calculation.tax_breakdown.filter((part) => part.amount > 0);
    const tax = input.taxInclusive ? calculation.tax_amount_inclusive : calculation.tax_amount_exclusive;
    return {
      id: calculation.id,
      net: calculation.amount_total - tax,
      tax,
      gross: calculation.amount_total,
      taxRate: taxed.reduce((sum, part) => sum + Math.round(Number(part.tax_rate_details.percentage_decimal) * 100), 0),
      reverseCharge: calculation.tax_breakdown.some((part) => part.taxability_reason === 'reverse_charge'),
    };
  }

  async recordTransaction({
    calculationId,
    reference,
    idempotencyKey,
  }: {
    calculationId: string;
    reference: string;
    idempotencyKey: string;
  }) {
    const transaction = await this.client.tax.transactions.createFromCalculation(
      { calculation: calculationId, reference },
      { idempotencyKey },
    );
    return transaction.id;
  }

  async reverseTransaction({
    transactionId,
    reference,
    idempotencyKey,
  }: {
    transactionId: string;
    reference: string;
    idempotencyKey: string;
  }) {
    const reversal = await this.client.tax.transactions.createReversal(
      { mode: 'full', original_transaction: transactionId, reference },
      { idempotencyKey },
    );
    return reversal.id;
  }
}
