/** URL builders, so links agree with the route table (DESIGN fix 1 and 4). */
export function lessonPath(courseId: string, module: number, lesson: number): string {
  return `/course/${courseId}/module/${module}/lesson/${lesson}`;
}

export function checkoutPath(courseId: string): string {
  return `/checkout/${courseId}`;
}

/** The checkout of an offer (issue 43): what every "buy" link opens; `checkoutPath` of a course opens its selling offer's. */
export function offerCheckoutPath(offerId: string): string {
  return `/checkout/offer/${offerId}`;
}

/**
 * Where the payment provider sends the buyer back (DESIGN §6's return address): the offer's checkout, which confirms
 * the payment and sends the buyer on to what they bought. `payment_intent` as Stripe adds it; the local gateway too.
 */
export function paymentReturnPath(offerId: string, paymentIntentId?: string): string {
  const params = new URLSearchParams({ success: 'true' });
  if (paymentIntentId) {
    params.set('payment_intent', paymentIntentId);
    params.set('redirect_status', 'succeeded');
  }
  return `${offerCheckoutPath(offerId)}?${params}`;
}

export function loginPath(redirectTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export function signupPath(redirectTo: string): string {
  return `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
}
