/**
 * What a switch from monthly to yearly costs now, as Stripe prorates a change of interval (its default
 * `proration_behavior: create_prorations`, invoiced at once since the billing cycle restarts): the part of the
 * month already paid and not yet used is credited against the year's price, and the new yearly period starts now.
 *
 * unused = monthAmount × (periodEnd − now) ÷ (periodEnd − periodStart), to the second, rounded to the minor unit
 * due    = yearAmount − unused (never below 0)
 *
 * For instance £19.00 a month paid for 1–31 January (30 days), switched on 16 January at 00:00 with 15 days left:
 * unused = 1900 × 15/30 = 950, so £190.00 − £9.50 = £180.50 is charged now, for 16 January to 16 January next year.
 * Amounts are the prices before any VAT; the charge's VAT is decided on `due` at its date (decideChargeTax).
 */
export function prorateMonthToYear({
  monthAmount,
  yearAmount,
  periodStart,
  periodEnd,
  now,
}: {
  monthAmount: number;
  yearAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): { unused: number; due: number } {
  const length = Math.floor(periodEnd.getTime() / 1000) - Math.floor(periodStart.getTime() / 1000);
  const left = Math.floor(periodEnd.getTime() / 1000) - Math.floor(now.getTime() / 1000);
  const share = length > 0 ? Math.min(1, Math.max(0, left / length)) : 0;
  const unused = Math.round(monthAmount * share);
  return { unused, due: Math.max(0, yearAmount - unused) };
}
