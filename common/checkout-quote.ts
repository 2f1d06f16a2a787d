/**
 * The order summary (issues 14, 31): always computed by the server (server/payments/open-checkout.ts) from the
 * course, the code and the tax, and shown by checkout as it came (POST /api/create-payment-intent). Minor units.
 */
export interface CheckoutQuote {
  price: number;
  discount: number;
  /** What the card is charged: the gross. */
  amount: number;
  currency: string;
  couponCode: string | null;
  net: number;
  /** Basis points: 1900 is 19 %. */
  taxRate: number;
  tax: number;
  taxInclusive: boolean;
  reverseCharge: boolean;
  /** '' until the server has answered. */
  billingCountry: string;
}
