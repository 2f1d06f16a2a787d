/** The part of a coupon that sets its discount. */
export interface CouponTerms {
  percentOff: number | null;
  amountOff: number | null;
}

/**
 * What a code takes off a price, in minor units: a percentage rounded to the nearest penny, or a fixed amount,
 * never more than the price. The one formula used when the price is quoted, when the payment is opened and
 * when fulfilment re-checks the amount paid, so the three always agree.
 */
export function discountOf(coupon: CouponTerms, price: number): number {
  const off = coupon.percentOff !== null ? Math.round((price * coupon.percentOff) / 100) : (coupon.amountOff ?? 0);
  return Math.min(price, Math.max(0, off));
}

/** "20% off" or "£5.00 off", for lists and receipts. */
export function describeDiscount(coupon: CouponTerms, formatAmount: (minor: number) => string): string {
  return coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatAmount(coupon.amountOff ?? 0)} off`;
}
