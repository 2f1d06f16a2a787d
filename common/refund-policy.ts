/**
 * The 30-day money-back guarantee (issue 19): the checkout, the account page, the refund email and the
 * refund policy page all state it from here, and the server enforces the same window, so the words and
 * the rule cannot drift apart.
 */
export const REFUND_WINDOW_DAYS = 30;
const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export const REFUND_POLICY_PATH = '/refund-policy';
export const CONTACT_PATH = '/contact';

/** The guarantee in one short line (beside a price). */
export const GUARANTEE_SHORT = `${REFUND_WINDOW_DAYS}-day money-back guarantee`;

/** The guarantee in full, as the checkout and the refund email state it. */
export const GUARANTEE =
  `Changed your mind? Within ${REFUND_WINDOW_DAYS} days of buying, ask for your money back from your account page in two clicks, ` +
  'no reason needed. The full amount you paid is refunded to your card at once and the course closes. ' +
  `After ${REFUND_WINDOW_DAYS} days, contact us.`;

/** The last moment a purchase made at `purchasedAt` can be refunded by its buyer: exactly 30 days later. */
export function refundDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + REFUND_WINDOW_MS);
}

/**
 * The earliest purchase time still refundable by its buyer at `now`: a purchase made at or after it is within
 * the window, one made before it is past it (refundDeadline turned round, for queries over many purchases).
 */
export function refundWindowOpensAt(now: Date): Date {
  return new Date(now.getTime() - REFUND_WINDOW_MS);
}

/** Whether a purchase is 30 days old or younger at `now` (issue 19); exactly 30 days still is. */
export function withinRefundWindow(purchasedAt: Date, now: Date): boolean {
  return now.getTime() <= refundDeadline(purchasedAt).getTime();
}
