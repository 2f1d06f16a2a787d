/** Where the provider sends the buyer after paying (DESIGN fix 3): the premium course page. */
export function paymentReturnPath(paymentIntentId?: string): string {
  const params = new URLSearchParams({ success: 'true' });
  if (paymentIntentId) {
    params.set('payment_intent', paymentIntentId);
    params.set('redirect_status', 'succeeded');
  }
  return `/course/premium?${params}`;
}
