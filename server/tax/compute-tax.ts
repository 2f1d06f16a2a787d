/** One line's tax, in minor units of the charged currency. `taxRate` in basis points (1900 is 19 %). */
export interface TaxLine {
  net: number;
  taxRate: number;
  tax: number;
  gross: number;
}

/** p / q rounded to the nearest integer, halves up, for p ≥ 0 and q > 0: exact integer arithmetic, no floats. */
function divideRoundingHalfUp(p: number, q: number): number {
  return Math.floor((2 * p + q) / (2 * q));
}

/**
 * The tax of one line (a course's price after any code) at `taxRate`, in integer minor units:
 * - prices include tax (the UK and EU norm for consumers): the buyer pays `amount`; tax = amount × r / (1 + r),
 *   rounded to the nearest minor unit, halves up; net = amount − tax. £9.99 at 20 %: tax £1.67 (166.5 → 167), net £8.32.
 * - tax added: net = amount; tax = amount × r rounded the same way; the buyer pays net + tax. €9.99 at 19 %: tax €1.90.
 * Rounded once, on the line (HMRC and the EU member states allow rounding per line to the nearest unit), so
 * net + tax = gross always holds, and the amount charged is gross.
 */
export function computeTax({ amount, taxRate, taxInclusive }: { amount: number; taxRate: number; taxInclusive: boolean }): TaxLine {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`computeTax: amount must be whole minor units ≥ 0 (got ${amount})`);
  if (!Number.isInteger(taxRate) || taxRate < 0) throw new Error(`computeTax: taxRate must be basis points ≥ 0 (got ${taxRate})`);
  if (taxInclusive) {
    const tax = divideRoundingHalfUp(amount * taxRate, 10_000 + taxRate);
    return { net: amount - tax, taxRate, tax, gross: amount };
  }
  const tax = divideRoundingHalfUp(amount * taxRate, 10_000);
  return { net: amount, taxRate, tax, gross: amount + tax };
}

/** A rate from the table (percent, at most two decimals) in basis points. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}
